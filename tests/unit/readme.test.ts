import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PORTS } from "@/playwright.config";
import { openApiDocument } from "@/server/api/openapi";
import { SCOPES } from "@/server/keys/scopes";

// The README is what a newcomer reads first: what it lists that the code defines stays complete.

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("the README", () => {
  it("lists every API key scope", () => {
    for (const scope of SCOPES) expect(readme, scope).toContain(`\`${scope}\``);
  });

  it("lists every field of every PATCH, on the line that names it", () => {
    const lines = readme.split("\n");
    const patches = Object.entries(openApiDocument().paths ?? {}).filter(([, item]) => item?.patch);
    expect(patches.length).toBeGreaterThan(5);
    const missing = patches.flatMap(([path, item]) => {
      // The README names a path by its end: `…/numbers/{numberId}`, `…/settings`.
      const segments = path.split("/");
      const end = segments.at(-1)!.startsWith("{") ? segments.slice(-2).join("/") : segments.at(-1)!;
      const line = lines.find((text) => text.includes("PATCH") && text.includes(`/${end}\``));
      if (!line) return [`PATCH …/${end}: no line names it`];
      const body = item!.patch!.requestBody as { content: Record<string, { schema: { properties?: object } }> };
      const fields = Object.keys(body.content["application/json"].schema.properties ?? {});
      return fields.filter((field) => !line.includes(`\`${field}\``)).map((field) => `PATCH …/${end}: ${field}`);
    });
    expect(missing).toEqual([]);
  });

  it("names the fixed ports the tests need", () => {
    for (const port of Object.values(PORTS)) expect(readme).toContain(String(port));
  });
});
