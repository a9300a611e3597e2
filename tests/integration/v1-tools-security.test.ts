import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { encryptSecret } from "@/server/secrets/encryption";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// TOOLS_ALLOW_PRIVATE_TARGETS is off here, as in production: a tool cannot point inside our
// network, neither when saved nor (after a DNS change) when called; keys need the tools scopes;
// another workspace's tools are invisible.

let app: AppServer;
let a: V1Workspace;
let b: V1Workspace;
let server: Server;
let hits = 0;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  a = await createV1Workspace();
  b = await createV1Workspace();
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const tool = (url: string) => ({
  name: `probe_${Math.random().toString(36).slice(2, 8)}`,
  description: "Probe.",
  parameters: { type: "object" },
  url,
});
const toolsPath = (ws: V1Workspace) => `/v1/workspaces/${ws.workspaceId}/tools`;

describe("the SSRF guard", () => {
  it.each([
    "http://127.0.0.1:9/x",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/x",
    "http://10.0.0.1/x",
    "http://localhost:9/x",
  ])("refuses to save a tool at %s (400 naming url)", async (url) => {
    const response = await v1Client(app.url, a.apiKey).post(toolsPath(a), tool(url));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [{ path: ["url"] }] } });
  });

  it("a saved tool whose host now resolves to a private address is refused at the call, and nothing is sent", async () => {
    // As if its DNS changed after it was saved: the row points at localhost.
    const port = (server.address() as AddressInfo).port;
    const row = await db.tool.create({
      data: {
        workspaceId: a.workspaceId,
        name: "rebound",
        description: "x",
        parameters: { type: "object" },
        url: `http://localhost:${port}/x`,
        secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
      },
    });
    const before = hits;
    const response = await v1Client(app.url, a.apiKey).post(`${toolsPath(a)}/${row.id}/test`, { arguments: {} });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.status).toBeNull();
    expect(data.error).toMatch(/private or reserved address/);
    expect(hits).toBe(before);
  });
});

describe("who may use tools", () => {
  it("a key without tools:read or tools:write is refused (403 INSUFFICIENT_SCOPE)", async () => {
    const key = await addKey(a.workspaceId, ["calls:read"]);
    const read = await v1Client(app.url, key).get(toolsPath(a));
    expect(read.status).toBe(403);
    expect((await read.json()).code).toBe("INSUFFICIENT_SCOPE");
    const readOnly = await addKey(a.workspaceId, ["tools:read"]);
    expect((await v1Client(app.url, readOnly).get(toolsPath(a))).status).toBe(200);
    const write = await v1Client(app.url, readOnly).post(toolsPath(a), tool("https://example.com/x"));
    expect(write.status).toBe(403);
  });

  it("another workspace's tool is not found, and its key cannot reach this workspace", async () => {
    const row = await db.tool.create({
      data: {
        workspaceId: a.workspaceId,
        name: "private_one",
        description: "x",
        parameters: { type: "object" },
        url: "https://example.com/x",
        secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
      },
    });
    expect((await v1Client(app.url, b.apiKey).get(`${toolsPath(b)}/${row.id}`)).status).toBe(404);
    expect((await v1Client(app.url, b.apiKey).post(`${toolsPath(b)}/${row.id}/test`, { arguments: {} })).status).toBe(
      404,
    );
    expect((await v1Client(app.url, b.apiKey).get(`${toolsPath(a)}/${row.id}`)).status).toBe(403);
  });

  it("an agent cannot list another workspace's tool in toolIds", async () => {
    const { updateAgent } = await import("@/server/agents/settings");
    const { agentInput } = await import("@/server/agents/inputs");
    const foreign = await db.tool.create({
      data: {
        workspaceId: a.workspaceId,
        name: "foreign",
        description: "x",
        parameters: { type: "object" },
        url: "https://example.com/x",
        secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
      },
    });
    const input = agentInput.parse({
      name: "Ada",
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hi",
      instructions: "",
      toolIds: [foreign.id],
    });
    await expect(updateAgent(db, b.workspaceId, b.agentId, input, { kind: "operator" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    expect(agentInput.safeParse({ ...input, toolIds: Array.from({ length: 21 }, (_, i) => `tool_${i}`) }).success).toBe(
      false,
    );
  });
});
