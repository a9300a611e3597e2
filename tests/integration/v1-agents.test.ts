import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@/server/auth/signup";
import { analyzeCall } from "@/server/calls/analysis";
import { db, dbReady } from "@/server/db/client";
import { bindCall } from "@/server/voice/call-binding";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";
import { callerFor } from "../helpers/settings-caller";

// Agents through /v1: create, read, change the fields given, delete, and the versions every change
// leaves (docs/decisions.md "Agent versions"), with the contract of every other endpoint: scopes,
// workspaces, unknown fields, idempotent replays, and If-Match against the version read.

let app: AppServer;
let ws: V1Workspace;
let other: V1Workspace;
let keyCounter = 0;
const newKey = () => `agent-key-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  other = await createV1Workspace({ fromNumber: "+14155550111" });
});
afterAll(() => app?.close());

function request(
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${app.url}/v1/workspaces${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${options.key ?? ws.apiKey}`,
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

const agentsPath = (workspace = ws) => `/${workspace.workspaceId}/agents`;
const agentPath = (agentId: string, workspace = ws) => `${agentsPath(workspace)}/${agentId}`;
const settings = {
  name: "Bea",
  voice: "en-US-Journey-O",
  language: "en-US",
  firstMessage: "Hi {{name}}!",
  instructions: "- Which day suits you?",
};

async function createAgent(body: object = settings, key?: string) {
  const response = await request("POST", agentsPath(), { body, key });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string; version: number } & Record<string, unknown>;
}

async function issues(response: Response): Promise<{ path: (string | number)[]; message: string }[]> {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  return body.details.issues;
}

describe("creating and reading an agent", () => {
  it("creates version 1 with the form's defaults, the analysis schema as a JSON object, and answers its ETag", async () => {
    const analysisSchema = { type: "object", properties: { day: { type: "string" } } };
    const response = await request("POST", agentsPath(), {
      body: { ...settings, analysisSchema, successCriteria: "A day was agreed." },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("etag")).toBe('"1"');
    const { data } = await response.json();
    expect(data).toMatchObject({
      ...settings,
      version: 1,
      brain: "script",
      ttsProvider: "Google",
      tools: ["end_call"],
      transferNumbers: [],
      voicemailAction: "hang_up",
      silenceTimeoutSec: 10,
      maxDurationSec: 600,
      recording: {
        enabled: false,
        consent: "none",
        announcement: "This call may be recorded.",
        onDecline: "continue_unrecorded",
      },
      recordCalls: false,
      analysisSchema,
      successCriteria: "A day was agreed.",
      llmConnectionId: null,
      defaultFrom: null,
    });

    const read = await request("GET", agentPath(data.id));
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"1"');
    expect((await read.json()).data).toEqual(data);

    const listed = await (await request("GET", `${agentsPath()}?limit=100`)).json();
    expect(listed.data.items.map((agent: { id: string }) => agent.id)).toContain(data.id);

    const versions = await (await request("GET", `${agentPath(data.id)}/versions`)).json();
    expect(versions.data).toMatchObject({
      items: [{ version: 1, author: { kind: "api_key", apiKeyId: ws.keyId, userId: null, email: null } }],
      nextCursor: null,
    });
    expect(versions.data.items[0].settings).toMatchObject({ ...settings, analysisSchema });
  });

  it("pages the list like the other lists", async () => {
    for (let i = 0; i < 3; i++) await createAgent({ ...settings, name: `Paged ${i}` });
    const first = await (await request("GET", `${agentsPath()}?limit=2`)).json();
    expect(first.data.items).toHaveLength(2);
    const second = await (await request("GET", `${agentsPath()}?limit=2&cursor=${first.data.nextCursor}`)).json();
    expect(second.data.items[0].id).not.toBe(first.data.items[1].id);
    expect(first.data.items[0].name).toBe("Paged 2"); // newest first
  });

  it("refuses unknown fields by name, the analysis schema as text, and each broken rule, and writes nothing", async () => {
    const before = await db.agent.count({ where: { workspaceId: ws.workspaceId } });
    expect(await issues(await request("POST", agentsPath(), { body: { ...settings, instructons: "typo" } }))).toEqual([
      { path: ["instructons"], message: "Unknown field `instructons`." },
    ]);
    expect(
      (
        await issues(
          await request("POST", agentsPath(), { body: { ...settings, analysisSchema: '{"type": "object"}' } }),
        )
      ).map((i) => i.path),
    ).toEqual([["analysisSchema"]]);
    expect(
      (
        await issues(await request("POST", agentsPath(), { body: { ...settings, analysisSchema: { type: "array" } } }))
      ).map((i) => i.path),
    ).toEqual([["analysisSchema"]]);
    expect(
      (await issues(await request("POST", agentsPath(), { body: { ...settings, brain: "llm" } }))).map((i) => i.path),
    ).toEqual([["llmConnectionId"]]);
    expect(
      (
        await issues(
          await request("POST", agentsPath(), { body: { ...settings, defaultCallerNumberId: "num_theirs" } }),
        )
      ).map((i) => i.path),
    ).toEqual([["defaultCallerNumberId"]]);
    expect((await issues(await request("POST", agentsPath(), { body: { name: "" } }))).map((i) => i.path)).toEqual(
      expect.arrayContaining([["name"], ["voice"], ["language"], ["firstMessage"]]),
    );
    expect(await db.agent.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });
});

describe("recording settings", () => {
  const verbal = {
    enabled: true,
    consent: "verbal",
    announcement: "May I record this call?",
    onDecline: "end_call",
  };

  it("are set, changed as a whole and kept by each version; recordCalls mirrors recording.enabled", async () => {
    const agent = await createAgent({ ...settings, recording: verbal });
    expect(agent).toMatchObject({ recording: verbal, recordCalls: true });
    const patched = await request("PATCH", agentPath(agent.id), { body: { recording: { consent: "announce" } } });
    expect(patched.status).toBe(200);
    // Left-out fields of `recording` take their defaults, as in a create.
    expect((await patched.json()).data).toMatchObject({
      recording: { enabled: false, consent: "announce", announcement: "This call may be recorded." },
      recordCalls: false,
    });
    const v1 = (await (await request("GET", `${agentPath(agent.id)}/versions/1`)).json()).data;
    expect(v1.settings).toMatchObject({ recording: verbal, recordCalls: true });
  });

  it("recordCalls, the deprecated alias, is written as recording.enabled, keeping the consent settings", async () => {
    const created = await createAgent({ ...settings, recordCalls: true });
    expect(created).toMatchObject({ recording: { enabled: true, consent: "none" }, recordCalls: true });
    await request("PATCH", agentPath(created.id), { body: { recording: { ...verbal, enabled: false } } });
    const patched = await request("PATCH", agentPath(created.id), { body: { recordCalls: true } });
    expect((await patched.json()).data).toMatchObject({ recording: verbal, recordCalls: true });
    expect((await db.agent.findUniqueOrThrow({ where: { id: created.id } })).recording).toEqual(verbal);
  });

  it("the API reference marks recordCalls deprecated, in requests and answers", async () => {
    const document = await (await fetch(`${app.url}/v1/openapi.json`)).json();
    const agentPaths = document.paths["/workspaces/{id}/agents"];
    const body = agentPaths.post.requestBody.content["application/json"].schema;
    const properties = body.properties ?? document.components.schemas[body.$ref?.split("/").pop()]?.properties;
    expect(properties.recordCalls).toMatchObject({ deprecated: true });
    expect(properties.recording.properties.consent.enum).toEqual(["none", "announce", "verbal"]);
    const patchBody =
      document.paths["/workspaces/{id}/agents/{agentId}"].patch.requestBody.content["application/json"].schema;
    expect(patchBody.properties.recordCalls).toMatchObject({ deprecated: true });
  });

  it("refuses a bad consent, an empty or long announcement and a bad onDecline, naming the field, and writes nothing", async () => {
    const before = await db.agent.count({ where: { workspaceId: ws.workspaceId } });
    for (const [recording, path] of [
      [{ consent: "maybe" }, ["recording", "consent"]],
      [{ announcement: "  " }, ["recording", "announcement"]],
      [{ announcement: "x".repeat(301) }, ["recording", "announcement"]],
      [{ onDecline: "hang_up" }, ["recording", "onDecline"]],
      [{ enabled: "yes" }, ["recording", "enabled"]],
      [{ extra: true }, ["recording", "extra"]],
    ] as const) {
      const found = await issues(await request("POST", agentsPath(), { body: { ...settings, recording } }));
      expect(found.map((issue) => issue.path)).toEqual([path]);
    }
    expect(
      (await issues(await request("POST", agentsPath(), { body: { ...settings, recordCalls: "on" } }))).map(
        (i) => i.path,
      ),
    ).toEqual([["recordCalls"]]);
    expect(await db.agent.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
    const agent = await createAgent();
    const bad = await request("PATCH", agentPath(agent.id), {
      body: { recording: { consent: "verbal", announcement: "" } },
    });
    expect((await issues(bad)).map((issue) => issue.path)).toEqual([["recording", "announcement"]]);
    expect((await db.agent.findUniqueOrThrow({ where: { id: agent.id } })).version).toBe(1);
  });
});

describe("changing an agent", () => {
  it("PATCH changes only the fields given, as a new version; the old version keeps the old settings", async () => {
    const agent = await createAgent({ ...settings, recordCalls: true });
    const response = await request("PATCH", agentPath(agent.id), { body: { instructions: "- Morning or afternoon?" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"2"');
    const { data } = await response.json();
    expect(data).toMatchObject({ ...settings, instructions: "- Morning or afternoon?", recordCalls: true, version: 2 });

    const v1 = (await (await request("GET", `${agentPath(agent.id)}/versions/1`)).json()).data;
    const v2 = (await (await request("GET", `${agentPath(agent.id)}/versions/2`)).json()).data;
    expect(v1.settings.instructions).toBe(settings.instructions);
    expect(v2.settings.instructions).toBe("- Morning or afternoon?");
    expect(v2.settings.recordCalls).toBe(true);
    expect((await request("GET", `${agentPath(agent.id)}/versions/3`)).status).toBe(404);

    // A PATCH that changes nothing is no new version.
    const same = await request("PATCH", agentPath(agent.id), { body: { instructions: "- Morning or afternoon?" } });
    expect(same.headers.get("etag")).toBe('"2"');
    expect(await db.agentVersion.count({ where: { agentId: agent.id } })).toBe(2);
  });

  it("PATCH refuses unknown fields and a result that breaks a rule, and changes nothing", async () => {
    const agent = await createAgent();
    expect(await issues(await request("PATCH", agentPath(agent.id), { body: { nmae: "x" } }))).toEqual([
      { path: ["nmae"], message: "Unknown field `nmae`." },
    ]);
    // Each field is fine alone; together they break "transfer_call needs numbers".
    expect(
      (await issues(await request("PATCH", agentPath(agent.id), { body: { tools: ["transfer_call"] } }))).map(
        (i) => i.path,
      ),
    ).toEqual([["transferNumbers"]]);
    expect(
      (await issues(await request("PATCH", agentPath(agent.id), { body: { ttsProvider: "Amazon" } }))).map(
        (i) => i.path,
      ),
    ).toEqual([["voice"]]);
    expect(await db.agent.findUniqueOrThrow({ where: { id: agent.id } })).toMatchObject({
      version: 1,
      tools: ["end_call"],
      ttsProvider: "Google",
    });
  });

  it("If-Match that is not the current version is 412 and changes nothing; the current one, or *, passes", async () => {
    const agent = await createAgent();
    await request("PATCH", agentPath(agent.id), { body: { name: "Bea 2" } });
    const stale = await request("PATCH", agentPath(agent.id), {
      body: { name: "Overwritten" },
      headers: { "If-Match": '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({
      success: false,
      code: "PRECONDITION_FAILED",
      details: { currentVersion: 2 },
    });
    expect((await db.agent.findUniqueOrThrow({ where: { id: agent.id } })).name).toBe("Bea 2");

    const current = await request("PATCH", agentPath(agent.id), {
      body: { name: "Bea 3" },
      headers: { "If-Match": '"2"' },
    });
    expect(current.status).toBe(200);
    expect(current.headers.get("etag")).toBe('"3"');
    expect(
      (await request("PATCH", agentPath(agent.id), { body: { name: "Bea 4" }, headers: { "If-Match": "*" } })).status,
    ).toBe(200);
    expect(
      (
        await issues(
          await request("PATCH", agentPath(agent.id), { body: { name: "Bea 5" }, headers: { "If-Match": "4" } }),
        )
      ).map((i) => i.path),
    ).toEqual([["If-Match"]]);
    expect((await request("DELETE", agentPath(agent.id), { headers: { "If-Match": '"3"' } })).status).toBe(412);
  });

  it("two PATCHes made against the same version: one wins, the other is 412", async () => {
    const agent = await createAgent();
    const responses = await Promise.all(
      ["First", "Second"].map((name) =>
        request("PATCH", agentPath(agent.id), { body: { name }, headers: { "If-Match": '"1"' } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 412]);
    const winner = await responses.find((response) => response.status === 200)!.json();
    const stored = await db.agent.findUniqueOrThrow({ where: { id: agent.id } });
    expect(stored).toMatchObject({ version: 2, name: winner.data.name });
    expect(await db.agentVersion.count({ where: { agentId: agent.id } })).toBe(2);
  });

  it("replays POST, PATCH and DELETE under the same Idempotency-Key, ETag included, without doing them twice", async () => {
    const key = newKey();
    const before = await db.agent.count({ where: { workspaceId: ws.workspaceId } });
    const first = await request("POST", agentsPath(), { body: settings, headers: { "Idempotency-Key": key } });
    const again = await request("POST", agentsPath(), { body: settings, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("etag")).toBe('"1"');
    const created = await first.json();
    expect(await again.json()).toEqual(created);
    expect(await db.agent.count({ where: { workspaceId: ws.workspaceId } })).toBe(before + 1);

    const patchKey = newKey();
    const patch = () =>
      request("PATCH", agentPath(created.data.id), {
        body: { name: "Replayed" },
        headers: { "Idempotency-Key": patchKey },
      });
    expect((await patch()).status).toBe(200);
    const replayed = await patch();
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.headers.get("etag")).toBe('"2"');
    expect(await db.agentVersion.count({ where: { agentId: created.data.id } })).toBe(2);
    const otherBody = await request("PATCH", agentPath(created.data.id), {
      body: { name: "Different" },
      headers: { "Idempotency-Key": patchKey },
    });
    expect(otherBody.status).toBe(422);

    const deleteKey = newKey();
    const remove = () => request("DELETE", agentPath(created.data.id), { headers: { "Idempotency-Key": deleteKey } });
    expect(await (await remove()).json()).toEqual({ success: true, data: { id: created.data.id, deleted: true } });
    const removedAgain = await remove();
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("who may", () => {
  it("a key needs agents:write to change agents and agents:read to read them; a test key with the scope changes the shared configuration", async () => {
    const readOnly = await addKey(ws.workspaceId, ["agents:read"]);
    const refused = await request("POST", agentsPath(), { body: settings, key: readOnly });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "INSUFFICIENT_SCOPE", details: { required: "agents:write" } });
    const agent = await createAgent();
    expect((await request("PATCH", agentPath(agent.id), { body: { name: "No" }, key: readOnly })).status).toBe(403);
    expect((await request("DELETE", agentPath(agent.id), { key: readOnly })).status).toBe(403);
    expect((await request("GET", agentPath(agent.id), { key: readOnly })).status).toBe(200);
    const callsOnly = await addKey(ws.workspaceId, ["calls:read"]);
    for (const path of [
      agentsPath(),
      agentPath(agent.id),
      `${agentPath(agent.id)}/versions`,
      `${agentPath(agent.id)}/versions/1`,
    ]) {
      expect((await request("GET", path, { key: callsOnly })).status).toBe(403);
    }

    const testWriter = await addKey(ws.workspaceId, ["agents:read", "agents:write"], "test");
    const made = await createAgent({ ...settings, name: "Made in test mode" }, testWriter);
    expect((await request("GET", agentPath(made.id))).status).toBe(200); // the live key sees it: configuration is shared
    const testReader = await addKey(ws.workspaceId, ["agents:read"], "test");
    expect((await request("PATCH", agentPath(made.id), { body: { name: "No" }, key: testReader })).status).toBe(403);
  });

  it("another workspace's key is refused, and another workspace's agent is not found", async () => {
    const agent = await createAgent();
    const mismatch = await request("GET", agentPath(agent.id), { key: other.apiKey });
    expect(mismatch.status).toBe(403);
    expect((await mismatch.json()).code).toBe("WORKSPACE_MISMATCH");
    for (const [method, path] of [
      ["GET", agentPath(agent.id, other)],
      ["PATCH", agentPath(agent.id, other)],
      ["DELETE", agentPath(agent.id, other)],
      ["GET", `${agentPath(agent.id, other)}/versions`],
      ["GET", `${agentPath(agent.id, other)}/versions/1`],
    ] as const) {
      const response = await request(method, path, {
        key: other.apiKey,
        body: method === "PATCH" ? { name: "Stolen" } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await db.agent.findUniqueOrThrow({ where: { id: agent.id } })).name).toBe(settings.name);
  });

  it("records a member's change with their id and e-mail", async () => {
    const owner = await signUp({
      name: "Olive",
      email: "olive.versions@example.com",
      password: "a long enough secret",
      workspaceName: "Olives",
    });
    const caller = callerFor(owner.userId);
    const { data: agent } = await caller.v1.agents.create({ id: owner.workspaceId, ...settings, language: "en-US" });
    const updated = caller.v1.agents.update({ id: owner.workspaceId, agentId: agent.id, name: "x" });
    await expect(updated).resolves.toMatchObject({ data: { version: 2 } });
    const { data } = await caller.v1.agents.versions({ id: owner.workspaceId, agentId: agent.id, limit: 10 });
    expect(data.items.map((version) => version.version).sort()).toEqual([1, 2]);
    expect(data.items[0].author).toEqual({
      kind: "member",
      userId: owner.userId,
      email: "olive.versions@example.com",
      apiKeyId: null,
    });
  });
});

describe("calls and versions", () => {
  it("a call records the agent's version it was created with, on GET and in the list", async () => {
    const agent = await createAgent();
    const first = await (
      await request("POST", `/${ws.workspaceId}/calls/originate-manual`, {
        body: { agentId: agent.id, to: "+14155552671", from: ws.fromNumber },
      })
    ).json();
    await request("PATCH", agentPath(agent.id), { body: { firstMessage: "Hello again!" } });
    const second = await (
      await request("POST", `/${ws.workspaceId}/calls`, {
        body: { agentId: agent.id, to: "+14155552672", from: ws.fromNumber },
      })
    ).json();
    expect(second.data.agentVersion).toBe(2);
    expect((await (await request("GET", `/${ws.workspaceId}/calls/${first.data.id}`)).json()).data.agentVersion).toBe(
      1,
    );
    const listed = (await (await request("GET", `/${ws.workspaceId}/calls?limit=100`)).json()).data.items as {
      id: string;
      agentVersion: number;
    }[];
    expect(
      listed.filter((call) => call.id === first.data.id || call.id === second.data.id).map((call) => call.agentVersion),
    ).toEqual([2, 1]);
  });

  it("a call runs, and is analysed, with the settings of the version it was created with, not a later change", async () => {
    const agent = await createAgent();
    const { data: call } = await (
      await request("POST", `/${ws.workspaceId}/calls/originate-manual`, {
        body: { agentId: agent.id, to: "+14155552674", from: ws.fromNumber },
      })
    ).json();
    await request("PATCH", agentPath(agent.id), {
      body: { firstMessage: "Changed after the call was queued.", instructions: "- Morning or afternoon?" },
    });
    await db.call.update({ where: { id: call.id }, data: { provider: "simulator" } });
    const bound = await bindCall(call.id, "simulator");
    expect(bound?.brief.firstMessage).toBe("Hi!"); // version 1's "Hi {{name}}!", with no name to fill
    expect(bound?.brief.instructions).toBe(settings.instructions);

    const at = new Date();
    await db.call.update({ where: { id: call.id }, data: { status: "completed", answeredAt: at, endedAt: at } });
    await db.callTurn.createMany({
      data: [
        { callId: call.id, index: 0, role: "agent", text: "Which day suits you?", startedAt: at, endedAt: at },
        { callId: call.id, index: 1, role: "user", text: "Tuesday.", startedAt: at, endedAt: at },
      ],
    });
    const analysis = await analyzeCall(call.id);
    expect(analysis.structuredData).toEqual({ "Which day suits you?": "Tuesday." });
  });

  it("an agent that calls reference cannot be deleted: 409 with the counts; one without calls goes, with its versions", async () => {
    const agent = await createAgent();
    await request("POST", `/${ws.workspaceId}/calls/originate-manual`, {
      body: { agentId: agent.id, to: "+14155552673", from: ws.fromNumber },
    });
    const refused = await request("DELETE", agentPath(agent.id));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      success: false,
      code: "CONFLICT",
      details: { calls: 1, clickToCallSources: 0 },
    });
    expect(await db.agent.count({ where: { id: agent.id } })).toBe(1);

    const unused = await createAgent();
    expect((await request("DELETE", agentPath(unused.id))).status).toBe(200);
    expect((await request("GET", agentPath(unused.id))).status).toBe(404);
    expect(await db.agentVersion.count({ where: { agentId: unused.id } })).toBe(0);
    expect((await request("DELETE", agentPath(unused.id))).status).toBe(404);
  });
});
