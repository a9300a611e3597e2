// Verifies svc webhooks: Standard Webhooks signatures (`webhook-id`, `webhook-timestamp`,
// `webhook-signature`, HMAC-SHA256 with the endpoint's `whsec_…` secret). The `standardwebhooks`
// package does the cryptography (constant-time compare, ±5 min timestamp tolerance); this SDK
// does not re-implement it.

import { Webhook } from "standardwebhooks";

/** The body of every svc webhook. */
export interface SvcWebhookEvent<Data = Record<string, unknown>> {
  /** Stable per (type, subject): a redelivery carries the same id, so dedupe on it. */
  id: string;
  /** e.g. `call.summary_ready`, `lead.created`; the list is open-ended. */
  type: string;
  /** The API version `data` follows, e.g. `v1` (the SDK's major follows it). */
  apiVersion: string;
  createdAt: string;
  workspaceId: string;
  data: Data;
}

export class SvcWebhookVerificationError extends Error {
  override name = "SvcWebhookVerificationError";
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export function signatureHeaders(headers: HeaderSource): Record<string, string> {
  const read = (name: string): string => {
    if (headers instanceof Headers) return headers.get(name) ?? "";
    const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
    return Array.isArray(entry) ? entry.join(" ") : (entry ?? "");
  };
  return {
    "webhook-id": read("webhook-id"),
    "webhook-timestamp": read("webhook-timestamp"),
    "webhook-signature": read("webhook-signature"),
  };
}

/**
 * Checks a delivery's signature and age and returns the parsed event; throws
 * `SvcWebhookVerificationError` for a tampered, unsigned, or stale (over 5 min) delivery.
 * Pass the raw body exactly as received: a re-serialised JSON object will not verify.
 */
export function verifyWebhook<Data = Record<string, unknown>>(
  payload: string | Uint8Array,
  headers: HeaderSource,
  secret: string,
): SvcWebhookEvent<Data> {
  const body = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  try {
    return new Webhook(secret).verify(body, signatureHeaders(headers)) as SvcWebhookEvent<Data>;
  } catch (error) {
    throw new SvcWebhookVerificationError(`webhook rejected: ${(error as Error).message}`, { cause: error });
  }
}
