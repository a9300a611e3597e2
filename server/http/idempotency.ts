import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import {
  findReplay,
  idempotencyKeyFrom,
  requestHash,
  withIdempotency,
  type IdempotencyScope,
  type RecordedResponse,
} from "@/server/idempotency/idempotency";
import { respond, type Exchange } from "./pipeline";

// The idempotency stage (docs/api-contract.md §8), in two steps so that an endpoint can place checks between
// them: `replay` answers a retry from its stored response with one indexed read, before anything
// a retry must not spend (click-to-call's budgets, a transaction); `perform` runs new work in one
// unit of work with the key's record. Neither needs more than routing told: workspace, mode,
// endpoint template, key, and the request's hash.
//
// A key's mode is a wall (docs/decisions.md "Test and live"), so the same Idempotency-Key sent by a
// test key and by a live key names two records. The mode is folded into the stored `endpoint`
// rather than given a column: the unique (workspace, endpoint, key) then needs no migration, and
// live records keep the value they always had, so a live retry that spans a deploy still replays.

export type IdempotentWork = (db: Db) => Promise<unknown>;

/** The scope of the request's Idempotency-Key; null without one; 400 IDEMPOTENCY_KEY_INVALID when unusable. */
export function idempotencyScopeOf(
  exchange: Exchange,
  workspaceId: string,
  mode: ApiKeyMode,
  endpoint: string,
  body: unknown,
): IdempotencyScope | null {
  const key = idempotencyKeyFrom(exchange.request.headers.get("idempotency-key"));
  if (!key) return null;
  const scopedEndpoint = mode === "live" ? endpoint : `${mode} ${endpoint}`;
  return {
    workspaceId,
    endpoint: scopedEndpoint,
    key,
    requestHash: requestHash(exchange.request.method, exchange.url.pathname, body),
  };
}

/** A stored response, marked as the replay it is. */
export function replayed(exchange: Exchange, { status, body }: RecordedResponse): Response {
  exchange.headers["Idempotent-Replayed"] = "true";
  return respond(exchange, body, status);
}

/** A retry's stored response, whatever its status; null for new work (or without a key). */
export async function replay(exchange: Exchange, scope: IdempotencyScope | null): Promise<Response | null> {
  const stored = scope && (await findReplay(scope));
  return stored ? replayed(exchange, stored) : null;
}

/**
 * Runs `work` in one transaction with the key's record (none when `scope` is null) and answers what
 * it returns with `status`; `sealed`: the answer holds a secret, kept sealed for replays.
 */
export async function perform(
  exchange: Exchange,
  scope: IdempotencyScope | null,
  { status, sealed }: { status: number; sealed: boolean },
  work: IdempotentWork,
): Promise<Response> {
  const outcome = await withIdempotency(
    scope,
    async (tx) => {
      const body = await work(tx);
      return { value: body, response: { status, body } };
    },
    { sealed },
  );
  return outcome.replayed ? replayed(exchange, outcome.response) : respond(exchange, outcome.value, status);
}
