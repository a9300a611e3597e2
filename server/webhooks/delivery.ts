import { Webhook } from "standardwebhooks";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { guardedRequest } from "@/server/net/guarded-request";
import { webhookTargets } from "./endpoints";

// One delivery attempt: sign the event with the endpoint's secret(s) (Standard Webhooks), POST
// it with a timeout and no redirects, and record the attempt (status, duration, a snippet of the
// answer). Retries and their schedule belong to the `deliver-webhook` function.

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
  return { statusCode: response.statusCode, snippet: response.body.toString("utf8"), error: null };
}

export type AttemptOutcome = "succeeded" | "retry" | "skipped";

/**
 * Makes the next attempt of a delivery and records it. "skipped" when there is nothing to do (the
 * delivery already succeeded, or its endpoint is gone or disabled).
 */
export async function attemptDelivery(deliveryId: string, retryInMs: number | null): Promise<AttemptOutcome> {
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { event: true, endpoint: true },
  });
  if (!delivery || delivery.status === "succeeded" || !delivery.endpoint.enabled) return "skipped";

  const { attemptCount } = await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: { attemptCount: { increment: 1 } },
    select: { attemptCount: true },
  });
  const body = JSON.stringify(delivery.event.payload);
  const started = Date.now();
  const result = await post(
    new URL(delivery.endpoint.url),
    body,
    signatureHeaders(delivery.endpoint, delivery.event.id, body),
  );
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error =
    result.error ??
    (ok
      ? null
      : `HTTP ${result.statusCode}${result.statusCode && result.statusCode < 400 ? " (redirects are not followed)" : ""}`);

  await db.$transaction([
    db.webhookAttempt.create({
      data: {
        deliveryId,
        attemptNumber: attemptCount,
        startedAt: new Date(started),
        durationMs: Date.now() - started,
        statusCode: result.statusCode,
        responseSnippet: result.snippet,
        error,
      },
    }),
    db.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        lastStatusCode: result.statusCode,
        ...(ok
          ? { status: "succeeded", completedAt: new Date(), nextAttemptAt: null }
          : { nextAttemptAt: retryInMs === null ? null : new Date(Date.now() + retryInMs) }),
      },
    }),
  ]);
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
  const unit: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  return env.WEBHOOK_RETRY_SCHEDULE.split(",").map((part) => {
    const [, amount, suffix] = part.match(/^(\d+)(ms|s|m|h)$/)!;
    return Number(amount) * unit[suffix];
  });
}
