import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PORTS } from "@/playwright.config";
import { agentPatch } from "@/server/agents/inputs";
import { SCOPES } from "@/server/keys/scopes";

// The README is what a newcomer reads first: what it lists that the code defines stays complete.

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("the README", () => {
  it("lists every API key scope", () => {
    for (const scope of SCOPES) expect(readme, scope).toContain(`\`${scope}\``);
  });

  it("lists every field an agent's PATCH takes", () => {
    const patch = readme.split("\n").find((line) => line.includes("`PATCH …/agents/{agentId}`"))!;
    for (const field of Object.keys(agentPatch.shape)) expect(patch, field).toContain(`\`${field}\``);
  });

  it("names the fixed ports the tests need", () => {
    for (const port of Object.values(PORTS)) expect(readme).toContain(String(port));
  });
});
