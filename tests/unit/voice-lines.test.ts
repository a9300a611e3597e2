import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/server/agents/inputs";
import { linesFor, speakingTimeMs } from "@/server/voice/lines";

// The lines the session says on its own, in the agent's language.

describe("linesFor", () => {
  it("has every line in every language the agent form offers, none left in English but English's", () => {
    const english = linesFor("en-US");
    for (const language of LANGUAGES) {
      const lines = linesFor(language);
      for (const [name, line] of Object.entries(lines)) {
        expect(line.trim(), `${language} ${name}`).not.toBe("");
        if (!language.startsWith("en-"))
          expect(line, `${language} ${name}`).not.toBe(english[name as keyof typeof english]);
      }
    }
    expect(linesFor("de-DE").stillThere).toBe("Sind Sie noch da?");
    expect(linesFor("es-ES")).toBe(linesFor("es-MX"));
  });

  it("falls back to English only for a language the form does not offer", () => {
    expect(linesFor("sv-SE")).toBe(linesFor("en-US"));
    expect(linesFor("")).toBe(linesFor("en-US"));
  });
});

describe("speakingTimeMs", () => {
  it("gives kana and kanji about twice a Latin letter's time, so a Japanese goodbye is not cut short", () => {
    expect(speakingTimeMs("Goodbye!")).toBe(300 + 8 * 65);
    expect(speakingTimeMs("失礼いたします。")).toBe(300 + (8 + 7) * 65);
  });
});
