import { beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { requestCall, type CallRequest } from "@/server/calls/calls";
import { ApiError } from "@/server/errors";
import { createWorkspaceFixture, type WorkspaceFixture } from "../helpers/fixtures";

// requestCall checks and writes in one statement: which caller number a call gets, which check a
// rejected request fails first, and that a rejected request writes nothing.

let ws: WorkspaceFixture;
beforeAll(async () => {
  await dbReady();
  ws = await createWorkspaceFixture(db);
});

const request = (overrides: Partial<CallRequest> = {}): CallRequest => ({
  workspaceId: ws.workspaceId,
  agentId: ws.agentId,
  to: "+14155552700",
  mode: "live",
  ...overrides,
});

async function rejection(overrides: Partial<CallRequest>, workspaceId = ws.workspaceId) {
  const before = await Promise.all([db.call.count({ where: { workspaceId } }), db.outbox.count()]);
  const error = await transaction((tx) => requestCall(tx, request({ workspaceId, ...overrides }))).then(
    () => expect.unreachable("the request should have been rejected"),
    (thrown: unknown) => thrown,
  );
  expect(
    await Promise.all([db.call.count({ where: { workspaceId } }), db.outbox.count()]),
    "a rejected request writes nothing",
  ).toEqual(before);
  expect(error).toBeInstanceOf(ApiError);
  const { code, message, details } = error as ApiError;
  return { code, message, details };
}

describe("requestCall", () => {
  it("writes the queued call with the agent's default number, its metadata and its outbox event", async () => {
    const call = await transaction((tx) =>
      requestCall(tx, request({ metadata: { crm: "7" }, variables: { firstName: "Ada" }, apiKeyId: null })),
    );
    expect(call).toMatchObject({
      status: "queued",
      mode: "live",
      to: "+14155552700",
      from: ws.fromNumber,
      metadata: { crm: "7" },
      variables: { firstName: "Ada" },
    });
    expect(call.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(call.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await db.call.findUniqueOrThrow({ where: { id: call.id } })).toEqual(call);
    // No executor runs here, so the relay after commit cannot send it.
    expect(
      await db.outbox.findFirstOrThrow({ where: { payload: { path: ["callId"], equals: call.id } } }),
    ).toMatchObject({
      name: "call/requested",
      payload: { callId: call.id, workspaceId: ws.workspaceId },
      sentAt: null,
    });
  });

  it("uses a requested caller number of the workspace; without a default, the workspace's first", async () => {
    await db.callerNumber.create({ data: { workspaceId: ws.workspaceId, number: "+14155550111", label: "second" } });
    const requested = await transaction((tx) => requestCall(tx, request({ from: "+14155550111" })));
    expect(requested.from).toBe("+14155550111");

    const bare = await db.agent.create({ data: { workspaceId: ws.workspaceId, name: "No default" } });
    const fallback = await transaction((tx) => requestCall(tx, request({ agentId: bare.id })));
    expect(fallback.from).toBe(ws.fromNumber);
  });

  it("calls a contact's phone", async () => {
    const contact = await db.contact.create({
      data: { workspaceId: ws.workspaceId, mode: "test", phone: "+14155552701" },
    });
    const call = await transaction((tx) =>
      requestCall(tx, { workspaceId: ws.workspaceId, agentId: ws.agentId, contactId: contact.id, mode: "test" }),
    );
    expect(call).toMatchObject({ to: "+14155552701", contactId: contact.id, mode: "test" });
  });

  it("rejects in the order a client fixes things: agent, caller number, contact, blocks", async () => {
    expect(
      (await rejection({ agentId: "agt_nope", from: "+14155550999", contactId: "con_nope", to: undefined })).code,
    ).toBe("AGENT_NOT_FOUND");
    expect((await rejection({ from: "+14155550999", contactId: "con_nope", to: undefined })).code).toBe(
      "FROM_NUMBER_NOT_ALLOWED",
    );
    expect(await rejection({ contactId: "con_nope", to: undefined })).toMatchObject({
      code: "NOT_FOUND",
      message: "No contact with this id exists in this workspace.",
    });

    await db.doNotCallEntry.create({ data: { workspaceId: ws.workspaceId, phone: "+14155552702" } });
    expect(await rejection({ to: "+14155552702" })).toMatchObject({
      code: "NUMBER_BLOCKED",
      details: { reason: "do_not_call" },
    });
    expect(await rejection({ to: "+19005551234" })).toMatchObject({
      code: "NUMBER_BLOCKED",
      details: { reason: "premium_rate" },
    });
  });

  it("says so when the workspace has no caller number at all", async () => {
    const empty = await db.workspace.create({ data: { name: "No numbers" } });
    const agent = await db.agent.create({ data: { workspaceId: empty.id, name: "Lonely" } });
    expect(await rejection({ agentId: agent.id }, empty.id)).toMatchObject({
      code: "FROM_NUMBER_NOT_ALLOWED",
      message: "This workspace has no caller number to call from; add one in the settings.",
    });
  });

  it("does not take another workspace's agent or caller number", async () => {
    const other = await createWorkspaceFixture(db, { name: "Other" });
    await db.callerNumber.create({ data: { workspaceId: other.workspaceId, number: "+14155550122", label: "theirs" } });
    expect((await rejection({ agentId: other.agentId })).code).toBe("AGENT_NOT_FOUND");
    expect((await rejection({ from: "+14155550122" })).code).toBe("FROM_NUMBER_NOT_ALLOWED");
  });

  it("refuses number types carriers never allow, with the reason", async () => {
    await db.workspace.update({
      where: { id: ws.workspaceId },
      data: { allowedDestinationCountries: ["US", "AT", "GB", "ES", "CH"] },
    });
    try {
      for (const [to, reason] of [
        ["+43900123456", "premium_rate"],
        ["+881612345678", "satellite"],
        ["+870773111632", "satellite"],
        ["+447012345678", "personal_number"],
        ["+34901123456", "shared_cost"],
        ["+445512345678", "uan"],
        ["+41860123456789", "voicemail_access"],
      ]) {
        expect(await rejection({ to }), to).toMatchObject({ code: "NUMBER_BLOCKED", details: { reason } });
      }
      const mobile = await transaction((tx) => requestCall(tx, request({ to: "+447400123456" })));
      expect(mobile.status).toBe("queued");
    } finally {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { allowedDestinationCountries: [] } });
    }
  });

  it("calls only the countries of the workspace's caller numbers until it sets its own list", async () => {
    const own = await createWorkspaceFixture(db, { name: "Countries" });
    const uk = { workspaceId: own.workspaceId, agentId: own.agentId, to: "+442071838750" };
    expect(await rejection(uk, own.workspaceId)).toMatchObject({
      code: "NUMBER_BLOCKED",
      details: { reason: "destination_not_allowed" },
    });

    await db.callerNumber.create({ data: { workspaceId: own.workspaceId, number: "+442071838751", label: "London" } });
    expect((await transaction((tx) => requestCall(tx, request(uk)))).to).toBe("+442071838750");

    await db.workspace.update({ where: { id: own.workspaceId }, data: { allowedDestinationCountries: ["GB"] } });
    const us = { workspaceId: own.workspaceId, agentId: own.agentId, to: "+14155552700" };
    expect(await rejection(us, own.workspaceId)).toMatchObject({
      code: "NUMBER_BLOCKED",
      details: { reason: "destination_not_allowed" },
    });
  });
});
