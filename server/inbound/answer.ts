import { randomUUID } from "node:crypto";
import {
  admitInboundCall,
  inboundAdmission,
  inboundAdmissionSql,
  type InboundAdmission,
  type InboundAdmissionRow,
  type InboundCall,
} from "@/server/calls/inbound";
import { db } from "@/server/db/client";
import type { Agent } from "@/server/db/generated/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { shapedSql, sqlParameters } from "@/server/db/sql";
import { dialAgent, type DialAgent, type ProviderName } from "@/server/telephony/provider";
import { askRouting } from "./routing";

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

type AgentVoice = Pick<Agent, keyof typeof agentFields>;

type LookUp = {
  /** The call the carrier's call id already has. */
  existingCallId: string | null;
  numberId: string | null;
  workspaceId: string;
  routingUrl: string | null;
  routingSecret: string | null;
  routingTimeoutMs: number;
  contactId: string | null;
  contactName: string | null;
  contactPhone: string;
  contactEmail: string | null;
} & { [field in keyof AgentVoice]: AgentVoice[field] | null };

// Every inbound call asks: one statement through pg (docs/decisions.md "The hot path in SQL")
// finds the call the carrier's call id already has, else the number answering `to` (in the
// simulator's workspace, else wherever it is answered) with its agent, and the caller's contact;
// and for a number without a routing URL, which has nothing more to ask, it writes the call too.
async function lookUpAndAdmit(
  call: IncomingCall,
  written: Omit<InboundCall, "workspaceId" | "agentId" | "contactId">,
): Promise<LookUp & InboundAdmissionRow> {
  const { add, values } = sqlParameters();
  const { ctes, columns } = inboundAdmissionSql(add, written, {
    workspaceId: `(SELECT "workspaceId" FROM unrouted)`,
    agentId: `(SELECT "id" FROM unrouted)`,
    contactId: `(SELECT "contactId" FROM unrouted)`,
    only: "unrouted",
  });
  const simulated = add(call.workspaceId ?? null);
  const [row] = await shapedSql<LookUp & InboundAdmissionRow>(
    `WITH found AS (
      SELECT (SELECT "id" FROM "Call" WHERE "provider" = ${add(call.provider)} AND "providerCallId" = ${add(call.providerCallId)}) AS "existingCallId",
        n."id" AS "numberId", n."workspaceId", n."routingUrl", n."routingSecret", n."routingTimeoutMs",
        a."id", a."ttsProvider"::text AS "ttsProvider", a."voice", a."language", a."maxDurationSec", a."recordCalls",
        c."id" AS "contactId", c."name" AS "contactName", c."phone" AS "contactPhone", c."email" AS "contactEmail"
      FROM (SELECT 1) one
        LEFT JOIN "CallerNumber" n ON n."number" = ${add(call.to)} AND n."inboundAgentId" IS NOT NULL
          AND (${simulated}::text IS NULL OR n."workspaceId" = ${simulated})
        LEFT JOIN "Agent" a ON a."id" = n."inboundAgentId"
        LEFT JOIN "Contact" c ON c."workspaceId" = n."workspaceId" AND c."mode" = ${add(written.mode)}::"ApiKeyMode" AND c."phone" = ${add(call.from)}
    ), unrouted AS (
      SELECT * FROM found WHERE "existingCallId" IS NULL AND "id" IS NOT NULL
        AND (COALESCE("routingUrl", '') = '' OR COALESCE("routingSecret", '') = '')
    ), ${ctes}
    SELECT found.*, ${columns} FROM found, admission`,
    values,
  );
  return row;
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
  const written = {
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
  const found = await lookUpAndAdmit(call, written);
  if (found.existingCallId) return answerAgain(found.existingCallId);
  if (!found.numberId || !found.id) return reject();
  /** The number's agent: its columns are set, as the number was found. */
  const numberAgent = found as LookUp & AgentVoice;
  if (!found.routingUrl || !found.routingSecret) return putThrough(await inboundAdmission(found, call), numberAgent);

  const contact = found.contactId
    ? { id: found.contactId, name: found.contactName, phone: found.contactPhone, email: found.contactEmail }
    : null;
  let routing = await askRouting({
    url: found.routingUrl,
    secret: found.routingSecret,
    timeoutMs: found.routingTimeoutMs,
    call: { id: written.id, from: call.from, to: call.to, numberId: found.numberId },
    contact,
  });
  if (routing.answer?.reject) return reject();
  // The routing URL's agent, if it is one of the workspace's; any other answer leaves the number's.
  const routedAgent = routing.answer?.agentId ? await agentFor(found.workspaceId, routing.answer.agentId) : null;
  if (routing.answer?.agentId && !routedAgent)
    routing = { record: { ...routing.record, status: "invalid" }, answer: null };
  const agent = routedAgent ?? numberAgent;
  const admission = await admitInboundCall({
    ...written,
    workspaceId: found.workspaceId,
    agentId: agent.id,
    contactId: contact?.id ?? null,
    variables: { ...routing.answer?.variables, ...written.variables },
    metadata: routing.answer?.metadata ?? null,
    routing: { ...routing.record },
  });
  return putThrough(admission, agent);
}

/** The carrier's answer once the call is admitted, or not. */
async function putThrough(admission: InboundAdmission, agent: AgentVoice): Promise<InboundAnswer> {
  if ("busy" in admission) return reject("busy");
  if ("noAgent" in admission) return reject();
  // The same CallSid, written by a request racing this one: answered as that call.
  if (!admission.created) return answerAgain(admission.callId);
  return { action: "connect", callId: admission.callId, agent: dialAgent(agent) };
}

/** The answer for a call already written (the same CallSid again): its agent's voice. */
async function answerAgain(callId: string): Promise<InboundAnswer> {
  const call = await db.call.findUniqueOrThrow({ where: { id: callId }, select: { agentId: true, workspaceId: true } });
  const agent = await agentFor(call.workspaceId, call.agentId);
  return agent ? { action: "connect", callId, agent: dialAgent(agent) } : reject();
}
