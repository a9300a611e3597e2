import { z } from "zod";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import { MAX_BUCKETS, type AnalyticsInput } from "./inputs";
import { figuresOf, ROLLUP_SUMS_SQL, type RolledUp } from "./rollups";

// Calls over time (GET /v1/workspaces/{id}/analytics, the analytics page): buckets of an hour or a
// day in the workspace's time zone, each the sum of the rollup rows of its quarter hours
// (docs/decisions.md "Analytics from rollups"), so the cost of a read grows with the buckets and
// the agents, campaigns and sources they hold, never with the calls. Every bucket of the range is
// there, zeros included, for every series, so a chart has no holes.

const responseMsSchema = z.object({
  p50: z.number().int().nullable(),
  p90: z.number().int().nullable(),
});

export const bucketSchema = z.object({
  start: z
    .string()
    .meta({ description: "The bucket's start (ISO 8601 UTC); it lasts `interval` in the workspace's zone." }),
  group: z.string().nullable().meta({
    description:
      "The series: the agent, campaign or click-to-call source id, or the direction, per `groupBy`; null for `none` and for calls of no campaign or source.",
  }),
  calls: z.number().int().meta({ description: "Calls created in the bucket, whatever became of them." }),
  answered: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  busy: z.number().int(),
  noAnswer: z.number().int(),
  voicemail: z.number().int().meta({ description: "Ended by reaching an answering machine." }),
  transferred: z.number().int(),
  judged: z
    .number()
    .int()
    .meta({ description: "Calls whose analysis judged success (the agent has success criteria)." }),
  successful: z.number().int(),
  durationSec: z.number().int(),
  billedMinutes: z.number().int(),
  cost: z.number().meta({ description: "In the workspace's currency." }),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  responseMs: responseMsSchema.meta({
    description: "Percentiles of the agent turns' `responseMs`, read from a histogram (100 ms bins below 2 s).",
  }),
});

export const analyticsSchema = z.object({
  from: z.string().meta({ description: "The first bucket's start." }),
  to: z.string().meta({ description: "The last bucket's end." }),
  interval: z.enum(["hour", "day"]),
  timeZone: z.string(),
  groupBy: z.string(),
  currency: z.string(),
  buckets: z.array(bucketSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

const GROUP_SQL: Record<AnalyticsInput["groupBy"], string> = {
  none: "NULL::text",
  agent: `rollup."agentId"`,
  campaign: `NULLIF(rollup."campaignId", '')`,
  direction: `rollup."direction"::text`,
  source: `NULLIF(rollup."sourceId", '')`,
};

/** The buckets of [from, to) in the zone `tz`: local days (DST included), or hours (a zone's hours start at its offset). */
const SPANS_SQL = {
  day: `SELECT (d::timestamp AT TIME ZONE tz) AS starts, ((d + interval '1 day')::timestamp AT TIME ZONE tz) AS ends
        FROM generate_series(($2::timestamptz AT TIME ZONE tz)::date, (($3::timestamptz - interval '1 millisecond') AT TIME ZONE tz)::date, interval '1 day') AS d`,
  hour: `SELECT h AS starts, h + interval '1 hour' AS ends
         FROM generate_series(date_trunc('hour', $2::timestamptz AT TIME ZONE tz) AT TIME ZONE tz, $3::timestamptz - interval '1 millisecond', interval '1 hour') AS h`,
};

type Row = RolledUp & { starts: Date; ends: Date; group: string | null; timeZone: string; currency: string };

export async function callAnalytics(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  input: AnalyticsInput,
): Promise<Analytics> {
  const params: unknown[] = [workspaceId, input.from, input.to, mode];
  const filters = [
    input.agentId && `rollup."agentId" = $${params.push(input.agentId)}`,
    input.campaignId && `rollup."campaignId" = $${params.push(input.campaignId)}`,
    input.direction && `rollup."direction" = $${params.push(input.direction)}::"CallDirection"`,
  ].filter(Boolean);
  // The buckets' UTC bounds are computed once (MATERIALIZED); each is then one index range of rows.
  const rows = await db.$queryRawUnsafe<Row[]>(
    `WITH workspace AS (SELECT "timeZone" AS tz, "pricing"->>'currency' AS currency FROM "Workspace" WHERE "id" = $1),
     span AS MATERIALIZED (
       SELECT spans.starts, spans.ends, spans.starts AT TIME ZONE 'UTC' AS utc_starts, spans.ends AT TIME ZONE 'UTC' AS utc_ends
       FROM workspace, LATERAL (${SPANS_SQL[input.interval]}) AS spans
     )
     SELECT span.starts, span.ends, ${GROUP_SQL[input.groupBy]} AS "group", min(workspace.tz) AS "timeZone", min(workspace.currency) AS currency,
       ${ROLLUP_SUMS_SQL}
     FROM workspace CROSS JOIN span LEFT JOIN "CallRollup" rollup
       ON rollup."workspaceId" = $1 AND rollup."mode" = $4::"ApiKeyMode"
      AND rollup."bucket" >= span.utc_starts AND rollup."bucket" < span.utc_ends
      ${filters.map((filter) => `AND ${filter}`).join(" ")}
     GROUP BY span.starts, span.ends, 3 ORDER BY span.starts, 3`,
    ...params,
  );
  if (!rows.length) throw new ApiError("NOT_FOUND", "No such workspace.");
  const starts = [...new Set(rows.map((row) => row.starts.getTime()))];
  if (starts.length > MAX_BUCKETS)
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: {
        issues: [
          { path: ["to"], message: `At most ${MAX_BUCKETS} buckets: shorten the range or use a longer interval.` },
        ],
      },
    });
  // Every series in every bucket: a series is a group that holds calls somewhere in the range.
  const seen = rows.filter((row) => row.calls !== 0 || (row.group !== null && input.groupBy !== "none"));
  const groups = input.groupBy === "none" ? [null] : [...new Set(seen.map((row) => row.group))];
  const byKey = new Map(rows.map((row) => [`${row.starts.getTime()} ${row.group}`, row]));
  const empty = Object.fromEntries(Object.keys(rows[0]).map((key) => [key, 0])) as RolledUp;
  return {
    from: rows[0].starts.toISOString(),
    to: rows.at(-1)!.ends.toISOString(),
    interval: input.interval,
    timeZone: rows[0].timeZone,
    groupBy: input.groupBy,
    currency: rows[0].currency,
    buckets: starts.flatMap((start) =>
      (groups.length ? groups : [null]).map((group) => ({
        start: new Date(start).toISOString(),
        group,
        ...figuresOf(byKey.get(`${start} ${group}`) ?? empty),
      })),
    ),
  };
}
