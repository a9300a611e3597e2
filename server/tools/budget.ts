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

/**
 * Mid-call: spends one request without waiting on Redis, so that the callee does not wait on it
 * either. A workspace is refused from the spend that used its budget up until its window has room
 * again; requests admitted while a spend was on its way to Redis go (in a burst, a process may
 * exceed the budget by what it had in flight).
 */
export function spendToolBudget(workspaceId: string): string | null {
  const until = spent.get(workspaceId);
  if (until !== undefined && until > Date.now()) return refusal(Math.ceil((until - Date.now()) / 1000));
  spent.delete(workspaceId);
  void perWorkspace.check(workspaceId).then((budget) => {
    if (!budget.success || budget.remaining === 0)
      spent.set(workspaceId, Date.now() + Math.max(1, budget.resetSeconds) * 1000);
  });
  return null;
}
