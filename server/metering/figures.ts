import { z } from "zod";
import { TERMINAL_STATUSES } from "@/server/calls/statuses";
import type { Call } from "@/server/db/generated/client";
import { preparedSql } from "@/server/db/sql";
import { llmUsageSchema, type LlmUsage } from "./usage";

// A call's figures as /v1 and its webhooks show them: what it used, what it cost, how fast its
// agent answered (docs/decisions.md "Usage, cost and latency"). The database settles them from the
// call's turns in the statement that ends the call, and prices them again when post-call analysis
// adds its tokens or the carrier gives its price (svc_settle_call_figures, a trigger): every path
// that ends a call is covered without being listed, and the call.* webhooks of that statement
// carry them. Null while the call is open.

export const callUsageSchema = z
  .object({
    durationSec: z.number().int().meta({ description: "The carrier's duration of the call, from answer to hang-up." }),
    billedMinutes: z.number().int().meta({ description: "`durationSec` in started minutes, as carriers bill." }),
    llm: llmUsageSchema.meta({ description: "The conversation's model requests, as the model reported them." }),
    ttsCharacters: z.number().int().meta({ description: "Characters sent to the carrier to be spoken." }),
    toolRequests: z.number().int().meta({ description: "Requests to the workspace's tools." }),
    toolErrors: z.number().int().meta({ description: "Of those, the ones that did not answer `ok`." }),
    knowledgeSearches: z.number().int(),
    analysisLlm: llmUsageSchema.meta({ description: "Post-call analysis's model requests, counted apart." }),
  })
  .meta({ id: "CallUsage", description: "What the call used; null while it is open." });

export const callCostSchema = z
  .object({
    currency: z.string().meta({ description: "The workspace's currency (ISO 4217)." }),
    carrier: z.number().meta({
      description:
        "The carrier's charge: started minutes × the workspace's carrier price, or the carrier's own price once reconciled.",
    }),
    speech: z
      .number()
      .meta({ description: "Speech recognition and synthesis: started minutes × the workspace's speech price." }),
    llm: z.number().meta({ description: "Model tokens at the LLM connection's prices, post-call analysis included." }),
    total: z.number(),
    status: z.enum(["estimated", "reconciled"]).meta({
      description: "`reconciled`: the carrier part is the carrier's own price (Twilio's, fetched after the call).",
    }),
  })
  .meta({ id: "CallCost", description: "What the call cost, in the workspace's currency; null while it is open." });

export const callLatencySchema = z
  .object({
    turns: z.number().int().meta({ description: "Agent turns that answered the callee (the greeting included)." }),
    responseMs: z.object({
      p50: z.number().int().nullable(),
      p90: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
  })
  .meta({ id: "CallLatency", description: "Its agent turns' `responseMs`; each turn's parts are on the transcript." });

export type CallUsage = z.infer<typeof callUsageSchema>;
export type CallCost = z.infer<typeof callCostSchema>;
export type CallLatency = z.infer<typeof callLatencySchema>;

type StoredUsage = Omit<CallUsage, "llm" | "analysisLlm"> & { llm: LlmUsage; analysisLlm: LlmUsage };

const publicLlm = ({ costMicros: _cost, ...usage }: LlmUsage) => usage;

export function callFiguresView(call: Pick<Call, "usage" | "cost" | "latency">): {
  usage: CallUsage | null;
  cost: CallCost | null;
  latency: CallLatency | null;
} {
  const usage = call.usage as StoredUsage | null;
  const latency = call.latency as (CallLatency & { histogram: number[] }) | null;
  return {
    usage: usage && { ...usage, llm: publicLlm(usage.llm), analysisLlm: publicLlm(usage.analysisLlm) },
    cost: call.cost as CallCost | null,
    latency: latency && { turns: latency.turns, responseMs: latency.responseMs },
  };
}

/** The same views in SQL, over a row of "Call" aliased `call` (webhooks built in one statement). */
export const usageViewSql = (call: string) => `(${call}."usage" #- '{llm,costMicros}' #- '{analysisLlm,costMicros}')`;
export const costViewSql = (call: string) => `${call}."cost"`;

// Turns stored after the statement that ended the call (the callee hung up while the last one was
// being written) are counted again once the session has stored its last: only for an ended call,
// and only when the figures change.
const resettle = preparedSql(
  "resettle-call-usage",
  `UPDATE "Call" c SET ("usage", "latency") = (SELECT f."usage", f."latency" FROM svc_call_usage(c) f)
   WHERE c."id" = $1 AND c."status"::text = ANY($2::text[])
     AND (SELECT f."usage" FROM svc_call_usage(c) f) IS DISTINCT FROM c."usage"`,
);

/** Settles the figures of an ended call again from all its turns (its relay session has stored them all). */
export async function resettleCallUsage(callId: string): Promise<void> {
  await resettle([callId, TERMINAL_STATUSES]);
}
