import { describe, expect, it } from "vitest";
import { CHUNK_CHARS, chunkText } from "@/server/knowledge/chunking";

// A document's text cut into chunks on sentence boundaries. A long paragraph (a PDF's text often
// has no blank line at all) is given to the segmenter a window at a time: V8's segmenter is
// quadratic over its input (a 1.3 MB paragraph took 40 s). The windows must not move a boundary.

const SENTENCES = [
  "Dr. Smith sees patients on Mondays.",
  "The café charges €4.50 for a flat white, e.g. with oat milk.",
  "Is parking free?",
  "Yes — behind the shop, until 6 p.m. on weekdays!",
  "Orders over $100 ship free (U.S. only).",
  "Returns take 3–5 days; refunds follow within a week.",
];

describe("chunking a long paragraph", () => {
  it("cuts it on the sentences the segmenter finds in the whole of it, none split across chunks", () => {
    const paragraph = Array.from({ length: 1_200 }, (_, i) => SENTENCES[i % SENTENCES.length]).join(" ");
    expect(paragraph.length).toBeGreaterThan(40_000); // several of the segmenter's windows
    const whole = Array.from(new Intl.Segmenter("en", { granularity: "sentence" }).segment(paragraph), ({ segment }) =>
      segment.trim(),
    );
    const chunks = chunkText(paragraph, "en");
    const inChunks = new Set(chunks.flatMap((chunk) => whole.filter((sentence) => chunk.includes(sentence))));
    expect(whole.every((sentence) => inChunks.has(sentence))).toBe(true);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_CHARS);
      // Each chunk is whole sentences of the paragraph, in their order.
      const flat = chunk.replace(/\s+/g, " ");
      expect(paragraph).toContain(flat);
      expect(whole.some((sentence) => flat.startsWith(sentence))).toBe(true);
      expect(whole.some((sentence) => flat.endsWith(sentence))).toBe(true);
    }
  });

  it("cuts a sentence longer than a window between its words", () => {
    const words = Array.from({ length: 4_000 }, (_, i) => `word${i}`);
    const chunks = chunkText(`${words.join(" ")}.`, "en");
    expect(chunks.join(" ").replace(/\.$/, "").split(" ")).toEqual(words);
    expect(chunks.every((chunk) => chunk.length <= CHUNK_CHARS)).toBe(true);
  });

  it("reads a 1.3 MB paragraph with a character outside Latin-1 into all its sentences", () => {
    const text = `${"Parking is free behind the shop. ".repeat(40_000)}The café takes €.`;
    const chunks = chunkText(text, "en");
    expect(chunks.at(-1)).toMatch(/The café takes €\.$/);
    expect(chunks.join(" ").match(/Parking is free/g)!.length).toBeGreaterThanOrEqual(40_000);
  });
});
