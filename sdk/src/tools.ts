// Verifies the requests svc's agents make to your tools mid-call: Standard Webhooks signatures
// with the tool's `whsec_…` secret, over the JSON body of a POST or the raw query string of a GET
// (docs/voice-agent.md "Tools"). `webhook-id` is the tool call's id, also sent as Idempotency-Key.

import { Webhook } from "standardwebhooks";
import { signatureHeaders, SvcWebhookVerificationError } from "./webhooks.js";

type HeaderSource = Parameters<typeof signatureHeaders>[0];

/** What a tool's endpoint receives: the JSON body of a POST; a GET's query, with objects as JSON text. */
export interface SvcToolRequest<Arguments = Record<string, unknown>> {
  type: "tool.call";
  /** The model's id for this call: the same on a retried request, so act on it once. */
  toolCallId: string;
  tool: { id: string; name: string };
  arguments: Arguments;
  /** The call the agent is on; fields are null for a test request (the tool's test endpoint, the test panel). */
  call: {
    id: string | null;
    agentId: string | null;
    mode: "live" | "test";
    to: string | null;
    from: string | null;
    variables: Record<string, unknown> | null;
    metadata: unknown;
    contactId: string | null;
  };
}

function fromQuery(query: string): SvcToolRequest {
  const fields: Record<string, unknown> = {};
  // forEach, not for…of: the SDK targets the DOM lib without its iterable part (browsers and Node alike).
  new URLSearchParams(query).forEach((value, name) => {
    fields[name] = name === "type" || name === "toolCallId" ? value : JSON.parse(value);
  });
  return fields as unknown as SvcToolRequest;
}

/**
 * Checks a tool request's signature and age (±5 min) and returns it parsed; throws
 * `SvcWebhookVerificationError` otherwise. `payload`: the raw body of a POST exactly as received,
 * or the raw query string of a GET (without "?", as it arrived: `new URL(req.url, base).search.slice(1)`).
 */
export function verifyToolRequest<Arguments = Record<string, unknown>>(
  payload: string | Uint8Array,
  headers: HeaderSource,
  secret: string,
  { method = "POST" }: { method?: "GET" | "POST" } = {},
): SvcToolRequest<Arguments> {
  const text = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
  try {
    new Webhook(secret).verify(text, signatureHeaders(headers), { jsonParse: false });
  } catch (error) {
    throw new SvcWebhookVerificationError(`tool request rejected: ${(error as Error).message}`, { cause: error });
  }
  return (method === "GET" ? fromQuery(text) : JSON.parse(text)) as SvcToolRequest<Arguments>;
}
