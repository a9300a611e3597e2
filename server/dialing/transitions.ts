import { z } from "zod";
import type { Prisma } from "@/server/db/client";
import type { Call, CallEndedReason, CallStatus } from "@/server/db/generated/client";
import { callSchema, callStatusSchema } from "@/server/calls/schemas";
import { isTerminal, statusesBefore } from "@/server/calls/statuses";
import { isoSql, jsonObjectSql, shapedSql, sqlParameters } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { callEnded, deliveryRequested } from "@/server/events";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { webhookEventsSql, type WebhookEventType } from "@/server/webhooks/events";

// A call's status only moves forward (server/calls/statuses.ts, docs/decisions.md "Call statuses": queued → dialing → ringing
// → in_progress → completed, or one of the other terminal statuses). Each status reached is
// recorded once as a CallEvent and announced once as a webhook event, whichever of a retried step,
// a duplicate or late carrier callback gets there first.
//
// A transition is one statement through pg, the hot path of every call (docs/decisions.md "The hot
// path in SQL"): the guarded update, its CallEvent, its webhook event with a delivery and outbox
// row per subscribed endpoint and, when asked, `call/ended` commit together or not at all; the
// statement returns its outbox rows, which go to the relay without being read back.

const WEBHOOK_OF: Partial<Record<CallStatus, WebhookEventType>> = {
  queued: "call.queued",
  ringing: "call.ringing",
  in_progress: "call.answered",
  completed: "call.completed",
  busy: "call.failed",
  no_answer: "call.failed",
  failed: "call.failed",
  blocked: "call.failed",
};

/** The `data` of call.queued, .ringing, .answered, .completed and .failed: the call as it reached the status. */
export const callStatusChangedSchema = callSchema
  .pick({
    id: true,
    agentId: true,
    to: true,
    from: true,
    mode: true,
    direction: true,
    createdAt: true,
    dialedAt: true,
    answeredAt: true,
    endedAt: true,
    durationSec: true,
    failureReason: true,
    campaignId: true,
  })
  .extend({
    status: callStatusSchema.meta({
      description:
        "The status reached: `queued`, `ringing`, `in_progress` (call.answered), `completed`, or `busy`, `no_answer`, `failed`, `blocked` (call.failed).",
    }),
  })
  .meta({ id: "CallStatusChanged" });

/** The call as call.* webhooks show it, from the CTE `announced` (the call's row and the status it reached). */
const callStatusChangedSql = jsonObjectSql<z.infer<typeof callStatusChangedSchema>>({
  id: `announced."id"`,
  status: `announced."reached"`,
  agentId: `announced."agentId"`,
  to: `announced."to"`,
  from: `announced."from"`,
  mode: `announced."mode"`,
  direction: `announced."direction"`,
  createdAt: isoSql(`announced."createdAt"`),
  dialedAt: isoSql(`announced."dialedAt"`),
  answeredAt: `CASE WHEN announced."reached" >= 'in_progress' THEN ${isoSql(`announced."answeredAt"`)} END`,
  endedAt: isoSql(`announced."endedAt"`),
  durationSec: `announced."durationSec"`,
  failureReason: `announced."failureReason"`,
  campaignId: `announced."campaignId"`,
});

/** What a transition may set besides the status. */
export type TransitionFields = Partial<
  Pick<
    Call,
    | "provider"
    | "providerCallId"
    | "dialedAt"
    | "answeredAt"
    | "endedAt"
    | "durationSec"
    | "failureReason"
    | "endedReason"
  >
>;

const UTC_TIMESTAMP = "timestamptz AT TIME ZONE 'UTC'";
/** The SQL type of each field; timestamps travel as ISO strings and are stored in UTC, as Prisma stores them. */
const FIELD_TYPES: Record<keyof TransitionFields, string> = {
  provider: "text",
  providerCallId: "text",
  dialedAt: UTC_TIMESTAMP,
  answeredAt: UTC_TIMESTAMP,
  endedAt: UTC_TIMESTAMP,
  durationSec: "integer",
  failureReason: "text",
  endedReason: '"CallEndedReason"',
};

/** Each status's webhook type, as SQL over `status` (NULL for a status that has none). */
const webhookOfSql = (status: string) =>
  `CASE ${status}::text ${Object.entries(WEBHOOK_OF)
    .map(([reached, type]) => `WHEN '${reached}' THEN '${type}'`)
    .join(" ")} END`;

/**
 * CTEs recording that the calls of `from` (relations whose row `s` has the Call's columns) reached
 * `status` (an SQL expression over them): the CallEvent (once per status) and the status's webhook
 * event, with the deliveries and outbox rows of server/webhooks/events.ts. The CTE
 * `delivery_outbox` holds the outbox rows to relay.
 */
function announceSql(
  add: (value: unknown) => string,
  from: string,
  { status, detail, occurredAt }: { status: string; detail?: Prisma.InputJsonObject; occurredAt: string },
): string {
  return `announced AS (
    SELECT s.*, ${status} AS "reached", ${occurredAt} AS "occurredAt" FROM ${from}
  ), call_event AS (
    INSERT INTO "CallEvent" ("callId", "status", "detail", "occurredAt")
    SELECT announced."id", announced."reached", ${add(detail ? storableJson(detail) : null)}::jsonb, announced."occurredAt" FROM announced
    ON CONFLICT ("callId", "status") DO NOTHING
  ), facts AS (
    -- The call as webhooks show it at the status reached: one announced ringing was not answered yet.
    SELECT announced."workspaceId", ${webhookOfSql(`announced."reached"`)} AS "type", announced."id" AS "subjectId", ${callStatusChangedSql} AS "data"
    FROM announced WHERE ${webhookOfSql(`announced."reached"`)} IS NOT NULL
  ), ${webhookEventsSql(add(deliveryRequested.name))}`;
}

export interface AdvanceOptions {
  /** The CallEvent's detail. */
  detail?: Prisma.InputJsonObject;
  /** The call must be this provider's, and this carrier call (or one whose id is not saved yet). */
  carrier?: { provider: string; providerCallId: string };
  /** Why the call ended, unless a reason was given before (fields.endedReason overrides instead). */
  endedReasonIfNone?: CallEndedReason;
  /** Emit `call/ended` with the move (it starts `wrap-up-call`). */
  announceEnd?: boolean;
}

/**
 * Moves the call to `status` (with `fields`) if that is forward (and the carrier matches) and
 * announces it, in one statement; returns whether it moved.
 */
export async function advanceCall(
  callId: string,
  status: CallStatus,
  fields: TransitionFields = {},
  options: AdvanceOptions = {},
): Promise<boolean> {
  const { add, values } = sqlParameters();
  const set = (Object.keys(fields) as (keyof TransitionFields)[])
    .filter((field) => fields[field] !== undefined)
    .map((field) => `"${field}" = ${add(fields[field])}::${FIELD_TYPES[field]}`);
  if (options.endedReasonIfNone && fields.endedReason === undefined)
    set.push(`"endedReason" = COALESCE("endedReason", ${add(options.endedReasonIfNone)}::"CallEndedReason")`);
  const carrier = options.carrier
    ? `AND "provider" = ${add(options.carrier.provider)} AND ("providerCallId" IS NULL OR "providerCallId" = ${add(options.carrier.providerCallId)})`
    : "";
  const [row] = await shapedSql<{ moved: boolean; events: string | null }>(
    `WITH moved AS (
      UPDATE "Call" SET "status" = ${add(status)}::"CallStatus", "updatedAt" = now() AT TIME ZONE 'UTC'${set.map((s) => `, ${s}`).join("")}
      WHERE "id" = ${add(callId)} AND "status"::text = ANY(${add(statusesBefore(status))}::text[]) ${carrier}
      RETURNING *
    ), ${announceSql(add, "moved s", { status: `s."status"`, detail: options.detail, occurredAt: `s."updatedAt"` })}, ended AS (
      INSERT INTO "Outbox" ("name", "payload", "createdAt")
      SELECT ${add(callEnded.name)}, jsonb_build_object('callId', moved."id", 'workspaceId', moved."workspaceId"), now() AT TIME ZONE 'UTC'
      FROM moved WHERE ${options.announceEnd && isTerminal(status) ? "true" : "false"}
      RETURNING "id", "name", "payload"
    )
    SELECT EXISTS (SELECT 1 FROM moved) AS "moved", ${outboxRowsSql(["delivery_outbox", "ended"])}`,
    values,
  );
  relayOutboxRows(row.events);
  return row.moved;
}

/**
 * CTEs recording the call's creation as its `queued` CallEvent and `call.queued`, whatever its
 * status now (a re-run records nothing new); the CTE `call` is the call's row, for the statement to read.
 */
export function announceQueuedSql(add: (value: unknown) => string, callId: string): string {
  return `call AS (SELECT * FROM "Call" WHERE "id" = ${add(callId)}), ${announceSql(add, "call s", { status: `'queued'::"CallStatus"`, occurredAt: `s."createdAt"` })}`;
}

/**
 * CTEs recording that the calls of `source` (rows of "Call" just written, e.g. an INSERT's
 * RETURNING *) reached each of `statuses` as written: the CallEvents and webhooks of a call that
 * starts past `queued` (an inbound call is written answered, having rung: ringing, in_progress).
 * The CTE `delivery_outbox` holds the outbox rows.
 */
export function announceWrittenSql(
  add: (value: unknown) => string,
  source: string,
  statuses: readonly CallStatus[],
): string {
  // Through text[]: PGlite's driver sends an array it has no type for (an enum's) as "a,b".
  return announceSql(
    add,
    `${source} s CROSS JOIN unnest(${add(statuses)}::text[]::"CallStatus"[]) AS written("status")`,
    {
      status: `written."status"`,
      occurredAt: `s."createdAt"`,
    },
  );
}
