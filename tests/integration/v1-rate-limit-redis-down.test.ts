import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServer } from "../helpers/app-server";

// Nothing listens on port 1: the limiter cannot reach Redis, and the API must keep answering.
process.env.REDIS_URL = "redis://127.0.0.1:1";
// The production wait for Redis (the other tests give it 5 s): what an outage costs each request.
process.env.RATE_LIMIT_REDIS_TIMEOUT_MS = "100";

let app: AppServer;
beforeAll(async () => {
  await (await import("@/server/db/client")).dbReady();
  app = await (await import("../helpers/app-server")).startAppServer();
});
afterAll(() => app?.close());

it("the limiter gives up after its 100 ms timeout and lets the request through", async () => {
  const { createRateLimiter } = await import("@/server/ratelimit/ratelimit");
  const limiter = createRateLimiter({ name: "probe", limit: 1, windowSeconds: 10 });
  const started = performance.now();
  const states = [await limiter.check("a"), await limiter.check("a")];
  // Generous bound: the machine may be busy; a limiter waiting on Redis's own timeouts takes seconds.
  expect(performance.now() - started).toBeLessThan(1_500);
  expect(states.map((state) => state.success)).toEqual([true, true]);
});

it("the API keeps answering, with RateLimit headers", async () => {
  const { createV1Workspace, v1Client } = await import("../helpers/v1-fixture");
  const ws = await createV1Workspace();
  const response = await v1Client(app.url, ws.apiKey).post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
    agentId: ws.agentId,
    to: "+14155552671",
  });
  expect(response.status).toBe(202);
  expect(response.headers.get("ratelimit-limit")).toBe("100");
  expect(response.headers.get("ratelimit-remaining")).toBe("100");
});

it("sign-in keeps working: its failure budgets are read and spent within the same timeout", async () => {
  const { signUp } = await import("@/server/auth/signup");
  const { authorizeCredentials } = await import("@/server/auth/credentials");
  const { userId } = await signUp({
    name: "Erin",
    email: "erin@example.com",
    password: "a long enough password",
    workspaceName: "Erinco",
  });
  const started = performance.now();
  expect(await authorizeCredentials({ email: "erin@example.com", password: "not the password" })).toBeNull();
  expect(await authorizeCredentials({ email: "erin@example.com", password: "a long enough password" })).toMatchObject({
    id: userId,
  });
  expect(performance.now() - started).toBeLessThan(3_000);
});
