import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// The do-not-call list and caller numbers through /v1: numbers normalised and reported on one by
// one, a listed number refused when called, lines added, relabelled and removed.

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
let dnc: string;
let numbers: string;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
  dnc = `/v1/workspaces/${ws.workspaceId}/do-not-call`;
  numbers = `/v1/workspaces/${ws.workspaceId}/numbers`;
});
afterAll(() => app?.close());

async function json(response: Response) {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the do-not-call list on /v1", () => {
  it("adds numbers as people write them, reporting each in order; a listed number cannot be called", async () => {
    const added = await json(
      await api.post(dnc, {
        numbers: ["+1 (415) 555-2671", "415.555.2672", "+14155552671", "not a number", "+1415", "+44 20 7183 8750"],
        reason: "Asked",
        country: "US",
      }),
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      added: 3,
      alreadyListed: 1,
      invalid: 2,
      results: [
        {
          input: "+1 (415) 555-2671",
          status: "added",
          phone: "+14155552671",
          entryId: expect.stringMatching(/^dnc_/),
          error: null,
        },
        {
          input: "415.555.2672",
          status: "added",
          phone: "+14155552672",
          entryId: expect.stringMatching(/^dnc_/),
          error: null,
        },
        {
          input: "+14155552671",
          status: "already_listed",
          phone: "+14155552671",
          entryId: added.body.data.results[0].entryId,
          error: null,
        },
        { input: "not a number", status: "invalid", phone: null, entryId: null, error: "Not a phone number." },
        { input: "+1415", status: "invalid", phone: null, entryId: null, error: expect.any(String) },
        {
          input: "+44 20 7183 8750",
          status: "added",
          phone: "+442071838750",
          entryId: expect.stringMatching(/^dnc_/),
          error: null,
        },
      ],
    });
    const again = await json(await api.post(dnc, { numbers: ["+14155552672"] }));
    expect(again.body.data).toMatchObject({
      added: 0,
      alreadyListed: 1,
      results: [{ status: "already_listed", entryId: added.body.data.results[1].entryId }],
    });
    expect(
      await db.doNotCallEntry.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, phone: "+14155552672" } }),
    ).toMatchObject({ reason: "Asked" });

    const call = await json(
      await api.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
        agentId: ws.agentId,
        to: "+14155552671",
      }),
    );
    expect({ status: call.status, code: call.body.code, reason: call.body.details.reason }).toEqual({
      status: 422,
      code: "NUMBER_BLOCKED",
      reason: "do_not_call",
    });
  });

  it("takes up to 1,000 numbers in one request, and refuses more, an unknown country or an unknown field", async () => {
    const thousand = Array.from({ length: 1_000 }, (_, i) => `+1415${String(3_000_000 + i)}`);
    const bulk = await json(await api.post(dnc, { numbers: thousand }));
    expect(bulk.body.data).toMatchObject({ added: 1_000, alreadyListed: 0, invalid: 0 });
    expect(bulk.body.data.results).toHaveLength(1_000);

    const before = await db.doNotCallEntry.count({ where: { workspaceId: ws.workspaceId } });
    const refused = async (body: unknown) => {
      const { status, body: answer } = await json(await api.post(dnc, body));
      expect({ status, code: answer.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
      return answer.details.issues.map((issue: { path: (string | number)[] }) => issue.path);
    };
    expect(await refused({ numbers: [...thousand, "+14155559999"] })).toEqual([["numbers"]]);
    expect(await refused({ numbers: [] })).toEqual([["numbers"]]);
    expect(await refused({ numbers: ["4155550000"], country: "XX" })).toEqual([["country"]]);
    expect(await refused({ phone: "+14155559999" })).toEqual([["numbers"], ["phone"]]);
    expect(await db.doNotCallEntry.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });

  it("lists newest first with search and pages; removes by id or by number", async () => {
    const found = await json(await api.get(`${dnc}?search=${encodeURIComponent("555-2671")}`));
    expect(found.body.data.items).toEqual([
      { id: expect.any(String), phone: "+14155552671", reason: "Asked", createdAt: expect.any(String) },
    ]);
    const byReason = await json(await api.get(`${dnc}?search=asked&limit=100`));
    expect(byReason.body.data.items.map((entry: { phone: string }) => entry.phone).sort()).toEqual([
      "+14155552671",
      "+14155552672",
      "+442071838750",
    ]);
    const first = (await json(await api.get(`${dnc}?limit=600`))).status;
    expect(first).toBe(400);
    const page = (await json(await api.get(`${dnc}?limit=100`))).body.data;
    const next = (await json(await api.get(`${dnc}?limit=100&cursor=${page.nextCursor}`))).body.data;
    expect(next.items[0].id).not.toBe(page.items[0].id);

    const byId = found.body.data.items[0].id as string;
    const removed = await json(await api.delete(`${dnc}/${byId}`));
    expect(removed.body).toEqual({ success: true, data: { id: byId, deleted: true } });
    const byNumber = await json(await api.delete(`${dnc}/${encodeURIComponent("+14155552672")}`));
    expect(byNumber.status).toBe(200);
    expect((await json(await api.delete(`${dnc}/${encodeURIComponent("+14155552672")}`))).body.code).toBe("NOT_FOUND");
    expect(
      await db.doNotCallEntry.count({
        where: { workspaceId: ws.workspaceId, phone: { in: ["+14155552671", "+14155552672"] } },
      }),
    ).toBe(0);
    const call = await json(
      await api.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
        agentId: ws.agentId,
        to: "+14155552671",
      }),
    );
    expect(call.status, "callable again").toBe(202);
  });

  it("replays an add (nothing added twice, the same report), checks scopes and keeps workspaces apart", async () => {
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const first = await json(await api.post(dnc, { numbers: ["+14155557001"] }, key));
    const again = await json(await api.post(dnc, { numbers: ["+14155557001"] }, key));
    expect(again.body).toEqual(first.body);
    expect(again.body.data.added).toBe(1);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const reader = v1Client(app.url, await addKey(ws.workspaceId, ["dnc:read"]));
    expect((await reader.get(dnc)).status).toBe(200);
    expect((await json(await reader.post(dnc, { numbers: ["+14155557002"] }))).body.code).toBe("INSUFFICIENT_SCOPE");
    expect((await json(await reader.delete(`${dnc}/${first.body.data.results[0].entryId}`))).body.code).toBe(
      "INSUFFICIENT_SCOPE",
    );
    const testWriter = v1Client(app.url, await addKey(ws.workspaceId, ["dnc:write"], "test"));
    expect(
      (await json(await testWriter.post(dnc, { numbers: ["+14155557003"] }))).body.data.added,
      "a test key with the scope changes the shared list",
    ).toBe(1);

    const other = await createV1Workspace();
    const theirs = v1Client(app.url, other.apiKey);
    expect((await json(await theirs.get(dnc))).body.code).toBe("WORKSPACE_MISMATCH");
    expect(
      (
        await json(
          await theirs.delete(`/v1/workspaces/${other.workspaceId}/do-not-call/${first.body.data.results[0].entryId}`),
        )
      ).body.code,
    ).toBe("NOT_FOUND");
    expect(await db.doNotCallEntry.count({ where: { id: first.body.data.results[0].entryId } })).toBe(1);
  });
});

describe("caller numbers on /v1", () => {
  it("adds (201), lists, gets and relabels a number; a duplicate is 409; the number itself cannot be changed", async () => {
    const created = await json(await api.post(numbers, { number: "+14155550111", label: "Sales" }));
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.stringMatching(/^num_/),
      number: "+14155550111",
      label: "Sales",
      agentCount: 0,
      inboundAgentId: null,
      routingUrl: null,
      routingTimeoutMs: 2000,
      carrierState: null,
      createdAt: expect.any(String),
    });
    const id = created.body.data.id as string;
    expect((await json(await api.get(`${numbers}/${id}`))).body.data).toEqual(created.body.data);
    const listed = (await json(await api.get(numbers))).body.data.items;
    expect(listed.map((number: { number: string; agentCount: number }) => [number.number, number.agentCount])).toEqual([
      ["+14155550111", 0],
      [ws.fromNumber, 1],
    ]);

    expect((await json(await api.patch(`${numbers}/${id}`, { label: "" }))).body.data.label).toBeNull();
    expect((await json(await api.patch(`${numbers}/${id}`, { label: "Support" }))).body.data.label).toBe("Support");
    const moved = await json(await api.patch(`${numbers}/${id}`, { number: "+14155550112" }));
    expect({ status: moved.status, issues: moved.body.details.issues }).toEqual({
      status: 400,
      issues: [{ path: ["number"], message: "Unknown field `number`." }],
    });

    const duplicate = await json(await api.post(numbers, { number: "+14155550111" }));
    expect({ status: duplicate.status, code: duplicate.body.code }).toEqual({ status: 409, code: "CONFLICT" });
    const invalid = await json(await api.post(numbers, { number: "415 555" }));
    expect({ status: invalid.status, path: invalid.body.details.issues[0].path }).toEqual({
      status: 400,
      path: ["number"],
    });
    expect(await db.callerNumber.count({ where: { workspaceId: ws.workspaceId } })).toBe(2);
  });

  it("removes a number as the settings UI does: agents calling from it by default then need a `from`", async () => {
    const line = await db.callerNumber.findFirstOrThrow({
      where: { workspaceId: ws.workspaceId, number: ws.fromNumber },
    });
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const removed = await json(await api.delete(`${numbers}/${line.id}`, key));
    expect(removed.body).toEqual({ success: true, data: { id: line.id, deleted: true } });
    expect((await json(await api.delete(`${numbers}/${line.id}`, key))).headers.get("idempotent-replayed")).toBe(
      "true",
    );
    expect((await db.agent.findUniqueOrThrow({ where: { id: ws.agentId } })).defaultCallerNumberId).toBeNull();
    const call = await json(
      await api.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
        agentId: ws.agentId,
        to: "+14155552699",
        from: ws.fromNumber,
      }),
    );
    expect({ status: call.status, code: call.body.code }, "no call from a removed line").toEqual({
      status: 422,
      code: expect.any(String),
    });
    expect((await json(await api.get(`${numbers}/${line.id}`))).body.code).toBe("NOT_FOUND");
  });

  it("checks numbers:read / numbers:write and keeps workspaces apart", async () => {
    const reader = v1Client(app.url, await addKey(ws.workspaceId, ["numbers:read"]));
    expect((await reader.get(numbers)).status).toBe(200);
    expect((await json(await reader.post(numbers, { number: "+14155550120" }))).body.code).toBe("INSUFFICIENT_SCOPE");
    const other = await createV1Workspace();
    const theirs = (await db.callerNumber.findFirstOrThrow({ where: { workspaceId: other.workspaceId } })).id;
    for (const response of [
      await api.get(`${numbers}/${theirs}`),
      await api.patch(`${numbers}/${theirs}`, { label: "mine" }),
      await api.delete(`${numbers}/${theirs}`),
    ]) {
      expect((await json(response)).body.code).toBe("NOT_FOUND");
    }
    expect((await json(await v1Client(app.url, other.apiKey).get(numbers))).body.code).toBe("WORKSPACE_MISMATCH");
    expect(await db.callerNumber.findUniqueOrThrow({ where: { id: theirs } })).toMatchObject({
      label: null,
      workspaceId: other.workspaceId,
    });
  });
});
