import { recordTurns } from "@/server/calls/turns";
import { db } from "@/server/db/client";
import type { Agent, Call } from "@/server/db/generated/client";
import { callAgentSql } from "@/server/agents/call-settings";
import { isoSql, preparedSql } from "@/server/db/sql";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { ProviderName } from "@/server/telephony/provider";
import { isTerminal } from "@/server/calls/statuses";
import { claimVoicemail } from "@/server/dialing/voicemail";
import type { Brain } from "./brain";
import { knowledgeSource } from "@/server/knowledge/retrieval";
import { toolBox, type CallTool } from "@/server/tools/executor";
import { agentBrief, brainOf, type AgentWithConnection } from "./brains";
import { linesFor, type SessionLines } from "./lines";
import type { Handoff } from "./protocol";
import type { SessionPorts, SessionTiming } from "./session";
import { callVariables } from "./variables";

// What ties a relay session to its call: the agent's brain and timings when the socket is bound,
// each turn stored as it ends, and the reason the agent ended the call.

export interface BoundCall {
  callId: string;
  brief: ReturnType<typeof agentBrief>;
  brain: Brain;
  timing: SessionTiming;
  lines: SessionLines;
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
  "provider" | "status" | "workspaceId" | "mode" | "direction" | "to" | "from" | "contactId"
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
    /** JSON text: the agent's tools, in its order, timestamps as UTC without a zone. */
    toolsJson: string;
    agentId: string;
    /** JSON text. */
    variables: string | null;
    /** The lead's name, else the contact's. */
    calleeName: string | null;
    connectionId: string | null;
    baseUrl: string | null;
    apiKeySealed: string | null;
    defaultModel: string | null;
    /** ISO text. */
    connectionUpdatedAt: string | null;
  };

// Every answered call binds its socket: one prepared statement through pg (docs/decisions.md
// "The hot path in SQL"), where Prisma's query with its includes cost ~0.5 ms of CPU a call. The
// call runs with the agent's settings of the version it was created with (callAgentSql).
const readCall = preparedSql<CallToBind>(
  "bind-call",
  `SELECT c."provider", c."status"::text AS "status", c."variables"::text AS "variables", COALESCE(l."name", p."name") AS "calleeName",
     c."workspaceId", c."mode"::text AS "mode", c."direction"::text AS "direction", c."to", c."from", c."contactId", c."metadata"::text AS "metadata",
     s."id" AS "agentId", s."brain"::text AS "brain", s."language", s."firstMessage", s."instructions", s."tools", s."toolIds", s."knowledgeBaseIds", s."transferNumbers", s."llmModel",
     s."temperature"::float8 AS "temperature", s."silenceTimeoutSec", s."maxDurationSec",
     k."id" AS "connectionId", k."baseUrl", k."apiKeySealed", k."defaultModel", ${isoSql('k."updatedAt"')} AS "connectionUpdatedAt",
     (SELECT COALESCE(json_agg(t ORDER BY array_position(s."toolIds", t."id")), '[]') FROM "Tool" t
       WHERE t."id" = ANY(s."toolIds") AND t."workspaceId" = c."workspaceId")::text AS "toolsJson"
   FROM "Call" c ${callAgentSql("c", "s")}
     LEFT JOIN "LlmConnection" k ON k."id" = s."llmConnectionId"
     LEFT JOIN "Lead" l ON l."callId" = c."id"
     LEFT JOIN "Contact" p ON p."id" = c."contactId"
   WHERE c."id" = $1`,
);

function agentOf(call: CallToBind): AgentWithConnection {
  const { connectionId, baseUrl, apiKeySealed, defaultModel, connectionUpdatedAt } = call;
  return {
    ...call,
    id: call.agentId,
    llmConnection:
      connectionId && baseUrl !== null && defaultModel !== null && connectionUpdatedAt !== null
        ? { id: connectionId, baseUrl, apiKeySealed, defaultModel, updatedAt: new Date(connectionUpdatedAt) }
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
  const [call] = await readCall([callId]);
  if (!call || call.provider !== provider || isTerminal(call.status)) return null;
  const agent = agentOf(call);
  const variables = callVariables(JSON.parse(call.variables ?? "null"), call.calleeName);
  const tools = agent.brain === "llm" ? toolsOf(call.toolsJson) : [];
  const brief = agentBrief(agent, variables, tools);
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
      maxDurationMs: call.maxDurationSec * 1000 * scale,
      digitGapMs: 1_500 * scale,
      speechScale: scale,
    },
    lines: linesFor(call.language),
  };
}

/** The ports a session of `callId` writes through; `send` and `close` are the socket's. */
export function sessionPorts(callId: string, send: SessionPorts["send"], close: () => void): SessionPorts {
  return {
    send,
    storeTurns: (turns) => recordTurns(callId, turns),
    finish: ({ handoff }) => {
      if (handoff) void recordHandoff(callId, handoff);
      close();
    },
    claimVoicemail: async () => (await claimVoicemail(callId))?.text ?? null,
  };
}

/** Keeps why the agent ended the call; the carrier's later callbacks do not overwrite it. */
async function recordHandoff(callId: string, handoff: Handoff): Promise<void> {
  await db.call
    .updateMany({ where: { id: callId, endedReason: null }, data: { endedReason: handoff.reason } })
    .catch((error: unknown) => logger.error({ callId, err: error }, "could not record why the call ended"));
}
