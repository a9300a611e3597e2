import { describe, expect, it } from "vitest";
import { clickToCallPaths } from "@/server/clicktocall/openapi";

describe("the click-to-call OpenAPI path item", () => {
  const operation = clickToCallPaths()["/public/click-to-call/{token}"].post;

  it("documents the body the endpoint validates, from the same zod schema", () => {
    const schema = operation.requestBody.content["application/json"].schema as {
      required: string[];
      properties: Record<string, { maxLength?: number }>;
    };
    expect(schema.required.sort()).toEqual(["origin", "phone"]);
    expect(schema.properties.name.maxLength).toBe(100);
  });

  it("documents a public operation: no API key, Origin required, 202 and the error statuses", () => {
    expect(operation.security).toEqual([]);
    expect(operation.parameters.find((p) => p.name === "Origin")?.required).toBe(true);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["202", "403", "404", "429"]));
  });
});
