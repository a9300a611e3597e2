import { randomUUID } from "node:crypto";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { dialAgent, type DialAgent } from "@/server/telephony/provider";
import { routingSecretOf } from "@/server/numbers/routing-secret";
import { askRouting } from "./routing";
import {
  admitInboundCall,
  agentOfCall,
  agentOfWorkspace,
  lookUpIncomingCall,
  type AgentVoice,
  type InboundAdmission,
  type IncomingCall,
  type NumberToRoute,
  type UnansweredCall,
} from "./statements";

// An inbound call, from the carrier's "someone is calling this number" to the answer, in four
// steps (docs/voice-agent.md "Inbound calls"): look up the number and its agent, route (ask the
// number's routing URL, when it has one), admit (the workspace's capacity, then the call row that
// the voice gateway serves like an outbound call's), answer. Every statement is in
// ./statements.ts; a number without a routing URL is looked up and admitted in one.

export type { IncomingCall } from "./statements";

export type InboundAnswer =
  { action: "connect"; callId: string; agent: DialAgent } | { action: "reject"; reason: "rejected" | "busy" };

const reject = (reason: "rejected" | "busy" = "rejected"): InboundAnswer => ({ action: "reject", reason });

/** Decides how the carrier answers the call, writing the call when it is put through. */
export async function answerIncomingCall(call: IncomingCall): Promise<InboundAnswer> {
  const mode: ApiKeyMode = call.provider === "simulator" ? "test" : "live";
  const written: UnansweredCall = {
    id: `call_${randomUUID().replaceAll("-", "")}`,
    mode,
    to: call.to,
    from: call.from,
    provider: call.provider,
    providerCallId: call.providerCallId,
    variables: { caller_number: call.from, called_number: call.to },
    metadata: null,
    routing: null,
  };
  // 1. Look up.
  const lookUp = await lookUpIncomingCall(call, written);
  if (lookUp.found === "call") return answerAgain(lookUp.callId);
  if (lookUp.found === "nobody") return reject();
  if (lookUp.found === "admitted") return answer(lookUp.admission, lookUp.agent);
  // 2. Route.
  const routed = await route(lookUp.number, written);
  if (!routed) return reject();
  // 3. Admit.
  const admission = await admitInboundCall({
    ...written,
    workspaceId: lookUp.number.workspaceId,
    agentId: routed.agent.id,
    contactId: lookUp.number.contact?.id ?? null,
    variables: { ...routed.variables, ...written.variables },
    metadata: routed.metadata,
    routing: routed.routing,
  });
  // 4. Answer.
  return answer(admission, routed.agent);
}

/**
 * Asks the number's routing URL who answers: its agent if it is one of the workspace's (any other
 * answer leaves the number's own), with its variables and metadata; null when it rejects the caller.
 */
async function route(number: NumberToRoute, written: UnansweredCall) {
  let routing = await askRouting({
    url: number.routingUrl,
    secret: routingSecretOf(number.routingSecretSealed),
    timeoutMs: number.routingTimeoutMs,
    call: { id: written.id, from: written.from, to: written.to, numberId: number.id },
    contact: number.contact,
  });
  if (routing.answer?.reject) return null;
  const routedAgent = routing.answer?.agentId
    ? await agentOfWorkspace(number.workspaceId, routing.answer.agentId)
    : null;
  if (routing.answer?.agentId && !routedAgent)
    routing = { record: { ...routing.record, status: "invalid" }, answer: null };
  return {
    agent: routedAgent ?? number.agent,
    variables: routing.answer?.variables,
    metadata: routing.answer?.metadata ?? null,
    routing: { ...routing.record },
  };
}

/** The carrier's answer once the call is admitted, or not. */
async function answer(admission: InboundAdmission, agent: AgentVoice): Promise<InboundAnswer> {
  if ("busy" in admission) return reject("busy");
  if ("noAgent" in admission) return reject();
  // The same CallSid, written by a request racing this one: answered as that call.
  if (!admission.created) return answerAgain(admission.callId);
  return { action: "connect", callId: admission.callId, agent: dialAgent(agent) };
}

/** The answer for a call already written (the same CallSid again): its agent's voice. */
async function answerAgain(callId: string): Promise<InboundAnswer> {
  const agent = await agentOfCall(callId);
  return agent ? { action: "connect", callId, agent: dialAgent(agent) } : reject();
}
