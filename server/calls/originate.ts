import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { preparedSql } from "@/server/db/sql";
import { hardBlockOf } from "@/server/dnc/dnc";
import { judgeDestination, rememberCallerNumbers } from "@/server/dnc/judgement";
import { ApiError } from "@/server/errors";
import { callRequested } from "@/server/events";
import {
  CLAIM_ON_CONFLICT,
  heldResponse,
  keyInUseOr,
  recordedResponseOf,
  refuseWithKey,
  type IdempotencyScope,
  type RecordedResponse,
  type StoredRow,
} from "@/server/idempotency/idempotency";
import { relayOutboxSoon } from "@/server/outbox/outbox";
import type { z } from "zod";
import {
  ADMISSION,
  admissionSql,
  CALL_OUTBOX,
  INSERTED_CALL,
  insertCallSql,
  OUTBOUND,
  refusalOf,
  type AdmissionRow,
} from "./admission";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import type { originateInput } from "./schemas";

// POST /v1/…/calls/originate-manual as the API's hot path (docs/decisions.md "The hot path in
// SQL"): one statement, in its own implicit transaction, runs the admission checks
// (server/calls/admission.ts: agent, caller number, destination) and writes the
// idempotency record with the 202 it stores, the queued call and its `call/requested` outbox
// event, all or nothing; a key that already holds a response gets it back from the same statement
// (a replay). A destination judged with caller numbers that changed meanwhile is judged again
// (server/dnc/judgement.ts).

export type OriginateRequest = z.infer<typeof originateInput> & {
  workspaceId: string;
  mode: ApiKeyMode;
  apiKeyId: string;
};

type OriginateRow = AdmissionRow & {
  /** Set when the call was written. */
  callId: string | null;
  outboxId: string | null;
  /** The 202 body stored with the key, as sent. */
  body: string | null;
} & {
  /** What the key already held when the statement began (a replay); null when nothing. */
  [column in keyof StoredRow]: StoredRow[column] | null;
};

const checks = admissionSql(OUTBOUND, {
  workspace: "$1",
  agent: "$2",
  to: "$3",
  requestedFrom: "$4",
  hardBlock: "$11",
  destination: ["$12", "$13", "$14"],
});

// $1 workspace, $2 agent, $3 to, $4 requested from, $5 API key, $6 mode, $7 endpoint, $8 idempotency
// key (null: none), $9 request hash, $10 event name, $11 hard-block reason, $12 destination
// country, $13 caller numbers judged against, $14 judgement for those numbers.
const originate = preparedSql<OriginateRow>(
  "originate",
  `
  WITH stored AS (
    SELECT "requestHash", "statusCode", "responseBody" #>> '{}' AS "responseBody" FROM "IdempotencyRecord"
    WHERE $8::text IS NOT NULL AND "workspaceId" = $1 AND "endpoint" = $7 AND "key" = $8 AND "expiresAt" > now() AT TIME ZONE 'UTC'
  ), ${checks.ctes}, new_call AS MATERIALIZED (
    SELECT svc_id('call') AS "id", (now() AT TIME ZONE 'UTC')::timestamp(3) AS "createdAt", ${ADMISSION}."allowedFrom" AS "from", ${ADMISSION}."agentVersion"
    FROM ${ADMISSION}
    WHERE ${checks.admitted} AND NOT EXISTS (SELECT 1 FROM stored)
  ), response AS MATERIALIZED (
    -- docs/api-contract.md §4.1, written as JSON.stringify would (the fields are ids and E.164 numbers).
    SELECT new_call.*, '{"success":true,"data":{"id":' || to_json(new_call."id")::text || ',"status":"queued","agentId":' || to_json($2::text)::text
      || ',"to":' || to_json($3::text)::text || ',"from":' || to_json(new_call."from")::text
      || ',"createdAt":"' || to_char(new_call."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}}' AS "body"
    FROM new_call
  ), claim AS (
    INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "createdAt", "expiresAt")
    SELECT $1, $7, $8, $9, 202, to_jsonb(response."body"), response."createdAt", response."createdAt" + interval '24 hours'
    FROM response WHERE $8::text IS NOT NULL
    ${CLAIM_ON_CONFLICT}
  ), ${insertCallSql({
    columns: {
      id: `response."id"`,
      workspaceId: "$1",
      agentId: "$2",
      agentVersion: `response."agentVersion"`,
      apiKeyId: "$5",
      mode: `$6::"ApiKeyMode"`,
      to: "$3",
      from: `response."from"`,
      createdAt: `response."createdAt"`,
      updatedAt: `response."createdAt"`,
    },
    from: `response WHERE $8::text IS NULL OR EXISTS (SELECT 1 FROM claim)`,
    event: "$10",
  })}
  SELECT ${ADMISSION}.*, ${INSERTED_CALL}."id" AS "callId", ${CALL_OUTBOX}."id" AS "outboxId", response."body",
    stored."requestHash", stored."statusCode", stored."responseBody"
  FROM ${ADMISSION} LEFT JOIN ${INSERTED_CALL} ON true LEFT JOIN ${CALL_OUTBOX} ON true LEFT JOIN response ON ${INSERTED_CALL}."id" IS NOT NULL
    LEFT JOIN stored ON true`,
);

/** What the client gets: the 202 just written, or the response the key already holds (a replay). */
export type OriginateOutcome =
  { replayed: false; status: 202; body: string } | { replayed: true; response: RecordedResponse };

/**
 * Queues a call with its idempotency record (`scope`, none when null), or answers what the key
 * holds. A refusal (server/calls/admission.ts) is thrown, after being stored with the key if kept (not a 429).
 */
export async function originateCall(
  request: OriginateRequest,
  scope: IdempotencyScope | null,
): Promise<OriginateOutcome> {
  const { workspaceId } = request;
  const read = await readWorkspacePhones(db, workspaceId, { to: request.to, from: request.from }).catch(
    (error: unknown) => error,
  );
  if (read instanceof ApiError) return refuseWithKey(scope, read);
  const { to, from } = read as { to: string; from?: string };
  const hardBlock = hardBlockOf(to)?.reason ?? null;
  let row: OriginateRow | undefined;
  let refused: ApiError | null = null;
  // Twice at most: the second time with the numbers the first read (see the header).
  for (let attempt = 0; attempt < 2 && !row?.callId; attempt++) {
    [row] = await originate([
      workspaceId,
      request.agentId,
      to,
      from ?? null,
      request.apiKeyId,
      request.mode,
      scope?.endpoint ?? null,
      scope?.key ?? null,
      scope?.requestHash ?? null,
      callRequested.name,
      hardBlock,
      ...judgeDestination(workspaceId, to),
    ]).catch((error) => {
      throw scope ? keyInUseOr(error) : error;
    });
    if (row.requestHash !== null && scope)
      return { replayed: true, response: recordedResponseOf(scope, row as StoredRow) };
    rememberCallerNumbers(workspaceId, row.callerNumbers);
    refused = refusalOf(OUTBOUND, row, from);
    if (row.callId || refused) break;
  }
  if (row?.callId) {
    relayOutboxSoon([{ id: row.outboxId!, name: callRequested.name, data: { callId: row.callId, workspaceId } }]);
    return { replayed: false, status: 202, body: row.body! };
  }
  // Every check passed but the key was taken: answer what the request holding it stored.
  if (!refused && row!.blockedReason === "" && scope) return { replayed: true, response: await heldResponse(scope) };
  // Else the numbers kept changing under it.
  return refuseWithKey(
    scope,
    refused ?? new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, { headers: { "Retry-After": "1" } }),
  );
}
