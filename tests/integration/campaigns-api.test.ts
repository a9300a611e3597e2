import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// The campaigns API without running a campaign (each starts next year): creation with its
// skipped recipients, appending, reading, the lifecycle's moves and every error a client can
// cause — validation, scopes, another workspace, the other mode, sizes.

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
const LATER = { startAt: "2027-06-01T15:00:00Z" };

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
});
afterAll(() => app?.close());

const base = () => `/v1/workspaces/${ws.workspaceId}`;

async function create(body: Record<string, unknown>, client = api, headers?: Record<string, string>) {
  const response = await client.post(
    `${base()}/campaigns`,
    { name: "Survey", agentId: ws.agentId, schedule: LATER, ...body },
    headers,
  );
  return { status: response.status, body: await response.json() };
}

async function expectError(response: Response | Promise<Response>, status: number, code: string) {
  const res = await response;
  const body = await res.json();
  expect({ status: res.status, code: body.code, success: body.success }).toEqual({ status, code, success: false });
  return body;
}

const number = (i: number) => `+1415555${String(3000 + i)}`;

describe("creating a campaign", () => {
  it("normalises the numbers and keeps the ones it will not call as skipped, with their reason", async () => {
    await db.doNotCallEntry.create({ data: { workspaceId: ws.workspaceId, phone: number(3) } });
    const contact = await db.contact.create({ data: { workspaceId: ws.workspaceId, phone: number(4) } });
    const { status, body } = await create({
      recipients: [
        { to: number(1), variables: { name: "Ada" }, metadata: { crm: "42" } },
        { to: "(415) 555-3002" },
        { to: "12345" },
        { to: "+1 415 555 3001" },
        { to: number(3) },
        { to: "+447911123456" },
        { to: "+19005550100" },
        { contactId: contact.id },
      ],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: "scheduled",
      recipientCount: 8,
      maxConcurrent: 5,
      retry: { on: [], maxAttempts: 1, delayMinutes: 60 },
    });
    expect(body.data.schedule).toEqual({
      startAt: "2027-06-01T15:00:00.000Z",
      endAt: null,
      timezone: "callee",
      hours: { start: "09:00", end: "20:00" },
      days: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
    });
    expect(body.data.skipped).toEqual([
      { index: 2, to: "12345", reason: "invalid_number" },
      { index: 3, to: number(1), reason: "duplicate" },
      { index: 4, to: number(3), reason: "do_not_call" },
      { index: 5, to: "+447911123456", reason: "blocked_destination" },
      { index: 6, to: "+19005550100", reason: "blocked_destination" },
    ]);
    expect(body.data.counts).toMatchObject({ pending: 3, skipped: 5 });

    const recipients = await api.get(`${base()}/campaigns/${body.data.id}/recipients?state=pending&limit=10`);
    const items = (await recipients.json()).data.items as Array<{
      to: string;
      variables: unknown;
      metadata: unknown;
      contactId: string | null;
    }>;
    expect(items.map((r) => r.to).sort()).toEqual([number(1), number(2), number(4)]);
    expect(items.find((r) => r.to === number(1))).toMatchObject({
      variables: { name: "Ada" },
      metadata: { crm: "42" },
    });
    expect(items.find((r) => r.to === number(4))?.contactId).toBe(contact.id);
    const skipped = (await (await api.get(`${base()}/campaigns/${body.data.id}/recipients?state=skipped`)).json()).data
      .items;
    expect(skipped.map((r: { skipReason: string }) => r.skipReason).sort()).toEqual([
      "blocked_destination",
      "blocked_destination",
      "do_not_call",
      "duplicate",
      "invalid_number",
    ]);
  });

  it("takes 10,000 recipients in one request (a body over 64 KiB) and refuses 10,001", async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      to: `+1415${String(2_000_000 + i)}`,
      variables: { n: String(i) },
    }));
    const { status, body } = await create({ recipients: many });
    expect(status).toBe(201);
    expect(body.data.counts.pending).toBe(10_000);
    const refused = await create({ recipients: [...many, { to: number(9) }] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("VALIDATION_ERROR");
    expect(await db.campaignRecipient.count({ where: { campaign: { workspaceId: ws.workspaceId } } })).toBe(10_000 + 8);
  });

  it("answers 400 for invalid fields and writes nothing", async () => {
    const before = await db.campaign.count({ where: { workspaceId: ws.workspaceId } });
    const invalid: Array<Record<string, unknown>> = [
      { recipients: [] },
      { recipients: [{ to: number(1), contactId: "con_x" }] },
      { recipients: [{ to: number(1) }], maxConcurrent: 101 },
      { recipients: [{ to: number(1) }], retry: { on: ["busy"], maxAttempts: 6 } },
      { recipients: [{ to: number(1) }], retry: { on: ["busy"], delayMinutes: 4 } },
      { recipients: [{ to: number(1) }], retry: { on: ["hung_up"] } },
      { recipients: [{ to: number(1) }], schedule: { hours: { start: "20:00", end: "09:00" } } },
      { recipients: [{ to: number(1) }], schedule: { hours: { start: "9am", end: "20:00" } } },
      { recipients: [{ to: number(1) }], schedule: { timezone: "Mars/Olympus_Mons" } },
      { recipients: [{ to: number(1) }], schedule: { days: ["monday"] } },
      { recipients: [{ to: number(1) }], schedule: { startAt: "2027-06-02T00:00:00Z", endAt: "2027-06-01T00:00:00Z" } },
      { recipients: [{ to: number(1) }], from: ws.fromNumber, fromNumbers: [ws.fromNumber] },
      { recipients: [{ to: number(1) }], colour: "blue" },
      { recipients: [{ contactId: "con_doesnotexist" }] },
    ];
    for (const body of invalid) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    expect(await db.campaign.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });

  it("answers 422 for an agent or a caller number the workspace lacks", async () => {
    expect((await create({ agentId: "agt_nope", recipients: [{ to: number(1) }] })).body.code).toBe("AGENT_NOT_FOUND");
    const notOurs = await create({ fromNumbers: [ws.fromNumber, "+14155550199"], recipients: [{ to: number(1) }] });
    expect(notOurs).toMatchObject({
      status: 422,
      body: { code: "FROM_NUMBER_NOT_ALLOWED", details: { numbers: ["+14155550199"] } },
    });
  });

  it("replays the 201 for a repeated Idempotency-Key and creates one campaign", async () => {
    const key = { "Idempotency-Key": `cmp-${Date.now()}` };
    const first = await create({ recipients: [{ to: number(1) }] }, api, key);
    const second = await create({ recipients: [{ to: number(1) }] }, api, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await db.campaign.count({ where: { id: first.body.data.id } })).toBe(1);
  });
});

describe("adding recipients", () => {
  it("numbers them after the others, judges duplicates against the whole campaign, and refuses an ended campaign", async () => {
    const { body } = await create({ recipients: [{ to: number(1) }, { to: number(2) }] });
    const id = body.data.id;
    const added = await api.post(`${base()}/campaigns/${id}/recipients`, {
      recipients: [{ to: number(2) }, { to: number(5) }],
    });
    expect(added.status).toBe(200);
    const data = (await added.json()).data;
    expect(data).toMatchObject({ recipientCount: 4, counts: { pending: 3, skipped: 1 } });
    expect(data.skipped).toEqual([{ index: 0, to: number(2), reason: "duplicate" }]);
    const positions = await db.campaignRecipient.findMany({
      where: { campaignId: id },
      orderBy: { position: "asc" },
      select: { position: true, to: true },
    });
    expect(positions).toEqual([
      { position: 1, to: number(1) },
      { position: 2, to: number(2) },
      { position: 3, to: number(2) },
      { position: 4, to: number(5) },
    ]);
    // Listed as they were added (a CSV's order), a page at a time.
    const page = async (query: string) =>
      (await (await api.get(`${base()}/campaigns/${id}/recipients?${query}`)).json()).data;
    const first = await page("limit=3");
    const second = await page(`limit=3&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((r: { position: number; to: string }) => [r.position, r.to])).toEqual([
      [1, number(1)],
      [2, number(2)],
      [3, number(2)],
      [4, number(5)],
    ]);
    expect(second.nextCursor).toBeNull();
    await expectError(
      api.get(`${base()}/campaigns/${id}/recipients?cursor=${first.nextCursor}x`),
      400,
      "VALIDATION_ERROR",
    );
    expect((await api.post(`${base()}/campaigns/${id}/cancel`, {})).status).toBe(200);
    await expectError(
      api.post(`${base()}/campaigns/${id}/recipients`, { recipients: [{ to: number(6) }] }),
      409,
      "CONFLICT",
    );
  });

  it("refuses recipients past 1,000,000 with 422 CAMPAIGN_TOO_LARGE, adding none", async () => {
    const { body } = await create({ recipients: [{ to: number(1) }] });
    await db.campaign.update({ where: { id: body.data.id }, data: { recipientCount: 999_999 } });
    const refused = await expectError(
      api.post(`${base()}/campaigns/${body.data.id}/recipients`, {
        recipients: [{ to: number(2) }, { to: number(3) }],
      }),
      422,
      "CAMPAIGN_TOO_LARGE",
    );
    expect(refused.details).toEqual({ recipientCount: 999_999, adding: 2, limit: 1_000_000 });
    expect(await db.campaignRecipient.count({ where: { campaignId: body.data.id } })).toBe(1);
  });
});

describe("a campaign's lifecycle", () => {
  it("pauses, resumes and cancels, answering 409 for a move its status does not allow", async () => {
    const { body } = await create({ recipients: [{ to: number(1) }, { to: number(2) }] });
    const id = body.data.id;
    const move = async (verb: string) => api.post(`${base()}/campaigns/${id}/${verb}`, {});
    expect((await (await move("pause")).json()).data.status).toBe("paused");
    await expectError(move("pause"), 409, "CONFLICT");
    expect(await db.webhookEvent.count({ where: { type: "campaign.paused", subjectId: { startsWith: id } } })).toBe(1);
    expect((await (await move("resume")).json()).data.status).toBe("scheduled");
    await expectError(move("resume"), 409, "CONFLICT");
    const canceled = (await (await move("cancel")).json()).data;
    expect(canceled).toMatchObject({ status: "canceled", counts: { canceled: 2, pending: 0 } });
    expect(canceled.endedAt).not.toBeNull();
    await expectError(move("cancel"), 409, "CONFLICT");
    await expectError(move("resume"), 409, "CONFLICT");
    const completed = await db.webhookEvent.findFirstOrThrow({ where: { type: "campaign.completed", subjectId: id } });
    expect((completed.payload as { data: { status: string } }).data.status).toBe("canceled");
  });

  it("lists campaigns newest first, a page at a time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await create({ name: `Page ${i}`, recipients: [{ to: number(1) }] })).body.data.id);
    const first = (await (await api.get(`${base()}/campaigns?limit=2`)).json()).data;
    expect(first.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const second = (await (await api.get(`${base()}/campaigns?limit=2&cursor=${first.nextCursor}`)).json()).data;
    expect(second.items[0].id).toBe(ids[0]);
  });
});

describe("access", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "%s on results.csv is 405 in the envelope, naming GET",
    async (method) => {
      const { body } = await create({ recipients: [{ to: number(1) }] });
      const response = await fetch(`${app.url}${base()}/campaigns/${body.data.id}/results.csv`, {
        method,
        headers: { Authorization: `Bearer ${ws.apiKey}` },
      });
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      await expectError(response, 405, "METHOD_NOT_ALLOWED");
    },
  );

  it("needs campaigns:write to change and campaigns:read to read, results.csv included", async () => {
    const { body } = await create({ recipients: [{ to: number(1) }] });
    const id = body.data.id;
    const readOnly = v1Client(app.url, await addKey(ws.workspaceId, ["campaigns:read"]));
    const callsOnly = v1Client(app.url, await addKey(ws.workspaceId, ["calls:read", "calls:write"]));
    await expectError(
      create({ recipients: [{ to: number(1) }] }, readOnly).then((r) => Response.json(r.body, { status: r.status })),
      403,
      "INSUFFICIENT_SCOPE",
    );
    await expectError(readOnly.post(`${base()}/campaigns/${id}/pause`, {}), 403, "INSUFFICIENT_SCOPE");
    expect((await readOnly.get(`${base()}/campaigns/${id}`)).status).toBe(200);
    expect((await readOnly.get(`${base()}/campaigns/${id}/results.csv`)).status).toBe(200);
    await expectError(callsOnly.get(`${base()}/campaigns/${id}`), 403, "INSUFFICIENT_SCOPE");
    await expectError(callsOnly.get(`${base()}/campaigns/${id}/results.csv`), 403, "INSUFFICIENT_SCOPE");
    await expectError(v1Client(app.url).get(`${base()}/campaigns/${id}/results.csv`), 401, "UNAUTHENTICATED");
  });

  it("keeps campaigns to their workspace and mode", async () => {
    const { body } = await create({ recipients: [{ to: number(1) }] });
    const id = body.data.id;
    const other = await createV1Workspace();
    const otherApi = v1Client(app.url, other.apiKey);
    await expectError(otherApi.get(`${base()}/campaigns/${id}`), 403, "WORKSPACE_MISMATCH");
    await expectError(otherApi.get(`${base()}/campaigns/${id}/results.csv`), 403, "WORKSPACE_MISMATCH");
    await expectError(otherApi.get(`/v1/workspaces/${other.workspaceId}/campaigns/${id}`), 404, "NOT_FOUND");
    await expectError(
      otherApi.post(`/v1/workspaces/${other.workspaceId}/campaigns/${id}/cancel`, {}),
      404,
      "NOT_FOUND",
    );
    await expectError(
      otherApi.get(`/v1/workspaces/${other.workspaceId}/campaigns/${id}/results.csv`),
      404,
      "NOT_FOUND",
    );
    const testKey = v1Client(app.url, await addKey(ws.workspaceId, ["campaigns:read", "campaigns:write"], "test"));
    await expectError(testKey.get(`${base()}/campaigns/${id}`), 404, "NOT_FOUND");
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("scheduled");
  });
});

// Last: the server answers before reading the 5 MiB body, which leaves this client's connection
// unusable for the next request.
describe("the body limit", () => {
  it("refuses a body over 4 MiB with 413", async () => {
    const response = await api.post(`${base()}/campaigns`, JSON.stringify({ name: "x".repeat(5 * 1024 * 1024) }));
    const body = await expectError(response, 413, "PAYLOAD_TOO_LARGE");
    expect(body.error).toContain("4 MiB");
  });
});
