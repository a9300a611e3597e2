import { describe, expect, it } from "vitest";
import { storable, storableJson, storableText } from "@/server/db/storable";

describe("storable text", () => {
  it("drops NULs and replaces lone surrogates with U+FFFD; a surrogate pair stays", () => {
    expect(storableText("a\0b\0")).toBe("ab");
    expect(storableText("x\ud800y\udc00")).toBe("x\ufffdy\ufffd");
    expect(storableText("😀")).toBe("😀");
  });

  it("cleans every string and key of plain objects and arrays, and keeps other objects as they are", () => {
    const at = new Date(0);
    const clean = { ok: ["fine"], at };
    expect(storable(clean)).toBe(clean);
    expect(storable({ "k\0": ["\0v", { deep: "\ud83d" }], at, n: 1, none: null })).toEqual({
      k: ["v", { deep: "\ufffd" }],
      at,
      n: 1,
      none: null,
    });
    expect(storableJson({ text: "a\0\ud800" })).toBe('{"text":"a\ufffd"}');
  });

  it("copies what it cleans and never changes the value it was given", () => {
    const given = { list: ["a", "\0b", "c"], keep: { same: "x" } };
    const cleaned = storable(given);
    expect(cleaned).toEqual({ list: ["a", "b", "c"], keep: { same: "x" } });
    expect(given.list).toEqual(["a", "\0b", "c"]);
    expect(cleaned.keep).toBe(given.keep);
  });
});
