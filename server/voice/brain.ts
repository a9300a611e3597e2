// What produces the agent's side of a conversation. A brain streams: the voice session forwards
// each text delta to the carrier as it arrives, and aborts the stream when the callee interrupts.

export type ToolName = "end_call" | "transfer_call";

export interface ToolCall {
  name: ToolName;
  arguments: Record<string, unknown>;
}

/** One finished turn of the conversation, as the brain is shown it. */
export interface Turn {
  role: "agent" | "user";
  /** For an interrupted agent turn, only what the callee heard. */
  text: string;
  interrupted?: boolean;
  toolCalls?: ToolCall[];
}

export type BrainEvent = { type: "text"; delta: string } | { type: "tool"; call: ToolCall };

/** The agent's settings a brain needs, with the call's `{{variables}}` already filled in. */
export interface AgentBrief {
  firstMessage: string;
  instructions: string;
  /** Tools the agent may use. */
  tools: ToolName[];
  /** E.164 numbers transfer_call may hand the call to. */
  transferNumbers: string[];
}

export interface Brain {
  /** The agent's next turn after `history` (which ends with the callee's turn). */
  respond(history: Turn[], signal: AbortSignal): AsyncIterable<BrainEvent>;
}
