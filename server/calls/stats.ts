import { Prisma, type Db } from "@/server/db/client";
import { CallStatus, type ApiKeyMode } from "@/server/db/generated/enums";

// The overview's numbers: calls of one mode per day and per status over the last `days` days,
// days cut in the workspace's time zone. They are sums of "CallCount" rows (a quarter hour each,
// a column per status, kept by triggers on "Call"): 96 a day (and the last hour's slots), however
// many calls there are.

const STATUSES = Object.values(CallStatus);
const SUMS = Prisma.raw(
  STATUSES.map((status) => `coalesce(sum(counted."${status}"), 0)::int AS "${status}"`).join(", "),
);

type DayRow = { timeZone: string; day: string } & Record<CallStatus, number>;

export async function callStats(db: Db, workspaceId: string, mode: ApiKeyMode, days = 30) {
  // A literal, not a parameter: the planner then knows there are `days` days.
  const lastDay = Prisma.raw(String(Math.max(0, Math.trunc(days) - 1)));
  // Each local day as its UTC bounds (the type of "bucket"), computed once (MATERIALIZED), so the
  // zone's rules (DST included) are applied 30 times, and each day is one index range of rows.
  const rows = await db.$queryRaw<DayRow[]>`
    WITH local_day AS MATERIALIZED (
      SELECT zone.tz, to_char(zone.first_day + i, 'YYYY-MM-DD') AS day,
             (zone.first_day + i)::timestamp AT TIME ZONE zone.tz AT TIME ZONE 'UTC' AS starts,
             (zone.first_day + i + 1)::timestamp AT TIME ZONE zone.tz AT TIME ZONE 'UTC' AS ends
      FROM (SELECT "timeZone" AS tz, (now() AT TIME ZONE "timeZone")::date - ${lastDay} AS first_day FROM "Workspace" WHERE "id" = ${workspaceId}) AS zone,
           generate_series(0, ${lastDay}) AS i
    )
    SELECT local_day.tz AS "timeZone", local_day.day, ${SUMS}
    FROM local_day LEFT JOIN "CallCount" counted
      ON counted."workspaceId" = ${workspaceId} AND counted."mode" = ${mode}::"ApiKeyMode"
     AND counted."bucket" >= local_day.starts AND counted."bucket" < local_day.ends
    GROUP BY local_day.tz, local_day.day ORDER BY local_day.day`;
  if (!rows.length) throw new Error(`workspace ${workspaceId} not found`);
  const daily = rows.map((row) => ({ day: row.day, count: STATUSES.reduce((sum, status) => sum + row[status], 0) }));
  const byStatus = STATUSES.map((status) => ({ status, count: rows.reduce((sum, row) => sum + row[status], 0) }))
    .filter((row) => row.count)
    .sort((a, b) => b.count - a.count);
  return { timeZone: rows[0].timeZone, daily, byStatus, total: daily.reduce((sum, d) => sum + d.count, 0) };
}

/** How many live and how many test calls the last `days` days had: the overview's totals of each mode. */
export async function callTotals(db: Db, workspaceId: string, days = 30): Promise<Record<ApiKeyMode, number>> {
  const [live, test] = await Promise.all(
    (["live", "test"] as const).map((mode) => callStats(db, workspaceId, mode, days)),
  );
  return { live: live.total, test: test.total };
}
