import { randomUUID } from "node:crypto";
import { z } from "zod";
import { guardedRequest } from "@/server/net/guarded-request";
import { signatureHeaders } from "@/server/webhooks/delivery";
import { webhookTargets } from "@/server/webhooks/endpoints";

// Routing per caller (docs/voice-agent.md "Routing"): before an inbound call is answered, the
// number's routing URL is asked which agent, variables and metadata to use, or to reject the
// caller. A POST signed the Standard Webhooks way with the number's routing secret, through the
// SSRF guard, waited for at most the number's routingTimeoutMs. Nothing it does can drop the
// caller: a timeout, a failure or an answer svc cannot use leaves the number's own agent to answer.

/** Enough for agent id, variables and metadata; more is an answer svc will not use. */
const MAX_ANSWER_BYTES = 64 * 1024;

const routingAnswer = z.object({
  agentId: z.string().min(1).optional(),
  variables: z.record(z.string(), z.string()).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  reject: z.boolean().optional(),
});
export type RoutingAnswer = z.infer<typeof routingAnswer>;

export type RoutingStatus = "ok" | "timeout" | "error" | "invalid";

/** What the call records of the routing request. */
export interface RoutingRecord {
  status: RoutingStatus;
  latencyMs: number;
  httpStatus: number | null;
}

export interface RoutingRequest {
  url: string;
  secret: string;
  timeoutMs: number;
  call: { id: string; from: string; to: string; numberId: string };
  contact: { id: string; name: string | null; phone: string; email: string | null } | null;
}

/** Asks the routing URL; `answer` is null unless the endpoint answered 2xx with JSON of the right shape. */
export async function askRouting(
  request: RoutingRequest,
): Promise<{ record: RoutingRecord; answer: RoutingAnswer | null }> {
  const body = JSON.stringify({ type: "call.routing", call: request.call, contact: request.contact });
  const started = performance.now();
  const response = await guardedRequest({
    method: "POST",
    url: new URL(request.url),
    headers: {
      ...signatureHeaders(
        { secret: request.secret, previousSecret: null, previousSecretExpiresAt: null },
        `msg_${randomUUID().replaceAll("-", "")}`,
        body,
      ),
      "content-type": "application/json",
      "user-agent": "svc-routing/1",
    },
    body,
    timeoutMs: request.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    policy: webhookTargets,
  });
  const record = (status: RoutingStatus): RoutingRecord => ({
    status,
    latencyMs: Math.round(performance.now() - started),
    httpStatus: response.statusCode,
  });
  if (response.failure === "timeout") return { record: record("timeout"), answer: null };
  if (response.failure || !response.statusCode || response.statusCode < 200 || response.statusCode > 299)
    return { record: record("error"), answer: null };
  if (response.truncated) return { record: record("invalid"), answer: null };
  try {
    const parsed = routingAnswer.safeParse(JSON.parse(response.body.toString("utf8")));
    return parsed.success ? { record: record("ok"), answer: parsed.data } : { record: record("invalid"), answer: null };
  } catch {
    return { record: record("invalid"), answer: null };
  }
}
