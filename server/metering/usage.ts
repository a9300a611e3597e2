import { z } from "zod";

// What a conversation uses: the model's tokens (as the model reports them, else estimated from
// characters), the characters sent to be spoken, tool requests and knowledge searches
// (docs/decisions.md "Usage, cost and latency").

export const llmUsageSchema = z.object({
  requests: z.number().int().meta({ description: "Requests made to the model." }),
  inputTokens: z.number().int().meta({ description: "Prompt tokens, cached ones included." }),
  outputTokens: z.number().int(),
  cachedInputTokens: z.number().int().meta({ description: "Of the input tokens, those the model's cache served." }),
  estimated: z.boolean().meta({
    description: "True when the model reported no usage for some request: its tokens were estimated from characters.",
  }),
});

/** A model's usage as stored: with its cost in millionths of the workspace's currency (never shown as such). */
export type LlmUsage = z.infer<typeof llmUsageSchema> & { costMicros: number };

export const NO_LLM_USAGE: LlmUsage = {
  requests: 0,
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
  estimated: false,
  costMicros: 0,
};

/** A turn's usage as stored on it (CallTurn.usage). */
export interface TurnUsage {
  llm: LlmUsage;
  ttsCharacters: number;
  toolRequests: number;
  toolErrors: number;
  knowledgeSearches: number;
}

export const NO_TURN_USAGE: TurnUsage = {
  llm: NO_LLM_USAGE,
  ttsCharacters: 0,
  toolRequests: 0,
  toolErrors: 0,
  knowledgeSearches: 0,
};

export function addLlmUsage(a: LlmUsage, b: LlmUsage): LlmUsage {
  return {
    requests: a.requests + b.requests,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    estimated: a.estimated || b.estimated,
    costMicros: a.costMicros + b.costMicros,
  };
}

export function addTurnUsage(a: TurnUsage, b: TurnUsage): TurnUsage {
  return {
    llm: addLlmUsage(a.llm, b.llm),
    ttsCharacters: a.ttsCharacters + b.ttsCharacters,
    toolRequests: a.toolRequests + b.toolRequests,
    toolErrors: a.toolErrors + b.toolErrors,
    knowledgeSearches: a.knowledgeSearches + b.knowledgeSearches,
  };
}

/** The usage an OpenAI-compatible answer reports (`usage` of a completion, or of a stream's last chunk with `include_usage`). */
export interface ReportedUsage {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
}

/** OpenAI's rule of thumb for English text: a token is about four characters. */
const CHARACTERS_PER_TOKEN = 4;

/**
 * One request's usage: the model's own report, or, when it gave none (a server without
 * `stream_options.include_usage`, a stream cut by an interruption), an estimate from the
 * characters sent and received, marked estimated.
 */
export function requestUsage(
  reported: ReportedUsage | null | undefined,
  characters: { input: number; output: number },
): Omit<LlmUsage, "costMicros"> {
  if (reported && typeof reported.prompt_tokens === "number" && typeof reported.completion_tokens === "number")
    return {
      requests: 1,
      inputTokens: reported.prompt_tokens,
      outputTokens: reported.completion_tokens,
      cachedInputTokens: reported.prompt_tokens_details?.cached_tokens ?? 0,
      estimated: false,
    };
  return {
    requests: 1,
    inputTokens: Math.ceil(characters.input / CHARACTERS_PER_TOKEN),
    outputTokens: Math.ceil(characters.output / CHARACTERS_PER_TOKEN),
    cachedInputTokens: 0,
    estimated: true,
  };
}
