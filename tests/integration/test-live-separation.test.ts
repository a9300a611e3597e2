import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// Test and live are separate worlds (docs/decisions.md "Test and live"): in one workspace, a test
// key sees and changes only test-mode calls, contacts and leads, a live key only live ones, and
// an Idempotency-Key names one record per mode. The other mode's resources answer 404 NOT_FOUND,
// exactly as another workspace's do.

let app: AppServer;
let ws: V1Workspace;
let live: ReturnType<typeof v1Client>;
let test: ReturnType<typeof v1Client>;
let keyCounter = 0;
const newKey = () => `testlive-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  live = v1Client(app.url, ws.apiKey);
  test = v1Client(
    app.url,
    await addKey(
      ws.workspaceId,
      ["calls:read", "calls:write", "contacts:read", "contacts:write", "leads:read"],
      "test",
    ),
  );
});
afterAll(() => app?.close());

const base = () => `/v1/workspaces/${ws.workspaceId}`;

async function originate(
  client: ReturnType<typeof v1Client>,
  body: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  const res = await client.post(`${base()}/calls`, { agentId: ws.agentId, to: "+14155552671", ...body }, headers);
  expect(res.status).toBe(202);
  return (await res.json()).data as { id: string; mode: string; status: string };
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
}

async function listedIds(client: ReturnType<typeof v1Client>, path: string): Promise<string[]> {
  const res = await client.get(`${base()}${path}?limit=100`);
  expect(res.status).toBe(200);
  return (await res.json()).data.items.map((item: { id: string }) => item.id);
}

describe("calls", () => {
  it("a test key cannot get, list, read the transcript of, or cancel a live call; the live key still can", async () => {
    const call = await originate(live);
    expect(call.mode).toBe("live");

    await expectNotFound(await test.get(`${base()}/calls/${call.id}`));
    await expectNotFound(await test.get(`${base()}/calls/${call.id}/transcript`));
    await expectNotFound(await test.post(`${base()}/calls/${call.id}/cancel`, {}));
    expect(await listedIds(test, "/calls")).not.toContain(call.id);

    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).status).toBe("queued");
    expect((await live.get(`${base()}/calls/${call.id}`)).status).toBe(200);
    expect(await listedIds(live, "/calls")).toContain(call.id);
    const canceled = await live.post(`${base()}/calls/${call.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect((await canceled.json()).data.status).toBe("canceled");
  });

  it("a live key cannot get, list, read the transcript of, or cancel a test call; the test key still can", async () => {
    const call = await originate(test);
    expect(call.mode).toBe("test");

    await expectNotFound(await live.get(`${base()}/calls/${call.id}`));
    await expectNotFound(await live.get(`${base()}/calls/${call.id}/transcript`));
    await expectNotFound(await live.post(`${base()}/calls/${call.id}/cancel`, {}));
    expect(await listedIds(live, "/calls")).not.toContain(call.id);

    expect((await test.get(`${base()}/calls/${call.id}/transcript`)).status).toBe(200);
    expect(await listedIds(test, "/calls")).toContain(call.id);
    expect((await test.post(`${base()}/calls/${call.id}/cancel`, {})).status).toBe(200);
  });

  it("a live request reusing a test request's Idempotency-Key places a live call: one call per mode", async () => {
    const key = newKey();
    const testCall = await originate(test, {}, { "Idempotency-Key": key });
    const res = await live.post(
      `${base()}/calls`,
      { agentId: ws.agentId, to: "+14155552671" },
      { "Idempotency-Key": key },
    );
    expect(res.status).toBe(202);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    const liveCall = (await res.json()).data;
    expect(liveCall).toMatchObject({ mode: "live" });
    expect(liveCall.id).not.toBe(testCall.id);

    // Each mode's retry replays its own call.
    const testRetry = await test.post(
      `${base()}/calls`,
      { agentId: ws.agentId, to: "+14155552671" },
      { "Idempotency-Key": key },
    );
    expect(testRetry.headers.get("idempotent-replayed")).toBe("true");
    expect((await testRetry.json()).data.id).toBe(testCall.id);
    const liveRetry = await live.post(
      `${base()}/calls`,
      { agentId: ws.agentId, to: "+14155552671" },
      { "Idempotency-Key": key },
    );
    expect(liveRetry.headers.get("idempotent-replayed")).toBe("true");
    expect((await liveRetry.json()).data.id).toBe(liveCall.id);
  });
});

describe("contacts", () => {
  it("contacts of one mode are invisible to the other, and one phone exists once per mode", async () => {
    const phone = "+14155553001";
    const createdTest = await test.post(`${base()}/contacts`, { phone, name: "Test Ada" });
    expect(createdTest.status).toBe(201);
    const testContact = (await createdTest.json()).data;

    await expectNotFound(await live.get(`${base()}/contacts/${testContact.id}`));
    expect(await listedIds(live, "/contacts")).not.toContain(testContact.id);
    const byPhone = await live.get(`${base()}/contacts?phone=${encodeURIComponent(phone)}`);
    expect((await byPhone.json()).data.items).toEqual([]);

    const createdLive = await live.post(`${base()}/contacts`, { phone, name: "Live Ada" });
    expect(createdLive.status).toBe(201);
    const liveContact = (await createdLive.json()).data;
    expect(liveContact.id).not.toBe(testContact.id);
    await expectNotFound(await test.get(`${base()}/contacts/${liveContact.id}`));
    expect(await listedIds(test, "/contacts")).toEqual(expect.arrayContaining([testContact.id]));
    expect(await listedIds(test, "/contacts")).not.toContain(liveContact.id);

    // Within a mode the phone is still unique.
    const again = await test.post(`${base()}/contacts`, { phone });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT", details: { contactId: testContact.id } });
  });

  it("a call to a contactId finds only a contact of the key's mode", async () => {
    const created = await live.post(`${base()}/contacts`, { phone: "+14155553002" });
    const liveContact = (await created.json()).data;
    const before = await db.call.count({ where: { workspaceId: ws.workspaceId } });

    await expectNotFound(await test.post(`${base()}/calls`, { agentId: ws.agentId, contactId: liveContact.id }));
    expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);

    const call = await originate(live, { to: undefined, contactId: liveContact.id });
    expect(call).toMatchObject({ mode: "live" });
  });
});

describe("leads", () => {
  it("each mode lists only its own leads", async () => {
    const [liveContact, testContact] = await Promise.all(
      (["live", "test"] as const).map((mode) =>
        db.contact.create({ data: { workspaceId: ws.workspaceId, mode, phone: "+14155553003" } }),
      ),
    );
    const liveLead = await db.lead.create({
      data: { workspaceId: ws.workspaceId, mode: "live", contactId: liveContact.id, name: "live" },
    });
    const testLead = await db.lead.create({
      data: { workspaceId: ws.workspaceId, mode: "test", contactId: testContact.id, name: "test" },
    });

    const liveLeads = await listedIds(live, "/leads");
    expect(liveLeads).toContain(liveLead.id);
    expect(liveLeads).not.toContain(testLead.id);
    const testLeads = await listedIds(test, "/leads");
    expect(testLeads).toContain(testLead.id);
    expect(testLeads).not.toContain(liveLead.id);
  });
});
