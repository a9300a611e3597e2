import { recordTurns } from "@/server/calls/turns";
import { redactionPolicy, type RedactionPolicy } from "@/server/privacy/redaction";
import { db } from "@/server/db/client";
import { patiently } from "@/server/db/patience";
import type { Agent, Call } from "@/server/db/generated/client";
import { callAgentSql } from "@/server/agents/call-settings";
import { isoSql, preparedSql } from "@/server/db/sql";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { resettleCallUsage } from "@/server/metering/figures";
import type { ProviderName } from "@/server/telephony/provider";
import { isTerminal } from "@/server/calls/statuses";
import { claimVoicemail } from "@/server/dialing/voicemail";
import type { Brain, Turn } from "./brain";
import { knowledgeSource } from "@/server/knowledge/retrieval";
import { toolBox, type CallTool } from "@/server/tools/executor";
import { agentBrief, brainOf, type AgentWithConnection } from "./brains";
import { linesFor, type SessionLines } from "./lines";
import type { Handoff } from "./protocol";
import type { SessionPorts, SessionTiming } from "./session";
import type { CallTraceSubject } from "@/server/telemetry/call-trace";
import { callVariables } from "./variables";
import { settleRecordingConsentLater } from "./recording-start";
import type { RecordingSettings } from "@/server/agents/recording";

// What ties a relay session to its call: the agent's brain and timings when the socket is bound,
// each turn stored as it ends, and the reason the agent ended the call.

export interface BoundCall {
  callId: string;
  /** Whose call it is, for its trace (server/telemetry/call-trace.ts). */
  subject: Omit<CallTraceSubject, "callId" | "resumed">;
  /** The carrier's id of the call once svc saved it (a relay `setup` must name it); null before. */
  providerCallId: string | null;
  brief: ReturnType<typeof agentBrief>;
  brain: Brain;
  timing: SessionTiming;
  lines: SessionLines;
  /** What is redacted from the turns and live log as they are stored (the conversation itself is not). */
  redaction: RedactionPolicy;
  /**
   * The conversation so far, when this is not the call's first relay session (the caller is back
   * from a transfer that failed): the session resumes it rather than greeting.
   */
  resumed: { history: Turn[]; nextIndex: number } | null;
}

/** The least real time a simulated callee is given to speak first or to reply (see bindCall). */
const MIN_SIMULATED_WAIT_MS = 1_000;

/** A brain for an agent that cannot think (its LLM connection is gone): the session apologises and ends the call. */
function unavailableBrain(reason: string): Brain {
  return {
    async *respond() {
      throw new Error(reason);
    },
  };
}

type CallToBind = Pick<
  Call,
  "provider" | "providerCallId" | "status" | "workspaceId" | "mode" | "direction" | "to" | "from" | "contactId"
> &
  Pick<
    Agent,
    | "brain"
    | "language"
    | "firstMessage"
    | "instructions"
    | "tools"
    | "toolIds"
    | "knowledgeBaseIds"
    | "transferNumbers"
    | "llmModel"
    | "temperature"
    | "silenceTimeoutSec"
    | "maxDurationSec"
  > & {
    /** JSON text. */
    metadata: string | null;
    /** JSON text: the agent's recording settings. */
    recording: string;
    /** JSON text: the agent's tools, in its order, timestamps as UTC without a zone. */
    toolsJson: string;
    /** How long ago the call was answered (ms); null before. */
    answeredMsAgo: number | null;
    /** JSON text: the turns stored so far, in order; null when there are none. */
    turnsJson: string | null;
    agentId: string;
    /** JSON text. */
    variables: string | null;
    /** The lead's name, else the contact's. */
    calleeName: string | null;
    connectionId: string | null;
    baseUrl: string | null;
    apiKeySealed: string | null;
    defaultModel: string | null;
    /** JSON text: the connection's prices. */
    pricing: string | null;
    /** ISO text. */
    connectionUpdatedAt: string | null;
    /** The workspace's redaction kinds and default country; the agent's own kinds are `redact`. */
    workspaceRedact: string[];
    defaultCountry: string;
    redact: string[];
  };

// Every answered call binds its socket: one prepared statement through pg (docs/decisions.md
// "The hot path in SQL"), where Prisma's query with its includes cost ~0.5 ms of CPU a call. The
// call runs with the agent's settings of the version it was created with (callAgentSql).
const readCall = preparedSql<CallToBind>(
  "bind-call",
  `SELECT c."provider", c."providerCallId", c."status"::text AS "status", c."variables"::text AS "variables", COALESCE(l."name", p."name") AS "calleeName",
     c."workspaceId", c."mode"::text AS "mode", c."direction"::text AS "direction", c."to", c."from", c."contactId", c."metadata"::text AS "metadata",
     s."id" AS "agentId", s."brain"::text AS "brain", s."language", s."firstMessage", s."instructions", s."tools", s."toolIds", s."knowledgeBaseIds", s."transferNumbers", s."llmModel",
     s."temperature"::float8 AS "temperature", s."silenceTimeoutSec", s."maxDurationSec", s."redact", s."recording"::text AS "recording", w."redact" AS "workspaceRedact", w."defaultCountry",
     (EXTRACT(EPOCH FROM (now() AT TIME ZONE 'UTC') - c."answeredAt") * 1000)::float8 AS "answeredMsAgo",
     k."id" AS "connectionId", k."baseUrl", k."apiKeySealed", k."defaultModel", k."pricing"::text AS "pricing", ${isoSql('k."updatedAt"')} AS "connectionUpdatedAt",
     (SELECT COALESCE(json_agg(t ORDER BY array_position(s."toolIds", t."id")), '[]') FROM "Tool" t
       WHERE t."id" = ANY(s."toolIds") AND t."workspaceId" = c."workspaceId")::text AS "toolsJson",
     -- The conversation so far, only when the caller is back from a transfer that failed (a
     -- reconnect after a dropped line greets afresh, as before transfers could fail).
     CASE WHEN c."transfer"->>'status' = 'failed' THEN
       (SELECT json_agg(json_build_object('role', t."role", 'text', t."text", 'interrupted', t."interrupted", 'index', t."index") ORDER BY t."index")
         FROM "CallTurn" t WHERE t."callId" = c."id")::text END AS "turnsJson"
   FROM "Call" c ${callAgentSql("c", "s")}
     JOIN "Workspace" w ON w."id" = c."workspaceId"
     LEFT JOIN "LlmConnection" k ON k."id" = s."llmConnectionId"
     LEFT JOIN "Lead" l ON l."callId" = c."id"
     LEFT JOIN "Contact" p ON p."id" = c."contactId"
   WHERE c."id" = $1`,
);

function agentOf(call: CallToBind): AgentWithConnection {
  const { connectionId, baseUrl, apiKeySealed, defaultModel, pricing, connectionUpdatedAt } = call;
  return {
    ...call,
    id: call.agentId,
    llmConnection:
      connectionId && baseUrl !== null && defaultModel !== null && connectionUpdatedAt !== null
        ? {
            id: connectionId,
            baseUrl,
            apiKeySealed,
            defaultModel,
            pricing: JSON.parse(pricing ?? "null"),
            updatedAt: new Date(connectionUpdatedAt),
          }
        : null,
  };
}

/** The agent's tools as the statement gives them: JSON timestamps carry no zone, and are UTC. */
function toolsOf(json: string): CallTool[] {
  const utc = (value: string | null) => (value === null ? null : new Date(`${value}Z`));
  return (JSON.parse(json) as (CallTool & { updatedAt: string; previousSecretExpiresAt: string | null })[]).map(
    (tool) => ({
      ...tool,
      updatedAt: utc(tool.updatedAt)!,
      previousSecretExpiresAt: utc(tool.previousSecretExpiresAt),
    }),
  );
}

/** The call this provider's session may serve; null when it is unknown, another carrier's, or over. */
export async function bindCall(callId: string, provider: ProviderName): Promise<BoundCall | null> {
  const [call] = await patiently(() => readCall([callId]), { callId, what: "the call could not be read yet" });
  if (!call || call.provider !== provider || isTerminal(call.status)) return null;
  const agent = agentOf(call);
  const variables = callVariables(JSON.parse(call.variables ?? "null"), call.calleeName);
  const tools = agent.brain === "llm" ? toolsOf(call.toolsJson) : [];
  const brief = { ...agentBrief(agent, variables, tools), recording: JSON.parse(call.recording) as RecordingSettings };
  const context = {
    id: callId,
    agentId: call.agentId,
    mode: call.mode,
    to: call.to,
    from: call.from,
    variables,
    metadata: JSON.parse(call.metadata ?? "null"),
    contactId: call.contactId,
  };
  let brain: Brain;
  try {
    const box = tools.length ? toolBox(call.workspaceId, tools, context) : null;
    brain = brainOf(agent, brief, box, knowledgeSource(call.workspaceId, call.knowledgeBaseIds));
  } catch (error) {
    logger.warn({ callId, err: (error as Error).message }, "the agent's brain is unavailable");
    brain = unavailableBrain((error as Error).message);
  }
  // The simulator's clock runs SIMULATOR_TIME_SCALE times real time; a model's latency does not.
  const scale = provider === "simulator" ? env.SIMULATOR_TIME_SCALE : 1;
  const slowBrainMs = env.LLM_FIRST_TOKEN_TIMEOUT_SEC * 1000;
  // Compressed time does not compress our own processing: a simulated callee's hello or reply must
  // not lose a race with it (with a busy event loop, a 4 ms greeting wait fired before the hello was read).
  const wait = (ms: number) => Math.max(ms * scale, provider === "simulator" ? MIN_SIMULATED_WAIT_MS : 0);
  return {
    callId,
    subject: { workspaceId: call.workspaceId, agentId: call.agentId, direction: call.direction },
    providerCallId: call.providerCallId,
    brief,
    brain,
    timing: {
      // An outbound call's callee says hello first; whoever rings one of our numbers hears the agent first.
      greetingWaitMs: call.direction === "inbound" ? 0 : wait(2_000),
      slowBrainMs,
      brainTimeoutMs: slowBrainMs * 3,
      silenceMs: wait(call.silenceTimeoutSec * 1000),
      // Answering-machine detection reports within ~2 s of a greeting's end: it normally leaves the message.
      greetingEndMs: wait(3_000),
      // A resumed conversation (back from a transfer) has what is left of the call's time.
      maxDurationMs: Math.max(0, call.maxDurationSec * 1000 * scale - (call.turnsJson ? (call.answeredMsAgo ?? 0) : 0)),
      digitGapMs: 1_500 * scale,
      speechScale: scale,
    },
    lines: linesFor(call.language),
    redaction: redactionPolicy(call.workspaceRedact, call.redact, {
      keep: [call.to, call.from],
      defaultCountry: call.defaultCountry,
    }),
    resumed: resumedOf(call.turnsJson),
  };
}

function resumedOf(turnsJson: string | null): BoundCall["resumed"] {
  if (!turnsJson) return null;
  const turns = JSON.parse(turnsJson) as (Turn & { index: number })[];
  return {
    history: turns.map(({ role, text, interrupted }) => ({ role, text, interrupted })),
    nextIndex: turns[turns.length - 1].index + 1,
  };
}

/**
 * The ports a session of `callId` writes through; `send` and `close` are the socket's, `carrier`
 * the call as its relay `setup` named it (where a recording is started).
 */
export function sessionPorts(
  callId: string,
  redaction: RedactionPolicy,
  carrier: { provider: ProviderName; providerCallId: string },
  send: SessionPorts["send"],
  close: () => void,
): SessionPorts {
  return {
    send,
    recordingConsent: (consent) => settleRecordingConsentLater(callId, carrier, consent),
    storeTurns: (turns) => recordTurns(callId, turns, redaction),
    finish: ({ handoff }) => {
      if (handoff) void recordHandoff(callId, handoff);
      void resettleCallUsage(callId).catch((error: unknown) =>
        logger.error({ callId, err: error }, "could not settle the call's usage"),
      );
      close();
    },
    claimVoicemail: async () => (await claimVoicemail(callId))?.text ?? null,
  };
}

/**
 * Keeps why the agent ended the call; the carrier's later callbacks do not overwrite it. A transfer
 * ends it only once the person takes the call (server/calls/transfer.ts).
 */
async function recordHandoff(callId: string, handoff: Handoff): Promise<void> {
  if (handoff.reason === "transferred") return;
  await db.call
    .updateMany({ where: { id: callId, endedReason: null }, data: { endedReason: handoff.reason } })
    .catch((error: unknown) => logger.error({ callId, err: error }, "could not record why the call ended"));
}
