import type { Db } from "@/server/db/client";
import { callView } from "@/server/calls/schemas";

// An agent's record as its page shows it: its recent live calls and how often they succeeded, as
// post-call analysis judged them against the agent's success criteria (calls not judged do not count).

export async function agentCallRecord(db: Db, workspaceId: string, agentId: string, recentCount = 10) {
  const [recent, [totals]] = await Promise.all([
    db.call.findMany({
      where: { workspaceId, agentId, mode: "live" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: recentCount,
    }),
    // Kept as calls change (docs/decisions.md "Counts kept as calls change"), not counted: the agent
    // must be the workspace's.
    db.$queryRaw<{ calls: number; testCalls: number; judged: number; successful: number }[]>`
      SELECT coalesce(sum(t."liveCalls"), 0)::int AS "calls",
        coalesce(sum(t."calls" - t."liveCalls"), 0)::int AS "testCalls", coalesce(sum(t."liveJudged"), 0)::int AS "judged",
        coalesce(sum(t."liveSuccessful"), 0)::int AS "successful"
      FROM "CallTally" t JOIN "Agent" a ON a."id" = t."subjectId" AND a."workspaceId" = ${workspaceId}
      WHERE t."subjectId" = ${agentId}`,
  ]);
  return {
    recent: recent.map(callView),
    ...totals,
    successRate: totals.judged ? totals.successful / totals.judged : null,
  };
}
