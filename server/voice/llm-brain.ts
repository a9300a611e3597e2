import { randomBytes } from "node:crypto";
import type OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { parseToolArguments } from "@/server/tools/arguments";
import type { Retrieval } from "@/server/knowledge/retrieval";
import type { AgentBrief, Brain, BrainEvent, ToolCall, Turn } from "./brain";

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

const fn = (name: string, description: string, parameters: Record<string, unknown>): ChatCompletionTool => ({
  type: "function",
  function: { name, description, parameters },
});

function tools(brief: AgentBrief): ChatCompletionTool[] {
  const offered: ChatCompletionTool[] = [];
  if (brief.tools.includes("end_call")) {
    offered.push(
      fn(
        "end_call",
        "Hang up. Use it once the conversation is finished or the callee wants to end it, together with a short goodbye.",
        {
          type: "object",
          properties: { reason: { type: "string", description: "Why the call ends." } },
        },
      ),
    );
  }
  if (brief.tools.includes("transfer_call") && brief.transferNumbers.length) {
    offered.push(
      fn(
        "transfer_call",
        "Transfer the call to a person when the callee asks for one or you cannot help. Say that you are transferring them.",
        {
          type: "object",
          properties: { number: { type: "string", enum: brief.transferNumbers } },
          required: ["number"],
        },
      ),
    );
  }
  if (brief.tools.includes("press_digits")) {
    offered.push(
      fn(
        "press_digits",
        "Press keys on the phone's keypad, to get through an automated phone menu. Say nothing while you do.",
        {
          type: "object",
          properties: {
            digits: {
              type: "string",
              pattern: "^[0-9*#w]{1,32}$",
              description: 'The keys, e.g. "1" or "4512#"; w waits half a second.',
            },
          },
          required: ["digits"],
        },
      ),
    );
  }
  if (brief.tools.includes("switch_language") && brief.languages.length > 1) {
    offered.push(
      fn(
        "switch_language",
        "Switch the language you speak and listen in, when the callee prefers another language. Then go on in that language.",
        {
          type: "object",
          properties: { language: { type: "string", enum: [...brief.languages] } },
          required: ["language"],
        },
      ),
    );
  }
  for (const tool of brief.customTools) offered.push(fn(tool.name, tool.description, tool.parameters));
  return offered;
}

/** An agent turn with tool calls: the text before each round of calls, the calls, their results, the text after. */
function agentMessages(turn: Turn): ChatCompletionMessageParam[] {
  const text = turn.interrupted ? `${turn.text}… (interrupted by the callee)` : turn.text;
  const answered = (turn.toolCalls ?? []).filter(
    (call): call is ToolCall & { id: string; result: string } => call.result !== undefined && Boolean(call.id),
  );
  if (!answered.length) return [{ role: "assistant", content: text }];
  const messages: ChatCompletionMessageParam[] = [];
  let said = 0;
  for (const at of [...new Set(answered.map((call) => Math.min(call.at ?? 0, turn.text.length)))].sort(
    (a, b) => a - b,
  )) {
    const round = answered.filter((call) => Math.min(call.at ?? 0, turn.text.length) === at);
    messages.push({
      role: "assistant",
      content: turn.text.slice(said, at) || null,
      tool_calls: round.map((call) => ({
        id: call.id,
        type: "function" as const,
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      })),
    });
    for (const call of round) messages.push({ role: "tool", tool_call_id: call.id, content: call.result });
    said = at;
  }
  const rest = text.slice(said);
  if (rest.trim()) messages.push({ role: "assistant", content: rest });
  return messages;
}

/**
 * The turn's knowledge passages as reference text with their ids, and how to use them. In the
 * system message, which every OpenAI-compatible server takes (some refuse a system message
 * anywhere but first).
 */
function referenceText(reference: Retrieval): string {
  if (!reference.passages.length)
    return (
      "Reference: no passage of the business's documents matches the callee's latest words. If they ask about the " +
      "business (prices, hours, policies, products), say that you do not know rather than guess."
    );
  const passages = reference.passages.map((passage) => `[${passage.chunkId}] ${passage.title}\n${passage.text}`);
  return [
    "Reference passages from the business's documents, retrieved for the callee's latest words. Answer questions " +
      "about the business from them only; if they do not hold the answer, say that you do not know rather than guess. " +
      "Never read out the ids in brackets.",
    ...passages,
  ].join("\n\n");
}

function messages(brief: AgentBrief, history: Turn[], reference?: Retrieval): ChatCompletionMessageParam[] {
  const parts = [SPEAKING_STYLE, brief.instructions.trim(), reference ? referenceText(reference) : ""];
  const system = parts.filter(Boolean).join("\n\n");
  return [
    { role: "system", content: system },
    ...history.flatMap((turn): ChatCompletionMessageParam[] =>
      turn.role === "user" ? [{ role: "user", content: turn.text }] : agentMessages(turn),
    ),
  ];
}

export function llmBrain(brief: AgentBrief, llm: LlmSettings): Brain {
  const offered = tools(brief);
  const known = new Set(offered.map((tool) => (tool as { function: { name: string } }).function.name));
  return {
    async *respond(history, signal, { withTools = true, reference } = {}): AsyncGenerator<BrainEvent> {
      const toolsNow = withTools && offered.length ? { tools: offered } : {};
      const stream = await llm.client.chat.completions.create(
        {
          model: llm.model,
          temperature: llm.temperature,
          messages: messages(brief, history, reference),
          stream: true,
          ...toolsNow,
        },
        { signal },
      );
      const calls: { id: string; name: string; arguments: string }[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) yield { type: "text", delta: delta.content };
        for (const piece of delta?.tool_calls ?? []) {
          const call = (calls[piece.index] ??= { id: "", name: "", arguments: "" });
          call.id ||= piece.id ?? "";
          call.name += piece.function?.name ?? "";
          call.arguments += piece.function?.arguments ?? "";
        }
      }
      for (const call of calls) {
        if (!call || !known.has(call.name)) continue;
        // Arguments that are not a JSON object reach the tool's validation as such: the model is told and may retry.
        yield {
          type: "tool",
          call: {
            id: call.id || `call_${randomBytes(8).toString("hex")}`,
            name: call.name,
            arguments: parseToolArguments(call.arguments),
          },
        };
      }
    },
  };
}
