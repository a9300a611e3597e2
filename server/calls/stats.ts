import type { Db } from "@/server/db/client";
import type { ApiKeyMode, CallStatus } from "@/server/db/generated/enums";

// The overview's numbers: calls of one mode per day and per status over the last `days` days,
// days cut in the workspace's time zone. They are sums of "CallCount" (quarter hours kept by
// triggers on "Call"), so their cost depends on the window, never on how many calls there are.

const DAY_MS = 86_400_000;

interface CountRow {
  timeZone: string;
  firstDay: string;
  day: string | null;
  status: CallStatus | null;
  count: number;
}

export async function callStats(db: Db, workspaceId: string, mode: ApiKeyMode, days = 30) {
  // The window's first local midnight as a UTC timestamp, the same kind as "bucket"; the LEFT JOIN
  // keeps one row (with the first day) when there is nothing to count.
  const rows = await db.$queryRaw<CountRow[]>`
    WITH zone AS (
      SELECT "timeZone" AS tz, (now() AT TIME ZONE "timeZone")::date - ${days - 1}::int AS first_day FROM "Workspace" WHERE "id" = ${workspaceId}
    )
    SELECT zone.tz AS "timeZone", to_char(zone.first_day, 'YYYY-MM-DD') AS "firstDay",
           to_char(counted."bucket" AT TIME ZONE 'UTC' AT TIME ZONE zone.tz, 'YYYY-MM-DD') AS day,
           counted."status", coalesce(sum(counted."count"), 0)::int AS count
    FROM zone LEFT JOIN "CallCount" counted
      ON counted."workspaceId" = ${workspaceId} AND counted."mode" = ${mode}::"ApiKeyMode"
     AND counted."bucket" >= zone.first_day::timestamp AT TIME ZONE zone.tz AT TIME ZONE 'UTC'
    GROUP BY 1, 2, 3, 4`;
  if (!rows[0]) throw new Error(`workspace ${workspaceId} not found`);
  const perDay = new Map<string, number>();
  const perStatus = new Map<CallStatus, number>();
  for (const { day, status, count } of rows) {
    if (!day || !status || !count) continue;
    perDay.set(day, (perDay.get(day) ?? 0) + count);
    perStatus.set(status, (perStatus.get(status) ?? 0) + count);
  }
  const { timeZone, firstDay } = rows[0];
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const daily = Array.from({ length: days }, (_, i) => {
    const day = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    return { day, count: perDay.get(day) ?? 0 };
  });
  const byStatus = [...perStatus].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count);
  return { timeZone, daily, byStatus, total: daily.reduce((sum, d) => sum + d.count, 0) };
}
