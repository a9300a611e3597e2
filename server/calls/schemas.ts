import { z } from "zod";
import { recordingConsentSchema, type RecordingConsent } from "./recording-consent";
import { callPurgedOf, callPurgedSchema } from "@/server/privacy/retention";
import { transferSchema, type Transfer } from "./transfer-schema";
import { ApiKeyMode, CallDirection, CallEndedReason, CallStatus } from "@/server/db/generated/enums";
import { callAnalysisSchema, type CallAnalysis } from "./analysis";
import type { Call } from "@/server/db/generated/client";
import { phoneSchema } from "@/server/phone";
import { agentVersionField } from "@/server/agents/views";
import { callExperimentOf, callExperimentSchema } from "@/server/experiments/call-experiment";
import { callCostSchema, callFiguresView, callLatencySchema, callUsageSchema } from "@/server/metering/figures";

// What /v1 accepts and returns for calls (docs/api-contract.md §2 and §4.1, docs/decisions.md
// "Originate fields").

export const callStatusSchema = z.enum(CallStatus);
export const callDirectionSchema = z
  .enum(CallDirection)
  .meta({ description: "`outbound`: svc called `to`; `inbound`: `from` rang `to`, one of the workspace's numbers." });

const routingSchema = z
  .object({
    status: z.enum(["ok", "timeout", "error", "invalid"]),
    latencyMs: z.number().int(),
    httpStatus: z.number().int().nullable(),
  })
  .meta({
    description:
      "Inbound calls to a number with a routing URL: how asking it went. Anything but `ok` means the number's own agent answered, with no variables.",
  });

/** metadata: a small string map kept with the call and echoed back. */
const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((value) => Object.keys(value).length <= 50, "At most 50 keys.")
  .meta({ description: "Up to 50 string keys (≤ 40 chars) with string values (≤ 500 chars)." });

/** variables: values the agent may use in its prompt and first message. */
const variablesSchema = z
  .record(z.string().min(1).max(40), z.string().max(2000))
  .refine((value) => Object.keys(value).length <= 50, "At most 50 keys.")
  .meta({ description: 'Values for the agent\'s prompt, e.g. {"firstName": "Ada"}.' });

const id = (description: string) => z.string().min(1).max(64).meta({ description });

// Request bodies refuse unknown fields: a misspelt optional field must not be silently dropped.
export const originateInput = z.strictObject({
  agentId: id("Agent that places the call."),
  to: phoneSchema.meta({ description: "Number to dial: E.164, or as written in the workspace's `defaultCountry`." }),
  from: phoneSchema.optional().meta({ description: "Caller number of the workspace; defaults to the agent's." }),
});

export const createCallInput = z
  .strictObject({
    agentId: id("Agent that places the call."),
    to: phoneSchema.optional().meta({
      description:
        "Number to dial: E.164, or as written in the workspace's `defaultCountry`. Give `to` or `contactId`.",
    }),
    contactId: id("Contact to call (its phone is dialed). Give `to` or `contactId`.").optional(),
    from: phoneSchema.optional().meta({ description: "Caller number of the workspace; defaults to the agent's." }),
    metadata: metadataSchema.optional(),
    variables: variablesSchema.optional(),
  })
  .refine((input) => Boolean(input.to) !== Boolean(input.contactId), {
    message: "Give exactly one of `to` and `contactId`.",
    path: ["to"],
  });

/** The 202 of originate-manual: exactly the fields of docs/api-contract.md §4.1. */
export const queuedCallSchema = z.object({
  id: z.string().meta({ example: "call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99" }),
  status: callStatusSchema,
  agentId: z.string(),
  to: z.string(),
  from: z.string(),
  createdAt: z.string().meta({ description: "ISO 8601 UTC with milliseconds.", example: "2026-11-22T04:45:00.000Z" }),
});

export const callSchema = queuedCallSchema.extend({
  agentVersion: agentVersionField,
  direction: callDirectionSchema,
  routing: routingSchema.nullable(),
  mode: z
    .enum(ApiKeyMode)
    .meta({ description: "`test` calls (made with svc_sk_test_ keys) only reach the simulator." }),
  contactId: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  updatedAt: z.string(),
  dialedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSec: z.number().int().nullable(),
  summary: z.string().nullable(),
  failureReason: z.string().nullable(),
  endedReason: z.enum(CallEndedReason).nullable().meta({
    description:
      "Why the call ended: the callee hung up (`completed`), `agent_ended`, `transferred`, `voicemail`, `silence_timeout`, `max_duration`, `llm_error`, …",
  }),
  answeredBy: z
    .string()
    .nullable()
    .meta({ description: "Answering-machine detection's verdict: `human`, `machine_end_beep`, …" }),
  recordingUrl: z.string().nullable().meta({ description: "The call's recording, when the agent records calls." }),
  recordingConsent: recordingConsentSchema,
  analysis: callAnalysisSchema.nullable().meta({ description: "Post-call analysis; null until it ran." }),
  campaignId: z.string().nullable().meta({ description: "The campaign that placed the call, if any." }),
  experiment: callExperimentSchema,
  transfer: transferSchema
    .nullable()
    .meta({ description: "The call's latest transfer to a person; null when none was asked for." }),
  usage: callUsageSchema.nullable(),
  cost: callCostSchema.nullable(),
  latency: callLatencySchema.nullable(),
  purged: callPurgedSchema,
});

export type QueuedCallView = z.infer<typeof queuedCallSchema>;
export type CallView = z.infer<typeof callSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function queuedCallView(call: Call): QueuedCallView {
  return {
    id: call.id,
    status: call.status,
    agentId: call.agentId,
    to: call.to,
    from: call.from,
    createdAt: call.createdAt.toISOString(),
  };
}

export function callView(call: Call): CallView {
  return {
    ...queuedCallView(call),
    agentVersion: call.agentVersion,
    direction: call.direction,
    routing: (call.routing as z.infer<typeof routingSchema> | null) ?? null,
    mode: call.mode,
    contactId: call.contactId,
    metadata: (call.metadata as Record<string, string> | null) ?? null,
    updatedAt: call.updatedAt.toISOString(),
    dialedAt: iso(call.dialedAt),
    answeredAt: iso(call.answeredAt),
    endedAt: iso(call.endedAt),
    durationSec: call.durationSec,
    summary: call.summary,
    failureReason: call.failureReason,
    endedReason: call.endedReason,
    answeredBy: call.answeredBy,
    recordingUrl: call.recordingUrl,
    recordingConsent: (call.recordingConsent as RecordingConsent | null) ?? null,
    analysis: (call.analysis as CallAnalysis | null) ?? null,
    campaignId: call.campaignId,
    experiment: callExperimentOf(call),
    transfer: (call.transfer as Transfer | null) ?? null,
    ...callFiguresView(call),
    purged: callPurgedOf(call.purged),
  };
}
