import { Ratelimit } from "@upstash/ratelimit";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import { redis, redisKey } from "@/server/redis/client";

// Sliding-window rate limits over the process's Redis (docs/decisions.md "Rate limits"). If Redis
// does not answer within RATE_LIMIT_REDIS_TIMEOUT_MS (100 ms) the request passes and a warning is
// logged: an outage of the limiter must not become an outage of the API.

export interface RateLimitPolicy {
  /** Names the budget in the RateLimit-Policy header, e.g. "api-key". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  policy: RateLimitPolicy;
  success: boolean;
  remaining: number;
  /** Seconds until the window has room again. */
  resetSeconds: number;
}

export interface RateLimiter {
  policy: RateLimitPolicy;
  /** Spends `cost` (default 1) of the identifier's budget. */
  check(identifier: string, cost?: number): Promise<RateLimitState>;
}

export interface RedisRateLimiter extends RateLimiter {
  /** The budget as it stands, spending nothing: for budgets that count only failures. */
  peek(identifier: string): Promise<RateLimitState>;
}

export function createRateLimiter(policy: RateLimitPolicy): RedisRateLimiter {
  const limiter = new Ratelimit({
    redis,
    limiter: Ratelimit.slidingWindow(policy.limit, `${policy.windowSeconds} s`),
    prefix: redisKey("ratelimit", policy.name),
    timeout: env.RATE_LIMIT_REDIS_TIMEOUT_MS,
    analytics: false,
  });
  const open = (): RateLimitState => ({
    policy,
    success: true,
    remaining: policy.limit,
    resetSeconds: policy.windowSeconds,
  });
  const secondsUntil = (reset: number) => Math.max(0, Math.ceil((reset - Date.now()) / 1000));
  return {
    policy,
    async check(identifier, cost = 1) {
      try {
        const result = await limiter.limit(identifier, { rate: cost });
        if (result.reason === "timeout") {
          logger.warn({ policy: policy.name }, "rate limiter: Redis did not answer in time; request let through");
          return open();
        }
        return {
          policy,
          success: result.success,
          remaining: Math.max(0, result.remaining),
          resetSeconds: secondsUntil(result.reset),
        };
      } catch (error) {
        logger.warn(
          { policy: policy.name, err: (error as Error).message },
          "rate limiter: Redis failed; request let through",
        );
        return open();
      }
    },
    async peek(identifier) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">(
        (resolve) => (timer = setTimeout(() => resolve("timeout"), env.RATE_LIMIT_REDIS_TIMEOUT_MS)),
      );
      try {
        const result = await Promise.race([limiter.getRemaining(identifier), timeout]);
        if (result === "timeout") {
          logger.warn({ policy: policy.name }, "rate limiter: Redis did not answer in time; request let through");
          return open();
        }
        return {
          policy,
          success: result.remaining > 0,
          remaining: result.remaining,
          resetSeconds: secondsUntil(result.reset),
        };
      } catch (error) {
        logger.warn(
          { policy: policy.name, err: (error as Error).message },
          "rate limiter: Redis failed; request let through",
        );
        return open();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Checks several budgets at once (e.g. per IP, per source, per number); returns the binding one. */
export async function checkAll(checks: { limiter: RateLimiter; identifier: string }[]): Promise<RateLimitState> {
  const states = await Promise.all(checks.map(({ limiter, identifier }) => limiter.check(identifier)));
  const binding = (state: RateLimitState) => [state.success ? 1 : 0, state.remaining / state.policy.limit];
  return states.reduce((worst, state) => {
    const [a, b] = [binding(worst), binding(state)];
    return b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? state : worst;
  });
}

/** The headers of docs/decisions.md "Rate limits", for every response: RateLimit-* and the IETF draft's RateLimit(-Policy). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const { name, limit, windowSeconds } = state.policy;
  return {
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
    "RateLimit-Policy": `"${name}";q=${limit};w=${windowSeconds}`,
    RateLimit: `"${name}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

/** 429 RATE_LIMITED with Retry-After (seconds) and details.retryAfter. */
export function rateLimitedError(state: RateLimitState): ApiError {
  const retryAfter = Math.max(1, state.resetSeconds);
  return new ApiError("RATE_LIMITED", undefined, {
    details: { retryAfter, policy: state.policy.name },
    headers: { ...rateLimitHeaders(state), "Retry-After": String(retryAfter) },
  });
}
