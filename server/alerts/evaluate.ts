import { z } from "zod";
import { percentileOfBins } from "@/server/analytics/response-bins";
import { amountOf, binsOf, ROLLUP_SUMS_SQL, type RolledUp } from "@/server/analytics/rollups";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { db as client, type Db, type Prisma } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { ALERT_METRICS, type AlertMetric } from "./inputs";

// The minute's evaluation of every alert rule (docs/decisions.md "Alerts"). One statement reads
// each rule's value: the call metrics from the rollups of its window's quarter hours (an index range
// per rule, never the calls), calls in flight from the open calls, webhook failures from the failed
// attempts of its window. Only the rules whose condition changed are written: each moves its state
// with a conditional update on the state it was read in, and sends its event in that transaction,
// so a second process or a retried run never sends twice. A crossing's events are named by the
// rule and its crossing's number, and go to a receiver in order (triggered, then resolved).

export const alertEventSchema = z
  .object({
    ruleId: z.string(),
    name: z.string(),
    mode: z.enum(["live", "test"]),
    metric: z.enum(ALERT_METRICS),
    comparator: z.enum(["above", "below"]),
    threshold: z.number(),
    windowMinutes: z.number().int(),
    agentId: z.string().nullable(),
    campaignId: z.string().nullable(),
    value: z.number().nullable().meta({
      description:
        "The metric's value over the window (a rate 0 to 1, milliseconds, the currency, a count); null when the window held nothing to read it from.",
    }),
    calls: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Calls created in the window; null for calls_in_flight and webhook_failures." }),
    window: z
      .object({ from: z.string(), to: z.string() })
      .meta({ description: "What was read: call metrics in whole quarter hours from `from`." }),
    crossing: z.number().int().meta({ description: "The rule's crossing this is, from 1: its two events share it." }),
    triggeredAt: z.string(),
    resolvedAt: z.string().nullable().meta({ description: "Null in `alert.triggered`." }),
  })
  .meta({ id: "AlertEvent" });
export type AlertEvent = z.infer<typeof alertEventSchema>;

type Row = RolledUp & {
  id: string;
  workspaceId: string;
  mode: "live" | "test";
  name: string;
  metric: AlertMetric;
  comparator: "above" | "below";
  threshold: number;
  windowMinutes: number;
  agentId: string | null;
  campaignId: string | null;
  minCalls: number | null;
  state: "ok" | "firing";
  crossings: number;
  lastTriggeredAt: Date | null;
  since: Date;
  until: Date;
  inFlight: number | null;
  webhookFailures: number | null;
};

const CALL_METRICS = ALERT_METRICS.filter((metric) => metric !== "calls_in_flight" && metric !== "webhook_failures");

// $1: the open statuses. Each LATERAL is skipped (a one-time filter) for the rules of another metric.
const READ_RULES = `
  WITH rule AS MATERIALIZED (
    SELECT r.*, date_bin('15 minutes', (now() AT TIME ZONE 'UTC') - make_interval(mins => r."windowMinutes"), TIMESTAMP '2000-01-01') AS since,
      (now() AT TIME ZONE 'UTC')::timestamp(3) AS until
    FROM "AlertRule" r
  )
  SELECT rule."id", rule."workspaceId", rule."mode"::text AS "mode", rule."name", rule."metric", rule."comparator", rule."threshold",
    rule."windowMinutes", rule."agentId", rule."campaignId", rule."minCalls", rule."state", rule."crossings", rule."lastTriggeredAt",
    CASE WHEN rule."metric" = 'webhook_failures' THEN rule.until - make_interval(mins => rule."windowMinutes") ELSE rule.since END AS since,
    rule.until, rolled.*, in_flight.n AS "inFlight", failures.n AS "webhookFailures"
  FROM rule
  LEFT JOIN LATERAL (
    SELECT ${ROLLUP_SUMS_SQL} FROM "CallRollup" rollup
    WHERE rule."metric" IN (${CALL_METRICS.map((metric) => `'${metric}'`).join(", ")})
      AND rollup."workspaceId" = rule."workspaceId" AND rollup."mode" = rule."mode" AND rollup."bucket" >= rule.since
      AND (rule."agentId" IS NULL OR rollup."agentId" = rule."agentId")
      AND (rule."campaignId" IS NULL OR rollup."campaignId" = rule."campaignId")
  ) rolled ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM "Call" c
    WHERE rule."metric" = 'calls_in_flight' AND c."workspaceId" = rule."workspaceId" AND c."status"::text = ANY($1::text[])
      AND (rule."agentId" IS NULL OR c."agentId" = rule."agentId")
      AND (rule."campaignId" IS NULL OR c."campaignId" = rule."campaignId")
  ) in_flight ON rule."metric" = 'calls_in_flight'
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM "WebhookAttempt" attempt
      JOIN "WebhookDelivery" delivery ON delivery."id" = attempt."deliveryId"
      JOIN "WebhookEndpoint" endpoint ON endpoint."id" = delivery."endpointId"
    WHERE rule."metric" = 'webhook_failures' AND attempt."error" IS NOT NULL
      AND attempt."startedAt" >= rule.until - make_interval(mins => rule."windowMinutes")
      AND endpoint."workspaceId" = rule."workspaceId"
  ) failures ON rule."metric" = 'webhook_failures'`;

/** The rule's value now (null: nothing to read it from) and the calls it was read from. */
function valueOf(row: Row): { value: number | null; calls: number | null } {
  switch (row.metric) {
    case "calls_in_flight":
      return { value: row.inFlight ?? 0, calls: null };
    case "webhook_failures":
      return { value: row.webhookFailures ?? 0, calls: null };
    case "failure_rate":
      return { value: row.calls ? row.failed / row.calls : null, calls: row.calls };
    case "success_rate":
      return { value: row.judged ? row.successful / row.judged : null, calls: row.calls };
    case "response_ms_p90":
      return { value: percentileOfBins(binsOf(row), 0.9), calls: row.calls };
    case "cost":
      return { value: amountOf(row.costMicros), calls: row.calls };
    case "tool_errors":
      return { value: row.toolErrors, calls: row.calls };
  }
}

function holds(row: Row, value: number | null, calls: number | null): boolean {
  if (value === null) return false;
  if (row.minCalls !== null && (calls ?? 0) < row.minCalls) return false;
  return row.comparator === "above" ? value > row.threshold : value < row.threshold;
}

/** Moves the rule from the state it was read in, and announces it; nothing when another did first. */
async function cross(db: Db, row: Row, value: number | null, calls: number | null): Promise<boolean> {
  const triggering = row.state === "ok";
  const [moved] = await db.$queryRaw<{ at: Date; lastTriggeredAt: Date }[]>`
    UPDATE "AlertRule" SET
      "state" = ${triggering ? "firing" : "ok"},
      "crossings" = "crossings" + ${triggering ? 1 : 0},
      "lastValue" = ${value},
      "lastTriggeredAt" = CASE WHEN ${triggering} THEN now() AT TIME ZONE 'UTC' ELSE "lastTriggeredAt" END,
      "lastResolvedAt" = CASE WHEN ${triggering} THEN "lastResolvedAt" ELSE now() AT TIME ZONE 'UTC' END
    WHERE "id" = ${row.id} AND "state" = ${row.state} AND "crossings" = ${row.crossings}
    RETURNING (now() AT TIME ZONE 'UTC')::timestamp(3) AS "at", "lastTriggeredAt"`;
  if (!moved) return false;
  const crossing = row.crossings + (triggering ? 1 : 0);
  const data: AlertEvent = {
    ruleId: row.id,
    name: row.name,
    mode: row.mode,
    metric: row.metric,
    comparator: row.comparator,
    threshold: row.threshold,
    windowMinutes: row.windowMinutes,
    agentId: row.agentId,
    campaignId: row.campaignId,
    value,
    calls,
    window: { from: row.since.toISOString(), to: row.until.toISOString() },
    crossing,
    triggeredAt: moved.lastTriggeredAt.toISOString(),
    resolvedAt: triggering ? null : moved.at.toISOString(),
  };
  await emitWebhookEvent(db, {
    workspaceId: row.workspaceId,
    type: triggering ? "alert.triggered" : "alert.resolved",
    subjectId: `${row.id}:${crossing}`,
    data: data as unknown as Prisma.InputJsonObject,
  });
  return true;
}

/** The minute's evaluation: every rule read at once; those whose condition changed move and send. */
export async function evaluateAlertRules(): Promise<{ triggered: number; resolved: number }> {
  const rows = await client.$queryRawUnsafe<Row[]>(READ_RULES, OPEN_STATUSES);
  const counts = { triggered: 0, resolved: 0 };
  for (const row of rows) {
    const { value, calls } = valueOf(row);
    if (holds(row, value, calls) === (row.state === "firing")) continue;
    if (await transaction((db) => cross(db, row, value, calls)))
      counts[row.state === "ok" ? "triggered" : "resolved"] += 1;
  }
  return counts;
}
