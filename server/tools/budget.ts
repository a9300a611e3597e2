import { env } from "@/server/env";
import { createRateLimiter } from "@/server/ratelimit/ratelimit";

// Every tool request a workspace's calls (and tests) make spends one of its requests per minute:
// a model looping on a tool, or many calls at once, cannot turn svc into a load generator.

const perWorkspace = createRateLimiter({
  name: "tool-requests",
  limit: env.TOOL_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
});

function refusal(resetSeconds: number): string {
  return `The workspace made its ${env.TOOL_REQUESTS_PER_MINUTE} tool requests this minute; try again in ${resetSeconds} s.`;
}

/** Spends one request and waits for the answer (the test endpoint): null when the request may go; otherwise why not. */
export async function checkToolBudget(workspaceId: string): Promise<string | null> {
  const budget = await perWorkspace.check(workspaceId);
  return budget.success ? null : refusal(budget.resetSeconds);
}

/** Workspaces whose budget is spent, until their window has room again (epoch ms). */
const spent = new Map<string, number>();

/** This process's own spends per workspace in the current minute, counted at once. */
const spentHere = new Map<string, { minute: number; count: number }>();

/**
 * Mid-call: spends one request without waiting on Redis, so that the callee does not wait on it
 * either. A workspace is refused from the spend that used its budget up until its window has room
 * again. Spends on their way to Redis are counted here too, so one process never goes past the
 * budget; in a burst across processes, each may go past it by what it had in flight.
 */
export function spendToolBudget(workspaceId: string): string | null {
  const now = Date.now();
  const until = spent.get(workspaceId);
  if (until !== undefined && until > now) return refusal(Math.ceil((until - now) / 1000));
  spent.delete(workspaceId);
  const minute = Math.floor(now / 60_000);
  const here = spentHere.get(workspaceId);
  const count = here?.minute === minute ? here.count : 0;
  if (count >= env.TOOL_REQUESTS_PER_MINUTE) return refusal(Math.ceil(((minute + 1) * 60_000 - now) / 1000));
  spentHere.set(workspaceId, { minute, count: count + 1 });
  void perWorkspace.check(workspaceId).then((budget) => {
    if (!budget.success || budget.remaining === 0)
      spent.set(workspaceId, Date.now() + Math.max(1, budget.resetSeconds) * 1000);
  });
  return null;
}
