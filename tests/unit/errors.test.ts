import { describe, expect, it } from "vitest";
import { ApiError, ERROR_CATALOG, errorResponse, toApiError } from "@/server/errors";

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

  it("shows every issue's path as one dotted string, whoever made it (zod's arrays included)", async () => {
    const { z } = await import("zod");
    const parsed = z.object({ expectations: z.array(z.object({ contains: z.string() })) }).safeParse({
      expectations: [{ contains: 1 }],
    });
    const error = new ApiError("VALIDATION_ERROR", undefined, {
      details: { issues: [...parsed.error!.issues, { path: "url", message: "Not allowed" }], reason: "x" },
    });
    expect(error.toEnvelope().details).toEqual({
      issues: [
        { path: "expectations.0.contains", message: expect.any(String) },
        { path: "url", message: "Not allowed" },
      ],
      reason: "x",
    });
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
