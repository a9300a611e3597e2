import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { createRateLimiter, rateLimitedError } from "@/server/ratelimit/ratelimit";
import { MAX_BATCH_CALLS } from "./batching";

// What one request to the settings UI's tRPC endpoint may ask for: a bounded batch, within the
// caller's budget of calls, so no single request or user fans out work (a thousand "send test
// event" calls in one batch). Every call of a batch counts.

const perUser = createRateLimiter({
  name: "ui-user",
  limit: env.RATE_LIMIT_UI_CALLS,
  windowSeconds: env.RATE_LIMIT_UI_WINDOW_SECONDS,
});
const perIp = createRateLimiter({ ...perUser.policy, name: "ui-ip" });

/** How many procedure calls a tRPC request makes: `/api/trpc/a,b,c?batch=1` is three. */
export function callsOf(url: URL): number {
  if (url.searchParams.get("batch") !== "1") return 1;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path); // tRPC splits the decoded path
  } catch {
    // tRPC refuses it; count what is there
  }
  return path.split(",").length;
}

/**
 * 400 VALIDATION_ERROR for a batch of more than MAX_BATCH_CALLS calls; 429 RATE_LIMITED once the
 * signed-in user (signed out: the client IP) has spent the budget.
 */
export async function admitTrpcRequest(request: Request, caller: { userId: string | null; ip: string }): Promise<void> {
  const calls = callsOf(new URL(request.url));
  if (calls > MAX_BATCH_CALLS) {
    throw new ApiError(
      "VALIDATION_ERROR",
      `A request may batch at most ${MAX_BATCH_CALLS} calls; this one has ${calls}.`,
      {
        details: { maxBatchCalls: MAX_BATCH_CALLS },
      },
    );
  }
  const state = caller.userId ? await perUser.check(caller.userId, calls) : await perIp.check(caller.ip, calls);
  if (!state.success) throw rateLimitedError(state);
}
