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

/** The procedures a tRPC request calls, by path: `/api/trpc/a,b,c?batch=1` calls three. */
export function proceduresOf(url: URL): string[] {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path); // tRPC splits the decoded path
  } catch {
    // tRPC refuses it; count what is there
  }
  const procedures = path.replace(/^\/api\/trpc\/?/, "");
  return url.searchParams.get("batch") === "1" ? procedures.split(",") : [procedures];
}

/** How many procedure calls a tRPC request makes. */
export function callsOf(url: URL): number {
  return proceduresOf(url).length;
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
