import { describe, expect, it } from "vitest";
import { readabilityCheck, unreadable } from "@/server/knowledge/formats";

// An upload is checked a slice at a time (server/knowledge/formats.ts): wherever the slices are cut,
// even inside a character, the check says what checking the whole file at once says.

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part))));

function checkedInSlices(format: "text" | "pdf", file: Uint8Array, cuts: number[]): string | null {
  const check = readabilityCheck(format);
  const ends = [...cuts, file.length];
  ends.forEach((end, i) => check.add(file.subarray(i ? ends[i - 1] : 0, end)));
  return check.end();
}

function everyCut(file: Uint8Array): number[][] {
  const cuts: number[][] = [];
  for (let a = 1; a < file.length; a += 1) {
    cuts.push([a]);
    for (let b = a + 1; b < file.length; b += 1) cuts.push([a, b]);
  }
  return cuts;
}

describe("checking an upload a slice at a time", () => {
  it("takes UTF-8 text however it is cut, a character of two, three or four bytes split included", () => {
    const file = bytes("a é € 😀 z");
    for (const cuts of everyCut(file)) expect(checkedInSlices("text", file, cuts), String(cuts)).toBeNull();
  });

  it("refuses what is not UTF-8 however it is cut: a bad byte, a stray continuation, a character left unfinished, a NUL", () => {
    const bad = [
      bytes("ab", [0xff], "cd"),
      bytes("ab", [0x80], "cd"),
      bytes("ab", [0xe2, 0x82]),
      bytes("ab", [0xe2, 0x82], "c"),
      bytes("ab", [0x00], "cd"),
    ];
    for (const file of bad) {
      expect(unreadable("text", file)).toBe("The file is not UTF-8 text.");
      for (const cuts of everyCut(file))
        expect(checkedInSlices("text", file, cuts), String(cuts)).toBe("The file is not UTF-8 text.");
    }
  });

  it("tells a file by its first bytes, and an empty one", () => {
    expect(checkedInSlices("pdf", bytes("%PDF-1.7 and more"), [9])).toBeNull();
    expect(checkedInSlices("pdf", bytes("no PDF at all"), [5])).toMatch(/not a PDF/);
    expect(readabilityCheck("text").end()).toBe("The file is empty.");
  });
});
