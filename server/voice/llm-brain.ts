import { randomBytes } from "node:crypto";
import type OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { parseToolArguments } from "@/server/tools/arguments";
import type { Retrieval } from "@/server/knowledge/retrieval";
import { pricedUsage, type LlmPricing } from "@/server/metering/pricing";
import { clock } from "@/server/metering/turn-meter";
import { requestUsage, type ReportedUsage } from "@/server/metering/usage";
import type { AgentBrief, Brain, BrainEvent, RespondOptions, ToolCall, Turn } from "./brain";

// The brain of an `llm` agent: streaming chat completions from an OpenAI-compatible endpoint.
// Each content delta is yielded as it arrives; tool calls arrive in pieces (id and name first,
// arguments in fragments) and are yielded whole when the stream ends.

export interface LlmSettings {
  /** A client for streamed requests (`llmStreamClient`): the brain makes no other. */
  client: OpenAI;
  model: string;
  temperature: number;
  /** The connection's prices: each request's tokens are priced as they are reported. */
  pricing: LlmPricing | null;
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
        "Transfer the call to a person when the callee asks for one or you cannot help. Say that you are transferring them. " +
          "Warm: the person first hears who is calling and a summary of the call, and may decline (the callee then stays with you); cold: the callee is put through at once.",
        {
          type: "object",
          properties: {
            number: { type: "string", enum: brief.transferNumbers },
            mode: { type: "string", enum: ["warm", "cold"] },
          },
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

/** The built-in tool the brain answers a recording-consent reply with (docs/privacy.md "Recording consent"). */
export const RECORDING_CONSENT_TOOL = fn(
  "recording_consent",
  "Record whether the callee agreed to this call being recorded, from their reply to your question about it.",
  {
    type: "object",
    properties: { granted: { type: "boolean", description: "True only if they clearly agreed." } },
    required: ["granted"],
  },
);

const CONSENT_TASK =
  "You have just asked the callee whether this call may be recorded. Call recording_consent with granted true only " +
  "if their latest reply clearly agrees; false if they refuse, hesitate or do not say yes.";

function messages(brief: AgentBrief, history: Turn[], reference?: Retrieval, task = ""): ChatCompletionMessageParam[] {
  const parts = [SPEAKING_STYLE, brief.instructions.trim(), reference ? referenceText(reference) : "", task];
  const system = parts.filter(Boolean).join("\n\n");
  return [
    { role: "system", content: system },
    ...history.flatMap((turn): ChatCompletionMessageParam[] =>
      turn.role === "user" ? [{ role: "user", content: turn.text }] : agentMessages(turn),
    ),
  ];
}

/** What one request offers: its tools (and the one it must call), and the task added to the system message. */
interface Request {
  toolsNow: { tools?: ChatCompletionTool[]; tool_choice?: { type: "function"; function: { name: string } } };
  task?: string;
}

export function llmBrain(brief: AgentBrief, llm: LlmSettings): Brain {
  const offered = tools(brief);
  const nameOf = (tool: ChatCompletionTool) => (tool as { function: { name: string } }).function.name;
  const offeredNames = offered.map(nameOf);
  return {
    respond(history, signal, { withTools = true, reference, meter } = {}) {
      return ask(
        history,
        signal,
        { toolsNow: withTools && offered.length ? { tools: offered } : {} },
        reference,
        meter,
      );
    },
    async consent(history, signal, meter) {
      const toolsNow = {
        tools: [RECORDING_CONSENT_TOOL],
        tool_choice: { type: "function" as const, function: { name: "recording_consent" } },
      };
      for await (const event of ask(history, signal, { toolsNow, task: CONSENT_TASK }, undefined, meter)) {
        if (event.type === "tool" && event.call.name === "recording_consent")
          return typeof event.call.arguments.granted === "boolean" ? event.call.arguments.granted : null;
      }
      return null;
    },
  };

  async function* ask(
    history: Turn[],
    signal: AbortSignal,
    { toolsNow, task }: Request,
    reference?: Retrieval,
    meter?: RespondOptions["meter"],
  ): AsyncGenerator<BrainEvent> {
    const sent = messages(brief, history, reference, task);
    // The agent's tools, and what this request offers besides (recording_consent): any other name is ignored.
    const known = new Set([...offeredNames, ...(toolsNow.tools ?? []).map(nameOf)]);
    const calls: { id: string; name: string; arguments: string }[] = [];
    const startedAt = clock();
    let firstOutputAt: number | null = null;
    let output = 0;
    let reported: ReportedUsage | null = null;
    let finishReason: string | null = null;
    let answered = false;
    try {
      const stream = await llm.client.chat.completions.create(
        {
          model: llm.model,
          temperature: llm.temperature,
          messages: sent,
          stream: true,
          // The last chunk reports the tokens used (servers without it get an estimate).
          stream_options: { include_usage: true },
          ...toolsNow,
        },
        { signal },
      );
      answered = true;
      for await (const chunk of stream) {
        if (chunk.usage) reported = chunk.usage;
        const choice = chunk.choices[0];
        finishReason = choice?.finish_reason ?? finishReason;
        const delta = choice?.delta;
        if (delta?.content) {
          firstOutputAt ??= clock();
          output += delta.content.length;
          yield { type: "text", delta: delta.content };
        }
        for (const piece of delta?.tool_calls ?? []) {
          firstOutputAt ??= clock();
          const call = (calls[piece.index] ??= { id: "", name: "", arguments: "" });
          call.id ||= piece.id ?? "";
          call.name += piece.function?.name ?? "";
          call.arguments += piece.function?.arguments ?? "";
          output += (piece.function?.name?.length ?? 0) + (piece.function?.arguments?.length ?? 0);
        }
      }
    } finally {
      // Also when the callee interrupted: the model answered, and is paid for.
      if (answered)
        meter?.modelRequest({
          model: llm.model,
          startedAt,
          firstOutputAt,
          endedAt: clock(),
          finishReason,
          usage: pricedUsage(
            requestUsage(reported, {
              input: reported ? 0 : JSON.stringify(sent).length + JSON.stringify(toolsNow).length,
              output,
            }),
            llm.pricing,
          ),
        });
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
  }
}
