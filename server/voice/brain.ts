import type { Retrieval } from "@/server/knowledge/retrieval";
import type { BrainMeter } from "@/server/metering/turn-meter";
import type { ToolCallStatus } from "@/server/tools/request";
import type { RecordingSettings } from "@/server/agents/recording";

// What produces the agent's side of a conversation. A brain streams: the voice session forwards
// each text delta to the carrier as it arrives, and aborts the stream when the callee interrupts.

/** Tools svc itself provides; an agent enables them one by one. */
export type BuiltInToolName = "end_call" | "transfer_call" | "press_digits" | "switch_language";

export interface ToolCall {
  /** The model's id for this call. */
  id?: string;
  name: string;
  arguments: Record<string, unknown>;
  /** What the model was shown back; absent for a tool that ends the call. */
  result?: string;
  /** How many characters of the turn's text the model had said before it made the call. */
  at?: number;
  /** A workspace tool's id (server/tools/). */
  toolId?: string;
  status?: ToolCallStatus;
  httpStatus?: number | null;
  latencyMs?: number;
  /** Why a workspace tool's call failed, in words; null when it succeeded. */
  error?: string | null;
}

/** A workspace tool as the model is offered it. */
export interface OfferedTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One finished turn of the conversation, as the brain is shown it. */
export interface Turn {
  role: "agent" | "user";
  /** For an interrupted agent turn, only what the callee heard. */
  text: string;
  interrupted?: boolean;
  toolCalls?: ToolCall[];
}

export type BrainEvent =
  | { type: "text"; delta: string }
  /** A built-in tool: the consumer acts on it, and sets `call.result` when the model is to go on. */
  | { type: "tool"; call: ToolCall }
  /** A workspace tool's request is under way: `message` is said meanwhile; `done` settles with `call` filled in. */
  | { type: "tool_started"; call: ToolCall; message: string | null; done: Promise<void> }
  /** Its result is in `call`; `message` is said when it failed. */
  | { type: "tool_finished"; call: ToolCall; message: string | null }
  /** The knowledge passages retrieved for this turn (first, before any text): the turn records them. */
  | { type: "knowledge"; retrieval: Retrieval };

/** What the brain does with tools, as a turn's events tell it. */
export type ToolEvent = Extract<BrainEvent, { type: "tool" | "tool_started" | "tool_finished" }>;

/** The agent's settings a brain needs, with the call's `{{variables}}` already filled in. */
export interface AgentBrief {
  firstMessage: string;
  instructions: string;
  /** Built-in tools the agent may use. */
  tools: BuiltInToolName[];
  /** E.164 numbers transfer_call may hand the call to. */
  transferNumbers: string[];
  /** Languages switch_language may switch to. */
  languages: readonly string[];
  /** The workspace tools the agent may call, in order. */
  customTools: OfferedTool[];
  /** A live call's recording settings (none without a call: the test panel, agent tests). */
  recording?: RecordingSettings;
}

export interface RespondOptions {
  /** False: the model may not call tools this time (its tool rounds for the turn are used up). */
  withTools?: boolean;
  /** The knowledge passages retrieved for the callee's latest words (an agent with knowledge bases). */
  reference?: Retrieval;
  /** Told of every model request: its times, tokens and cost (server/metering/). */
  meter?: BrainMeter;
}

export interface Brain {
  /** The agent's next turn after `history` (which ends with the callee's turn, or the agent's turn so far). */
  respond(history: Turn[], signal: AbortSignal, options?: RespondOptions): AsyncIterable<BrainEvent>;
  /**
   * Whether the callee agreed to be recorded, by their reply (`history`'s last turn) to the agent's
   * question before it: true, false, or null when the reply says neither (docs/privacy.md
   * "Recording consent"). A brain without it cannot ask: the call is not recorded.
   */
  consent?(history: Turn[], signal: AbortSignal, meter?: BrainMeter): Promise<boolean | null>;
}
