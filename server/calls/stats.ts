import type { Db } from "@/server/db/client";
import type { ApiKeyMode, CallStatus } from "@/server/db/generated/enums";

// The overview's numbers: calls of one mode per UTC day and per status over the last `days` days.

export async function callStats(db: Db, workspaceId: string, mode: ApiKeyMode, days = 30) {
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  since.setUTCDate(since.getUTCDate() - (days - 1));
  const [perDay, perStatus] = await Promise.all([
    // "createdAt" is a UTC timestamp without zone: its date is the UTC day.
    db.$queryRaw<{ day: string; count: bigint }[]>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day, count(*) AS count
      FROM "Call" WHERE "workspaceId" = ${workspaceId} AND "mode" = ${mode}::"ApiKeyMode" AND "createdAt" >= ${since}
      GROUP BY 1`,
    db.call.groupBy({ by: ["status"], where: { workspaceId, mode, createdAt: { gte: since } }, _count: { _all: true } }),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, Number(row.count)]));
  const daily = Array.from({ length: days }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
  const byStatus = perStatus
    .map((row) => ({ status: row.status as CallStatus, count: row._count._all }))
    .sort((a, b) => b.count - a.count);
  return { daily, byStatus, total: daily.reduce((sum, d) => sum + d.count, 0) };
}
