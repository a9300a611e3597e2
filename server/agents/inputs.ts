import { z } from "zod";

// What a workspace admin sets on an agent; the settings form and the server validate with this.

export const VOICES = ["alloy", "echo", "fable", "onyx", "nova", "shimmer"] as const;
export const LANGUAGES = ["en-US", "en-GB", "es-ES", "es-MX", "fr-FR", "de-DE", "it-IT", "pt-BR", "nl-NL", "ja-JP"] as const;

export const agentInput = z.object({
  name: z.string().trim().min(1, "Name the agent").max(100),
  voice: z.enum(VOICES, "Pick a voice"),
  language: z.enum(LANGUAGES, "Pick a language"),
  firstMessage: z.string().trim().min(1, "Write what the agent says first").max(1000),
  instructions: z.string().trim().max(20_000, "Keep instructions under 20,000 characters"),
  /** Caller number used when a call names no `from`; empty = none. */
  defaultCallerNumberId: z.preprocess((value) => (value === "" ? null : value), z.string().nullable()),
});
export type AgentInput = z.infer<typeof agentInput>;
