import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { assertDeliverableUrl, publicOnlyLookup } from "@/server/net/target-guard";
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
export function signatureHeaders(endpoint: SigningSecrets, messageId: string, body: string, at = new Date()): Record<string, string> {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) secrets.push(endpoint.previousSecret);
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

/** POSTs without following redirects, through the public-only DNS lookup; never throws. */
async function post(url: URL, body: string, headers: Record<string, string>): Promise<PostResult> {
  try {
    assertDeliverableUrl(url, webhookTargets);
  } catch (error) {
    return { statusCode: null, snippet: null, error: (error as Error).message };
  }
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "svc-webhooks/1" },
        lookup: publicOnlyLookup(webhookTargets),
        // A fresh connection each time: a kept-alive socket the receiver has since closed would fail
        // an attempt the receiver never saw, and every connection passes the address check.
        agent: false,
        signal: AbortSignal.timeout(env.WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => resolve({ statusCode: response.statusCode ?? null, snippet: Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString("utf8"), error: null });
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // The rest of the answer is not ours to download.
          if (size >= RESPONSE_SNIPPET_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on("end", finish);
        response.on("error", (error) => resolve({ statusCode: response.statusCode ?? null, snippet: null, error: error.message }));
      },
    );
    request.on("error", (error) => {
      const message = error.name === "AbortError" ? `no response within ${env.WEBHOOK_TIMEOUT_MS} ms` : error.message;
      resolve({ statusCode: null, snippet: null, error: message });
    });
    request.end(body);
  });
}

export type AttemptOutcome = "succeeded" | "retry" | "skipped";

/**
 * Makes the next attempt of a delivery and records it. "skipped" when there is nothing to do (the
 * delivery already succeeded, or its endpoint is gone or disabled).
 */
export async function attemptDelivery(deliveryId: string, retryInMs: number | null): Promise<AttemptOutcome> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { event: true, endpoint: true } });
  if (!delivery || delivery.status === "succeeded" || !delivery.endpoint.enabled) return "skipped";

  const { attemptCount } = await db.webhookDelivery.update({ where: { id: deliveryId }, data: { attemptCount: { increment: 1 } }, select: { attemptCount: true } });
  const body = JSON.stringify(delivery.event.payload);
  const started = Date.now();
  const result = await post(new URL(delivery.endpoint.url), body, signatureHeaders(delivery.endpoint, delivery.event.id, body));
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error = result.error ?? (ok ? null : `HTTP ${result.statusCode}${result.statusCode && result.statusCode < 400 ? " (redirects are not followed)" : ""}`);

  await db.$transaction([
    db.webhookAttempt.create({
      data: { deliveryId, attemptNumber: attemptCount, startedAt: new Date(started), durationMs: Date.now() - started, statusCode: result.statusCode, responseSnippet: result.snippet, error },
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
  await db.webhookDelivery.updateMany({ where: { id: deliveryId, status: "pending" }, data: { status: "failed", completedAt: new Date(), nextAttemptAt: null } });
}

/** The retry schedule of WEBHOOK_RETRY_SCHEDULE, in milliseconds. */
export function retrySchedule(): number[] {
  const unit: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  return env.WEBHOOK_RETRY_SCHEDULE.split(",").map((part) => {
    const [, amount, suffix] = part.match(/^(\d+)(ms|s|m|h)$/)!;
    return Number(amount) * unit[suffix];
  });
}
