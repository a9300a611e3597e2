import { z } from "zod";
import { AgentBrain, TtsProvider, VoicemailAction } from "@/server/db/generated/enums";
import { e164Schema } from "@/server/phone";
import { KEEP_EVERYTHING, retentionSchema } from "@/server/privacy/retention";
import { redactSchema } from "@/server/privacy/inputs";
import { SCHEMA_PATTERN_LIMITS } from "@/server/pattern-limits";
import { isVoiceOf } from "@/server/voice/voices";
import { NOT_RECORDING, recordCallsInput, recordCallsView, recordingSchema } from "./recording";

// What a workspace admin sets on an agent: `agentSettings` is the one schema of its fields, the
// body of POST /v1/…/agents, each field of its PATCH, and what every version stores. The settings
// form validates in the browser with the same schema, taking the analysis schema as text
// (`agentInput`). Rules across fields (a voice of the chosen provider, an LLM connection for an
// `llm` brain, …) are `agentRules`, applied wherever the fields are composed.

export const LANGUAGES = [
  "en-US",
  "en-GB",
  "es-ES",
  "es-MX",
  "fr-FR",
  "de-DE",
  "it-IT",
  "pt-BR",
  "nl-NL",
  "ja-JP",
] as const;
export type AgentLanguage = (typeof LANGUAGES)[number];
/** The built-in tools an agent may enable (server/voice/brain.ts); a workspace's own tools are `toolIds`. */
export const AGENT_TOOLS = ["end_call", "transfer_call", "press_digits", "switch_language"] as const;
/** Tools of the workspace an agent may call, at most. */
export const MAX_AGENT_TOOLS = 20;
/** Knowledge bases an agent searches on every turn, at most. */
export const MAX_AGENT_KNOWLEDGE_BASES = 5;

/** Absent or empty (a form's "none" option) is null. */
const emptyIsNull = (schema: z.ZodString) => schema.nullish().transform((value) => value || null);

/** A JSON Schema of an object (null = none): analysis validates the answers it extracts with it. */
const analysisSchemaObject = z
  .record(z.string(), z.unknown())
  .refine((schema) => schema.type === "object", 'Give an object schema: {"type": "object", "properties": {…}}')
  // Whether it compiles is checked on the server (server/agents/settings.ts): Ajv compiles with
  // `new Function`, which the settings pages' Content-Security-Policy rightly forbids.
  .nullable()
  .meta({
    description: `JSON Schema (\`{"type": "object", …}\`) of the structured data post-call analysis extracts; null = none. ${SCHEMA_PATTERN_LIMITS}`,
  });

/** The same, as the form's text (empty = none). */
const analysisSchemaText = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    if (!text.trim()) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Not valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(analysisSchemaObject);

export const agentSettings = z.strictObject({
  name: z.string().trim().min(1, "Name the agent").max(100),
  ttsProvider: z.enum(TtsProvider, "Pick a speech provider").default("Google"),
  voice: z.string().min(1, "Pick a voice"),
  language: z.enum(LANGUAGES, "Pick a language"),
  firstMessage: z.string().trim().min(1, "Write what the agent says first").max(1000),
  instructions: z.string().trim().max(20_000, "Keep instructions under 20,000 characters"),
  /** Caller number used when a call names no `from`; empty = none. */
  defaultCallerNumberId: emptyIsNull(z.string()),
  brain: z.enum(AgentBrain, "Pick a brain").default("script"),
  llmConnectionId: emptyIsNull(z.string()),
  /** Empty = the connection's default model. */
  llmModel: emptyIsNull(z.string().trim().max(100)),
  temperature: z.coerce.number("Give a number from 0 to 2").min(0, "From 0 to 2").max(2, "From 0 to 2").default(0.7),
  tools: z.array(z.enum(AGENT_TOOLS)).max(AGENT_TOOLS.length).default(["end_call"]),
  transferNumbers: z.array(e164Schema).max(10, "At most 10 numbers").default([]),
  /** The workspace's tools the agent may call, in the order they are offered to the model. */
  toolIds: z
    .array(z.string().min(1))
    .max(MAX_AGENT_TOOLS, `At most ${MAX_AGENT_TOOLS} tools`)
    .refine((ids) => new Set(ids).size === ids.length, "Each tool once")
    .default([]),
  /** The workspace's knowledge bases searched on every turn (docs/voice-agent.md "Knowledge bases"). */
  knowledgeBaseIds: z
    .array(z.string().min(1))
    .max(MAX_AGENT_KNOWLEDGE_BASES, `At most ${MAX_AGENT_KNOWLEDGE_BASES} knowledge bases`)
    .refine((ids) => new Set(ids).size === ids.length, "Each knowledge base once")
    .default([]),
  voicemailAction: z.enum(VoicemailAction).default("hang_up"),
  voicemailMessage: z.string().trim().max(1000).default(""),
  silenceTimeoutSec: z.coerce
    .number()
    .int("Whole seconds")
    .min(3, "At least 3 seconds")
    .max(120, "At most 120 seconds")
    .default(10),
  maxDurationSec: z.coerce
    .number()
    .int("Whole seconds")
    .min(30, "At least 30 seconds")
    .max(14_400, "At most 4 hours")
    .default(600),
  recording: recordingSchema.default(NOT_RECORDING),
  /** Kinds redacted beyond the workspace's (docs/privacy.md "Redaction"). */
  redact: redactSchema
    .meta({
      description:
        "Kinds this agent redacts in addition to the workspace's `redact` (`card_number`, `ssn`, `email`, `phone_number`): an agent may redact more than its workspace, never less.",
    })
    .default([]),
  analysisSchema: analysisSchemaObject.default(null),
  successCriteria: z.string().trim().max(2000).default(""),
  /** Shorter retention for this agent's calls; the workspace's days apply where these are longer or null. */
  retention: retentionSchema.default(KEEP_EVERYTHING).meta({
    description: "Shorter days for this agent's calls than the workspace's `retention`; the shorter applies.",
  }),
});

/** The settings as /v1 shows them: what the `emptyIsNull` fields are once parsed (a response schema has no transforms). */
export const agentSettingsView = z.object({
  ...agentSettings.shape,
  defaultCallerNumberId: z.string().nullable(),
  llmConnectionId: z.string().nullable(),
  llmModel: z.string().nullable(),
  recordCalls: recordCallsView,
});

export type AgentSettings = z.output<typeof agentSettings>;
/** What a request may send: the settings, and `recordCalls`, the deprecated name of `recording.enabled`. */
export const withAlias = { recordCalls: recordCallsInput };

export function agentRules(agent: AgentSettings, ctx: z.RefinementCtx): void {
  const issue = (path: keyof AgentSettings, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!isVoiceOf(agent.ttsProvider, agent.voice)) issue("voice", "Pick one of this provider's voices");
  if (agent.brain === "llm" && !agent.llmConnectionId)
    issue("llmConnectionId", "Pick the LLM connection this agent thinks with");
  if (agent.tools.includes("transfer_call") && !agent.transferNumbers.length)
    issue("transferNumbers", "List the numbers calls may be transferred to");
  if (agent.voicemailAction === "leave_message" && !agent.voicemailMessage)
    issue("voicemailMessage", "Write the message to leave");
}

/** The settings form's schema: `agentSettings` with the analysis schema as text. */
export const agentInput = agentSettings
  .extend({ analysisSchema: z.string().default("").pipe(analysisSchemaText) })
  .superRefine(agentRules);

/** A PATCH: any of the fields, none defaulted (absent = unchanged); the rules apply to the result. */
export const agentPatch = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(agentSettings.shape).map(([name, schema]) => [
      name,
      (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
    ]),
  ) as {
    [K in keyof typeof agentSettings.shape]: z.ZodOptional<
      (typeof agentSettings.shape)[K] extends z.ZodDefault<infer Inner> ? Inner : (typeof agentSettings.shape)[K]
    >;
  }),
  ...withAlias,
});
export type AgentPatch = z.output<typeof agentPatch>;
