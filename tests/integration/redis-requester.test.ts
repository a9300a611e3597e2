import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import IORedis from "ioredis";
import IORedisMock from "ioredis-mock";
import { afterAll, describe, expect, it } from "vitest";
import { ioredisRequester } from "@/server/redis/requester";

// The Requester must behave like Upstash's REST API on a real Redis (REDIS_URL) and on the
// in-memory one, because @upstash/ratelimit relies on exactly these shapes.

const prefix = `${process.env.REDIS_PREFIX}:requester`;
const tcp = process.env.REDIS_URL ? new IORedis(process.env.REDIS_URL) : null;
afterAll(async () => {
  if (!tcp) return;
  const keys = await tcp.keys(`${prefix}*`);
  if (keys.length) await tcp.del(...keys);
  tcp.disconnect();
});

const backends = [
  { name: "in-memory", redis: () => new Redis(ioredisRequester(new IORedisMock())) },
  ...(tcp ? [{ name: "Redis over TCP", redis: () => new Redis(ioredisRequester(tcp)) }] : []),
];

describe.each(backends)("ioredisRequester ($name)", ({ redis: make }) => {
  const redis = make();
  const key = (name: string) => `${prefix}:${Math.random().toString(36).slice(2)}:${name}`;

  it("runs single commands", async () => {
    const k = key("single");
    expect(await redis.set(k, "v1")).toBe("OK");
    expect(await redis.get(k)).toBe("v1");
    expect(await redis.incr(key("counter"))).toBe(1);
    expect(await redis.get(key("missing"))).toBeNull();
  });

  it("honours SET options (NX, EX)", async () => {
    const k = key("nx");
    expect(await redis.set(k, "first", { nx: true, ex: 60 })).toBe("OK");
    expect(await redis.set(k, "second", { nx: true, ex: 60 })).toBeNull();
    expect(await redis.get(k)).toBe("first");
    expect(await redis.ttl(k)).toBeGreaterThan(50);
  });

  it("runs a pipeline and a multi-exec transaction", async () => {
    const k = key("batch");
    const pipe = redis.pipeline();
    pipe.set(k, 1);
    pipe.incr(k);
    pipe.get(k);
    expect(await pipe.exec()).toEqual(["OK", 2, 2]);
    const tx = redis.multi();
    tx.incr(k);
    tx.incr(k);
    expect(await tx.exec()).toEqual([3, 4]);
  });

  it("reports error replies as errors", async () => {
    const k = key("string");
    await redis.set(k, "a string");
    await expect(redis.lpush(k, "item")).rejects.toThrow(/WRONGTYPE|does not contain a list/);
  });

  it("runs scripts with Upstash's shebang flags, then by hash; an unknown hash answers NOSCRIPT", async () => {
    const script = "#!lua flags=allow-key-locking\nreturn redis.call('INCRBY', KEYS[1], ARGV[1])";
    const sha = createHash("sha1").update(script).digest("hex");
    const k = key("script");
    expect(await redis.eval(script, [k], ["5"])).toBe(5);
    expect(await redis.evalsha(sha, [k], ["2"])).toBe(7);
    await expect(redis.evalsha("0".repeat(40), [k], [])).rejects.toThrow(/NOSCRIPT/);
  });

  it("drives @upstash/ratelimit's sliding window with correct limit, remaining and reset", async () => {
    const limiter = new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(3, "10 s"), prefix: key("rl") });
    const before = Date.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.limit("caller"));
    expect(results.map((r) => r.success)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results.every((r) => r.limit === 3)).toBe(true);
    expect(results[3].reset).toBeGreaterThan(before);
    expect(results[3].reset).toBeLessThanOrEqual(before + 10_000 + 1_000);
    expect((await limiter.limit("someone-else")).success).toBe(true);
  });
});
