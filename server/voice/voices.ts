import type { TtsProvider } from "@/server/db/generated/enums";

// The voices an agent can speak with: ConversationRelay's `ttsProvider` plus one of its voice ids.
// A short, curated list per provider (Twilio's inventory is far larger); each voice names the
// languages it speaks well, so the editor can offer the ones that fit the agent's language.

export interface Voice {
  id: string;
  label: string;
  languages: readonly string[];
}

export const VOICES: Record<TtsProvider, readonly Voice[]> = {
  Google: [
    { id: "en-US-Journey-O", label: "Journey O (US, female)", languages: ["en-US"] },
    { id: "en-US-Journey-D", label: "Journey D (US, male)", languages: ["en-US"] },
    { id: "en-GB-Journey-F", label: "Journey F (UK, female)", languages: ["en-GB"] },
    { id: "es-US-Journey-F", label: "Journey F (Spanish, female)", languages: ["es-ES", "es-MX"] },
    { id: "fr-FR-Journey-F", label: "Journey F (French, female)", languages: ["fr-FR"] },
    { id: "de-DE-Journey-D", label: "Journey D (German, male)", languages: ["de-DE"] },
  ],
  Amazon: [
    { id: "Joanna-Neural", label: "Joanna (US, female)", languages: ["en-US"] },
    { id: "Matthew-Neural", label: "Matthew (US, male)", languages: ["en-US"] },
    { id: "Amy-Neural", label: "Amy (UK, female)", languages: ["en-GB"] },
    { id: "Lucia-Neural", label: "Lucia (Spain, female)", languages: ["es-ES"] },
    { id: "Mia-Neural", label: "Mia (Mexico, female)", languages: ["es-MX"] },
    { id: "Lea-Neural", label: "Léa (French, female)", languages: ["fr-FR"] },
    { id: "Vicki-Neural", label: "Vicki (German, female)", languages: ["de-DE"] },
  ],
  ElevenLabs: [
    { id: "UgBBYS2sOqTuMpoF3BR0", label: "Mark (natural conversations)", languages: ["en-US", "en-GB"] },
    { id: "21m00Tcm4TlvDq8ikWAM", label: "Rachel (calm)", languages: ["en-US", "en-GB"] },
    {
      id: "EXAVITQu4vr4xnSDxMaL",
      label: "Sarah (soft)",
      languages: ["en-US", "en-GB", "es-ES", "fr-FR", "de-DE", "it-IT", "pt-BR", "nl-NL", "ja-JP"],
    },
  ],
};

export function isVoiceOf(provider: TtsProvider, voice: string): boolean {
  return VOICES[provider].some((v) => v.id === voice);
}
