import { z } from "zod";
import { recordingConsentSchema, type RecordingConsent } from "./recording-consent";
import { callAgentSql } from "@/server/agents/call-settings";
import { agentVersionField } from "@/server/agents/views";
import { callExperimentOf, callExperimentSchema } from "@/server/experiments/call-experiment";
import { db } from "@/server/db/client";
import type { Agent, Call, LlmConnection } from "@/server/db/generated/client";
import { ApiKeyMode, CallDirection, CallEndedReason, CallStatus } from "@/server/db/generated/enums";
import { isoSql, preparedSql, shapedSql, sqlParameters } from "@/server/db/sql";
import { deliveryRequested } from "@/server/events";
import { storable, storableJson } from "@/server/db/storable";
import { logger } from "@/server/logger";
import { askForJson } from "@/server/llm/json-answer";
import { callCostSchema, callUsageSchema, costViewSql, usageViewSql } from "@/server/metering/figures";
import { NO_LLM_USAGE, type LlmUsage } from "@/server/metering/usage";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { redactJson, redactionPolicy } from "@/server/privacy/redaction";
import type { Turn } from "@/server/voice/brain";
import { scriptAnswers, scriptQuestions } from "@/server/voice/script-brain";
import { DELIVERY_OUTBOX, WEBHOOK_FACTS, webhookEventsSql, type WebhookEventType } from "@/server/webhooks/events";
import { turnSchema, turnView, type StoredTurn } from "./turns";

// Post-call analysis, once per answered call (the `analyze-call` function): a summary, the
// structured data the agent's analysis schema asks for, and whether the call met the agent's
// success criteria. An `llm` agent's own model reads the transcript; its answer is checked
// against the schema, asked again once with the problems, else the analysis is stored as failed
// with the reason. A `script` agent needs no model: its answers are the structured data.
// `call.summary_ready` announces it: the end-of-call report an integrator acts on, once per
// analysed call (the event id derives from the call, so a re-run announces nothing new).

export const callAnalysisSchema = z
  .object({
    summary: z.string().nullable(),
    structuredData: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "Shaped by the agent's analysis schema." }),
    successful: z
      .boolean()
      .nullable()
      .meta({ description: "Whether the call met the agent's success criteria; null when it has none." }),
    error: z.string().nullable().meta({ description: "Why the analysis failed; null when it succeeded." }),
  })
  .meta({ id: "CallAnalysis" });
export type CallAnalysis = z.infer<typeof callAnalysisSchema>;

export const summaryReadySchema = z
  .object({
    callId: z.string(),
    agentVersion: agentVersionField,
    direction: z.enum(CallDirection),
    mode: z.enum(ApiKeyMode).meta({ description: "Live or test data, as the call itself." }),
    status: z.enum(CallStatus),
    endedReason: z.enum(CallEndedReason).nullable(),
    durationSec: z.number().int().nullable(),
    answeredBy: z
      .string()
      .nullable()
      .meta({ description: "Answering-machine detection's verdict: human, machine_end_beep, …" }),
    recordingUrl: z.string().nullable(),
    recordingConsent: recordingConsentSchema,
    experiment: callExperimentSchema,
    analysis: callAnalysisSchema,
    transcript: z.array(turnSchema),
    usage: callUsageSchema.nullable().meta({ description: "What the call used, post-call analysis included." }),
    cost: callCostSchema.nullable(),
  })
  .meta({ id: "CallSummaryReady" });

function history(turns: StoredTurn[]): Turn[] {
  return turns.map((turn) => ({ role: turn.role, text: turn.text, interrupted: turn.interrupted }));
}

export function transcriptText(turns: Pick<StoredTurn, "role" | "text" | "interrupted">[]): string {
  return turns
    .map(
      (turn) =>
        `${turn.role === "agent" ? "Agent" : "Callee"}: ${turn.text}${turn.interrupted ? " [interrupted]" : ""}`,
    )
    .join("\n");
}

/** The property names of an object schema, in order: where the script's answers go. */
export function schemaKeys(schema: unknown): string[] | null {
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties && typeof properties === "object" ? Object.keys(properties) : null;
}

export function scriptAnalysis(
  agent: Pick<Agent, "instructions" | "analysisSchema">,
  turns: StoredTurn[],
): CallAnalysis {
  if (!turns.some((turn) => turn.role === "user")) {
    return {
      summary: turns.length ? "The agent spoke; the callee said nothing." : "The call ended before anyone spoke.",
      structuredData: null,
      successful: false,
      error: null,
    };
  }
  const answers = scriptAnswers(agent.instructions, history(turns));
  const keys = schemaKeys(agent.analysisSchema);
  const structuredData = Object.fromEntries(answers.map(({ question, answer }, i) => [keys?.[i] ?? question, answer]));
  const answered = answers.filter((a) => a.answer !== null);
  const summary = answers.length
    ? `The callee answered ${answered.length} of ${answers.length} questions. ${answered.map((a) => `${a.question} ${a.answer}`).join(" ")}`.trim()
    : `A conversation of ${turns.length} turns; the agent had no questions to ask.`;
  return {
    summary,
    structuredData: answers.length ? structuredData : null,
    successful: scriptQuestions(agent.instructions).length ? answered.length === answers.length : null,
    error: null,
  };
}

export type AnalysingAgent = Pick<Agent, "instructions" | "analysisSchema" | "successCriteria" | "llmModel">;

function analysisRequest(
  agent: AnalysingAgent,
  turns: StoredTurn[],
): { system: string; schema: Record<string, unknown> } {
  const schema = {
    type: "object",
    properties: {
      summary: { type: "string" },
      successful: agent.successCriteria ? { type: "boolean" } : { type: "null" },
      structuredData: agent.analysisSchema ?? { type: "null" },
    },
    required: ["summary", "successful", "structuredData"],
  };
  const system = [
    "You analyse the transcript of a phone call between an AI agent and a callee. Answer with one JSON object only:",
    '- "summary": two or three sentences on what happened and what was agreed;',
    agent.successCriteria
      ? `- "successful": true if the call met these success criteria, else false: ${agent.successCriteria}`
      : '- "successful": null;',
    agent.analysisSchema
      ? `- "structuredData": an object following this JSON Schema: ${JSON.stringify(agent.analysisSchema)}`
      : '- "structuredData": null.',
    `The agent's instructions were:\n${agent.instructions}`,
  ].join("\n");
  return { system: `${system}\n\nTranscript:\n${transcriptText(turns)}`, schema };
}

async function llmAnalysis(
  agent: AnalysingAgent,
  connection: LlmConnection,
  turns: StoredTurn[],
  used?: (usage: LlmUsage) => void,
): Promise<CallAnalysis> {
  const { system, schema } = analysisRequest(agent, turns);
  const { answer, error, usage } = await askForJson<{
    summary: string;
    successful: boolean | null;
    structuredData: Record<string, unknown> | null;
  }>(connection, agent.llmModel || connection.defaultModel, { name: "call_analysis", system, schema });
  used?.(usage);
  if (!answer) return { summary: null, structuredData: null, successful: null, error };
  return { summary: answer.summary, successful: answer.successful, structuredData: answer.structuredData, error: null };
}

// One statement (docs/decisions.md "The hot path in SQL"): the analysis, unless one was stored
// before, and `call.summary_ready` with its deliveries, when this run stored it or found it stored
// (a re-run after the announcement is a no-op: the event id derives from the call).
// The analysis's model usage is added to the call's (its cost priced again by the trigger of
// server/metering/figures.ts), and the announcement carries the call's figures as stored.
function storeAndAnnounce(
  workspaceId: string,
  analysis: CallAnalysis,
  analysisUsage: LlmUsage,
  summary: Omit<z.infer<typeof summaryReadySchema>, "usage" | "cost">,
  storedBefore: boolean,
) {
  const { add, values } = sqlParameters();
  const type: WebhookEventType = "call.summary_ready";
  const callId = add(summary.callId);
  return shapedSql<{ stored: boolean; events: string | null }>(
    `WITH stored AS (
      UPDATE "Call" c SET "analysis" = ${add(storableJson(analysis))}::jsonb, "summary" = ${add(analysis.summary)}, "updatedAt" = now() AT TIME ZONE 'UTC',
        "usage" = jsonb_set(c."usage", '{analysisLlm}', ${add(JSON.stringify(analysisUsage))}::jsonb)
      WHERE c."id" = ${callId} AND (c."analysis" IS NULL OR c."analysis" = 'null'::jsonb)
      RETURNING ${usageViewSql("c")} AS "usage", ${costViewSql("c")} AS "cost"
    ), figures AS (
      SELECT "usage", "cost" FROM stored
      UNION ALL SELECT ${usageViewSql("c")}, ${costViewSql("c")} FROM "Call" c WHERE c."id" = ${callId} AND NOT EXISTS (SELECT 1 FROM stored)
    ), ${WEBHOOK_FACTS} AS (
      SELECT ${add(workspaceId)}::text AS "workspaceId", ${add(type)}::text AS "type", ${callId}::text AS "subjectId",
        ${add(storableJson(summary))}::jsonb || jsonb_build_object('usage', figures."usage", 'cost', figures."cost") AS "data"
      FROM figures WHERE ${add(storedBefore)}::boolean OR EXISTS (SELECT 1 FROM stored)
    ), ${webhookEventsSql(add(deliveryRequested.name))}
    SELECT EXISTS (SELECT 1 FROM stored) AS "stored", ${outboxRowsSql([DELIVERY_OUTBOX])}`,
    values,
  );
}

type CallToAnalyse = Pick<
  Call,
  | "workspaceId"
  | "agentId"
  | "agentVersion"
  | "direction"
  | "mode"
  | "status"
  | "endedReason"
  | "durationSec"
  | "answeredBy"
  | "recordingUrl"
  | "recordingConsent"
  | "experimentId"
  | "experimentArm"
> &
  Pick<Agent, "brain" | "instructions" | "llmConnectionId" | "llmModel" | "successCriteria" | "redact"> &
  Pick<Call, "to" | "from"> & {
    /** The workspace's redaction kinds and default country (the agent's own are `redact`). */
    workspaceRedact: string[];
    defaultCountry: string;
    /** JSON text, as are the two below. */
    analysis: string | null;
    analysisSchema: string | null;
    turns: string | null;
  };

const iso = (column: string) => isoSql(`t."${column}"`);
const readCallToAnalyse = preparedSql<CallToAnalyse>(
  "call-to-analyse",
  `SELECT c."workspaceId", c."agentId", c."agentVersion", c."direction", c."mode", c."status", c."endedReason", c."durationSec", c."answeredBy", c."recordingUrl", c."recordingConsent", c."experimentId", c."experimentArm"::text AS "experimentArm", c."analysis"::text AS "analysis",
    a."brain", a."instructions", a."llmConnectionId", a."llmModel", a."successCriteria", a."analysisSchema"::text AS "analysisSchema",
    a."redact", c."to", c."from", w."redact" AS "workspaceRedact", w."defaultCountry",
    (SELECT json_agg(json_build_object('index', t."index", 'role', t."role", 'text', t."text", 'startedAt', ${iso("startedAt")}, 'endedAt', ${iso("endedAt")},
       'interrupted', t."interrupted", 'toolCalls', t."toolCalls", 'knowledge', t."knowledge", 'knowledgeMs', t."knowledgeMs", 'latency', t."latency") ORDER BY t."index")::text FROM "CallTurn" t WHERE t."callId" = c."id") AS "turns"
  FROM "Call" c ${callAgentSql("c", "a")} JOIN "Workspace" w ON w."id" = c."workspaceId" WHERE c."id" = $1`,
);

/**
 * The call, what its agent (at the version the call was created with: callAgentSql) needs of it
 * and its turns, in one statement through pg: every answered call is analysed.
 */
async function readCall(callId: string): Promise<{ call: CallToAnalyse; turns: StoredTurn[] }> {
  const [call] = await readCallToAnalyse([callId]);
  if (!call) throw new Error(`analysis: no call ${callId}`);
  const turns = (
    JSON.parse(call.turns ?? "[]") as (Omit<StoredTurn, "startedAt" | "endedAt"> & {
      startedAt: string;
      endedAt: string;
    })[]
  ).map((turn) => ({
    ...turn,
    startedAt: new Date(turn.startedAt),
    endedAt: new Date(turn.endedAt),
  }));
  return { call, turns };
}

/** A script agent's answers need no model; an `llm` agent's own model reads what the callee said. */
async function analyse(
  call: CallToAnalyse,
  turns: StoredTurn[],
  used: (usage: LlmUsage) => void,
): Promise<CallAnalysis> {
  const analysisSchema = JSON.parse(call.analysisSchema ?? "null") as Agent["analysisSchema"];
  const connection =
    call.brain === "llm" && call.llmConnectionId
      ? await db.llmConnection.findUnique({ where: { id: call.llmConnectionId } })
      : null;
  return analyseConversation({ ...call, analysisSchema }, connection, turns, used);
}

/** The analysis of a conversation, a call's or an agent test's: by the agent's model when it has one and the callee spoke. */
export function analyseConversation(
  agent: AnalysingAgent & Pick<Agent, "brain">,
  connection: LlmConnection | null,
  turns: StoredTurn[],
  used?: (usage: LlmUsage) => void,
): Promise<CallAnalysis> | CallAnalysis {
  if (agent.brain !== "llm" || !connection || !turns.some((turn) => turn.role === "user"))
    return scriptAnalysis(agent, turns);
  return llmAnalysis(agent, connection, turns, used);
}

/** Analyses the call unless it was already, and announces the analysis stored (`call.summary_ready`); returns it. */
export async function analyzeCall(callId: string): Promise<CallAnalysis> {
  const { call, turns } = await readCall(callId);
  const storedBefore = JSON.parse(call.analysis ?? "null") as CallAnalysis | null;
  // A model's summary and structured data may hold text no column takes (NUL): stored, and announced, clean;
  // and redacted as the turns it read were (docs/privacy.md).
  let analysisUsage = NO_LLM_USAGE;
  const redaction = redactionPolicy(call.workspaceRedact, call.redact, {
    keep: [call.to, call.from],
    defaultCountry: call.defaultCountry,
  });
  const analysis =
    storedBefore ?? redactJson(storable(await analyse(call, turns, (usage) => (analysisUsage = usage))), redaction);
  if (!storedBefore && analysis.error) logger.warn({ callId, reason: analysis.error }, "post-call analysis failed");
  const summary = {
    callId,
    agentVersion: call.agentVersion,
    direction: call.direction,
    mode: call.mode,
    status: call.status,
    endedReason: call.endedReason,
    durationSec: call.durationSec,
    answeredBy: call.answeredBy,
    recordingUrl: call.recordingUrl,
    recordingConsent: (call.recordingConsent as RecordingConsent | null) ?? null,
    experiment: callExperimentOf(call),
    analysis,
    transcript: turns.map(turnView),
  };
  const [written] = await storeAndAnnounce(call.workspaceId, analysis, analysisUsage, summary, storedBefore !== null);
  relayOutboxRows(written.events);
  if (storedBefore || written.stored) return analysis;
  // A run beside this one stored its analysis first, and announces it: that one counts.
  return (await db.call.findUniqueOrThrow({ where: { id: callId }, select: { analysis: true } }))
    .analysis as CallAnalysis;
}
