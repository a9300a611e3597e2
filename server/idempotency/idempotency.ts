import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { db, LOCK_TIMEOUT_MS, Prisma, type Db } from "@/server/db/client";
import { preparedSql, sql } from "@/server/db/sql";
import { transaction, withSavepoint } from "@/server/db/unit-of-work";
import type { IdempotencyRecord } from "@/server/db/generated/client";
import { ApiError, errorChain, toApiError } from "@/server/errors";
import { decryptSecret, encryptSecret } from "@/server/secrets/encryption";

// docs/api-contract.md §8 idempotency, transactional with the side effect (docs/decisions.md
// "Idempotency"): one transaction claims the (workspace, endpoint, key) row, runs the work and
// stores its response. A concurrent duplicate blocks on that row, then replays what it stored.
// A response that carries a secret shown only once (a new API key, a signing secret) is kept
// sealed with SECRETS_KEY (`{"sealed": "v1.…"}`), and opened for its replays.

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const TTL = "24 hours";
/** How long a duplicate waits for the first request before answering IDEMPOTENCY_KEY_IN_USE. */
const WAIT_FOR_FIRST_MS = LOCK_TIMEOUT_MS;

export interface IdempotencyScope {
  workspaceId: string;
  /** Method and route template, e.g. "POST /v1/workspaces/{id}/calls"; a test key's are prefixed "test ". */
  endpoint: string;
  key: string;
  /** From `requestHash()`: tells a true retry from a reuse of the key with another request. */
  requestHash: string;
}

/** An HTTP response as the client saw it: what a replay returns. */
export interface RecordedResponse {
  status: number;
  body: unknown;
}

export type IdempotentOutcome<T> = { replayed: false; value: T } | { replayed: true; response: RecordedResponse };

export type TransactionWork<T> = (db: Db) => Promise<{ value: T; response: RecordedResponse }>;

/** The Idempotency-Key header's value, null when absent; 400 IDEMPOTENCY_KEY_INVALID when unusable. */
export function idempotencyKeyFrom(header: string | null): string | null {
  if (header === null) return null;
  if (header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ApiError("IDEMPOTENCY_KEY_INVALID");
  return header;
}

/** SHA-256 of method, concrete path and the RFC 8785 canonical JSON body. */
export function requestHash(method: string, path: string, body: unknown): string {
  const canonicalBody = body === undefined ? "" : (canonicalize(body) ?? "");
  return createHash("sha256").update(`${method.toUpperCase()} ${path}\n${canonicalBody}`).digest("hex");
}

/** Keeps a response for replays? 2xx and 4xx yes; 429 and 5xx no (the client is told to retry). */
export function isKept(status: number): boolean {
  return status < 500 && status !== 429;
}

async function claim(tx: Db, scope: IdempotencyScope): Promise<RecordedResponse | null> {
  // Waits (up to the connection's lock_timeout) while another transaction holds the same key uncommitted. An
  // expired record counts as absent and is taken over.
  const claimed = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "createdAt", "expiresAt")
    VALUES (${scope.workspaceId}, ${scope.endpoint}, ${scope.key}, ${scope.requestHash}, 0, 'null'::jsonb,
            now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' + ${TTL}::interval)
    ON CONFLICT ("workspaceId", "endpoint", "key") DO UPDATE
      SET "requestHash" = EXCLUDED."requestHash", "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
      WHERE "IdempotencyRecord"."expiresAt" <= now() AT TIME ZONE 'UTC'
    RETURNING "id"`;
  return claimed.length ? null : storedResponse(tx, scope);
}

const STORED_RESPONSE = `
  SELECT "requestHash", "statusCode", "responseBody" #>> '{}' AS "responseBody" FROM "IdempotencyRecord"
  WHERE "workspaceId" = $1 AND "endpoint" = $2 AND "key" = $3 AND "expiresAt" > now() AT TIME ZONE 'UTC'`;

export type StoredRow = Pick<IdempotencyRecord, "requestHash" | "statusCode"> & { responseBody: string };

const readStored = preparedSql<StoredRow>("idempotency-stored", STORED_RESPONSE);

/** The committed, unexpired response for the key; 422 when it was for another request. */
async function storedResponse(client: Db | null, scope: IdempotencyScope): Promise<RecordedResponse | null> {
  const params = [scope.workspaceId, scope.endpoint, scope.key];
  // Outside a transaction through the hot path's driver (server/db/sql.ts): every replay reads this.
  const [existing] = client
    ? await client.$queryRawUnsafe<StoredRow[]>(STORED_RESPONSE, ...params)
    : await readStored(params);
  return existing ? recordedResponseOf(scope, existing) : null;
}

/** A stored body: JSON text (a jsonb string), or that text sealed (a jsonb object: every response body has `success`). */
function bodyOf(stored: string): unknown {
  const value: unknown = JSON.parse(stored);
  const sealed = (value as { sealed?: unknown } | null)?.sealed;
  return typeof sealed === "string" ? JSON.parse(decryptSecret(sealed)) : value;
}

/** A record the key holds as its replay; 422 when it was stored for another request. */
export function recordedResponseOf(scope: IdempotencyScope, stored: StoredRow): RecordedResponse {
  if (stored.requestHash !== scope.requestHash) throw new ApiError("IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD");
  return { status: stored.statusCode, body: bodyOf(stored.responseBody) };
}

async function store(tx: Db, scope: IdempotencyScope, response: RecordedResponse, sealed: boolean): Promise<void> {
  // Kept as JSON text: jsonb would reorder keys, and a replay is byte for byte.
  const text = JSON.stringify(response.body);
  const body = sealed
    ? Prisma.sql`jsonb_build_object('sealed', ${encryptSecret(text)}::text)`
    : Prisma.sql`to_jsonb(${text}::text)`;
  await tx.$executeRaw`
    UPDATE "IdempotencyRecord" SET "statusCode" = ${response.status}, "responseBody" = ${body}
    WHERE "workspaceId" = ${scope.workspaceId} AND "endpoint" = ${scope.endpoint} AND "key" = ${scope.key}`;
}

function isWaitTimeout(error: unknown): boolean {
  for (const { code, originalCode, message } of errorChain(error)) {
    // 55P03: Postgres lock_timeout; P2028: Prisma could not start the transaction in time (PGlite's single connection).
    if (code === "55P03" || originalCode === "55P03" || code === "P2028") return true;
    if (typeof message === "string" && /lock timeout|Unable to start a transaction/i.test(message)) return true;
  }
  return false;
}

/** 503 IDEMPOTENCY_KEY_IN_USE when `error` is the wait for another request's record timing out; else `error` itself. */
export function keyInUseOr(error: unknown): unknown {
  if (error instanceof ApiError || !isWaitTimeout(error)) return error;
  return new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, { headers: { "Retry-After": "1" }, cause: error });
}

/**
 * How a statement that writes a complete record (`INSERT INTO "IdempotencyRecord" … VALUES/SELECT
 * …`) claims its key: a live record wins (the statement then writes nothing and returns no id, after
 * waiting for it to commit), an expired one is taken over.
 */
export const CLAIM_ON_CONFLICT = `
  ON CONFLICT ("workspaceId", "endpoint", "key") DO UPDATE
    SET "requestHash" = EXCLUDED."requestHash", "statusCode" = EXCLUDED."statusCode", "responseBody" = EXCLUDED."responseBody",
        "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
    WHERE "IdempotencyRecord"."expiresAt" <= now() AT TIME ZONE 'UTC'
  RETURNING "id"`;

/**
 * After a one-statement claim lost to another request: the response that request stored
 * (422 when it was for another request).
 */
export async function heldResponse(scope: IdempotencyScope): Promise<RecordedResponse> {
  const stored = await storedResponse(null, scope);
  // The record expired between the claim and this read: nothing holds the key now, a retry runs afresh.
  if (!stored) throw new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, { headers: { "Retry-After": "1" } });
  return stored;
}

/**
 * Claims the key with its complete response in one statement, outside any transaction: for work
 * that wrote nothing (a kept 4xx of the hot path, server/calls/originate.ts). Null when this
 * request claimed it, else the response stored by the request that did.
 */
export async function recordResponse(
  scope: IdempotencyScope,
  response: RecordedResponse,
): Promise<RecordedResponse | null> {
  const claimed = await sql<{ id: string }>(
    `INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "createdAt", "expiresAt")
     VALUES ($1, $2, $3, $4, $5, to_jsonb($6::text), now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' + interval '${TTL}')
     ${CLAIM_ON_CONFLICT}`,
    [scope.workspaceId, scope.endpoint, scope.key, scope.requestHash, response.status, JSON.stringify(response.body)],
  ).catch((error) => {
    throw keyInUseOr(error);
  });
  return claimed.length ? null : heldResponse(scope);
}

/** Deletes records past their 24 h (an expired record already counts as absent); returns how many. */
export async function purgeExpiredRecords(): Promise<number> {
  return (await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lte: new Date() } } })).count;
}

/**
 * The committed response of an earlier request with this key (one indexed read, outside any
 * transaction: a record readable there is complete); null when the work is new. Callers look
 * here first, so that a retry costs neither a transaction nor the budgets new work spends.
 */
export function findReplay(scope: IdempotencyScope): Promise<RecordedResponse | null> {
  return storedResponse(null, scope);
}

/**
 * Runs `work` in one unit of work (server/db/unit-of-work.ts) with the idempotency record of
 * `scope` (none when null):
 * - first time: the work runs; a 2xx commits with its response stored; a 4xx ApiError rolls the
 *   work and its events back to a savepoint but keeps the error for replays; anything else rolls
 *   back everything;
 * - same key and request again (a duplicate that was in flight when `findReplay` looked): the
 *   stored response, and the work does not run;
 * - same key, other request: 422 IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD.
 * `work` must do all its database work through `db`; its events are relayed after the commit.
 * `sealed`: the response holds a secret, and is stored sealed.
 */
export async function withIdempotency<T>(
  scope: IdempotencyScope | null,
  work: TransactionWork<T>,
  { sealed = false }: { sealed?: boolean } = {},
): Promise<IdempotentOutcome<T>> {
  let outcome: IdempotentOutcome<T> | { failed: unknown };
  try {
    outcome = await transaction(
      async (tx) => {
        if (!scope) return { replayed: false as const, value: (await work(tx)).value };
        const stored = await claim(tx, scope);
        if (stored) return { replayed: true as const, response: stored };
        let done: Awaited<ReturnType<TransactionWork<T>>>;
        try {
          done = await withSavepoint(
            tx,
            () => work(tx),
            (error) => isKept(toApiError(error).status),
          );
        } catch (error) {
          const apiError = toApiError(error);
          if (!isKept(apiError.status)) throw error;
          await store(tx, scope, { status: apiError.status, body: apiError.toEnvelope() }, sealed);
          return { failed: error };
        }
        await store(tx, scope, done.response, sealed);
        return { replayed: false as const, value: done.value };
      },
      { maxWait: WAIT_FOR_FIRST_MS, timeout: WAIT_FOR_FIRST_MS * 2 },
    );
  } catch (error) {
    throw scope ? keyInUseOr(error) : error;
  }
  if ("failed" in outcome) throw outcome.failed;
  return outcome;
}

/**
 * A hot path's refusal: stored with the key when kept (not a 429 or 5xx), then thrown; or, when
 * another request holds the key, what that one stored (a replay).
 */
export async function refuseWithKey(
  scope: IdempotencyScope | null,
  error: ApiError,
): Promise<{ replayed: true; response: RecordedResponse }> {
  if (scope && isKept(error.status)) {
    const held = await recordResponse(scope, { status: error.status, body: error.toEnvelope() });
    if (held) return { replayed: true, response: held };
  }
  throw error;
}
