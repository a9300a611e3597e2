import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { llmClient, llmTargets } from "@/server/llm/client";
import { decryptSecret } from "@/server/secrets/encryption";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { startFakeLlm } from "../helpers/fake-llm";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// LLM connections through /v1: the API key goes in and never comes out (last 4 only), base URLs
// inside the network are refused as in the settings UI, and a connection agents use stays.

const KEY = "sk-live-abcdefghijklmnop1234";
const PUBLIC_BASE = "https://93.184.216.34/v1";

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
let path: string;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
  path = `/v1/workspaces/${ws.workspaceId}/llm-connections`;
});
afterAll(() => app?.close());

async function json(response: Response) {
  const text = await response.text();
  expect(text, "the API key never comes back").not.toContain(KEY.slice(0, 12));
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}

describe("LLM connections on /v1", () => {
  it("create (201), list, get and update show the key's last 4 only and keep it sealed", async () => {
    const created = await json(
      await api.post(path, { name: "OpenAI", baseUrl: PUBLIC_BASE, defaultModel: "gpt-4o-mini", apiKey: KEY }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^llm_/),
        name: "OpenAI",
        baseUrl: PUBLIC_BASE,
        defaultModel: "gpt-4o-mini",
        apiKeyLast4: "1234",
        pricing: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const id = created.body.data.id as string;
    expect(decryptSecret((await db.llmConnection.findUniqueOrThrow({ where: { id } })).apiKeySealed!)).toBe(KEY);

    expect((await json(await api.get(path))).body.data).toEqual({ items: [created.body.data], nextCursor: null });
    expect((await json(await api.get(`${path}/${id}`))).body.data).toEqual(created.body.data);

    const renamed = await json(await api.patch(`${path}/${id}`, { defaultModel: "gpt-4o" }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: "OpenAI",
      baseUrl: PUBLIC_BASE,
      defaultModel: "gpt-4o",
      apiKeyLast4: "1234",
    });
    expect(
      decryptSecret((await db.llmConnection.findUniqueOrThrow({ where: { id } })).apiKeySealed!),
      "a PATCH without apiKey keeps it",
    ).toBe(KEY);

    const rekeyed = await json(await api.patch(`${path}/${id}`, { apiKey: "sk-other-9999" }));
    expect(rekeyed.body.data.apiKeyLast4).toBe("9999");
    expect(decryptSecret((await db.llmConnection.findUniqueOrThrow({ where: { id } })).apiKeySealed!)).toBe(
      "sk-other-9999",
    );
  });

  it("refuses bad fields by name, unknown fields, a duplicate name and a base URL inside the network, writing nothing", async () => {
    const before = await db.llmConnection.count({ where: { workspaceId: ws.workspaceId } });
    const issues = async (body: unknown) => {
      const { status, body: answer } = await json(await api.post(path, body));
      expect({ status, code: answer.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
      return (answer.details.issues as { path: (string | number)[] }[]).map((issue) => issue.path);
    };
    expect(await issues({ baseUrl: "ftp://example.com", defaultModel: "" })).toEqual([
      ["name"],
      ["baseUrl"],
      ["defaultModel"],
    ]);
    expect(await issues({ name: "X", baseUrl: PUBLIC_BASE, defaultModel: "m", api_key: KEY })).toEqual([["api_key"]]);
    expect(await issues({ name: "Metadata", baseUrl: "http://169.254.169.254/latest", defaultModel: "m" })).toEqual([
      ["baseUrl"],
    ]);
    expect(await issues({ name: "Inside", baseUrl: "http://10.0.0.7/v1", defaultModel: "m" })).toEqual([["baseUrl"]]);
    expect(await issues({ name: "OpenAI", baseUrl: PUBLIC_BASE, defaultModel: "m" })).toEqual([["name"]]);
    expect(await db.llmConnection.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);

    const [existing] = await db.llmConnection.findMany({ where: { workspaceId: ws.workspaceId }, take: 1 });
    const patch = await json(await api.patch(`${path}/${existing.id}`, { baseUrl: "http://127.0.0.1:11434/v1" }));
    expect({
      status: patch.status,
      paths: patch.body.details.issues.map((issue: { path: (string | number)[] }) => issue.path),
    }).toEqual({ status: 400, paths: [["baseUrl"]] });
    expect((await db.llmConnection.findUniqueOrThrow({ where: { id: existing.id } })).baseUrl).toBe(PUBLIC_BASE);
  });

  it("a refused base URL names the setting that allows it, and what the name resolves to except in production", async () => {
    const refusal = async () => {
      const { body } = await json(
        await api.post(path, { name: "Local", baseUrl: "http://localhost:11434/v1", defaultModel: "m" }),
      );
      return body.details.issues[0].message as string;
    };
    expect(await refusal()).toMatch(/localhost resolves to (127\.0\.0\.1|::1).*LLM_ALLOW_PRIVATE_TARGETS=true/);
    llmTargets.explain = false; // as in production
    try {
      const message = await refusal();
      expect(message).toBe(
        "Not allowed: localhost resolves to a private or reserved address (LLM_ALLOW_PRIVATE_TARGETS=true allows private targets)",
      );
    } finally {
      llmTargets.explain = true;
    }
  });

  it("a connection to an IP literal inside the network, planted past the save-time check, is refused at connect time", async () => {
    const llm = await startFakeLlm();
    try {
      const port = new URL(llm.baseUrl).port;
      for (const host of ["127.0.0.1", "[::ffff:127.0.0.1]", "2130706433", "localhost"]) {
        const connection = await db.llmConnection.create({
          data: {
            workspaceId: ws.workspaceId,
            name: `Planted ${host}`,
            baseUrl: `http://${host}:${port}/v1`,
            defaultModel: "m",
          },
        });
        await expect(
          llmClient(connection).chat.completions.create({ model: "m", messages: [{ role: "user", content: "Hi" }] }),
        ).rejects.toThrow();
      }
      expect(llm.requests).toHaveLength(0);
    } finally {
      await llm.close();
    }
  });

  it("refuses to delete a connection an agent uses (409 naming it), then deletes it (replayable) once none does", async () => {
    const { body } = await json(await api.post(path, { name: "Busy", baseUrl: PUBLIC_BASE, defaultModel: "m" }));
    const id = body.data.id as string;
    expect(body.data.apiKeyLast4).toBeNull();
    await db.agent.update({ where: { id: ws.agentId }, data: { brain: "llm", llmConnectionId: id } });

    const refused = await json(await api.delete(`${path}/${id}`));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: "CONFLICT", details: { agentIds: [ws.agentId] } });

    await db.agent.update({ where: { id: ws.agentId }, data: { brain: "script", llmConnectionId: null } });
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const deleted = await json(await api.delete(`${path}/${id}`, key));
    expect({ status: deleted.status, body: deleted.body }).toEqual({
      status: 200,
      body: { success: true, data: { id, deleted: true } },
    });
    const replayed = await json(await api.delete(`${path}/${id}`, key));
    expect({
      status: replayed.status,
      body: replayed.body,
      replayed: replayed.headers.get("idempotent-replayed"),
    }).toEqual({ status: 200, body: deleted.body, replayed: "true" });
    expect((await json(await api.delete(`${path}/${id}`))).status).toBe(404);
    expect((await json(await api.get(`${path}/${id}`))).body.code).toBe("NOT_FOUND");
  });

  it("reads with agents:read, changes only with agents:write; a test key with the scope changes the shared configuration", async () => {
    const reader = v1Client(app.url, await addKey(ws.workspaceId, ["agents:read"]));
    expect((await reader.get(path)).status).toBe(200);
    const refused = await json(await reader.post(path, { name: "Nope", baseUrl: PUBLIC_BASE, defaultModel: "m" }));
    expect({ status: refused.status, code: refused.body.code, required: refused.body.details.required }).toEqual({
      status: 403,
      code: "INSUFFICIENT_SCOPE",
      required: "agents:write",
    });

    const testKey = v1Client(app.url, await addKey(ws.workspaceId, ["agents:read", "agents:write"], "test"));
    const created = await json(
      await testKey.post(path, { name: "From a test key", baseUrl: PUBLIC_BASE, defaultModel: "m" }),
    );
    expect(created.status).toBe(201);
    expect((await json(await api.get(`${path}/${created.body.data.id}`))).status, "live keys see it too").toBe(200);
    const readOnlyTest = v1Client(app.url, await addKey(ws.workspaceId, ["agents:read"], "test"));
    expect((await json(await readOnlyTest.delete(`${path}/${created.body.data.id}`))).body.code).toBe(
      "INSUFFICIENT_SCOPE",
    );
  });

  it("keeps workspaces apart: another workspace's key is refused, another workspace's connection is not found", async () => {
    const other = await createV1Workspace();
    const theirs = await json(
      await v1Client(app.url, other.apiKey).post(`/v1/workspaces/${other.workspaceId}/llm-connections`, {
        name: "Theirs",
        baseUrl: PUBLIC_BASE,
        defaultModel: "m",
        apiKey: KEY,
      }),
    );
    const id = theirs.body.data.id as string;
    expect((await json(await v1Client(app.url, other.apiKey).get(path))).body.code).toBe("WORKSPACE_MISMATCH");
    for (const response of [
      await api.get(`${path}/${id}`),
      await api.patch(`${path}/${id}`, { name: "Mine now" }),
      await api.delete(`${path}/${id}`),
    ]) {
      expect((await json(response)).body.code).toBe("NOT_FOUND");
    }
    expect(await db.llmConnection.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Theirs",
      workspaceId: other.workspaceId,
    });
  });

  it("replays a create with the same Idempotency-Key (one connection) and refuses the key with another body (422)", async () => {
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const body = { name: "Once", baseUrl: PUBLIC_BASE, defaultModel: "m", apiKey: KEY };
    const first = await json(await api.post(path, body, key));
    const second = await json(await api.post(path, body, key));
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.llmConnection.count({ where: { workspaceId: ws.workspaceId, name: "Once" } })).toBe(1);
    expect((await json(await api.post(path, { ...body, name: "Twice" }, key))).status).toBe(422);

    const patchKey = { "Idempotency-Key": crypto.randomUUID() };
    const patched = await json(await api.patch(`${path}/${first.body.data.id}`, { defaultModel: "m2" }, patchKey));
    await db.llmConnection.update({ where: { id: first.body.data.id }, data: { defaultModel: "changed since" } });
    const replayed = await json(await api.patch(`${path}/${first.body.data.id}`, { defaultModel: "m2" }, patchKey));
    expect(replayed.body).toEqual(patched.body);
    expect(
      (await db.llmConnection.findUniqueOrThrow({ where: { id: first.body.data.id } })).defaultModel,
      "a replay changes nothing",
    ).toBe("changed since");
  });
});
