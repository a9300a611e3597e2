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
    db.$queryRaw<{ calls: number; judged: number; successful: number }[]>`
      SELECT count(*)::int AS "calls",
        count(*) FILTER (WHERE "analysis"->>'successful' IN ('true', 'false'))::int AS "judged",
        count(*) FILTER (WHERE "analysis"->>'successful' = 'true')::int AS "successful"
      FROM "Call" WHERE "workspaceId" = ${workspaceId} AND "agentId" = ${agentId} AND "mode" = 'live'`,
  ]);
  return {
    recent: recent.map(callView),
    ...totals,
    successRate: totals.judged ? totals.successful / totals.judged : null,
  };
}
