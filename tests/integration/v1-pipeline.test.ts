import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import { db, dbReady } from "@/server/db/client";
import { routeTable } from "@/server/http/routes";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// The /v1 request pipeline: its route table, and the order of its stages as a client sees it.

let app: AppServer;
let a: V1Workspace;
let b: V1Workspace;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  a = await createV1Workspace();
  b = await createV1Workspace();
});
afterAll(() => app?.close());

const errorCode = (error: unknown) => (error as { code?: string }).code;
const { routeOf } = routeTable(appRouter);

describe("the route table", () => {
  it("gives each path its procedure, endpoint template, scope and success status, decided once per process", () => {
    const { route, pathInput } = routeOf("POST", "/v1/workspaces/ws_1/calls/originate-manual");
    expect(route).toMatchObject({
      endpoint: "POST /v1/workspaces/{id}/calls/originate-manual",
      procedurePath: "v1.calls.originateManual",
      type: "mutation",
      scope: "calls:write",
      successStatus: 202,
    });
    expect(pathInput).toEqual({ id: "ws_1" });
    expect(routeOf("POST", "/v1/workspaces/ws_2/calls/originate-manual").route).toBe(route);
    expect(routeOf("GET", "/v1/workspaces/ws_1/calls/call_9")).toMatchObject({
      route: { successStatus: 200, type: "query" },
      pathInput: { id: "ws_1", callId: "call_9" },
    });
  });

  it("404 for an unknown path, 405 with every method the path allows", () => {
    expect(() => routeOf("GET", "/v1/workspaces")).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    let refused: unknown;
    try {
      routeOf("DELETE", "/v1/workspaces/ws_1/calls");
    } catch (error) {
      refused = error;
    }
    expect(errorCode(refused)).toBe("METHOD_NOT_ALLOWED");
    expect((refused as { headers: Record<string, string> }).headers.Allow.split(", ").sort()).toEqual(["GET", "POST"]);
  });

  it("is case-sensitive and takes one trailing slash", () => {
    expect(routeOf("GET", "/v1/workspaces/ws_1/agents/").pathInput).toEqual({ id: "ws_1" });
    expect(() => routeOf("GET", "/v1/Workspaces/ws_1/agents")).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
  });
});

describe("over HTTP", () => {
  it("reads query parameters as the input's types: a lone array value, a number", async () => {
    const api = v1Client(app.url, a.apiKey);
    for (const to of ["+14155552671", "+14155552672"]) {
      expect(
        (await api.post(`/v1/workspaces/${a.workspaceId}/calls/originate-manual`, { agentId: a.agentId, to })).status,
      ).toBe(202);
    }
    const page = await (await api.get(`/v1/workspaces/${a.workspaceId}/calls?status=queued&limit=1`)).json();
    expect(page.data.items).toHaveLength(1);
    expect(page.data.nextCursor).toEqual(expect.any(String));
  });

  it("authorizes before idempotency: a stored response is never replayed to a caller who may not see it", async () => {
    const path = `/v1/workspaces/${a.workspaceId}/calls/originate-manual`;
    const body = { agentId: a.agentId, to: "+14155552673" };
    const headers = { "Idempotency-Key": `pipeline-${Date.now()}` };
    const first = await v1Client(app.url, a.apiKey).post(path, body, headers);
    expect(first.status).toBe(202);

    const anonymous = await v1Client(app.url).post(path, body, headers);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, "UNAUTHENTICATED"]);
    const stranger = await v1Client(app.url, b.apiKey).post(path, body, headers);
    expect([stranger.status, (await stranger.json()).code]).toEqual([403, "WORKSPACE_MISMATCH"]);
    const reader = await v1Client(app.url, await addKey(a.workspaceId, ["calls:read"])).post(path, body, headers);
    expect([reader.status, (await reader.json()).code]).toEqual([403, "INSUFFICIENT_SCOPE"]);
    for (const refused of [anonymous, stranger, reader]) expect(refused.headers.get("idempotent-replayed")).toBeNull();

    const retry = await v1Client(app.url, a.apiKey).post(path, body, headers);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(await db.call.count({ where: { workspaceId: a.workspaceId, to: body.to } })).toBe(1);
  });
});
