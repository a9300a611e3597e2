import { Webhook } from "standardwebhooks";
import { db } from "@/server/db/client";
import { isoSql, preparedSql } from "@/server/db/sql";
import { storableText } from "@/server/db/storable";
import { env } from "@/server/env";
import { durations } from "@/server/durations";
import { deliveryRetryRequested } from "@/server/events";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { guardedRequest } from "@/server/net/guarded-request";
import { webhookTargets } from "./endpoints";

// One delivery attempt: sign the event with the endpoint's secret(s) (Standard Webhooks), POST
// it with a timeout and no redirects, and record the attempt (status, duration, a snippet of the
// answer). `deliver-webhook` makes the first attempt; `retry-webhook` the retries, on the schedule.

/** How much of a receiver's answer is kept: enough to debug the receiver, too little to read much through it. */
export const RESPONSE_SNIPPET_BYTES = 1024;

interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The three Standard Webhooks headers; during a rotation both secrets sign. */
export function signatureHeaders(
  endpoint: SigningSecrets,
  messageId: string,
  body: string,
  at = new Date(),
): Record<string, string> {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at)
    secrets.push(endpoint.previousSecret);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(" "),
  };
}

interface PostResult {
  statusCode: number | null;
  snippet: string | null;
  error: string | null;
}

/** POSTs through the SSRF guard, without following redirects; never throws. */
async function post(url: URL, body: string, headers: Record<string, string>): Promise<PostResult> {
  const response = await guardedRequest({
    method: "POST",
    url,
    headers: { ...headers, "content-type": "application/json", "user-agent": "svc-webhooks/1" },
    body,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    maxBytes: RESPONSE_SNIPPET_BYTES,
    policy: webhookTargets,
  });
  if (response.failure) return { statusCode: response.statusCode, snippet: null, error: response.error };
  // A receiver's answer is text svc did not write: it may hold what Postgres cannot store.
  return { statusCode: response.statusCode, snippet: storableText(response.body.toString("utf8")), error: null };
}

export type AttemptOutcome = "succeeded" | "retry" | "skipped";

interface ClaimedAttempt extends SigningSecrets {
  attemptCount: number;
  url: string;
  eventId: string;
  payload: unknown;
}

// The attempt's number claimed, with what it sends, in one statement: nothing when the delivery
// already succeeded or its endpoint is gone or disabled.
const claimAttempt = preparedSql<
  Omit<ClaimedAttempt, "previousSecretExpiresAt"> & { previousSecretExpiresAt: string | null }
>(
  "webhook-attempt-claim",
  `UPDATE "WebhookDelivery" delivery SET "attemptCount" = delivery."attemptCount" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
   FROM "WebhookEndpoint" endpoint, "WebhookEvent" event
   WHERE delivery."id" = $1 AND delivery."status" <> 'succeeded' AND endpoint."id" = delivery."endpointId" AND endpoint."enabled"
     AND event."id" = delivery."eventId"
   RETURNING delivery."attemptCount", endpoint."url", endpoint."secret", endpoint."previousSecret",
     ${isoSql('endpoint."previousSecretExpiresAt"')} AS "previousSecretExpiresAt", event."id" AS "eventId", event."payload"`,
);

/** The CTE of recordAttempt's outbox row requesting the retries (outboxRowsSql reads it). */
export const DELIVERY_RETRIES = "retries";

// The attempt, the delivery's state after it and, when asked, the request for the retries, in one statement.
const recordAttempt = preparedSql<{ events: string | null }>(
  "webhook-attempt-record",
  `WITH attempt AS (
     INSERT INTO "WebhookAttempt" ("deliveryId", "attemptNumber", "startedAt", "durationMs", "statusCode", "responseSnippet", "error")
     VALUES ($1, $2, $3::timestamptz AT TIME ZONE 'UTC', $4, $5, $6, $7)
   ), delivery AS (
     UPDATE "WebhookDelivery" SET "lastStatusCode" = $5, "updatedAt" = now() AT TIME ZONE 'UTC',
       "status" = CASE WHEN $8::boolean THEN 'succeeded'::"WebhookDeliveryStatus" ELSE "status" END,
       "completedAt" = CASE WHEN $8::boolean THEN now() AT TIME ZONE 'UTC' ELSE "completedAt" END,
       "nextAttemptAt" = CASE WHEN $8::boolean THEN NULL ELSE $9::timestamptz AT TIME ZONE 'UTC' END
     WHERE "id" = $1
   ), ${DELIVERY_RETRIES} AS (
     INSERT INTO "Outbox" ("name", "payload", "createdAt")
     SELECT $10::text, jsonb_build_object('deliveryId', $1::text), now() AT TIME ZONE 'UTC' WHERE $10::text IS NOT NULL
     RETURNING "id", "name", "payload"
   )
   SELECT ${outboxRowsSql([DELIVERY_RETRIES])}`,
);

/**
 * Makes the next attempt of a delivery and records it. "skipped" when there is nothing to do (the
 * delivery already succeeded, or its endpoint is gone or disabled). `retryInMs`: when the next
 * attempt is due if this one fails (null: none is). With `handOffRetries`, a failure also requests
 * them (`retry-webhook`), in the statement that records it.
 */
export async function attemptDelivery(
  deliveryId: string,
  retryInMs: number | null,
  { handOffRetries = false } = {},
): Promise<AttemptOutcome> {
  const [claimed] = await claimAttempt([deliveryId]);
  if (!claimed) return "skipped";
  const endpoint = {
    ...claimed,
    previousSecretExpiresAt: claimed.previousSecretExpiresAt ? new Date(claimed.previousSecretExpiresAt) : null,
  };
  const body = JSON.stringify(claimed.payload);
  const started = Date.now();
  const result = await post(new URL(claimed.url), body, signatureHeaders(endpoint, claimed.eventId, body));
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error =
    result.error ??
    (ok
      ? null
      : `HTTP ${result.statusCode}${result.statusCode && result.statusCode < 400 ? " (redirects are not followed)" : ""}`);
  const retry = !ok && retryInMs !== null;
  const [recorded] = await recordAttempt([
    deliveryId,
    claimed.attemptCount,
    new Date(started).toISOString(),
    Date.now() - started,
    result.statusCode,
    result.snippet,
    error,
    ok,
    retry ? new Date(Date.now() + retryInMs).toISOString() : null,
    retry && handOffRetries ? deliveryRetryRequested.name : null,
  ]);
  relayOutboxRows(recorded.events);
  return ok ? "succeeded" : "retry";
}

/** After the last attempt of the schedule. */
export async function markDeliveryFailed(deliveryId: string): Promise<void> {
  await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "pending" },
    data: { status: "failed", completedAt: new Date(), nextAttemptAt: null },
  });
}

/** The retry schedule of WEBHOOK_RETRY_SCHEDULE, in milliseconds. */
export function retrySchedule(): number[] {
  return durations(env.WEBHOOK_RETRY_SCHEDULE);
}
