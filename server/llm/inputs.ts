import { z } from "zod";
import { llmPricingSchema } from "@/server/metering/pricing";

// What the LLM connections page and /v1 accept; no server imports, so the form validates in the
// browser with the same schemas.

export const llmConnectionInput = z.strictObject({
  name: z.string().trim().min(1, "Name the connection").max(100),
  baseUrl: z
    .url({ protocol: /^https?$/, message: "An http(s) URL, e.g. https://api.openai.com/v1" })
    .max(2048)
    .meta({ description: "OpenAI-compatible base URL; must be a public address." }),
  defaultModel: z.string().trim().min(1, "Name the model, e.g. gpt-4o-mini").max(100),
  /** Absent or empty = keep the key it has (or none). Write-only: only its last 4 characters are ever shown. */
  apiKey: z
    .string()
    .trim()
    .max(500)
    .optional()
    .meta({ description: "Write-only; only `apiKeyLast4` is ever shown. Absent or empty keeps the saved key." }),
  pricing: llmPricingSchema.nullable().optional().meta({
    description: "The model's prices, which calls' costs are priced from; null: not priced (its tokens cost 0).",
  }),
});
export type LlmConnectionInput = z.output<typeof llmConnectionInput>;

/** A change names only the fields it changes. */
export const llmConnectionChanges = llmConnectionInput.partial();
export type LlmConnectionChanges = z.output<typeof llmConnectionChanges>;
