import type { AgentVersionView } from "@/server/agents/versions";
import { VOICES } from "@/server/voice/voices";
import { retentionText } from "@/app/(dashboard)/w/[workspaceId]/retention-text";
import { BUILT_IN_LABELS } from "../tool-choices";

// How the version diff names an agent's settings: by the agent form's labels, with the names of
// the numbers, connections, tools and knowledge bases their ids stand for.

export type Settings = AgentVersionView["settings"];
export type Field = keyof Settings;

/** Names of the workspace's things by id, to show instead of the ids a version stores. */
export interface NamesById {
  numbers: Record<string, string>;
  connections: Record<string, string>;
  tools: Record<string, string>;
  knowledgeBases: Record<string, string>;
}

/** Fields that only mirror another (`recordCalls`, the deprecated name of `recording.enabled`): not compared apart. */
export const MIRRORS: readonly Field[] = ["recordCalls"];

export const FIELD_LABELS: Record<Field, string> = {
  name: "Name",
  ttsProvider: "Speech provider",
  voice: "Voice",
  language: "Language",
  firstMessage: "First message",
  instructions: "Instructions",
  defaultCallerNumberId: "Default caller number",
  brain: "Brain",
  llmConnectionId: "LLM connection",
  llmModel: "Model",
  temperature: "Temperature",
  tools: "Built-in tools",
  transferNumbers: "Transfer numbers",
  toolIds: "Tools",
  knowledgeBaseIds: "Knowledge bases",
  voicemailAction: "When a machine answers",
  voicemailMessage: "Voicemail message",
  silenceTimeoutSec: "Silence timeout (s)",
  maxDurationSec: "Maximum duration (s)",
  recording: "Recording",
  recordCalls: "Record calls",
  redact: "Also redacts",
  analysisSchema: "Analysis schema",
  successCriteria: "Success criteria",
  retention: "Retention (days)",
};

const CHOICES: Partial<Record<Field, Record<string, string>>> = {
  brain: { script: "Script", llm: "LLM" },
  voicemailAction: { hang_up: "Hang up", leave_message: "Leave a message" },
};

/** An id by its name; one that no longer exists says so rather than showing the bare id. */
const named = (names: Record<string, string>, id: string) => names[id] ?? "(deleted)";

/** A setting's value as a person reads it: "—" for nothing, names for ids, labels for choices. */
export function shownValue(field: Field, settings: Settings, names: NamesById): string {
  const value = settings[field];
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value) && value.length === 0) return "—";
  switch (field) {
    case "defaultCallerNumberId":
      return named(names.numbers, String(value));
    case "llmConnectionId":
      return named(names.connections, String(value));
    case "toolIds":
      return settings.toolIds.map((id) => named(names.tools, id)).join(", ");
    case "knowledgeBaseIds":
      return settings.knowledgeBaseIds.map((id) => named(names.knowledgeBases, id)).join(", ");
    case "tools":
      return settings.tools.map((tool) => BUILT_IN_LABELS[tool] ?? tool).join(", ");
    case "voice":
      return VOICES[settings.ttsProvider]?.find((voice) => voice.id === value)?.label ?? String(value);
    case "recording":
      return settings.recording.enabled
        ? `Yes, consent: ${settings.recording.consent} (“${settings.recording.announcement}”${settings.recording.consent === "verbal" ? `, on decline: ${settings.recording.onDecline}` : ""})`
        : "No";
    case "retention":
      return retentionText(settings.retention);
  }
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return CHOICES[field]?.[String(value)] ?? String(value);
}
