import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { generateSecret } from "@/server/keys/secret";
import { requestClickToCall, SvcApiError, SvcClient, type Call, type Page } from "@/sdk/src/index";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// The SDK against the real /v1 (route handlers over HTTP, real database and Redis): every method's
// happy path and its typed errors.

let app: AppServer;
let ws: V1Workspace;
let client: SvcClient;
/** Waits the SDK would have slept: none of these requests may be retried. */
let waits: number[] = [];

const clientWith = (apiKey: string, workspaceId = ws.workspaceId) =>
  new SvcClient({ apiKey, workspaceId, baseUrl: app.url, sleep: async (ms) => void waits.push(ms) });

async function rejection(promise: Promise<unknown>): Promise<SvcApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SvcApiError);
  return error as SvcApiError;
}

async function allPages<Item>(pages: AsyncIterable<Page<Item>>): Promise<Page<Item>[]> {
  const collected: Page<Item>[] = [];
  for await (const page of pages) collected.push(page);
  return collected;
}

let phoneCounter = 0;
const newPhone = () => `+1415555${String(3000 + ++phoneCounter)}`;

beforeAll(async () => {
  app = await startAppServer();
  ws = await createV1Workspace();
  client = clientWith(ws.apiKey);
});
afterAll(() => app?.close());

describe("calls", () => {
  it("originateManual queues a call with the spec's fields, and get reads it back", async () => {
    const call = await client.calls.originateManual({ agentId: ws.agentId, to: "+14155552671" });
    expect(call).toEqual({
      id: expect.stringMatching(/^call_[0-9a-f]{32}$/),
      status: "queued",
      agentId: ws.agentId,
      to: "+14155552671",
      from: ws.fromNumber,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const read = await client.calls.get(call.id);
    expect(read).toMatchObject({ id: call.id, agentId: ws.agentId, to: call.to, mode: "live" });
  });

  it("originateManual with the caller's own idempotency key places one call however often it is sent", async () => {
    const before = await db.call.count({ where: { workspaceId: ws.workspaceId } });
    const idempotencyKey = `order-${Date.now()}`;
    const first = await client.calls.originateManual({ agentId: ws.agentId, to: "+14155552672" }, { idempotencyKey });
    const again = await client.calls.originateManual({ agentId: ws.agentId, to: "+14155552672" }, { idempotencyKey });
    expect(again).toEqual(first);
    expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(before + 1);
  });

  it("a lost response is retried with the same key: the retry is replayed, no second call is placed", async () => {
    let attempts = 0;
    const keys: (string | null)[] = [];
    const losingFirstResponse: typeof fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get("idempotency-key"));
      const response = await fetch(input, init); // the server really handles it...
      if (++attempts === 1) throw new TypeError("fetch failed: connection reset"); // ...but the answer is lost
      return response;
    };
    const flaky = new SvcClient({
      apiKey: ws.apiKey,
      workspaceId: ws.workspaceId,
      baseUrl: app.url,
      fetch: losingFirstResponse,
      sleep: async () => {},
    });
    const before = await db.call.count({ where: { workspaceId: ws.workspaceId } });
    const {
      data,
      attempts: made,
      headers,
    } = await flaky.request<Call>({
      method: "POST",
      path: `/v1/workspaces/${ws.workspaceId}/calls/originate-manual`,
      body: { agentId: ws.agentId, to: "+14155552673" },
    });
    expect(made).toBe(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(headers.get("idempotent-replayed")).toBe("true");
    expect(data.status).toBe("queued");
    expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(before + 1);
  });

  it("originateManual raises typed errors, never retried", async () => {
    waits = [];
    const unknownAgent = await rejection(client.calls.originateManual({ agentId: "agt_nope", to: "+14155552674" }));
    expect(unknownAgent).toMatchObject({ status: 422, code: "AGENT_NOT_FOUND", retried: false });
    expect(unknownAgent.requestId).toBeTruthy();

    const invalid = await rejection(client.calls.originateManual({ agentId: ws.agentId, to: "not a number" }));
    expect(invalid).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(invalid.details?.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["to"] })]));

    const idempotencyKey = `reuse-${Date.now()}`;
    await client.calls.originateManual({ agentId: ws.agentId, to: "+14155552675" }, { idempotencyKey });
    const reused = await rejection(
      client.calls.originateManual({ agentId: ws.agentId, to: "+14155552676" }, { idempotencyKey }),
    );
    expect(reused).toMatchObject({
      status: 422,
      code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
      idempotencyKey,
    });
    expect(waits).toEqual([]);
  });

  it("create queues a call with metadata; cancel cancels it once, then 409 CONFLICT", async () => {
    const call = await client.calls.create({ agentId: ws.agentId, to: "+14155552677", metadata: { orderId: "42" } });
    expect(call).toMatchObject({ status: "queued", metadata: { orderId: "42" } });
    expect(await client.calls.cancel(call.id)).toMatchObject({ id: call.id, status: "canceled" });
    const again = await rejection(client.calls.cancel(call.id));
    expect(again).toMatchObject({ status: 409, code: "CONFLICT", details: { status: "canceled" } });
  });

  it("get of an unknown call is 404 NOT_FOUND", async () => {
    expect(await rejection(client.calls.get("call_00000000000000000000000000000000"))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });

  it("list walks every page newest first, with filters", async () => {
    const other = await createV1Workspace();
    const own = clientWith(other.apiKey, other.workspaceId);
    const placed: string[] = [];
    for (let i = 0; i < 5; i++)
      placed.push((await own.calls.originateManual({ agentId: other.agentId, to: newPhone() })).id);
    const pages = await allPages(own.calls.list({ limit: 2 }));
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items.map((call) => call.id))).toEqual([...placed].reverse());

    await own.calls.cancel(placed[0]!);
    const canceled = await allPages(own.calls.list({ status: ["canceled"] }));
    expect(canceled.flatMap((page) => page.items.map((call) => call.id))).toEqual([placed[0]]);
    const queuedOrCanceled = await allPages(own.calls.list({ status: ["queued", "canceled"], limit: 100 }));
    expect(queuedOrCanceled[0]!.items).toHaveLength(5);
  });
});

describe("contacts", () => {
  it("create, get and list; a second contact with the same phone is 409 CONFLICT naming the first", async () => {
    const phone = newPhone();
    const contact = await client.contacts.create({ phone, name: "Ada Lovelace", metadata: { crmId: "7" } });
    expect(contact).toMatchObject({
      id: expect.stringMatching(/^con_/),
      phone,
      name: "Ada Lovelace",
      metadata: { crmId: "7" },
    });
    expect(await client.contacts.get(contact.id)).toEqual(contact);
    const byPhone = await allPages(client.contacts.list({ phone }));
    expect(byPhone.flatMap((page) => page.items)).toEqual([contact]);
    const duplicate = await rejection(client.contacts.create({ phone }));
    expect(duplicate).toMatchObject({ status: 409, code: "CONFLICT", details: { contactId: contact.id } });
    expect(await rejection(client.contacts.get("con_00000000000000000000000000000000"))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("agents and leads", () => {
  it("agents.list pages the workspace's agents", async () => {
    const pages = await allPages(client.agents.list());
    expect(pages.flatMap((page) => page.items.map((agent) => agent.id))).toContain(ws.agentId);
  });

  it("agents.create, get, update with ifVersion, versions, version and delete; a stale version is 412 PRECONDITION_FAILED", async () => {
    const agent = await client.agents.create({
      name: "Sid",
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hello!",
      instructions: "",
    });
    expect(agent).toMatchObject({ name: "Sid", version: 1, tools: ["end_call"] });
    expect(await client.agents.get(agent.id)).toEqual(agent);
    const changed = await client.agents.update(agent.id, { firstMessage: "Hi there!" }, { ifVersion: 1 });
    expect(changed).toMatchObject({ name: "Sid", firstMessage: "Hi there!", version: 2 });
    const stale = await rejection(client.agents.update(agent.id, { name: "Lost" }, { ifVersion: 1 }));
    expect(stale).toMatchObject({ status: 412, code: "PRECONDITION_FAILED", details: { currentVersion: 2 } });
    const versions = await allPages(client.agents.versions(agent.id));
    expect(versions.flatMap((page) => page.items.map((version) => version.version)).sort()).toEqual([1, 2]);
    expect((await client.agents.version(agent.id, 1)).settings.firstMessage).toBe("Hello!");
    expect(await client.agents.delete(agent.id)).toEqual({ id: agent.id, deleted: true });
    expect(await rejection(client.agents.get(agent.id))).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("requestClickToCall queues a callback that shows up in leads.list", async () => {
    const origin = "https://shop.example.com";
    const source = await db.clickToCallSource.create({
      data: { workspaceId: ws.workspaceId, agentId: ws.agentId, name: "SDK test", allowedOrigins: [origin] },
    });
    const result = await requestClickToCall(
      source.id,
      { origin, phone: newPhone(), name: "Grace" },
      { baseUrl: app.url },
    );
    expect(result).toEqual({ status: "queued", callId: expect.stringMatching(/^call_/) });
    const leads = (await allPages(client.leads.list())).flatMap((page) => page.items);
    expect(leads).toContainEqual(
      expect.objectContaining({ callId: result.callId, sourceId: source.id, origin, name: "Grace" }),
    );

    const refused = await rejection(
      requestClickToCall(source.id, { origin: "https://evil.example.net", phone: newPhone() }, { baseUrl: app.url }),
    );
    expect(refused).toMatchObject({ status: 403, code: "ORIGIN_NOT_ALLOWED", retried: false });
    const unknown = await rejection(
      requestClickToCall("cts_00000000000000000000000000000000", { origin, phone: newPhone() }, { baseUrl: app.url }),
    );
    expect(unknown).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});

describe("authentication errors", () => {
  it("a wrong key, a missing scope and another workspace each have their code", async () => {
    const malformed = await rejection(clientWith("svc_sk_live_notarealkey").agents.list().next());
    expect(malformed).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    const unknown = await rejection(clientWith(generateSecret("live")).agents.list().next());
    expect(unknown).toMatchObject({ status: 401, code: "INVALID_API_KEY" });

    const readOnly = clientWith(await addKey(ws.workspaceId, ["calls:read"]));
    const noScope = await rejection(readOnly.calls.originateManual({ agentId: ws.agentId, to: "+14155552678" }));
    expect(noScope).toMatchObject({
      status: 403,
      code: "INSUFFICIENT_SCOPE",
      details: { required: "calls:write", granted: ["calls:read"] },
    });

    const other = await createV1Workspace();
    const mismatch = await rejection(
      clientWith(ws.apiKey, other.workspaceId).calls.get("call_00000000000000000000000000000000"),
    );
    expect(mismatch).toMatchObject({ status: 403, code: "WORKSPACE_MISMATCH" });
  });
});

describe("apiKeys", () => {
  it("create, get, list, roll (the old secret stops with API_KEY_EXPIRED) and revoke; escalation is refused", async () => {
    const manager = clientWith(await addKey(ws.workspaceId, ["calls:read", "keys:read", "keys:write"]));
    const created = await manager.apiKeys.create({ name: "SDK made", scopes: ["calls:read"] });
    expect(created).toMatchObject({ name: "SDK made", mode: "live", secret: expect.stringMatching(/^svc_sk_live_/) });
    expect(await manager.apiKeys.get(created.id)).toEqual(expect.not.objectContaining({ secret: expect.anything() }));
    const [first] = await allPages(manager.apiKeys.list({ limit: 100 }));
    expect(first!.items.map((key) => key.id)).toContain(created.id);

    const rolled = await manager.apiKeys.roll(created.id, { expiresInSeconds: 0 });
    expect(rolled.rolledFrom).toMatchObject({ id: created.id, status: "expired" });
    const expired = await rejection(clientWith(created.secret).calls.get("call_00000000000000000000000000000000"));
    expect(expired).toMatchObject({ status: 401, code: "API_KEY_EXPIRED" });

    expect(await manager.apiKeys.revoke(rolled.id)).toEqual({ id: rolled.id, deleted: true });
    const revoked = await rejection(clientWith(rolled.secret).calls.get("call_00000000000000000000000000000000"));
    expect(revoked).toMatchObject({ status: 401, code: "INVALID_API_KEY" });

    const escalation = await rejection(manager.apiKeys.create({ name: "wider", scopes: ["calls:write"] }));
    expect(escalation).toMatchObject({
      status: 403,
      code: "API_KEY_ESCALATION",
      details: { missingScopes: ["calls:write"] },
    });
  });
});
