import { describe, expect, it } from "vitest";
import { consentInWords } from "@/server/voice/consent-words";

// How the script brain hears an answer to "may this call be recorded?" (docs/privacy.md
// "Recording consent"): yes and no words of the agent's language; both or neither is no answer.

describe("consent in words", () => {
  it.each([
    ["Yes, that's fine.", "en-US", true],
    ["Sure, go ahead", "en-GB", true],
    ["No problem", "en-US", true],
    ["No, I don't want this call recorded.", "en-US", false],
    ["I'd rather not", "en-US", false],
    ["No, that's fine", "en-US", null],
    ["What did you say?", "en-US", null],
    ["Sí, claro", "es-ES", true],
    ["No, gracias", "es-MX", false],
    ["Oui, d'accord", "fr-FR", true],
    ["Non", "fr-FR", false],
    ["Ja, gerne", "de-DE", true],
    ["Nein danke", "de-DE", false],
    ["Sim, pode", "pt-BR", true],
    ["Nee, liever niet", "nl-NL", false],
    ["はい、大丈夫です", "ja-JP", true],
    ["いいえ", "ja-JP", false],
  ] as const)("%s (%s) → %s", (reply, language, expected) => {
    expect(consentInWords(reply, language)).toBe(expected);
  });

  it("hears whole words only: 'nothing' and 'know' are no 'no'", () => {
    expect(consentInWords("I know nothing about that", "en-US")).toBeNull();
  });

  it("an agent stored with another language hears English", () => {
    expect(consentInWords("yes", "xx-XX")).toBe(true);
  });
});
