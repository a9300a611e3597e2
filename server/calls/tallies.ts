import type { Db } from "@/server/db/client";

// Calls per agent, contact or click-to-call source, as the triggers on "Call" keep them in
// "CallTally" (docs/decisions.md "Counts kept as calls change"): a few rows per subject whatever
// its number of calls, so a page that shows them does not grow with history.

/** The rows (agents, contacts or sources) with their number of calls, live and test, as `calls`. */
export async function withCallTallies<Row extends { id: string }>(
  db: Db,
  rows: Row[],
): Promise<(Row & { calls: number; liveCalls: number })[]> {
  const sums = rows.length
    ? await db.callTally.groupBy({
        by: ["subjectId"],
        where: { subjectId: { in: rows.map((row) => row.id) } },
        _sum: { calls: true, liveCalls: true },
      })
    : [];
  const tallies = new Map(sums.map((sum) => [sum.subjectId, sum._sum]));
  return rows.map((row) => {
    const tally = tallies.get(row.id);
    return { ...row, calls: tally?.calls ?? 0, liveCalls: tally?.liveCalls ?? 0 };
  });
}
