import { describe, expect, it } from "vitest";
import { holds } from "@/server/agent-tests/matching";
import { regexError, safeRegex } from "@/server/safe-regex";

// The two rules agent tests match with: arguments that hold the expected ones (tool mocks,
// toolCalled), and users' regular expressions on RE2.

describe("arguments that hold the expected ones", () => {
  it("each expected key equal; objects compared key by key; other keys allowed", () => {
    expect(holds({}, { orderNumber: "1234" })).toBe(true);
    expect(holds({ orderNumber: "1234" }, { orderNumber: "1234", note: "x" })).toBe(true);
    expect(holds({ orderNumber: "1234" }, { orderNumber: 1234 })).toBe(false);
    expect(holds({ address: { city: "Lyon" } }, { address: { city: "Lyon", zip: "69001" } })).toBe(true);
    expect(holds({ address: { city: "Lyon" } }, { address: "Lyon" })).toBe(false);
    expect(holds({ missing: null }, {})).toBe(false);
  });

  it("arrays and other values must be equal", () => {
    expect(holds({ days: ["mon", "tue"] }, { days: ["mon", "tue"] })).toBe(true);
    expect(holds({ days: ["mon"] }, { days: ["mon", "tue"] })).toBe(false);
    expect(holds(true, true)).toBe(true);
  });
});

describe("regular expressions on RE2", () => {
  it("finds a pattern anywhere; (?i) ignores case", () => {
    expect(safeRegex("(?i)refund").search("You get a REFUND.")).toBe(true);
    expect(safeRegex("^refund").search("a refund")).toBe(false);
  });

  it("refuses what RE2 does not compile, with why", () => {
    expect(regexError("(unclosed")).toMatch(/missing closing \)/);
    expect(regexError("a(?=b)")).toMatch(/RE2 has no lookahead/);
    expect(regexError("(?<=a)b")).toMatch(/RE2 has no lookbehind/);
    expect(regexError("(?<!a)b", "ecmascript")).toMatch(/RE2 has no lookbehind/);
    expect(regexError("(a)\\1")).toMatch(/RE2 has no backreferences/);
    expect(regexError("(a+)+$")).toBeNull();
  });

  it("a pattern that backtracks exponentially elsewhere answers at once here", () => {
    // With a backtracking engine this call would not return within the test's timeout.
    expect(safeRegex("^(a+)+$").search(`${"a".repeat(9_999)}!`)).toBe(false);
  });
});
