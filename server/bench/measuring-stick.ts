import { validationError } from "@/server/api/errors";
import { originateInput } from "@/server/calls/schemas";
import { sql } from "@/server/db/sql";
import { hardBlockOf } from "@/server/dnc/dnc";
import { env } from "@/server/env";
import { ApiError, errorResponse, toApiError } from "@/server/errors";
import { callRequested } from "@/server/events";
import { idempotencyKeyFrom, requestHash } from "@/server/idempotency/idempotency";
import { authenticateApiKey } from "@/server/keys/authenticate";
import { createRateLimiter, rateLimitedError, rateLimitHeaders } from "@/server/ratelimit/ratelimit";
import { absentWithoutBenchRoutes } from "./routes";

// The benchmark's measuring stick (`npm run bench`): the least a correct originate-manual must
// do on this stack, to divide svc's own originate by. A cached API key check, one Redis round
// trip for the key's rate limit, and one SQL statement through the `pg` pool Prisma uses that
// checks the agent, caller number and do-not-call list and writes the idempotency record (with
// the response it stores), the call and its outbox event; then the 202 of docs/api-contract.md
// §4.1. Through `sql` (the `pg` pool itself on Postgres, unprepared) rather than Prisma because
// the stick is what the work costs, not what a data layer adds to it; on embedded PGlite, which
// has no pool, `sql` takes Prisma's adapter, so the stick answers there too. Served only with
// BENCH_ROUTES=1.
//
// What it leaves out, on purpose: replays (a used key answers 409), request ids, logging. Its
// event is written already relayed: the stick's calls must never be dialed, or the local
// executor would dial them on the server the stick is measured on (the row and its index cost
// the same either way).

const perKey = createRateLimiter({
  name: "api-key",
  limit: env.RATE_LIMIT_API_KEY_REQUESTS,
  windowSeconds: env.RATE_LIMIT_API_KEY_WINDOW_SECONDS,
});

const ENDPOINT = "POST /api/bench/workspaces/{id}/calls/originate-manual";

interface StickRow {
  agentFound: boolean;
  allowedFrom: string | null;
  onDoNotCallList: boolean;
  claimed: boolean;
  /** The 202 body as stored in the idempotency record; null when no call was written. */
  body: string | null;
}

// $1 workspace, $2 agent, $3 to, $4 requested from, $5 API key, $6 mode, $7 endpoint, $8 idempotency key, $9 request hash, $10 event name.
const ORIGINATE = `
  WITH agent AS (
    SELECT n."number" AS "defaultFrom"
    FROM "Agent" a LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
    WHERE a."id" = $2 AND a."workspaceId" = $1
  ), checks AS (
    SELECT
      EXISTS (SELECT 1 FROM agent) AS "agentFound",
      CASE WHEN $4::text IS NOT NULL
        THEN (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = $1 AND "number" = $4::text)
        ELSE COALESCE(
          (SELECT "defaultFrom" FROM agent),
          (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = $1 ORDER BY "createdAt" LIMIT 1))
      END AS "allowedFrom",
      EXISTS (SELECT 1 FROM "DoNotCallEntry" WHERE "workspaceId" = $1 AND "phone" = $3::text) AS "onDoNotCallList"
  ), new_call AS MATERIALIZED (
    SELECT svc_id('call') AS "id", (now() AT TIME ZONE 'UTC')::timestamp(3) AS "createdAt", checks."allowedFrom" AS "from"
    FROM checks
    WHERE checks."agentFound" AND checks."allowedFrom" IS NOT NULL AND NOT checks."onDoNotCallList"
  ), response AS MATERIALIZED (
    SELECT new_call.*, json_build_object('success', true, 'data', json_build_object(
      'id', new_call."id", 'status', 'queued', 'agentId', $2::text, 'to', $3::text, 'from', new_call."from",
      'createdAt', to_char(new_call."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text AS "body"
    FROM new_call
  ), claim AS (
    INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "createdAt", "expiresAt")
    SELECT $1, $7, $8, $9, 202, to_jsonb(response."body"), response."createdAt", response."createdAt" + interval '24 hours'
    FROM response
    ON CONFLICT ("workspaceId", "endpoint", "key") DO UPDATE
      SET "requestHash" = EXCLUDED."requestHash", "statusCode" = EXCLUDED."statusCode", "responseBody" = EXCLUDED."responseBody",
          "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IdempotencyRecord"."expiresAt" <= now() AT TIME ZONE 'UTC'
    RETURNING "id"
  ), inserted_call AS (
    INSERT INTO "Call" ("id", "workspaceId", "agentId", "apiKeyId", "mode", "to", "from", "createdAt", "updatedAt")
    SELECT response."id", $1, $2, $5, $6::"ApiKeyMode", $3, response."from", response."createdAt", response."createdAt"
    FROM response WHERE EXISTS (SELECT 1 FROM claim)
    RETURNING "id"
  ), new_outbox AS (
    INSERT INTO "Outbox" ("name", "payload", "createdAt", "sentAt")
    SELECT $10, jsonb_build_object('callId', inserted_call."id", 'workspaceId', $1::text), now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM inserted_call
    RETURNING "id"
  )
  SELECT checks.*, EXISTS (SELECT 1 FROM claim) AS "claimed", response."body"
  FROM checks LEFT JOIN response ON true`;

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError("INVALID_JSON");
  }
}

async function originate(request: Request, workspaceId: string, headers: Record<string, string>): Promise<Response> {
  const principal = await authenticateApiKey(request.headers.get("authorization"));
  const limit = await perKey.check(principal.keyId);
  Object.assign(headers, rateLimitHeaders(limit));
  if (!limit.success) throw rateLimitedError(limit);
  if (principal.workspaceId !== workspaceId) throw new ApiError("WORKSPACE_MISMATCH");
  if (!principal.scopes.includes("calls:write")) throw new ApiError("INSUFFICIENT_SCOPE");
  const key = idempotencyKeyFrom(request.headers.get("idempotency-key"));
  if (!key) throw new ApiError("IDEMPOTENCY_KEY_INVALID", "The measuring stick needs an Idempotency-Key.");
  const body = await jsonBody(request);
  const parsed = originateInput.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { agentId, to, from } = parsed.data;
  const hardBlock = hardBlockOf(to);
  if (hardBlock) throw new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: hardBlock.reason } });

  const hash = requestHash("POST", new URL(request.url).pathname, body);
  const [row] = await sql<StickRow>(ORIGINATE, [
    workspaceId,
    agentId,
    to,
    from ?? null,
    principal.keyId,
    principal.mode,
    ENDPOINT,
    key,
    hash,
    callRequested.name,
  ]);
  if (!row.agentFound) throw new ApiError("AGENT_NOT_FOUND");
  if (!row.allowedFrom) throw new ApiError("FROM_NUMBER_NOT_ALLOWED");
  if (row.onDoNotCallList) throw new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: "do_not_call" } });
  if (!row.claimed)
    throw new ApiError("CONFLICT", "The measuring stick does not replay: this Idempotency-Key was used already.");
  return new Response(row.body, { status: 202, headers: { ...headers, "Content-Type": "application/json" } });
}

/** POST: 202 with the six fields of a queued call; a 404 envelope unless BENCH_ROUTES is set. */
export async function serveMeasuringStick(request: Request, workspaceId: string): Promise<Response> {
  const absent = absentWithoutBenchRoutes(request);
  if (absent) return absent;
  const headers: Record<string, string> = {};
  try {
    return await originate(request, workspaceId, headers);
  } catch (error) {
    return errorResponse(toApiError(error), headers);
  }
}
