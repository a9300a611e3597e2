import { recordTurns } from "@/server/calls/turns";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { ProviderName } from "@/server/telephony/provider";
import { isTerminal } from "@/server/dialing/transitions";
import type { Brain } from "./brain";
import { agentBrief, brainOf } from "./brains";
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
}

const MIN_SIMULATED_SILENCE_MS = 1_000;

/** A brain for an agent that cannot think (its LLM connection is gone): the session apologises and ends the call. */
function unavailableBrain(reason: string): Brain {
  return {
    async *respond() {
      throw new Error(reason);
    },
  };
}

/** The call this provider's session may serve; null when it is unknown, another carrier's, or over. */
export async function bindCall(callId: string, provider: ProviderName): Promise<BoundCall | null> {
  const call = await db.call.findUnique({
    where: { id: callId },
    include: { agent: { include: { llmConnection: true } }, contact: { select: { name: true } }, lead: { select: { name: true } } },
  });
  if (!call || call.provider !== provider || isTerminal(call.status)) return null;
  const brief = agentBrief(call.agent, callVariables(call.variables, call.lead?.name ?? call.contact?.name));
  let brain: Brain;
  try {
    brain = brainOf(call.agent, brief);
  } catch (error) {
    logger.warn({ callId, err: (error as Error).message }, "the agent's brain is unavailable");
    brain = unavailableBrain((error as Error).message);
  }
  // The simulator's clock runs SIMULATOR_TIME_SCALE times real time; a model's latency does not.
  const scale = provider === "simulator" ? env.SIMULATOR_TIME_SCALE : 1;
  const slowBrainMs = env.LLM_FIRST_TOKEN_TIMEOUT_SEC * 1000;
  return {
    callId,
    brief,
    brain,
    timing: {
      greetingWaitMs: 2_000 * scale,
      slowBrainMs,
      brainTimeoutMs: slowBrainMs * 3,
      // Compressed time does not compress our own processing: a simulated callee's reply must not lose a race with it.
      silenceMs: Math.max(call.agent.silenceTimeoutSec * 1000 * scale, provider === "simulator" ? MIN_SIMULATED_SILENCE_MS : 0),
      maxDurationMs: call.agent.maxDurationSec * 1000 * scale,
      digitGapMs: 1_500 * scale,
      speechScale: scale,
    },
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
  };
}

/** Keeps why the agent ended the call; the carrier's later callbacks do not overwrite it. */
async function recordHandoff(callId: string, handoff: Handoff): Promise<void> {
  await db.call
    .updateMany({ where: { id: callId, endedReason: null }, data: { endedReason: handoff.reason } })
    .catch((error: unknown) => logger.error({ callId, err: error }, "could not record why the call ended"));
}

