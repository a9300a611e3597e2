import { z } from "zod";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { Prisma, type Db } from "@/server/db/client";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import type { ConcurrencyInput } from "./inputs";

// Calls in flight (GET /v1/workspaces/{id}/concurrency): now, against the workspace's
// maxCallsInFlight, by agent and by campaign, counted as capacity counts them (every open call,
// both modes: one limit holds them all); and over a range, the most in flight at any moment of
// each minute, from the calls' lives (created → ended).

const countSchema = z.object({ calls: z.number().int() });

export const concurrencySchema = z.object({
  inFlight: z
    .number()
    .int()
    .meta({ description: "Open calls now (queued to in progress), test and live: what capacity counts." }),
  limit: z.number().int().meta({ description: "The workspace's maxCallsInFlight." }),
  byAgent: z.array(countSchema.extend({ agentId: z.string() })),
  byCampaign: z.array(countSchema.extend({ campaignId: z.string() })),
  peaks: z
    .array(z.object({ minute: z.string(), peak: z.number().int() }))
    .nullable()
    .meta({ description: "With `from` and `to`: each minute's most calls in flight at once; null without." }),
});
export type Concurrency = z.infer<typeof concurrencySchema>;

type OpenRow = { agentId: string; campaignId: string | null; calls: number; limit: number };

export async function callConcurrency(db: Db, workspaceId: string, input: ConcurrencyInput): Promise<Concurrency> {
  // Open calls are few (at most about the limit): one range of the status index per open status.
  const open = await db.$queryRaw<OpenRow[]>`
    SELECT c."agentId", c."campaignId", count(*)::int AS calls, min(w."maxCallsInFlight") AS "limit"
    FROM "Workspace" w LEFT JOIN "Call" c ON c."workspaceId" = w."id" AND c."status"::text = ANY(${OPEN_STATUSES}::text[])
    WHERE w."id" = ${workspaceId} GROUP BY 1, 2`;
  if (!open.length) throw new ApiError("NOT_FOUND", "No such workspace.");
  const counted = open.filter((row) => row.agentId !== null);
  const sum = (rows: OpenRow[], key: "agentId" | "campaignId") => {
    const totals = new Map<string, number>();
    for (const row of rows) if (row[key]) totals.set(row[key]!, (totals.get(row[key]!) ?? 0) + row.calls);
    return [...totals].map(([id, calls]) => ({ [key]: id, calls }));
  };
  return {
    inFlight: counted.reduce((total, row) => total + row.calls, 0),
    limit: open[0].limit,
    byAgent: sum(counted, "agentId") as Concurrency["byAgent"],
    byCampaign: sum(counted, "campaignId") as Concurrency["byCampaign"],
    peaks:
      input.from && input.to ? await peaksPerMinute(db, workspaceId, new Date(input.from), new Date(input.to)) : null,
  };
}

/**
 * The most calls in flight at once in each minute of [from, to): a sweep over the lives of the
 * calls that overlap the range. A call may have been created up to CALL_MAX_DURATION_SEC (when a
 * silent one is closed) and an hour of queueing before `from`; older ones count only while open.
 */
async function peaksPerMinute(db: Db, workspaceId: string, from: Date, to: Date) {
  const first = new Date(Math.floor(from.getTime() / 60_000) * 60_000);
  const lookback = new Date(first.getTime() - (env.CALL_MAX_DURATION_SEC + 3_600) * 1000);
  const utc = (date: Date) => Prisma.sql`${date.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
  const lives = await db.$queryRaw<{ starts: Date; ends: Date | null }[]>`
    SELECT "createdAt" AS starts, CASE WHEN "status"::text = ANY(${OPEN_STATUSES}::text[]) THEN NULL ELSE "endedAt" END AS ends
    FROM "Call"
    WHERE "workspaceId" = ${workspaceId} AND "createdAt" < ${utc(to)}
      AND ("createdAt" >= ${utc(lookback)} OR "status"::text = ANY(${OPEN_STATUSES}::text[]))
      AND ("endedAt" IS NULL OR "endedAt" > ${utc(first)})
      AND ("endedAt" IS NOT NULL OR "status"::text = ANY(${OPEN_STATUSES}::text[]))`;
  // +1 at each start, -1 at each end (an end before a start at the same instant: no false peak).
  const edges: [number, number][] = [];
  for (const { starts, ends } of lives) {
    if (ends && ends <= starts) continue; // never in flight (blocked, canceled at once)
    edges.push([starts.getTime(), 1]);
    if (ends) edges.push([ends.getTime(), -1]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const peaks: { minute: string; peak: number }[] = [];
  let level = 0;
  let next = 0;
  for (let minute = first.getTime(); minute < to.getTime(); minute += 60_000) {
    while (next < edges.length && edges[next][0] <= minute) level += edges[next++][1];
    let peak = level;
    while (next < edges.length && edges[next][0] < minute + 60_000) {
      level += edges[next++][1];
      peak = Math.max(peak, level);
    }
    peaks.push({ minute: new Date(minute).toISOString(), peak });
  }
  return peaks;
}
