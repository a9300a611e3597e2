import { afterEach, describe, expect, it } from "vitest";
import { SvcClient } from "../src/index.js";
import { startScriptedServer, type ScriptedServer } from "./helpers/scripted-server.js";

let server: ScriptedServer;
afterEach(() => server.close());

const page = (ids: string[], nextCursor: string | null) => ({
  status: 200,
  body: { success: true, data: { items: ids.map((id) => ({ id })), nextCursor } },
});

describe("SvcClient requests", () => {
  it("list fetches pages lazily, following nextCursor, with repeated array parameters", async () => {
    server = await startScriptedServer([page(["call_3", "call_2"], "c1"), page(["call_1"], null)]);
    const client = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws 1", baseUrl: `${server.url}/` });
    const pages = client.calls.list({ limit: 2, status: ["queued", "canceled"] });
    expect(server.received).toHaveLength(0);
    const ids: string[] = [];
    for await (const { items } of pages) ids.push(...items.map((call) => call.id));
    expect(ids).toEqual(["call_3", "call_2", "call_1"]);
    expect(server.received.map((request) => request.url)).toEqual([
      "/v1/workspaces/ws%201/calls?limit=2&status=queued&status=canceled",
      "/v1/workspaces/ws%201/calls?limit=2&status=queued&status=canceled&cursor=c1",
    ]);
  });

  it("refuses an empty id before sending anything (it would address another endpoint)", async () => {
    server = await startScriptedServer([page([], null)]);
    const client = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1", baseUrl: server.url });
    await expect(client.calls.get("")).rejects.toThrow(TypeError);
    await expect(client.calls.cancel("")).rejects.toThrow("callId must be a non-empty string");
    expect(server.received).toHaveLength(0);
  });

  it("needs an API key and a workspace id", () => {
    expect(() => new SvcClient({ apiKey: "", workspaceId: "ws_1" })).toThrow("apiKey is required");
    expect(() => new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "" })).toThrow("workspaceId is required");
  });
});
