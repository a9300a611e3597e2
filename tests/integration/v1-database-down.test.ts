import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServer } from "../helpers/app-server";

// Nothing listens on port 1: the database is unreachable for this file's server.
process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/svc";

let app: AppServer;
beforeAll(async () => {
  app = await (await import("../helpers/app-server")).startAppServer();
});
afterAll(() => app?.close());

it("answers 503 SERVICE_UNAVAILABLE with Retry-After, the envelope and the rate-limit headers", async () => {
  const { generateSecret } = await import("@/server/keys/secret");
  const response = await fetch(`${app.url}/v1/workspaces/ws_1/calls/originate-manual`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${generateSecret("live")}`,
      "Content-Type": "application/json",
      "Idempotency-Key": "k",
    },
    body: JSON.stringify({ agentId: "agt_1", to: "+14155552671" }),
  });
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("1");
  expect(response.headers.get("ratelimit-limit")).toBe("100");
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    success: false,
    code: "SERVICE_UNAVAILABLE",
    error: expect.any(String),
    details: null,
  });
  expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/);
});
