import { z } from "zod";
import type { LlmUsage } from "./usage";

// The prices a business sets (docs/decisions.md "Usage, cost and latency"): its LLM connections'
// per million tokens, and its workspace's per minute of carrier and of speech. A call's cost is
// priced from them (the model's part per turn, here; the minutes when the call ends, by
// svc_call_cost in the database); the carrier part is reconciled with the carrier's own price.

const price = z.number().min(0).max(100_000);

export const llmPricingSchema = z
  .strictObject({
    inputPerMTok: price.meta({ description: "Per million input tokens, in the workspace's currency." }),
    outputPerMTok: price.meta({ description: "Per million output tokens." }),
    cachedInputPerMTok: price
      .optional()
      .meta({ description: "Per million cached input tokens; absent: the input price." }),
  })
  .meta({ id: "LlmPricing", description: "The model's prices; null: calls count its tokens at no cost." });
export type LlmPricing = z.infer<typeof llmPricingSchema>;

/** Twilio's US list prices: Programmable Voice per minute, outbound and inbound (local), and ConversationRelay per minute. */
export const DEFAULT_WORKSPACE_PRICING = {
  currency: "USD",
  carrierPerMinute: { outbound: 0.014, inbound: 0.0085 },
  speechPerMinute: 0.07,
} as const;

export const workspacePricingSchema = z
  .strictObject({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "An ISO 4217 code, e.g. USD")
      .meta({ description: "ISO 4217; every price and cost of the workspace is in it." }),
    carrierPerMinute: z.strictObject({
      outbound: price.meta({ description: "Per started minute of an outbound call." }),
      inbound: price.meta({ description: "Per started minute of an inbound call." }),
    }),
    speechPerMinute: price.meta({
      description: "Speech recognition and synthesis (ConversationRelay), per started minute.",
    }),
  })
  .meta({ id: "WorkspacePricing" });
export type WorkspacePricing = z.infer<typeof workspacePricingSchema>;

/** A workspace's stored prices, read leniently: ones that no longer parse are the defaults. */
export function workspacePricingOf(stored: unknown): WorkspacePricing {
  const parsed = workspacePricingSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_WORKSPACE_PRICING;
}

/** A stored pricing value, read leniently: one that no longer parses is no pricing. */
export function llmPricingOf(stored: unknown): LlmPricing | null {
  const parsed = llmPricingSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The model's part of the cost, in millionths of the currency (tokens × price per million = micros). */
export function llmCostMicros(usage: Omit<LlmUsage, "costMicros">, pricing: LlmPricing | null): number {
  if (!pricing) return 0;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  return Math.round(
    (usage.inputTokens - cached) * pricing.inputPerMTok +
      cached * (pricing.cachedInputPerMTok ?? pricing.inputPerMTok) +
      usage.outputTokens * pricing.outputPerMTok,
  );
}

/** Usage of one model request, priced. */
export function pricedUsage(usage: Omit<LlmUsage, "costMicros">, pricing: LlmPricing | null): LlmUsage {
  return { ...usage, costMicros: llmCostMicros(usage, pricing) };
}
