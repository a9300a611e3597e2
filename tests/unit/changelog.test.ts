import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

// CHANGELOG.md lists every deprecated operation of /v1 as its `deprecated` meta declares it
// (server/api/deprecation.ts): `npm run changelog` writes the section, this notices when it is stale.

it("lists the app router's deprecations as `npm run changelog` writes them", async () => {
  const { appRouter } = await import("@/server/api/root");
  const { changelogWith, deprecatedOperations } = await import("@/server/api/deprecation");
  const changelog = readFileSync("CHANGELOG.md", "utf8");
  expect(changelog, "run `npm run changelog`").toBe(changelogWith(changelog, deprecatedOperations(appRouter)));
});
