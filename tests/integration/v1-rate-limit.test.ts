import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServer } from "../helpers/app-server";
import type { V1Workspace } from "../helpers/v1-fixture";
import { clearOfWindowEdge } from "../helpers/rate-window";

// docs/decisions.md "Rate limits": a small budget so the test reaches it; headers on 2xx, 4xx and
// 429.
process.env.RATE_LIMIT_API_KEY_REQUESTS = "3";
process.env.RATE_LIMIT_API_KEY_WINDOW_SECONDS = "60";

let app: AppServer;
let ws: V1Workspace;
let fixture: typeof import("../helpers/v1-fixture");
beforeAll(async () => {
  await (await import("@/server/db/client")).dbReady();
  app = await (await import("../helpers/app-server")).startAppServer();
  fixture = await import("../helpers/v1-fixture");
  ws = await fixture.createV1Workspace();
});
afterAll(() => app?.close());

function limitHeaders(response: Response) {
  return {
    limit: response.headers.get("ratelimit-limit"),
    remaining: response.headers.get("ratelimit-remaining"),
    reset: Number(response.headers.get("ratelimit-reset")),
    policy: response.headers.get("ratelimit-policy"),
    combined: response.headers.get("ratelimit"),
  };
}

it("counts per key, with the headers on 2xx and 4xx, then 429 RATE_LIMITED with Retry-After", async () => {
  await clearOfWindowEdge(60);
  const api = fixture.v1Client(app.url, ws.apiKey);
  const ok = await api.get(`/v1/workspaces/${ws.workspaceId}/calls`);
  expect(ok.status).toBe(200);
  expect(limitHeaders(ok)).toMatchObject({ limit: "3", remaining: "2", policy: '"api-key";q=3;w=60' });
  expect(limitHeaders(ok).combined).toMatch(/^"api-key";r=2;t=\d+$/);

  const notFound = await api.get(`/v1/workspaces/${ws.workspaceId}/calls/call_nope`);
  expect(notFound.status).toBe(404);
  expect(limitHeaders(notFound)).toMatchObject({ limit: "3", remaining: "1" });

  const invalid = await api.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, "{oops");
  expect(invalid.status).toBe(400);
  expect(limitHeaders(invalid)).toMatchObject({ limit: "3", remaining: "0" });

  const limited = await api.get(`/v1/workspaces/${ws.workspaceId}/calls`);
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(limitHeaders(limited)).toMatchObject({ limit: "3", remaining: "0" });
  expect(await limited.json()).toEqual({
    success: false,
    code: "RATE_LIMITED",
    error: expect.any(String),
    details: { retryAfter, policy: "api-key" },
  });

  // Another key has its own budget.
  const other = fixture.v1Client(app.url, await fixture.addKey(ws.workspaceId, ["calls:read"]));
  expect((await other.get(`/v1/workspaces/${ws.workspaceId}/calls`)).status).toBe(200);
});

it("requests with invented keys are counted per client IP, whatever the key; a real key keeps its own budget", async () => {
  const { generateSecret } = await import("@/server/keys/secret");
  const headers = { "X-Forwarded-For": "203.0.113.10" };
  await clearOfWindowEdge(60);
  const statuses = [];
  // Well-formed keys with valid checksums that name no key, a typo, and plain junk: one budget.
  const inventions = [
    generateSecret("live"),
    generateSecret("test"),
    `${generateSecret("live").slice(0, -1)}0`,
    "junk",
    generateSecret("live"),
  ];
  for (const key of inventions)
    statuses.push((await fixture.v1Client(app.url, key).get(`/v1/workspaces/${ws.workspaceId}/calls`, headers)).status);
  expect(statuses).toEqual([401, 401, 401, 429, 429]);

  const real = await fixture.addKey(ws.workspaceId, ["calls:read"]);
  expect((await fixture.v1Client(app.url, real).get(`/v1/workspaces/${ws.workspaceId}/calls`, headers)).status).toBe(
    200,
  );
});

it("requests without a key are counted per client IP", async () => {
  const anonymous = fixture.v1Client(app.url);
  const headers = { "X-Forwarded-For": "203.0.113.9" };
  await clearOfWindowEdge(60);
  const statuses = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await anonymous.get(`/v1/workspaces/${ws.workspaceId}/calls`, headers)).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
});
