import { describe, expect, it } from "vitest";
import { callVariables, fillVariables, placeholdersOf } from "@/server/voice/variables";

// What the callee hears of an agent's `{{variables}}`: a value, its default, or nothing at all,
// never a gap ("Hi !") or the braces read aloud.

describe("fillVariables", () => {
  it("fills each variable with the call's value, however it is spaced inside the braces", () => {
    expect(
      fillVariables("Hi {{name}}, this is {{ agent }} from {{company.name}}.", {
        name: "Ada",
        agent: "Ava",
        "company.name": "Bright Smiles",
      }),
    ).toBe("Hi Ada, this is Ava from Bright Smiles.");
    expect(fillVariables("{{name}}{{name}}", { name: "Bo" })).toBe("BoBo");
  });

  it.each([
    ["Hi {{name}}!", "Hi!"],
    ["Hi {{name}}.", "Hi."],
    ["Hi {{name}}?", "Hi?"],
    ["Hello {{name}}, how are you", "Hello, how are you"],
    ["Hi {{name}}", "Hi"],
    ["{{name}} is on the line", "is on the line"],
    ["Call {{name}} now", "Call now"],
    ["Thanks, {{name}}.", "Thanks."],
    ["Hi, {{name}}!", "Hi!"],
    ["Hi, {{name}}, how are you?", "Hi, how are you?"],
    ["{{greeting}}, Sam", "Sam"],
    ["{{name}}", ""],
    ["こんにちは{{name}}。", "こんにちは。"],
  ])("a missing variable leaves no gap: %j reads %j", (template, spoken) => {
    expect(fillVariables(template, {})).toBe(spoken);
  });

  it("an empty or blank value counts as missing; a value is trimmed", () => {
    expect(fillVariables("Hi {{name}}!", { name: "" })).toBe("Hi!");
    expect(fillVariables("Hi {{name}}!", { name: "   " })).toBe("Hi!");
    expect(fillVariables("Hi {{name}}!", { name: " Ada " })).toBe("Hi Ada!");
  });

  it("an unknown variable is left out, never read as braces; text that is no variable stays", () => {
    expect(fillVariables("Your code is {{code}}.", { name: "Ada" })).toBe("Your code is.");
    expect(fillVariables("Braces { like this } and {{ not a variable }} stay.", {})).toBe(
      "Braces { like this } and {{ not a variable }} stay.",
    );
  });

  it("{{name|default}} gives the default when the call has no value, trimmed, spaces inside kept", () => {
    expect(fillVariables("Hi {{name|there}}!", {})).toBe("Hi there!");
    expect(fillVariables("Hi {{ name | my friend }}!", {})).toBe("Hi my friend!");
    expect(fillVariables("Hi {{name|there}}!", { name: "" })).toBe("Hi there!");
    expect(fillVariables("Hi {{name|there}}!", { name: "Ada" })).toBe("Hi Ada!");
    expect(fillVariables("See you {{day|soon, I hope}}.", {})).toBe("See you soon, I hope.");
    // An empty default is no default.
    expect(fillVariables("Hi {{name|}}!", {})).toBe("Hi!");
    expect(fillVariables("Hi {{name| }}!", {})).toBe("Hi!");
  });

  it("several variables: each missing one closes up, filled ones stay", () => {
    expect(fillVariables("Hi {{first}} {{last}}!", {})).toBe("Hi!");
    expect(fillVariables("Hi {{first}} {{last}}!", { last: "Lovelace" })).toBe("Hi Lovelace!");
    expect(fillVariables("Hi {{first}} {{last}}!", { first: "Ada" })).toBe("Hi Ada!");
    expect(fillVariables("Hi {{first}}{{last}}!", { last: "Lovelace" })).toBe("Hi Lovelace!");
    expect(fillVariables("Dear {{title}} {{name|customer}}, your order is ready.", { title: "Dr." })).toBe(
      "Dear Dr. customer, your order is ready.",
    );
  });

  it("only the spaces around a left-out variable change: line breaks and indentation of instructions stay", () => {
    const instructions = "Book a cleaning for {{name}}.\n  - Plan: {{plan}}\n  - Age: {{age}}\n\nBe  brief.";
    expect(fillVariables(instructions, { age: "42" })).toBe(
      "Book a cleaning for.\n  - Plan:\n  - Age: 42\n\nBe  brief.",
    );
  });
});

describe("placeholdersOf", () => {
  it("lists each variable once, in order, with its default", () => {
    expect(placeholdersOf("Hi {{name}}, about {{ day | Monday }}; {{name|x}} {{code|}}")).toEqual([
      { name: "name", fallback: null },
      { name: "day", fallback: "Monday" },
      { name: "code", fallback: null },
    ]);
    expect(placeholdersOf("No variables here.")).toEqual([]);
  });
});

describe("callVariables", () => {
  it("adds the callee's name unless the call gives its own", () => {
    expect(callVariables({ day: "Monday" }, "Ada")).toEqual({ name: "Ada", day: "Monday" });
    expect(callVariables({ name: "Bo" }, "Ada")).toEqual({ name: "Bo" });
    expect(callVariables(null, null)).toEqual({});
  });
});
