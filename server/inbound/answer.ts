import { randomUUID } from "node:crypto";
import { admitInboundCall } from "@/server/calls/inbound";
import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { dialAgent, type DialAgent, type ProviderName } from "@/server/telephony/provider";
import { askRouting, type RoutingAnswer, type RoutingRecord } from "./routing";

// An inbound call, from the carrier's "someone is calling this number" to the answer: the number
// and its agent, the routing URL's say when it has one, the workspace's capacity, then the call
// row that the voice gateway serves like an outbound call's (docs/voice-agent.md "Inbound calls").

export interface IncomingCall {
  provider: ProviderName;
  /** The carrier's id of the call (Twilio: CallSid): the same one twice is one call. */
  providerCallId: string;
  /** Our number, E.164. */
  to: string;
  /** The caller, E.164 (or whatever the carrier has: "anonymous"). */
  from: string;
  /** Only the simulator rings within one workspace; a carrier's number is found wherever it is answered. */
  workspaceId?: string;
}

export type InboundAnswer =
  { action: "connect"; callId: string; agent: DialAgent } | { action: "reject"; reason: "rejected" | "busy" };

const reject = (reason: "rejected" | "busy" = "rejected"): InboundAnswer => ({ action: "reject", reason });

/** What the carrier's answer needs of an agent: its id and voice. */
const agentFields = {
  id: true,
  ttsProvider: true,
  voice: true,
  language: true,
  maxDurationSec: true,
  recordCalls: true,
} as const;

/** The number answering `to`, with its agent: a carrier's call may reach any workspace, the simulator's one. */
function answeringNumber(call: IncomingCall) {
  return db.callerNumber.findFirst({
    where: {
      number: call.to,
      inboundAgentId: { not: null },
      ...(call.workspaceId ? { workspaceId: call.workspaceId } : {}),
    },
    select: {
      id: true,
      workspaceId: true,
      inboundAgent: { select: agentFields },
      routingUrl: true,
      routingSecret: true,
      routingTimeoutMs: true,
    },
  });
}

async function agentFor(workspaceId: string, agentId: string) {
  return db.agent.findFirst({
    where: { id: agentId, workspaceId },
    select: agentFields,
  });
}

/** Decides how the carrier answers the call, writing the call when it is put through. */
export async function answerIncomingCall(call: IncomingCall): Promise<InboundAnswer> {
  const mode: ApiKeyMode = call.provider === "simulator" ? "test" : "live";
  const existing = await db.call.findFirst({
    where: { provider: call.provider, providerCallId: call.providerCallId },
    select: { id: true, agentId: true, workspaceId: true },
  });
  if (existing) return connectTo(existing.workspaceId, existing.agentId, existing.id);

  const number = await answeringNumber(call);
  if (!number?.inboundAgent) return reject();
  const contact = await db.contact.findFirst({
    where: { workspaceId: number.workspaceId, mode, phone: call.from },
    select: { id: true, name: true, phone: true, email: true },
  });
  const callId = `call_${randomUUID().replaceAll("-", "")}`;

  let routing: { record: RoutingRecord; answer: RoutingAnswer | null } | null = null;
  if (number.routingUrl && number.routingSecret) {
    routing = await askRouting({
      url: number.routingUrl,
      secret: number.routingSecret,
      timeoutMs: number.routingTimeoutMs,
      call: { id: callId, from: call.from, to: call.to, numberId: number.id },
      contact,
    });
    if (routing.answer?.reject) return reject();
  }
  // The routing URL's agent, if it is one of the workspace's; any other answer leaves the number's.
  const routedAgent = routing?.answer?.agentId ? await agentFor(number.workspaceId, routing.answer.agentId) : null;
  if (routing?.answer?.agentId && !routedAgent)
    routing = { record: { ...routing.record, status: "invalid" }, answer: null };
  const agent = routedAgent ?? number.inboundAgent;

  const admission = await admitInboundCall({
    id: callId,
    workspaceId: number.workspaceId,
    agentId: agent.id,
    mode,
    to: call.to,
    from: call.from,
    contactId: contact?.id ?? null,
    provider: call.provider,
    providerCallId: call.providerCallId,
    variables: {
      ...routing?.answer?.variables,
      caller_number: call.from,
      called_number: call.to,
    },
    metadata: routing?.answer?.metadata ?? null,
    routing: routing ? { ...routing.record } : null,
  });
  if ("busy" in admission) return reject("busy");
  if ("noAgent" in admission) return reject();
  if (!admission.created) {
    // The same CallSid, written by a request racing this one: answered as that call.
    const raced = await db.call.findUniqueOrThrow({ where: { id: admission.callId }, select: { agentId: true } });
    return connectTo(number.workspaceId, raced.agentId, admission.callId);
  }
  return { action: "connect", callId, agent: dialAgent(agent) };
}

/** The answer for a call already written (the same CallSid again): its agent's voice. */
async function connectTo(workspaceId: string, agentId: string, callId: string): Promise<InboundAnswer> {
  const agent = await agentFor(workspaceId, agentId);
  return agent ? { action: "connect", callId, agent: dialAgent(agent) } : reject();
}
