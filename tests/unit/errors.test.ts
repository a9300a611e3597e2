import { describe, expect, it } from "vitest";
import { ApiError, ERROR_CATALOG, errorResponse, fieldError, issuePathOf, pathText, toApiError } from "@/server/errors";

describe("error catalog", () => {
  it("maps the catalog's codes to their statuses", () => {
    expect(ERROR_CATALOG.IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD.status).toBe(422);
    expect(ERROR_CATALOG.RATE_LIMITED.status).toBe(429);
    expect(ERROR_CATALOG.ORIGIN_NOT_ALLOWED.status).toBe(403);
    expect(ERROR_CATALOG.IDEMPOTENCY_KEY_IN_USE.status).toBe(503);
  });
});

describe("ApiError", () => {
  it("renders the docs/api-contract.md §7 envelope with null details when there are none", async () => {
    const response = errorResponse(new ApiError("NOT_FOUND", "No call with this id."), { "X-Request-Id": "req_1" });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      error: "No call with this id.",
      details: null,
    });
  });

  it("carries details and extra headers", async () => {
    const error = new ApiError("RATE_LIMITED", undefined, {
      details: { retryAfter: 3 },
      headers: { "Retry-After": "3" },
    });
    const response = errorResponse(error);
    expect(response.headers.get("retry-after")).toBe("3");
    expect((await response.json()).details).toEqual({ retryAfter: 3 });
  });

  it("names each field by zod's array path: keys as strings, indexes as numbers, a symbol as its String()", async () => {
    const { z, ZodError } = await import("zod");
    const { validationError } = await import("@/server/api/errors");
    const parsed = z
      .strictObject({ expectations: z.array(z.object({ contains: z.string() })) })
      .safeParse({ expectations: [{ contains: 1 }], "a.b": 1 });
    const symbolic = new ZodError([{ code: "custom", path: [Symbol("meta"), 2], message: "Odd", input: undefined }]);
    expect(validationError(parsed.error!).toEnvelope().details).toEqual({
      issues: [
        { path: ["expectations", 0, "contains"], message: expect.any(String) },
        { path: ["a.b"], message: "Unknown field `a.b`." },
      ],
    });
    expect(validationError(symbolic).toEnvelope().details).toEqual({
      issues: [{ path: ["Symbol(meta)", 2], message: "Odd" }],
    });
  });

  it("fieldError names one field by its array path, its message the envelope's error", () => {
    expect(fieldError(["testIds", 1], "No such test.").toEnvelope()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      error: "No such test.",
      details: { issues: [{ path: ["testIds", 1], message: "No such test." }] },
    });
    expect(fieldError([], "Expected a JSON object.").details).toEqual({
      issues: [{ path: [], message: "Expected a JSON object." }],
    });
    expect(issuePathOf(["metadata", "a.b", 0])).toEqual(["metadata", "a.b", 0]);
  });

  it("a message names a path as JavaScript writes it, a key with a dot quoted", () => {
    expect(pathText(["expectations", 0, "contains"])).toBe("expectations[0].contains");
    expect(pathText(["metadata", "a.b", 1])).toBe('metadata["a.b"][1]');
    expect(pathText([])).toBe("the body");
  });

  it("never shows what was thrown in a 5xx", () => {
    const internal = toApiError(new Error("password=hunter2 at db.ts:12"));
    expect(internal.code).toBe("INTERNAL_ERROR");
    expect(internal.toEnvelope().error).not.toContain("hunter2");
    const custom = new ApiError("INTERNAL_ERROR", "secret detail");
    expect(custom.toEnvelope().error).toBe(ERROR_CATALOG.INTERNAL_ERROR.message);
  });

  it("treats an unreachable database as 503 SERVICE_UNAVAILABLE", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const error = toApiError(new Error("query failed", { cause: refused }));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.status).toBe(503);
  });
});
