import { randomUUID } from "node:crypto";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import { redis, redisKey } from "@/server/redis/client";
import { HEARTBEAT_MS } from "./stream";

// At most LIVE_STREAMS_PER_HOLDER live streams open at once per API key (or signed-in member),
// across every process: a sorted set in Redis per holder, each open stream a member whose score is
// when its hold lapses. A stream renews its hold at each heartbeat and lets go when it closes; a
// process that dies takes its streams' holds with it once they lapse. If Redis fails, the stream
// is let through (an outage of the limiter must not become an outage of the API).

export const LIVE_STREAMS_PER_HOLDER = 20;
/** A hold outlives three missed heartbeats: a crashed process's streams free their places by then. */
const HOLD_MS = HEARTBEAT_MS * 3;
const REDIS_TIMEOUT_MS = 200;

// KEYS[1]: the holder's set; ARGV: now, the hold's end, the stream's id, the limit. 1 when taken.
const TAKE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ${HOLD_MS})
return 1`;

export interface StreamHold {
  renew(): void;
  release(): void;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error("Redis did not answer in time")), REDIS_TIMEOUT_MS),
    ),
  ]);
}

/** Takes a place among the holder's open streams; 429 RATE_LIMITED when all are taken. */
export async function holdStreamPlace(holder: string): Promise<StreamHold> {
  const key = redisKey("live-streams", holder);
  const id = randomUUID();
  const warn = (error: unknown) =>
    logger.warn({ err: (error as Error).message }, "live stream budget: Redis failed; stream let through");
  try {
    const now = Date.now();
    const taken = await withTimeout(redis.eval(TAKE, [key], [now, now + HOLD_MS, id, LIVE_STREAMS_PER_HOLDER]));
    if (Number(taken) !== 1)
      throw new ApiError("RATE_LIMITED", `At most ${LIVE_STREAMS_PER_HOLDER} live streams may be open at once.`, {
        headers: { "Retry-After": String(HEARTBEAT_MS / 1000) },
        details: { retryAfter: HEARTBEAT_MS / 1000, reason: "live_streams", limit: LIVE_STREAMS_PER_HOLDER },
      });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    warn(error);
  }
  return {
    renew: () => void redis.zadd(key, { score: Date.now() + HOLD_MS, member: id }).catch(warn),
    release: () => void redis.zrem(key, id).catch(warn),
  };
}
