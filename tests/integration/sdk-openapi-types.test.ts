import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_MAJOR } from "@/server/api-version";
import { openApiDocument } from "@/server/api/openapi";
import { SDK_VERSION } from "@/sdk/src/index";
import { GENERATED_TYPES_PATH, renderOpenApiTypes } from "@/sdk/scripts/openapi-types";
import { startAppServer } from "../helpers/app-server";

// The SDK's checked-in types must be what openapi-typescript makes of the document the server
// serves today; else the SDK would type a different API than the one it talks to. And the SDK's
// major version is the API's (docs/api-versioning.md).

describe("sdk/src/generated/openapi.ts", () => {
  it("is up to date with GET /v1/openapi.json (if not: `npm run generate` in sdk/)", async () => {
    const app = await startAppServer();
    try {
      const served = await (await fetch(`${app.url}/v1/openapi.json`)).json();
      expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
      const checkedIn = readFileSync(path.resolve(import.meta.dirname, "../..", GENERATED_TYPES_PATH), "utf8");
      expect(checkedIn).toBe(await renderOpenApiTypes(served));
    } finally {
      await app.close();
    }
  });
});

describe("the SDK's version", () => {
  it("has the API's major version: 1.x for /v1", () => {
    expect(API_MAJOR).toBe(1);
    expect(Number(SDK_VERSION.split(".")[0])).toBe(API_MAJOR);
    expect(Number(openApiDocument().info.version.split(".")[0])).toBe(API_MAJOR);
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../sdk/package.json"), "utf8"));
    expect(manifest.version).toBe(SDK_VERSION);
  });
});
