import type OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import type { AgentBrief, Brain, BrainEvent, ToolName, Turn } from "./brain";

// The brain of an `llm` agent: streaming chat completions from an OpenAI-compatible endpoint.
// Each content delta is yielded as it arrives; tool calls arrive in pieces (id and name first,
// arguments in fragments) and are yielded whole when the stream ends.

export interface LlmSettings {
  client: OpenAI;
  model: string;
  temperature: number;
}

const SPEAKING_STYLE =
  "You are speaking with someone on a phone call; your words are read aloud. Answer in one to three short sentences, " +
  "in plain spoken language: no lists, markdown, emojis or URLs. Ask one question at a time.";

function tools(brief: AgentBrief): ChatCompletionTool[] {
  const offered: ChatCompletionTool[] = [];
  if (brief.tools.includes("end_call")) {
    offered.push({
      type: "function",
      function: {
        name: "end_call",
        description: "Hang up. Use it once the conversation is finished or the callee wants to end it, together with a short goodbye.",
        parameters: { type: "object", properties: { reason: { type: "string", description: "Why the call ends." } } },
      },
    });
  }
  if (brief.tools.includes("transfer_call") && brief.transferNumbers.length) {
    offered.push({
      type: "function",
      function: {
        name: "transfer_call",
        description: "Transfer the call to a person when the callee asks for one or you cannot help. Say that you are transferring them.",
        parameters: { type: "object", properties: { number: { type: "string", enum: brief.transferNumbers } }, required: ["number"] },
      },
    });
  }
  return offered;
}

function messages(brief: AgentBrief, history: Turn[]): ChatCompletionMessageParam[] {
  const system = `${SPEAKING_STYLE}\n\n${brief.instructions}`.trim();
  return [
    { role: "system", content: system },
    ...history.map((turn): ChatCompletionMessageParam =>
      turn.role === "user"
        ? { role: "user", content: turn.text }
        : { role: "assistant", content: turn.interrupted ? `${turn.text}… (interrupted by the callee)` : turn.text },
    ),
  ];
}

function parseArguments(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json || "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function llmBrain(brief: AgentBrief, llm: LlmSettings): Brain {
  const offered = tools(brief);
  const known = new Set(offered.map((tool) => (tool as { function: { name: string } }).function.name));
  return {
    async *respond(history, signal): AsyncGenerator<BrainEvent> {
      const stream = await llm.client.chat.completions.create(
        { model: llm.model, temperature: llm.temperature, messages: messages(brief, history), stream: true, ...(offered.length ? { tools: offered } : {}) },
        { signal },
      );
      const calls: { name: string; arguments: string }[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) yield { type: "text", delta: delta.content };
        for (const piece of delta?.tool_calls ?? []) {
          const call = (calls[piece.index] ??= { name: "", arguments: "" });
          call.name += piece.function?.name ?? "";
          call.arguments += piece.function?.arguments ?? "";
        }
      }
      for (const call of calls) {
        if (call && known.has(call.name)) yield { type: "tool", call: { name: call.name as ToolName, arguments: parseArguments(call.arguments) } };
      }
    },
  };
}
