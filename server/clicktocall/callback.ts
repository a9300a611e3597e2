import { db } from "@/server/db/client";
import { z } from "zod";
import {
  ADMISSION,
  admissionSql,
  CALL_OUTBOX,
  INSERTED_CALL,
  insertCallSql,
  OUTBOUND,
  refusalOf,
  type AdmissionRow,
} from "@/server/calls/admission";
import type { ContactCreated } from "@/server/contacts/contacts";
import { isoSql, jsonObjectSql, preparedSql } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { hardBlockOf } from "@/server/dnc/dnc";
import { judgeDestination, rememberCallerNumbers } from "@/server/dnc/judgement";
import { ApiError } from "@/server/errors";
import { callRequested, deliveryRequested } from "@/server/events";
import {
  CLAIM_ON_CONFLICT,
  heldResponse,
  keyInUseOr,
  refuseWithKey,
  type IdempotencyScope,
  type RecordedResponse,
} from "@/server/idempotency/idempotency";
import { leadSchema } from "@/server/leads/list";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { phoneSchema } from "@/server/phone";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import { DELIVERY_OUTBOX, WEBHOOK_FACTS, webhookEventsSql } from "@/server/webhooks/events";

// What an accepted click-to-call request does, in one statement with its idempotency record: the
// Contact (by phone), the Call from the source's agent, the Lead, and their webhook events. A number on the
// do-not-call or hard-block list gets the same answer as any other (strangers must not be able to
// probe the lists), but its call is recorded `blocked` and never reaches the dialer. Buttons work
// in live data: their contacts, calls and leads are live (docs/decisions.md "Test and live").

const NAME_MAX_LENGTH = 100;

export const callbackRequestSchema = z.object({
  origin: z.string().max(2048),
  phone: phoneSchema,
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH)
    .regex(/^[^\p{Cc}]*$/u, "must not contain control characters")
    .optional()
    .transform((name) => name || undefined),
});

/** The `data` of `lead.created`: the lead as /v1 lists it, with its contact's phone. */
export const leadCreatedSchema = leadSchema
  .extend({ phone: z.string().meta({ description: "The contact's phone number, E.164." }) })
  .meta({ id: "LeadCreated" });

/** The source as a callback needs it; `origin` is the request's normalised, allowlisted origin. */
export interface CallbackSource {
  id: string;
  workspaceId: string;
  agentId: string;
  /** E.164 the agent calls from. */
  callerNumber: string;
}

type CallbackInput = { phone: string; name?: string; origin: string };

type CallbackRow = AdmissionRow & {
  /** Set when the callback was written. */
  callId: string | null;
  /** Its outbox rows ({id, name, data} as JSON text), to relay. */
  events: string | null;
};

const checks = admissionSql(OUTBOUND, {
  workspace: "$1",
  agent: "$2",
  to: "$5",
  requestedFrom: "$4",
  hardBlock: "$11",
  destination: ["$12", "$13", "$14"],
});

// One statement, like originate's (server/calls/originate.ts, docs/decisions.md "The hot path in
// SQL"): the admission checks (server/calls/admission.ts) and their block verdict, then, if the key is claimed, the contact
// (created, or named if it had no name), the call (queued with its `call/requested` event, or
// blocked with its timeline row), the lead, `lead.created` and, for a new contact,
// `contact.created` with one delivery and its outbox event per subscribed endpoint (as
// server/webhooks/events.ts records them), and the key's record with the 202.
// $1 workspace, $2 agent, $3 source, $4 caller number, $5 phone, $6 name, $7 origin, $8 endpoint,
// $9 idempotency key (null: none), $10 request hash, $11 hard-block reason, $12-$14 destination
// judgement, $15 call metadata, $16 call event name, $17 delivery event name.
const place = preparedSql<CallbackRow>(
  "click-to-call",
  `
  WITH ${checks.ctes}, go AS MATERIALIZED (
    SELECT svc_id('call') AS "callId", (now() AT TIME ZONE 'UTC')::timestamp(3) AS "at", NULLIF(${ADMISSION}."blockedReason", '') AS "blocked",
      ${ADMISSION}."agentVersion"
    FROM ${ADMISSION}
    WHERE ${ADMISSION}."blockedReason" <> '' OR (${checks.admitted})
  ), claim AS (
    INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "createdAt", "expiresAt")
    SELECT $1, $8, $9, $10, 202, to_jsonb('{"success":true,"data":{"status":"queued","callId":' || to_json(go."callId")::text || '}}'),
           go."at", go."at" + interval '24 hours'
    FROM go WHERE $9::text IS NOT NULL
    ${CLAIM_ON_CONFLICT}
  ), run AS MATERIALIZED (
    SELECT go.* FROM go WHERE $9::text IS NULL OR EXISTS (SELECT 1 FROM claim)
  ), contact AS (
    INSERT INTO "Contact" ("workspaceId", "mode", "phone", "name", "createdAt", "updatedAt")
    SELECT $1, 'live', $5, $6, run."at", run."at" FROM run
    ON CONFLICT ("workspaceId", "mode", "phone") DO UPDATE
      SET "name" = COALESCE("Contact"."name", EXCLUDED."name"),
          "updatedAt" = CASE WHEN "Contact"."name" IS NULL AND EXCLUDED."name" IS NOT NULL THEN EXCLUDED."updatedAt" ELSE "Contact"."updatedAt" END
    RETURNING "id", "createdAt", (xmax = 0) AS "created"
  ), ${insertCallSql({
    columns: {
      id: `run."callId"`,
      workspaceId: "$1",
      agentId: "$2",
      agentVersion: `run."agentVersion"`,
      contactId: `contact."id"`,
      sourceId: "$3",
      mode: `'live'`,
      status: `(CASE WHEN run."blocked" IS NULL THEN 'queued' ELSE 'blocked' END)::"CallStatus"`,
      to: "$5",
      from: "$4",
      metadata: "$15::jsonb",
      failureReason: `run."blocked"`,
      endedAt: `CASE WHEN run."blocked" IS NOT NULL THEN run."at" END`,
      createdAt: `run."at"`,
      updatedAt: `run."at"`,
    },
    from: "run, contact",
    event: "$16",
  })}, blocked_event AS (
    INSERT INTO "CallEvent" ("callId", "status", "occurredAt", "detail")
    SELECT run."callId", 'blocked', run."at", jsonb_build_object('reason', run."blocked") FROM run WHERE run."blocked" IS NOT NULL
  ), lead AS (
    INSERT INTO "Lead" ("workspaceId", "mode", "contactId", "sourceId", "callId", "origin", "name", "createdAt")
    SELECT $1, 'live', contact."id", $3, run."callId", $7, $6, run."at" FROM run, contact
    RETURNING "id", "createdAt"
  ), ${WEBHOOK_FACTS} AS (
    SELECT $1::text AS "workspaceId", 'lead.created' AS "type", lead."id" AS "subjectId", ${jsonObjectSql<
      z.infer<typeof leadCreatedSchema>
    >({
      id: `lead."id"`,
      contactId: `contact."id"`,
      sourceId: `$3::text`,
      callId: `run."callId"`,
      phone: `$5::text`,
      name: `$6::text`,
      origin: `$7::text`,
      createdAt: isoSql(`lead."createdAt"`),
    })} AS "data"
    FROM run, contact, lead
    UNION ALL
    SELECT $1::text, 'contact.created', contact."id", ${jsonObjectSql<ContactCreated>({
      id: `contact."id"`,
      phone: `$5::text`,
      name: `$6::text`,
      createdAt: isoSql(`contact."createdAt"`),
    })}
    FROM contact WHERE contact."created"
  ), ${webhookEventsSql("$17")}
  SELECT ${ADMISSION}.*, (SELECT "id" FROM ${INSERTED_CALL}) AS "callId",
    ${outboxRowsSql([CALL_OUTBOX, DELIVERY_OUTBOX])}
  FROM ${ADMISSION}`,
);

/** What the client gets: the callback just written, or what the key already holds (a replay). */
export type CallbackOutcome = { replayed: false; callId: string } | { replayed: true; response: RecordedResponse };

/**
 * Records the callback with its idempotency record (`scope`, none when null), or answers what the
 * key holds. A kept refusal is stored with the key, then thrown.
 */
export async function placeCallback(
  source: CallbackSource,
  request: CallbackInput,
  scope: IdempotencyScope | null,
): Promise<CallbackOutcome> {
  const { workspaceId } = source;
  const read = await readWorkspacePhones(db, workspaceId, { phone: request.phone }).catch((error: unknown) => error);
  if (read instanceof ApiError) return refuseWithKey(scope, read);
  const phone = (read as { phone: string }).phone;
  const hardBlock = hardBlockOf(phone)?.reason ?? null;
  const metadata = storableJson({ channel: "click-to-call", origin: request.origin });
  let row: CallbackRow | undefined;
  // Twice at most: the second time with the caller numbers the first read (server/dnc/judgement.ts).
  for (let attempt = 0; attempt < 2 && !row?.callId; attempt++) {
    [row] = await place([
      workspaceId,
      source.agentId,
      source.id,
      source.callerNumber,
      phone,
      request.name ?? null,
      request.origin,
      scope?.endpoint ?? null,
      scope?.key ?? null,
      scope?.requestHash ?? null,
      hardBlock,
      ...judgeDestination(workspaceId, phone),
      metadata,
      callRequested.name,
      deliveryRequested.name,
    ]).catch((error) => {
      throw scope ? keyInUseOr(error) : error;
    });
    rememberCallerNumbers(workspaceId, row.callerNumbers);
    if (row.callId || row.blockedReason !== null) break;
  }
  const written = row!;
  if (written.callId) {
    relayOutboxRows(written.events);
    return { replayed: false, callId: written.callId };
  }
  // A blocked number's call is recorded like any other's (strangers must not probe the lists), so
  // no refusal names the block.
  const refused = written.blockedReason ? null : refusalOf(OUTBOUND, written, source.callerNumber);
  // Nothing refused it, so the key was taken: answer what the request holding it stored.
  if (!refused && written.blockedReason !== null && scope)
    return { replayed: true, response: await heldResponse(scope) };
  // Else the numbers kept changing under it.
  return refuseWithKey(
    scope,
    refused ?? new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, { headers: { "Retry-After": "1" } }),
  );
}
