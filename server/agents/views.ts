import { z } from "zod";
import type { Agent } from "@/server/db/generated/client";
import { agentSettings, agentSettingsView, type AgentSettings } from "./inputs";

// Agents as /v1 shows them: the settings of `agentSettings`, their version, and what the
// workspace derives (the default caller number's E.164).

const SETTING_NAMES = Object.keys(agentSettings.shape) as (keyof AgentSettings)[];

/** The settings as /v1 shows them: with `recordCalls`, the deprecated mirror of `recording.enabled`. */
export function settingsView(settings: AgentSettings) {
  return { ...settings, recordCalls: settings.recording.enabled };
}

export const agentSchema = z.object({
  id: z.string().meta({ example: "agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
  version: z.number().int().meta({ description: "1 when created, +1 on every change; the `ETag` of GET and PATCH." }),
  ...agentSettingsView.shape,
  defaultFrom: z.string().nullable().meta({ description: "The caller number calls use when they name no `from`." }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentView = z.infer<typeof agentSchema>;

/** The agent's version a call was created with, on the call and its `call.summary_ready`. */
export const agentVersionField = z.number().int().nullable().meta({
  description:
    "The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`.",
});

/** The stored row's settings, in the schema's order (so two of them compare as JSON text). */
export function settingsOf(agent: Pick<Agent, keyof AgentSettings>): AgentSettings {
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, agent[name]])) as AgentSettings;
}

export type AgentRow = Agent & { defaultCallerNumber: { number: string } | null };

export const agentInclude = { defaultCallerNumber: { select: { number: true } } } as const;

export function agentView(agent: AgentRow): AgentView {
  return {
    id: agent.id,
    version: agent.version,
    ...settingsView(settingsOf(agent)),
    defaultFrom: agent.defaultCallerNumber?.number ?? null,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
