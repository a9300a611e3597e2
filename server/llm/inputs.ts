import { z } from "zod";

// What the LLM connections page accepts; no server imports, so the form validates in the browser
// with the same schemas.

export const llmConnectionInput = z.object({
  name: z.string().trim().min(1, "Name the connection").max(100),
  baseUrl: z.url({ protocol: /^https?$/, message: "An http(s) URL, e.g. https://api.openai.com/v1" }).max(2048),
  defaultModel: z.string().trim().min(1, "Name the model, e.g. gpt-4o-mini").max(100),
  /** Empty = keep the key it has (or none). */
  apiKey: z.string().trim().max(500),
});
export type LlmConnectionInput = z.output<typeof llmConnectionInput>;
