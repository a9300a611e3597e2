import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SDK_VERSION, SvcClient, type SvcDeprecation } from "../src/index.js";
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

describe("what the SDK says about itself", () => {
  it("sends User-Agent: svc-sdk/<version>, the package's version", async () => {
    server = await startScriptedServer([{ status: 200, body: { success: true, data: { id: "call_1" } } }]);
    const client = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1", baseUrl: server.url });
    await client.calls.get("call_1");
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(SDK_VERSION).toBe(manifest.version);
    expect(server.received[0]!.headers["user-agent"]).toBe(`svc-sdk/${manifest.version}`);
  });

  it("leaves User-Agent to a browser, whose own is sent", async () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" });
    try {
      server = await startScriptedServer([{ status: 200, body: { success: true, data: { id: "call_1" } } }]);
      const client = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1", baseUrl: server.url });
      await client.calls.get("call_1");
      expect(server.received[0]!.headers["user-agent"]).not.toMatch(/svc-sdk/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("deprecated operations", () => {
  const deprecated = (headers: Record<string, string>) => ({
    status: 200,
    body: { success: true, data: { id: "num_1" } },
    headers,
  });

  it("are reported once per operation, whatever the ids, with the dates and the notice", async () => {
    server = await startScriptedServer([
      deprecated({
        deprecation: "@1768435200",
        sunset: "Wed, 15 Jul 2026 00:00:00 GMT",
        link: '<https://svc.test/docs#description/deprecations>; rel="deprecation"; type="text/html"',
      }),
    ]);
    const seen: SvcDeprecation[] = [];
    const client = new SvcClient({
      apiKey: "svc_sk_live_x",
      workspaceId: "ws_1",
      baseUrl: server.url,
      onDeprecation: (deprecation) => seen.push(deprecation),
    });
    await client.numbers.get("num_1");
    await client.numbers.get("num_2");
    await client.numbers.delete("num_1");
    expect(seen).toEqual([
      {
        operation: "GET /v1/workspaces/{id}/numbers/{numberId}",
        deprecatedAt: new Date("2026-01-15T00:00:00Z"),
        sunsetAt: new Date("2026-07-15T00:00:00Z"),
        link: "https://svc.test/docs#description/deprecations",
        message:
          "svc-sdk: GET /v1/workspaces/{id}/numbers/{numberId} is deprecated since 2026-01-15; it stops working on 2026-07-15. What to use instead: https://svc.test/docs#description/deprecations",
      },
      expect.objectContaining({ operation: "DELETE /v1/workspaces/{id}/numbers/{numberId}" }),
    ]);
  });

  it("go to console.warn by default, and an unreadable header still warns", async () => {
    server = await startScriptedServer([deprecated({ deprecation: "true" })]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const client = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1", baseUrl: server.url });
      await client.numbers.list().next();
      await client.numbers.list().next();
      expect(warn.mock.calls).toEqual([["svc-sdk: GET /v1/workspaces/{id}/numbers is deprecated"]]);
    } finally {
      warn.mockRestore();
    }
  });
});
