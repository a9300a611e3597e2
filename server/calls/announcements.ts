import { z } from "zod";
import type { Prisma } from "@/server/db/client";
import type { CallStatus } from "@/server/db/generated/client";
import { isoSql, jsonObjectSql } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { deliveryRequested } from "@/server/events";
import { costViewSql, usageViewSql } from "@/server/metering/figures";
import { WEBHOOK_FACTS, webhookEventsSql, type WebhookEventType } from "@/server/webhooks/events";
import type { INSERTED_CALL } from "./admission";
import { callSchema, callStatusSchema } from "./schemas";

// How a call's reaching a status is recorded and announced, once per status: its CallEvent and
// its call.* webhook event (docs/decisions.md "Call statuses"), as CTEs for the one statement that
// moves the call (server/dialing/transitions.ts) or writes it past `queued` (an inbound call,
// server/inbound/statements.ts). It lives in calls, which dialing builds on: calls never import
// dialing (eslint.config.mjs).

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
    experiment: true,
    recordingConsent: true,
    usage: true,
    cost: true,
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
  experiment: `CASE WHEN announced."experimentId" IS NOT NULL THEN json_build_object('id', announced."experimentId", 'arm', announced."experimentArm") END`,
  recordingConsent: `announced."recordingConsent"`,
  usage: usageViewSql("announced"),
  cost: costViewSql("announced"),
});

/** Each status's webhook type, as SQL over `status` (NULL for a status that has none). */
const webhookOfSql = (status: string) =>
  `CASE ${status}::text ${Object.entries(WEBHOOK_OF)
    .map(([reached, type]) => `WHEN '${reached}' THEN '${type}'`)
    .join(" ")} END`;

/** The alias announceSql reads a call's row of `from` by: the caller's `from` names the row so, and its `status` and `occurredAt` read it. */
export const CALL_ROW = "s";

/**
 * CTEs recording that the calls of `from` (relations whose row CALL_ROW has the Call's columns) reached
 * `status` (an SQL expression over them): the CallEvent (once per status) and the status's webhook
 * event, with the deliveries and outbox rows of server/webhooks/events.ts. The CTE
 * DELIVERY_OUTBOX holds the outbox rows to relay.
 */
export function announceSql(
  add: (value: unknown) => string,
  from: string,
  { status, detail, occurredAt }: { status: string; detail?: Prisma.InputJsonObject; occurredAt: string },
): string {
  return `announced AS (
    SELECT ${CALL_ROW}.*, ${status} AS "reached", ${occurredAt} AS "occurredAt" FROM ${from}
  ), call_event AS (
    INSERT INTO "CallEvent" ("callId", "status", "detail", "occurredAt")
    SELECT announced."id", announced."reached", ${add(detail ? storableJson(detail) : null)}::jsonb, announced."occurredAt" FROM announced
    ON CONFLICT ("callId", "status") DO NOTHING
  ), ${WEBHOOK_FACTS} AS (
    -- The call as webhooks show it at the status reached: one announced ringing was not answered yet.
    SELECT announced."workspaceId", ${webhookOfSql(`announced."reached"`)} AS "type", announced."id" AS "subjectId", ${callStatusChangedSql} AS "data"
    FROM announced WHERE ${webhookOfSql(`announced."reached"`)} IS NOT NULL
  ), ${webhookEventsSql(add(deliveryRequested.name))}`;
}

/** The CTE of announceQueuedSql: the call's row as it is now, for the statement to read. */
export const QUEUED_CALL = "call";

/**
 * CTEs recording the call's creation as its `queued` CallEvent and `call.queued`, whatever its
 * status now (a re-run records nothing new); the CTE QUEUED_CALL is the call's row, for the statement to read.
 */
export function announceQueuedSql(add: (value: unknown) => string, callId: string): string {
  return `${QUEUED_CALL} AS (SELECT * FROM "Call" WHERE "id" = ${add(callId)}), ${announceSql(add, `${QUEUED_CALL} ${CALL_ROW}`, { status: `'queued'::"CallStatus"`, occurredAt: `${CALL_ROW}."createdAt"` })}`;
}

/**
 * CTEs recording that the calls of `source` (INSERTED_CALL: the rows of "Call" insertCallSql just
 * wrote, returning *) reached each of `statuses` as written: the CallEvents and webhooks of a call that
 * starts past `queued` (an inbound call is written answered, having rung: ringing, in_progress).
 * The CTE DELIVERY_OUTBOX holds the outbox rows.
 */
export function announceWrittenSql(
  add: (value: unknown) => string,
  source: typeof INSERTED_CALL,
  statuses: readonly CallStatus[],
): string {
  // Through text[]: PGlite's driver sends an array it has no type for (an enum's) as "a,b".
  return announceSql(
    add,
    `${source} ${CALL_ROW} CROSS JOIN unnest(${add(statuses)}::text[]::"CallStatus"[]) AS written("status")`,
    {
      status: `written."status"`,
      occurredAt: `${CALL_ROW}."createdAt"`,
    },
  );
}
