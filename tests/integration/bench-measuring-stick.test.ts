import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The benchmark's measuring stick: absent from a deployment (404 envelope), and with BENCH_ROUTES=1
// a correct originate in one statement: the 202 of a queued call, with the call, its event and
// the idempotency record written, and no second call for the same key.

const path = (workspaceId: string) => `/api/bench/workspaces/${workspaceId}/calls/originate-manual`;

/** A fresh app server whose modules read BENCH_ROUTES as given (settings are read once per import). */
async function serve(benchRoutes: string | undefined) {
  vi.resetModules();
  if (benchRoutes === undefined) delete process.env.BENCH_ROUTES;
  else process.env.BENCH_ROUTES = benchRoutes;
  const { startAppServer } = await import("../helpers/app-server");
  const { createV1Workspace, v1Client } = await import("../helpers/v1-fixture");
  const { db } = await import("@/server/db/client");
  const app = await startAppServer();
  const workspace = await createV1Workspace();
  return { app, workspace, db, api: v1Client(app.url, workspace.apiKey) };
}

// The database outlives vi.resetModules (it is kept on globalThis): open it once, outside the tests' time.
beforeAll(async () => (await import("@/server/db/client")).dbReady());

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  delete process.env.BENCH_ROUTES;
});

describe("the measuring stick", () => {
  it("is a 404 envelope without BENCH_ROUTES", async () => {
    const { app, workspace, api } = await serve(undefined);
    close = app.close;
    const response = await api.post(
      path(workspace.workspaceId),
      { agentId: workspace.agentId, to: "+14155552671" },
      { "Idempotency-Key": randomUUID() },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("with BENCH_ROUTES=1 queues the call with its event and idempotency record, and answers the six fields", async () => {
    const { app, workspace, api, db } = await serve("1");
    close = app.close;
    const key = randomUUID();
    const response = await api.post(
      path(workspace.workspaceId),
      { agentId: workspace.agentId, to: "+14155552671" },
      { "Idempotency-Key": key },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get("ratelimit-limit")).toBeTruthy();
    const body = (await response.json()) as { success: true; data: Record<string, string> };
    expect(Object.keys(body.data)).toEqual(["id", "status", "agentId", "to", "from", "createdAt"]);
    expect(body).toMatchObject({
      success: true,
      data: { status: "queued", agentId: workspace.agentId, to: "+14155552671", from: workspace.fromNumber },
    });

    const call = await db.call.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(call).toMatchObject({ workspaceId: workspace.workspaceId, status: "queued", apiKeyId: workspace.keyId });
    expect(call.createdAt.toISOString()).toBe(body.data.createdAt);
    const event = await db.outbox.findFirstOrThrow({ where: { payload: { path: ["callId"], equals: call.id } } });
    expect(event).toMatchObject({
      name: "call/requested",
      payload: { callId: call.id, workspaceId: workspace.workspaceId },
    });
    const record = await db.idempotencyRecord.findFirstOrThrow({ where: { workspaceId: workspace.workspaceId, key } });
    expect(record.statusCode).toBe(202);
    expect(JSON.parse(record.responseBody as string)).toEqual(body);

    const again = await api.post(
      path(workspace.workspaceId),
      { agentId: workspace.agentId, to: "+14155552671" },
      { "Idempotency-Key": key },
    );
    expect(again.status).toBe(409);
    expect(await db.call.count({ where: { workspaceId: workspace.workspaceId } })).toBe(1);
  });

  it("with BENCH_ROUTES=1 refuses what an originate refuses: no key, an unknown agent", async () => {
    const { app, workspace, api, db } = await serve("1");
    close = app.close;
    const noKey = await fetch(app.url + path(workspace.workspaceId), {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(noKey.status).toBe(401);
    const unknownAgent = await api.post(
      path(workspace.workspaceId),
      { agentId: "agt_nope", to: "+14155552671" },
      { "Idempotency-Key": randomUUID() },
    );
    expect(unknownAgent.status).toBe(422);
    expect(await unknownAgent.json()).toMatchObject({ code: "AGENT_NOT_FOUND" });
    expect(await db.call.count({ where: { workspaceId: workspace.workspaceId } })).toBe(0);
  });
});
