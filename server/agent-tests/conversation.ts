import type { Db } from "@/server/db/client";
import type { Agent, LlmConnection } from "@/server/db/generated/client";
import { analyseConversation, type CallAnalysis } from "@/server/calls/analysis";
import { llmPricingOf } from "@/server/metering/pricing";
import { knowledgeOf, storedToolCall, type StoredTurn, type TurnKnowledge } from "@/server/calls/turns";
import { env } from "@/server/env";
import { llmStreamClient } from "@/server/llm/client";
import { behindLiveCalls } from "@/server/processes/behind-live-calls";
import type { ToolAnswerer } from "@/server/tools/executor";
import type { AgentBrief, Brain, BrainEvent, ToolCall, Turn } from "@/server/voice/brain";
import { AgentNotReadyError, brainForAgent } from "@/server/voice/brains";
import { answerWithoutCarrier, endingOf } from "@/server/voice/built-in-tools";
import { llmBrain } from "@/server/voice/llm-brain";
import { fillVariables } from "@/server/voice/variables";
import type { TestEndedReason, ToolMock } from "./inputs";
import { holds } from "./matching";
import type { PlayedTest } from "./tests";

// One agent test conversation: a simulated caller (a script, or a persona played by a model)
// against the agent at a version, in text, through the same brain, tool rounds (with the test's
// mocks answering the workspace's tools) and analysis as a call (server/voice/brains.ts), and the
// same rules for the built-in tools (server/voice/built-in-tools.ts). No carrier, no call row.

export interface PlayedConversation {
  turns: StoredTurn[];
  endedReason: TestEndedReason;
  /** Why the conversation could not be played to its end (a model that failed); null when it was. */
  error: string | null;
  analysis: CallAnalysis | null;
  /** The agent as it was played, and its connection (the judge asks its model). */
  agent: Agent | null;
  llmConnection: LlmConnection | null;
}

/** A mock answers a workspace tool: the first of the tool whose arguments hold; nothing is ever sent. */
export function mockedTools(mocks: ToolMock[]): ToolAnswerer {
  return async (tool, call) => {
    const mock = mocks.find((m) => m.tool === tool.name && holds(m.arguments ?? {}, call.arguments));
    if (!mock) {
      const error = `In this test no mock answers ${tool.name} with these arguments: the request was not made.`;
      return { status: "refused", httpStatus: null, latencyMs: 0, result: JSON.stringify({ error }), error };
    }
    return {
      status: "ok",
      httpStatus: null,
      latencyMs: 0,
      result: typeof mock.result === "string" ? mock.result : JSON.stringify(mock.result ?? null),
      error: null,
    };
  };
}

const PERSONA_FRAME =
  "You play the CALLER in a phone call with a company's voice agent, to test it. The user's messages are what the agent says. " +
  "Say only what the caller would say next, in their words. When the caller's business is done or the agent says goodbye, " +
  "say goodbye and use end_call.";

/** The persona's brain: an LLM brain that sees the conversation from the caller's side. */
function personaBrain(persona: string, variables: Record<string, string>, connection: LlmConnection, model: string) {
  const brief: AgentBrief = {
    firstMessage: "",
    instructions: `${PERSONA_FRAME}\n\nThe caller:\n${fillVariables(persona, variables)}`,
    tools: ["end_call"],
    transferNumbers: [],
    languages: [],
    customTools: [],
  };
  const brain = llmBrain(brief, {
    client: llmStreamClient(connection),
    model,
    temperature: 0.7,
    pricing: llmPricingOf(connection.pricing),
  });
  return {
    respond: (history: Turn[], signal: AbortSignal) =>
      brain.respond(
        history.map((turn) => ({ role: turn.role === "agent" ? "user" : "agent", text: turn.text })),
        signal,
      ),
  };
}

/** What the caller says next; null when they hang up (their script is over, or the persona ended the call). */
type Caller = (history: Turn[], signal: AbortSignal) => Promise<{ text: string; hangsUp: boolean }>;

class NotPlayable extends Error {}

async function callerOf(db: Db, workspaceId: string, test: PlayedTest): Promise<Caller> {
  const { caller } = test;
  if (caller.script) {
    const lines = caller.script;
    let next = 0;
    return async () => (next < lines.length ? { text: lines[next++], hangsUp: false } : { text: "", hangsUp: true });
  }
  const connection = await db.llmConnection.findFirst({ where: { id: caller.llmConnectionId!, workspaceId } });
  if (!connection) throw new NotPlayable("The persona's LLM connection is gone: pick another in the test.");
  const brain = personaBrain(caller.persona!, test.variables, connection, caller.llmModel || connection.defaultModel);
  return async (history, signal) => {
    let text = "";
    let hangsUp = false;
    for await (const event of brain.respond(history, signal)) {
      if (event.type === "text") text += event.delta;
      else if (event.type === "tool" && event.call.name === "end_call") hangsUp = true;
    }
    return { text: text.trim(), hangsUp };
  };
}

/**
 * A model's answer, with the voice session's deadline: no output for three times
 * LLM_FIRST_TOKEN_TIMEOUT_SEC fails it, as it ends a call `llm_error`.
 */
export async function withDeadline<T>(work: (signal: AbortSignal, alive: () => void) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const ms = env.LLM_FIRST_TOKEN_TIMEOUT_SEC * 3 * 1000;
  let timer = setTimeout(() => controller.abort(new Error("the model did not answer in time")), ms);
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error("the model did not answer in time")), ms);
  };
  try {
    return await work(controller.signal, alive);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

export interface AgentAnswer {
  text: string;
  toolCalls: ToolCall[];
  ending: ReturnType<typeof endingOf>;
  /** What the agent's knowledge bases gave it for this turn, as a call's turn records it. */
  knowledge: TurnKnowledge | null;
}

/**
 * The agent's next turn, as the voice session would make it: text, tool calls, the messages said
 * while tools run. `answerBuiltIn` answers the keypad and language tools (no carrier to act on).
 */
export async function agentAnswer(
  brain: Brain,
  brief: AgentBrief,
  history: Turn[],
  answerBuiltIn: (call: ToolCall) => void = (call) => answerWithoutCarrier(call, "agent test"),
) {
  await behindLiveCalls();
  return withDeadline<AgentAnswer>(async (signal, alive) => {
    const answer: AgentAnswer = { text: "", toolCalls: [], ending: null, knowledge: null };
    const say = (words: string | null) => words && (answer.text += `${/\S$/.test(answer.text) ? " " : ""}${words} `);
    const agentTurns = history.filter((turn) => turn.role === "agent").length;
    // Only a replayed call has interruptions: the callee's, as recorded.
    const afterInterruption = history.findLast((turn) => turn.role === "agent")?.interrupted ?? false;
    for await (const event of brain.respond(history, signal) as AsyncIterable<BrainEvent>) {
      alive();
      if (event.type === "text") answer.text += event.delta;
      else if (event.type === "knowledge") answer.knowledge = knowledgeOf(event.retrieval);
      else if (event.type === "tool_started") {
        answer.toolCalls.push(event.call);
        say(event.message);
      } else if (event.type === "tool_finished") say(event.message);
      else {
        answerBuiltIn(event.call);
        if (event.call.result !== undefined) answer.toolCalls.push(event.call);
        else {
          const ending = endingOf(brief, event.call, agentTurns, afterInterruption);
          if (ending) {
            answer.toolCalls.push(event.call);
            answer.ending ??= ending;
          }
        }
      }
    }
    answer.text = answer.text.trim();
    return answer;
  });
}

/** Plays `test` against the agent at `version`; `canceled` is asked between turns. Never throws for a model's failure. */
export async function playConversation(
  db: Db,
  workspaceId: string,
  agentId: string,
  version: number,
  test: PlayedTest,
  canceled: () => Promise<boolean>,
): Promise<PlayedConversation | "canceled"> {
  const turns: StoredTurn[] = [];
  const history: Turn[] = [];
  const record = (turn: Turn, knowledge: TurnKnowledge | null = null) => {
    const now = new Date();
    history.push(turn);
    turns.push({
      index: turns.length,
      role: turn.role,
      text: turn.text,
      startedAt: now,
      endedAt: now,
      interrupted: false,
      toolCalls: (turn.toolCalls ?? []).map(storedToolCall) as StoredTurn["toolCalls"],
      knowledge: knowledge?.knowledge ?? [],
      knowledgeMs: knowledge?.knowledgeMs ?? null,
    });
  };
  let played: Awaited<ReturnType<typeof brainForAgent>>;
  let caller: Caller;
  try {
    played = await brainForAgent(db, workspaceId, agentId, test.variables, {
      version,
      answer: () => mockedTools(test.toolMocks),
    });
    caller = await callerOf(db, workspaceId, test);
  } catch (error) {
    if (!(error instanceof AgentNotReadyError || error instanceof NotPlayable)) throw error;
    return { turns, endedReason: "llm_error", error: error.message, analysis: null, agent: null, llmConnection: null };
  }
  const { agent, llmConnection, brief, brain } = played;
  const outcome = (endedReason: TestEndedReason, error: string | null = null) => ({ endedReason, error });
  const play = async (): Promise<{ endedReason: TestEndedReason; error: string | null } | "canceled"> => {
    record({ role: "agent", text: brief.firstMessage });
    for (let turn = 0; turn < test.maxTurns; turn++) {
      if (await canceled()) return "canceled";
      let said: Awaited<ReturnType<Caller>>;
      try {
        said = await withDeadline((signal) => caller(history, signal));
      } catch (error) {
        return outcome("completed", `The persona's model failed: ${(error as Error).message}`);
      }
      if (said.text) record({ role: "user", text: said.text });
      if (said.hangsUp || !said.text) return outcome("completed");
      let answer: AgentAnswer;
      try {
        answer = await agentAnswer(brain, brief, history);
      } catch (error) {
        return outcome("llm_error", `The agent's model failed: ${(error as Error).message}`);
      }
      if (answer.text || answer.toolCalls.length)
        record({ role: "agent", text: answer.text, toolCalls: answer.toolCalls }, answer.knowledge);
      if (answer.ending) return outcome(answer.ending.reason === "transferred" ? "transferred" : "agent_ended");
    }
    return outcome("max_turns");
  };
  const ended = await play();
  if (ended === "canceled") return "canceled";
  const analysis = ended.error ? null : await analyseConversation(agent, llmConnection, turns);
  return { turns, ...ended, analysis, agent, llmConnection };
}
