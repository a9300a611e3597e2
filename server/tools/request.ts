import type { Tool } from "@/server/db/generated/client";
import { guardedRequest } from "@/server/net/guarded-request";
import { targetPolicy } from "@/server/net/target-guard";
import { decryptSecret } from "@/server/secrets/encryption";
import { signatureHeaders } from "@/server/webhooks/delivery";

// One request to a tool's endpoint, as a call and the test endpoint make it: signed the Standard
// Webhooks way with the tool's secret (`webhook-id` = the tool call's id, also the Idempotency-Key
// so a retry can be recognised), through the SSRF guard, read with a size cap, and turned into
// what the model is shown.

export const toolTargets = targetPolicy("TOOLS_ALLOW_PRIVATE_TARGETS");

/** The most of an answer the model is given; the rest is not downloaded. */
export const RESPONSE_CAP_BYTES = 16 * 1024;

export type ToolCallStatus = "ok" | "error" | "timeout" | "invalid_arguments" | "refused";

/** What a tool's endpoint receives (POST: the JSON body; GET: the query, objects as JSON text). */
export interface ToolCallPayload {
  type: "tool.call";
  toolCallId: string;
  tool: { id: string; name: string };
  arguments: Record<string, unknown>;
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

export type ToolTarget = Pick<
  Tool,
  | "id"
  | "name"
  | "url"
  | "method"
  | "headersSealed"
  | "timeoutSec"
  | "secretSealed"
  | "previousSecretSealed"
  | "previousSecretExpiresAt"
>;

export interface ToolResponse {
  status: Exclude<ToolCallStatus, "invalid_arguments">;
  httpStatus: number | null;
  latencyMs: number;
  /** The answer's text (at most RESPONSE_CAP_BYTES); null when there was none. */
  body: string | null;
  truncated: boolean;
  /** Why the call failed, in words; null when it succeeded. */
  error: string | null;
}

/** The query string a GET carries: top-level fields, objects as JSON text. */
function queryOf(payload: ToolCallPayload): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(payload))
    query.set(name, typeof value === "string" ? value : JSON.stringify(value));
  return query.toString();
}

function sealedHeaders(tool: ToolTarget): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tool.headersSealed as Record<string, string>).map(([name, sealed]) => [name, decryptSecret(sealed)]),
  );
}

/** Makes the request; never throws. */
export async function sendToolRequest(tool: ToolTarget, payload: ToolCallPayload): Promise<ToolResponse> {
  const url = new URL(tool.url);
  // What is signed is what is sent: the body of a POST, the query string of a GET.
  let signed: string;
  let body: string | undefined;
  if (tool.method === "GET") {
    const query = queryOf(payload);
    url.search = url.search ? `${url.search.slice(1)}&${query}` : query;
    signed = url.search.slice(1);
  } else {
    signed = body = JSON.stringify(payload);
  }
  const secrets = {
    secret: decryptSecret(tool.secretSealed),
    previousSecret: tool.previousSecretSealed ? decryptSecret(tool.previousSecretSealed) : null,
    previousSecretExpiresAt: tool.previousSecretExpiresAt,
  };
  const started = performance.now();
  const response = await guardedRequest({
    method: tool.method,
    url,
    headers: {
      ...sealedHeaders(tool),
      ...signatureHeaders(secrets, payload.toolCallId, signed),
      "idempotency-key": payload.toolCallId,
      "user-agent": "svc-tools/1",
      accept: "application/json, text/plain;q=0.9, */*;q=0.5",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body,
    timeoutMs: tool.timeoutSec * 1000,
    maxBytes: RESPONSE_CAP_BYTES,
    policy: toolTargets,
  });
  const latencyMs = Math.round(performance.now() - started);
  const text = response.failure ? null : response.body.toString("utf8");
  const base = { httpStatus: response.statusCode, latencyMs, body: text, truncated: response.truncated };
  if (response.failure === "timeout")
    return { ...base, status: "timeout", error: `No answer within ${tool.timeoutSec} s.` };
  if (response.failure)
    return {
      ...base,
      status: response.failure === "refused" ? "refused" : "error",
      error: `The request failed: ${response.error}.`,
    };
  const code = response.statusCode ?? 0;
  if (code >= 200 && code < 300) return { ...base, status: "ok", error: null };
  const redirect = code >= 300 && code < 400 ? " (redirects are not followed)" : "";
  return { ...base, status: "error", error: `The endpoint answered HTTP ${code}${redirect}.` };
}

/** What the model is shown: the answer (marked when cut), or `{"error": …}`. */
export function resultForModel(
  response: Pick<ToolResponse, "status" | "httpStatus" | "body" | "truncated" | "error">,
): string {
  if (response.status !== "ok") {
    const answer = response.body?.trim() ? ` Its answer: ${response.body.slice(0, 1000)}` : "";
    return JSON.stringify({ error: `${response.error}${answer}` });
  }
  if (!response.body?.trim()) return JSON.stringify({ ok: true, status: response.httpStatus });
  return response.truncated
    ? `${response.body}\n[cut: the answer was longer than ${RESPONSE_CAP_BYTES / 1024} KiB]`
    : response.body;
}
