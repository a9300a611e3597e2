import { afterAll, beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // A budget of 2 requests per 2 s, so the third call of the test is rate limited.
  process.env.RATE_LIMIT_API_KEY_REQUESTS = "2";
  process.env.RATE_LIMIT_API_KEY_WINDOW_SECONDS = "2";
});

const { db } = await import("@/server/db/client");
const { SvcClient } = await import("@/sdk/src/index");
const { startAppServer } = await import("../helpers/app-server");
const { createV1Workspace } = await import("../helpers/v1-fixture");
const { clearOfWindowEdge } = await import("../helpers/rate-window");

// docs/api-contract.md §8 against the real limiter: a 429 is retried, after Retry-After (not
// sooner), with the operation's one Idempotency-Key, and the call is placed once.

let app: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  app = await startAppServer();
});
afterAll(() => app?.close());

it("rides out a real 429: waits at least Retry-After, then succeeds with the same key", async () => {
  const ws = await createV1Workspace();
  const waits: number[] = [];
  const sent: { status: number; key: string | null; retryAfter: string | null }[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    sent.push({
      status: response.status,
      key: new Headers(init?.headers).get("idempotency-key"),
      retryAfter: response.headers.get("retry-after"),
    });
    return response;
  };
  const svc = new SvcClient({
    apiKey: ws.apiKey,
    workspaceId: ws.workspaceId,
    baseUrl: app.url,
    fetch: recordingFetch,
    // Real time, recorded: the limiter's window must really pass.
    sleep: (ms) => (waits.push(ms), new Promise((resolve) => setTimeout(resolve, ms))),
  });

  await clearOfWindowEdge(2, 1_500);
  await svc.agents.list().next();
  await svc.agents.list().next();
  const call = await svc.calls.originateManual({ agentId: ws.agentId, to: "+14155552679" });

  expect(call.status).toBe("queued");
  const originate = sent.slice(2);
  expect(originate[0]).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
  expect(originate.at(-1)!.status).toBe(202);
  expect(new Set(originate.map((attempt) => attempt.key)).size).toBe(1);
  expect(waits[0]).toBeGreaterThanOrEqual(Math.max(1_000, Number(originate[0]!.retryAfter) * 1_000));
  expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(1);
});
