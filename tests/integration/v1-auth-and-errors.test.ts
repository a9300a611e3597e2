import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { revokeApiKey } from "@/server/keys/keys";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// docs/api-contract.md §5 and §7 with the catalog of docs/decisions.md "Errors": who may call what,
// and how every failure looks.

let app: AppServer;
let a: V1Workspace;
let b: V1Workspace;
const to = "+14155552671";

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  a = await createV1Workspace();
  b = await createV1Workspace();
});
afterAll(() => app?.close());

async function expectError(response: Response, status: number, code: string) {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({
    status,
    body: { success: false, code, error: expect.any(String) },
  });
  expect(body).toHaveProperty("details");
  expect(response.headers.get("x-request-id")).toMatch(/^req_/);
  return body;
}

const originate = (ws: V1Workspace) => `/v1/workspaces/${ws.workspaceId}/calls/originate-manual`;

describe("authentication", () => {
  it("401 UNAUTHENTICATED without an Authorization header, and with a malformed one", async () => {
    await expectError(await v1Client(app.url).post(originate(a), { agentId: a.agentId, to }), 401, "UNAUTHENTICATED");
    const basic = await fetch(`${app.url}/v1/workspaces/${a.workspaceId}/calls`, {
      headers: { Authorization: "Basic dXNlcjpwYXNz" },
    });
    await expectError(basic, 401, "UNAUTHENTICATED");
    await expectError(
      await v1Client(app.url, "not-a-key").get(`/v1/workspaces/${a.workspaceId}/calls`),
      401,
      "UNAUTHENTICATED",
    );
  });

  it("401 INVALID_API_KEY for a bad checksum, an unknown key and a revoked key", async () => {
    const typo = a.apiKey.slice(0, -1) + (a.apiKey.endsWith("A") ? "B" : "A");
    await expectError(
      await v1Client(app.url, typo).get(`/v1/workspaces/${a.workspaceId}/calls`),
      401,
      "INVALID_API_KEY",
    );

    const other = await addKey(a.workspaceId, ["calls:read"]);
    const keyRow = await db.apiKey.findFirstOrThrow({
      where: { workspaceId: a.workspaceId, scopes: { equals: ["calls:read"] } },
    });
    await db.apiKey.delete({ where: { id: keyRow.id } });
    await expectError(
      await v1Client(app.url, other).get(`/v1/workspaces/${a.workspaceId}/calls`),
      401,
      "INVALID_API_KEY",
    );

    const revoked = await addKey(a.workspaceId, ["calls:read", "contacts:read"]);
    expect((await v1Client(app.url, revoked).get(`/v1/workspaces/${a.workspaceId}/calls`)).status).toBe(200);
    const row = await db.apiKey.findFirstOrThrow({
      where: { workspaceId: a.workspaceId, scopes: { equals: ["calls:read", "contacts:read"] } },
    });
    await transaction((tx) => revokeApiKey(tx, a.workspaceId, { kind: "operator" }, row.id));
    await expectError(
      await v1Client(app.url, revoked).get(`/v1/workspaces/${a.workspaceId}/calls`),
      401,
      "INVALID_API_KEY",
    );
  });

  it("a key of workspace A on workspace B's paths is 403 WORKSPACE_MISMATCH everywhere", async () => {
    const api = v1Client(app.url, a.apiKey);
    const call = await db.call.create({
      data: { workspaceId: b.workspaceId, agentId: b.agentId, to, from: b.fromNumber },
    });
    const contact = await db.contact.create({ data: { workspaceId: b.workspaceId, phone: to } });
    const base = `/v1/workspaces/${b.workspaceId}`;
    const attempts = [
      api.post(`${base}/calls/originate-manual`, { agentId: b.agentId, to }),
      api.post(`${base}/calls`, { agentId: b.agentId, to }),
      api.get(`${base}/calls`),
      api.get(`${base}/calls/${call.id}`),
      api.post(`${base}/calls/${call.id}/cancel`, {}),
      api.post(`${base}/contacts`, { phone: "+14155552672" }),
      api.get(`${base}/contacts`),
      api.get(`${base}/contacts/${contact.id}`),
      api.get(`${base}/agents`),
      api.get(`${base}/leads`),
      api.get(`/v1/workspaces/ws_doesnotexist/calls`),
    ];
    for (const response of await Promise.all(attempts)) await expectError(response, 403, "WORKSPACE_MISMATCH");
    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).status).toBe("queued");
    expect(await db.call.count({ where: { workspaceId: b.workspaceId } })).toBe(1);
  });

  it("a key without calls:write gets 403 INSUFFICIENT_SCOPE naming what it needs and has", async () => {
    const readOnly = await addKey(a.workspaceId, ["calls:read"]);
    const body = await expectError(
      await v1Client(app.url, readOnly).post(originate(a), { agentId: a.agentId, to }),
      403,
      "INSUFFICIENT_SCOPE",
    );
    expect(body.details).toEqual({ required: "calls:write", granted: ["calls:read"] });
    await expectError(
      await v1Client(app.url, readOnly).get(`/v1/workspaces/${a.workspaceId}/contacts`),
      403,
      "INSUFFICIENT_SCOPE",
    );
    expect(await db.call.count({ where: { workspaceId: a.workspaceId, to } })).toBe(0);
  });

  it("records lastUsedAt", async () => {
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: a.keyId } });
    expect(row.lastUsedAt).not.toBeNull();
  });
});

describe("request errors", () => {
  const api = () => v1Client(app.url, a.apiKey);

  it("404 NOT_FOUND for an unknown path and 405 METHOD_NOT_ALLOWED (with Allow) for a wrong method", async () => {
    await expectError(await api().get("/v1/nope"), 404, "NOT_FOUND");
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls/x/y/z`), 404, "NOT_FOUND");
    const wrong = await fetch(`${app.url}/v1/workspaces/${a.workspaceId}/calls/call_1/cancel`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${a.apiKey}` },
    });
    await expectError(wrong, 405, "METHOD_NOT_ALLOWED");
    expect(wrong.headers.get("allow")).toBe("POST");
  });

  it("HEAD answers like GET without a body; a sane X-Request-Id is kept, any other replaced", async () => {
    const head = await fetch(`${app.url}/v1/workspaces/${a.workspaceId}/agents`, {
      method: "HEAD",
      headers: { Authorization: `Bearer ${a.apiKey}` },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("ratelimit-limit")).toBe("100");
    expect((await fetch(`${app.url}/v1/nope`, { method: "HEAD" })).status).toBe(404);
    const traced = await api().get(`/v1/workspaces/${a.workspaceId}/agents`, { "X-Request-Id": "trace-42" });
    expect(traced.headers.get("x-request-id")).toBe("trace-42");
    const hostile = await api().get(`/v1/workspaces/${a.workspaceId}/agents`, { "X-Request-Id": "<script>" });
    expect(hostile.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("400 INVALID_JSON, 415 UNSUPPORTED_MEDIA_TYPE and 413 PAYLOAD_TOO_LARGE", async () => {
    await expectError(await api().post(originate(a), "{not json"), 400, "INVALID_JSON");
    const form = await fetch(`${app.url}${originate(a)}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${a.apiKey}`, "Content-Type": "text/plain" },
      body: JSON.stringify({ agentId: a.agentId, to }),
    });
    await expectError(form, 415, "UNSUPPORTED_MEDIA_TYPE");
    await expectError(
      await api().post(originate(a), { agentId: a.agentId, to, pad: "x".repeat(70 * 1024) }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expect(await db.call.count({ where: { workspaceId: a.workspaceId } })).toBe(0);
  });

  it("400 VALIDATION_ERROR, not a crash, for a body nested thousands of levels deep", async () => {
    const deep = `{"agentId":"${a.agentId}","to":"${to}","metadata":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const error = await expectError(await api().post(originate(a), deep), 400, "VALIDATION_ERROR");
    expect(error.error).toContain("nested more than 32 levels");
    expect(await db.call.count({ where: { workspaceId: a.workspaceId } })).toBe(0);
  });

  it("400 VALIDATION_ERROR, not a crash, for NUL characters Postgres cannot store, in the body or the URL", async () => {
    const error = await expectError(
      await api().post(originate(a), { agentId: "agt\u0000", to }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details.issues).toEqual([{ path: ["agentId"], message: "Text must not contain NUL characters." }]);
    await expectError(
      await api().post(originate(a), { agentId: a.agentId, to, metadata: { "k\u0000": "v" } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls/call_%00`), 400, "VALIDATION_ERROR");
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls?cursor=%00`), 400, "VALIDATION_ERROR");
    expect(await db.call.count({ where: { workspaceId: a.workspaceId } })).toBe(0);
  });

  it("400 VALIDATION_ERROR lists the bad fields; the same payload gives the same error again", async () => {
    const payload = { agentId: a.agentId, to: "", from: 5 };
    const first = await expectError(await api().post(originate(a), payload), 400, "VALIDATION_ERROR");
    expect(first.details.issues.map((issue: { path: string[] }) => issue.path).sort()).toEqual([["from"], ["to"]]);
    const second = await expectError(await api().post(originate(a), payload), 400, "VALIDATION_ERROR");
    expect(second).toEqual(first);
    // A string that is no number in the workspace's country is read after the shape: both numbers at once.
    const unreadable = { agentId: a.agentId, to: "555-1234", from: "12" };
    const read = await expectError(await api().post(originate(a), unreadable), 400, "VALIDATION_ERROR");
    expect(read.details.issues.map((issue: { path: string[] }) => issue.path).sort()).toEqual([["from"], ["to"]]);
  });

  it("422 AGENT_NOT_FOUND, FROM_NUMBER_NOT_ALLOWED and NUMBER_BLOCKED (do-not-call and hard-block)", async () => {
    await expectError(await api().post(originate(a), { agentId: b.agentId, to }), 422, "AGENT_NOT_FOUND");
    await expectError(
      await api().post(originate(a), { agentId: a.agentId, to, from: "+14155550199" }),
      422,
      "FROM_NUMBER_NOT_ALLOWED",
    );
    await db.doNotCallEntry.create({ data: { workspaceId: a.workspaceId, phone: "+14155552673" } });
    const dnc = await expectError(
      await api().post(originate(a), { agentId: a.agentId, to: "+14155552673" }),
      422,
      "NUMBER_BLOCKED",
    );
    expect(dnc.details).toEqual({ reason: "do_not_call" });
    const premium = await expectError(
      await api().post(originate(a), { agentId: a.agentId, to: "+19005551234" }),
      422,
      "NUMBER_BLOCKED",
    );
    expect(premium.details).toEqual({ reason: "premium_rate" });
    expect(await db.call.count({ where: { workspaceId: a.workspaceId } })).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("422 NUMBER_BLOCKED for toll-fraud number types and countries the workspace may not call, via originate and POST /calls", async () => {
    for (const [to, reason] of [
      ["+43900123456", "premium_rate"],
      ["+881612345678", "satellite"],
      ["+447012345678", "personal_number"],
      ["+442071838750", "destination_not_allowed"],
    ]) {
      const viaOriginate = await expectError(
        await api().post(originate(a), { agentId: a.agentId, to }),
        422,
        "NUMBER_BLOCKED",
      );
      expect(viaOriginate.details, to).toEqual({ reason });
      const viaCalls = await expectError(
        await api().post(`/v1/workspaces/${a.workspaceId}/calls`, { agentId: a.agentId, to }),
        422,
        "NUMBER_BLOCKED",
      );
      expect(viaCalls.details, to).toEqual({ reason });
    }
    expect(await db.call.count({ where: { workspaceId: a.workspaceId } })).toBe(0);
  });

  it("a new caller number or country list decides the very next originate", async () => {
    const own = await createV1Workspace();
    const london = "+442071838750";
    const post = () => v1Client(app.url, own.apiKey).post(originate(own), { agentId: own.agentId, to: london });
    expect((await expectError(await post(), 422, "NUMBER_BLOCKED")).details).toEqual({
      reason: "destination_not_allowed",
    });
    await db.callerNumber.create({ data: { workspaceId: own.workspaceId, number: "+442071838751" } });
    expect((await post()).status).toBe(202);
    await db.workspace.update({ where: { id: own.workspaceId }, data: { allowedDestinationCountries: ["US"] } });
    expect((await expectError(await post(), 422, "NUMBER_BLOCKED")).details).toEqual({
      reason: "destination_not_allowed",
    });
    await db.workspace.update({ where: { id: own.workspaceId }, data: { allowedDestinationCountries: [] } });
    await db.callerNumber.deleteMany({ where: { workspaceId: own.workspaceId, number: "+442071838751" } });
    expect((await expectError(await post(), 422, "NUMBER_BLOCKED")).details).toEqual({
      reason: "destination_not_allowed",
    });
    expect(await db.call.count({ where: { workspaceId: own.workspaceId } })).toBe(1);
  });
});

describe("calls", () => {
  const api = () => v1Client(app.url, a.apiKey);

  it("originate-manual answers 202 with exactly the fields of docs/api-contract.md §4.1, rate-limit headers and an outbox event", async () => {
    const response = await api().post(originate(a), { agentId: a.agentId, to });
    expect(response.status).toBe(202);
    expect(response.headers.get("ratelimit-limit")).toBe("100");
    expect(Number(response.headers.get("ratelimit-remaining"))).toBeGreaterThanOrEqual(0);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["success", "data"]);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(["agentId", "createdAt", "from", "id", "status", "to"]);
    expect(body.data).toMatchObject({ status: "queued", agentId: a.agentId, to, from: a.fromNumber });
    expect(body.data.id).toMatch(/^call_[0-9a-f]{32}$/);
    expect(body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const call = await db.call.findUniqueOrThrow({ where: { id: body.data.id } });
    expect(call).toMatchObject({ status: "queued", mode: "live", apiKeyId: a.keyId });
    const events = await db.outbox.findMany({ where: { name: "call/requested" } });
    expect(events.map((event) => event.payload)).toContainEqual({ callId: call.id, workspaceId: a.workspaceId });
  });

  it("a test key places test-mode calls", async () => {
    const testKey = await addKey(a.workspaceId, ["calls:write"], "test");
    expect(testKey).toMatch(/^svc_sk_test_/);
    const body = await (await v1Client(app.url, testKey).post(originate(a), { agentId: a.agentId, to })).json();
    expect((await db.call.findUniqueOrThrow({ where: { id: body.data.id } })).mode).toBe("test");
  });

  it("POST /calls takes a contact, metadata and variables", async () => {
    const contact = await db.contact.create({
      data: { workspaceId: a.workspaceId, phone: "+14155552674", name: "Grace" },
    });
    const response = await api().post(`/v1/workspaces/${a.workspaceId}/calls`, {
      agentId: a.agentId,
      contactId: contact.id,
      metadata: { crmId: "42" },
      variables: { firstName: "Grace" },
    });
    expect(response.status).toBe(202);
    const { data } = await response.json();
    expect(data).toMatchObject({
      status: "queued",
      to: "+14155552674",
      contactId: contact.id,
      metadata: { crmId: "42" },
      mode: "live",
    });
    expect((await db.call.findUniqueOrThrow({ where: { id: data.id } })).variables).toEqual({ firstName: "Grace" });
    await expectError(
      await api().post(`/v1/workspaces/${a.workspaceId}/calls`, { agentId: a.agentId }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await api().post(`/v1/workspaces/${a.workspaceId}/calls`, { agentId: a.agentId, contactId: "con_nope" }),
      404,
      "NOT_FOUND",
    );
  });

  it("get, list (newest first, filters, cursor) and cancel", async () => {
    const created = [];
    for (let i = 0; i < 3; i++)
      created.push((await (await api().post(originate(a), { agentId: a.agentId, to: `+1415555268${i}` })).json()).data);
    const one = await (await api().get(`/v1/workspaces/${a.workspaceId}/calls/${created[0].id}`)).json();
    expect(one.data).toMatchObject({ id: created[0].id, status: "queued" });
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls/call_nope`), 404, "NOT_FOUND");

    // The live key's calls: a test key's are another world (docs/decisions.md "Test and live").
    const total = await db.call.count({ where: { workspaceId: a.workspaceId, mode: "live" } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const pageBody = await (await api().get(`/v1/workspaces/${a.workspaceId}/calls?${query}`)).json();
      expect(pageBody.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...pageBody.data.items.map((item: { id: string }) => item.id));
      cursor = pageBody.data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 3)).toEqual(created.map((c) => c.id).reverse());

    const canceled = await api().post(`/v1/workspaces/${a.workspaceId}/calls/${created[1].id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect((await canceled.json()).data.status).toBe("canceled");
    const again = await expectError(
      await api().post(`/v1/workspaces/${a.workspaceId}/calls/${created[1].id}/cancel`, ""),
      409,
      "CONFLICT",
    );
    expect(again.details).toEqual({ status: "canceled" });
    expect(await db.callEvent.count({ where: { callId: created[1].id, status: "canceled" } })).toBe(1);

    const onlyCanceled = await (await api().get(`/v1/workspaces/${a.workspaceId}/calls?status=canceled`)).json();
    expect(onlyCanceled.data.items.map((item: { id: string }) => item.id)).toEqual([created[1].id]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await (await api().get(`/v1/workspaces/${a.workspaceId}/calls?createdAfter=${future}`)).json();
    expect(none.data.items).toEqual([]);
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls?status=bogus`), 400, "VALIDATION_ERROR");
    await expectError(await api().get(`/v1/workspaces/${a.workspaceId}/calls?cursor=garbage`), 400, "VALIDATION_ERROR");
  });
});

describe("contacts, agents, leads", () => {
  const api = () => v1Client(app.url, a.apiKey);

  it("creates (201), reads and lists contacts; a duplicate phone is 409", async () => {
    const created = await api().post(`/v1/workspaces/${a.workspaceId}/contacts`, {
      phone: "+442071838750",
      name: "Alan",
      email: "alan@example.com",
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ phone: "+442071838750", name: "Alan", email: "alan@example.com" });
    expect(data.id).toMatch(/^con_/);
    expect((await (await api().get(`/v1/workspaces/${a.workspaceId}/contacts/${data.id}`)).json()).data).toEqual(data);
    const list = await (await api().get(`/v1/workspaces/${a.workspaceId}/contacts?phone=%2B442071838750`)).json();
    expect(list.data.items).toEqual([data]);
    const dup = await expectError(
      await api().post(`/v1/workspaces/${a.workspaceId}/contacts`, { phone: "+442071838750" }),
      409,
      "CONFLICT",
    );
    expect(dup.details).toEqual({ contactId: data.id });
  });

  it("lists agents and leads", async () => {
    const agents = await (await api().get(`/v1/workspaces/${a.workspaceId}/agents`)).json();
    expect(agents.data.items).toEqual([expect.objectContaining({ id: a.agentId, defaultFrom: a.fromNumber })]);
    const contact = await db.contact.create({ data: { workspaceId: a.workspaceId, phone: "+14155552699" } });
    const lead = await db.lead.create({
      data: { workspaceId: a.workspaceId, contactId: contact.id, origin: "https://shop.example" },
    });
    const leads = await (await api().get(`/v1/workspaces/${a.workspaceId}/leads`)).json();
    expect(leads.data.items).toEqual([
      expect.objectContaining({ id: lead.id, contactId: contact.id, origin: "https://shop.example" }),
    ]);
  });
});
