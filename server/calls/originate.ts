import type { ApiKeyMode } from "@/server/db/generated/enums";
import { preparedSql } from "@/server/db/sql";
import { blockOf, hardBlockOf } from "@/server/dnc/dnc";
import {
  destinationSql,
  judgeDestination,
  rememberCallerNumbers,
  type DestinationColumns,
} from "@/server/dnc/judgement";
import { ApiError } from "@/server/errors";
import { callRequested } from "@/server/events";
import {
  CLAIM_ON_CONFLICT,
  heldResponse,
  isKept,
  keyInUseOr,
  recordedResponseOf,
  recordResponse,
  type IdempotencyScope,
  type RecordedResponse,
  type StoredRow,
} from "@/server/idempotency/idempotency";
import { relayOutboxSoon } from "@/server/outbox/outbox";
import type { z } from "zod";
import type { originateInput } from "./schemas";

// POST /v1/…/calls/originate-manual as the API's hot path (docs/decisions.md "The hot path in
// SQL"): one statement, in its own implicit transaction, checks the agent, caller number,
// do-not-call list and destination country (server/dnc/judgement.ts), and writes the idempotency
// record with the 202 it stores, the queued call and its `call/requested` outbox event, all or
// nothing; a key that already holds a response gets it back from the same statement (a replay). The same checks in the same order as requestCall (calls.ts), which other writers use
// inside their units of work.

export type OriginateRequest = z.infer<typeof originateInput> & {
  workspaceId: string;
  mode: ApiKeyMode;
  apiKeyId: string;
};

type OriginateRow = DestinationColumns & {
  agentFound: boolean;
  allowedFrom: string | null;
  onDoNotCallList: boolean;
  /** Set when the call was written. */
  callId: string | null;
  outboxId: string | null;
  /** The 202 body stored with the key, as sent. */
  body: string | null;
} & {
  /** What the key already held when the statement began (a replay); null when nothing. */
  [column in keyof StoredRow]: StoredRow[column] | null;
};

const destination = destinationSql("$1", "$12", "$13", "$14");

// $1 workspace, $2 agent, $3 to, $4 requested from, $5 API key, $6 mode, $7 endpoint, $8 idempotency
// key (null: none), $9 request hash, $10 event name, $11 not hard-blocked, $12 destination country,
// $13 caller numbers judged against, $14 judgement for those numbers.
const originate = preparedSql<OriginateRow>(
  "originate",
  `
  WITH stored AS (
    SELECT "requestHash", "statusCode", "responseBody" #>> '{}' AS "responseBody" FROM "IdempotencyRecord"
    WHERE $8::text IS NOT NULL AND "workspaceId" = $1 AND "endpoint" = $7 AND "key" = $8 AND "expiresAt" > now() AT TIME ZONE 'UTC'
  ), agent AS (
    SELECT n."number" AS "defaultFrom", a."version"
    FROM "Agent" a LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
    WHERE a."id" = $2 AND a."workspaceId" = $1
  ), ${destination.workspaceCte}, checks AS (
    SELECT
      EXISTS (SELECT 1 FROM agent) AS "agentFound",
      CASE WHEN $4::text IS NOT NULL
        THEN (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = $1 AND "number" = $4::text)
        ELSE COALESCE(
          (SELECT "defaultFrom" FROM agent),
          (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = $1 ORDER BY "createdAt" LIMIT 1))
      END AS "allowedFrom",
      EXISTS (SELECT 1 FROM "DoNotCallEntry" WHERE "workspaceId" = $1 AND "phone" = $3::text) AS "onDoNotCallList",
      ${destination.columns}
    FROM workspace
  ), new_call AS MATERIALIZED (
    SELECT svc_id('call') AS "id", (now() AT TIME ZONE 'UTC')::timestamp(3) AS "createdAt", checks."allowedFrom" AS "from"
    FROM checks
    WHERE $11::boolean AND checks."agentFound" AND checks."allowedFrom" IS NOT NULL AND NOT checks."onDoNotCallList" AND checks."destinationAllowed"
      AND NOT EXISTS (SELECT 1 FROM stored)
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
  ), inserted_call AS (
    INSERT INTO "Call" ("id", "workspaceId", "agentId", "agentVersion", "apiKeyId", "mode", "to", "from", "createdAt", "updatedAt")
    SELECT response."id", $1, $2, (SELECT "version" FROM agent), $5, $6::"ApiKeyMode", $3, response."from", response."createdAt", response."createdAt"
    FROM response WHERE $8::text IS NULL OR EXISTS (SELECT 1 FROM claim)
    RETURNING "id"
  ), new_outbox AS (
    INSERT INTO "Outbox" ("name", "payload", "createdAt")
    SELECT $10, jsonb_build_object('callId', inserted_call."id", 'workspaceId', $1::text), now() AT TIME ZONE 'UTC'
    FROM inserted_call
    RETURNING "id"
  )
  SELECT checks.*, inserted_call."id" AS "callId", new_outbox."id" AS "outboxId", response."body",
    stored."requestHash", stored."statusCode", stored."responseBody"
  FROM checks LEFT JOIN inserted_call ON true LEFT JOIN new_outbox ON true LEFT JOIN response ON inserted_call."id" IS NOT NULL
    LEFT JOIN stored ON true`,
);

/** The first failed check, in the order a client fixes them: agent, caller number, blocks (as requestCall). */
function refusal(request: OriginateRequest, row: OriginateRow): ApiError {
  if (!row.agentFound) return new ApiError("AGENT_NOT_FOUND");
  if (!row.allowedFrom) {
    return request.from
      ? new ApiError("FROM_NUMBER_NOT_ALLOWED")
      : new ApiError(
          "FROM_NUMBER_NOT_ALLOWED",
          "This workspace has no caller number to call from; add one in the settings.",
        );
  }
  const blocked = blockOf(request.to, row);
  return blocked
    ? new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: blocked.reason } })
    : new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, { headers: { "Retry-After": "1" } }); // the numbers kept changing under it
}

/** What the client gets: the 202 just written, or the response the key already holds (a replay). */
export type OriginateOutcome =
  { replayed: false; status: 202; body: string } | { replayed: true; response: RecordedResponse };

/**
 * Queues a call with its idempotency record (`scope`, none when null), or answers what the key
 * holds. A refusal (422) is thrown, after being stored with the key like any kept 4xx.
 */
export async function originateCall(
  request: OriginateRequest,
  scope: IdempotencyScope | null,
): Promise<OriginateOutcome> {
  const { workspaceId, to } = request;
  const notHardBlocked = !hardBlockOf(to);
  let row: OriginateRow | undefined;
  // Twice at most: the second time with the numbers the first read (see the header).
  for (let attempt = 0; attempt < 2 && !row?.callId; attempt++) {
    [row] = await originate([
      workspaceId,
      request.agentId,
      to,
      request.from ?? null,
      request.apiKeyId,
      request.mode,
      scope?.endpoint ?? null,
      scope?.key ?? null,
      scope?.requestHash ?? null,
      callRequested.name,
      notHardBlocked,
      ...judgeDestination(workspaceId, to),
    ]).catch((error) => {
      throw scope ? keyInUseOr(error) : error;
    });
    if (row.requestHash !== null && scope)
      return { replayed: true, response: recordedResponseOf(scope, row as StoredRow) };
    rememberCallerNumbers(workspaceId, row.callerNumbers);
    const judgeable = row.destinationAllowed !== null || !row.agentFound || !row.allowedFrom || !notHardBlocked;
    if (row.callId || judgeable) break;
  }
  if (row?.callId) {
    relayOutboxSoon([{ id: row.outboxId!, name: callRequested.name, data: { callId: row.callId, workspaceId } }]);
    return { replayed: false, status: 202, body: row.body! };
  }
  const passed =
    row!.agentFound && row!.allowedFrom && notHardBlocked && row!.destinationAllowed && !row!.onDoNotCallList;
  // Every check passed but the key was taken: answer what the request holding it stored.
  if (passed && scope) return { replayed: true, response: await heldResponse(scope) };
  const error = refusal(request, row!);
  if (scope && isKept(error.status)) {
    const held = await recordResponse(scope, { status: error.status, body: error.toEnvelope() });
    if (held) return { replayed: true, response: held };
  }
  throw error;
}
