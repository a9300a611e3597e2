import { env } from "@/server/env";
import { createRateLimiter } from "@/server/ratelimit/ratelimit";

// Every tool request a workspace's calls (and tests) make spends one of its requests per minute:
// a model looping on a tool, or many calls at once, cannot turn svc into a load generator.

const perWorkspace = createRateLimiter({ name: "tool-requests", limit: env.TOOL_REQUESTS_PER_MINUTE, windowSeconds: 60 });

/** Null when the request may go; otherwise why it may not, in words. */
export async function checkToolBudget(workspaceId: string): Promise<string | null> {
  const budget = await perWorkspace.check(workspaceId);
  return budget.success ? null : `The workspace made its ${env.TOOL_REQUESTS_PER_MINUTE} tool requests this minute; try again in ${budget.resetSeconds} s.`;
}
