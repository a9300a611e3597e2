import { Redis } from "@upstash/redis";
import IORedis from "ioredis";
import IORedisMock from "ioredis-mock";
import { env } from "../env";
import { logger } from "../logger";
import { ioredisRequester } from "./requester";

// One Redis client for the process, whichever backing service the configuration names
// (docs/decisions.md "Runtime modes"). Callers only ever see @upstash/redis's `Redis`.

function createRedis(): Redis {
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    return new Redis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN, enableTelemetry: false });
  }
  if (env.REDIS_URL) {
    const tcp = new IORedis(env.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    tcp.on("error", (error) => logger.warn({ err: error.message }, "redis connection error"));
    return new Redis(ioredisRequester(tcp));
  }
  logger.warn("REDIS_URL is not set: rate limits use an in-memory Redis and hold for this process only");
  return new Redis(ioredisRequester(new IORedisMock()));
}

const cache = globalThis as unknown as { __svcRedis?: Redis };

export const redis: Redis = (cache.__svcRedis ??= createRedis());

/** Namespaces a key under REDIS_PREFIX. */
export function redisKey(...parts: string[]): string {
  return [env.REDIS_PREFIX, ...parts].join(":");
}
