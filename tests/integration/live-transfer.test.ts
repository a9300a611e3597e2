import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";
import { openSse, type SseEvent, type SseStream } from "../helpers/sse-client";

// Transfers on the simulator (docs/voice-agent.md "Transfers"): POST …/calls/{callId}/transfer,
// cold and warm, to a person who answers, one who does not (+15005550002) and one who declines
// (+15005550011, 2 during the whisper). Each step is on the call, its live stream and a webhook; a
// transfer that fails leaves the caller with the agent, which says so and goes on.

const PERSON = "+14155550199";
const NO_ANSWER = "+15005550002";
const DECLINES = "+15005550011";

let started: DialingWorkspace;
let app: DialingWorkspace["harness"]["app"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  app = started.harness.app;
  await db.agent.update({
    where: { id: ws.agentId },
    data: { maxDurationSec: 36_000, tools: ["transfer_call"], transferNumbers: [PERSON, NO_ANSWER, DECLINES] },
  });
});
afterAll(async () => {
  await started?.stop();
});

const callsPath = () => `/v1/workspaces/${ws.workspaceId}/calls`;
const post = (path: string, body: unknown, key = ws.keys.test) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** A long conversation (the evasive callee), watched from its start; resolves once the agent has spoken. */
async function conversation(): Promise<{ callId: string; stream: SseStream }> {
  const response = await post(callsPath(), { agentId: ws.agentId, to: "+15005550004" });
  const callId = ((await response.json()) as { data: { id: string } }).data.id;
  const stream = await openSse(`${app.url}${callsPath()}/${callId}/live`, { authorization: `Bearer ${ws.keys.test}` });
  await stream.next((event) => event.event === "turn" && (event.data as { role: string }).role === "agent");
  return { callId, stream };
}

const transferEvents = (stream: SseStream) =>
  stream.events
    .filter((event) => event.event === "transfer")
    .map((event) => event.data as { status: string; reason?: string });

const isTransfer = (status: string) => (event: SseEvent) =>
  event.event === "transfer" && (event.data as { status: string }).status === status;

async function callView(callId: string) {
  const response = await fetch(`${app.url}${callsPath()}/${callId}`, {
    headers: { authorization: `Bearer ${ws.keys.test}` },
  });
  return ((await response.json()) as { data: Record<string, unknown> & { transfer: Record<string, unknown> } }).data;
}

async function webhookTypes(callId: string): Promise<string[]> {
  const events = await db.webhookEvent.findMany({
    where: { workspaceId: ws.workspaceId, subjectId: { startsWith: `${callId}/transfer/` } },
    orderBy: { createdAt: "asc" },
  });
  return events.map((event) => event.type);
}

/** The agent is back on the line: it said so, and a steered line is spoken after it (then the call is ended). */
async function backWithTheAgent(callId: string, stream: SseStream): Promise<void> {
  await stream.next(
    (event) =>
      event.event === "turn" &&
      (event.data as { role: string; text: string }).role === "agent" &&
      (event.data as { text: string }).text.startsWith("I'm sorry, they couldn't take your call"),
  );
  expect((await post(`${callsPath()}/${callId}/say`, { text: "Still here." })).status).toBe(202);
  await stream.next((event) => event.event === "turn" && (event.data as { text: string }).text === "Still here.");
  expect((await post(`${callsPath()}/${callId}/end`, {})).status).toBe(202);
  await stream.closed;
  expect((await callView(callId)).endedReason).toBe("operator_ended");
}

describe("cold", () => {
  it("to a person who answers: the agent says so, the person takes the call, the call ends transferred", async () => {
    const { callId, stream } = await conversation();
    const response = await post(`${callsPath()}/${callId}/transfer`, { to: PERSON, message: "One moment, please." });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: { action: string; eventId: number } };
    expect(data).toMatchObject({ callId, action: "transfer" });
    await stream.closed;
    const steered = stream.events.find((event) => event.event === "steered")!;
    expect(steered).toMatchObject({
      id: String(data.eventId),
      data: { action: "transfer", to: PERSON, mode: "cold", by: { kind: "apiKey" } },
    });
    expect(transferEvents(stream).map((t) => t.status)).toEqual(["requested", "started", "bridged"]);
    const agentTurns = stream.events.filter(
      (event) => event.event === "turn" && (event.data as { role: string }).role === "agent",
    );
    expect((agentTurns.at(-1)!.data as { text: string }).text).toBe("One moment, please.");
    expect(stream.events.at(-1)).toMatchObject({
      event: "ended",
      data: { status: "completed", endedReason: "transferred" },
    });
    const call = await callView(callId);
    expect(call.transfer).toMatchObject({
      mode: "cold",
      to: PERSON,
      status: "bridged",
      timeoutSec: 20,
      attempt: 1,
      by: { kind: "apiKey" },
    });
    expect(call.transfer).not.toHaveProperty("whisper");
    expect(await webhookTypes(callId)).toEqual(["call.transfer_started", "call.transfer_bridged"]);
  });

  it("to a person who does not answer: it fails no_answer after timeoutSec and the caller stays with the agent", async () => {
    const { callId, stream } = await conversation();
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: NO_ANSWER, timeoutSec: 5 })).status).toBe(202);
    await stream.next(isTransfer("failed"));
    await backWithTheAgent(callId, stream);
    expect(transferEvents(stream)).toMatchObject([
      { status: "requested" },
      { status: "started" },
      { status: "failed", reason: "no_answer" },
    ]);
    expect((await callView(callId)).transfer).toMatchObject({ status: "failed", reason: "no_answer", timeoutSec: 5 });
    expect(await webhookTypes(callId)).toEqual(["call.transfer_started", "call.transfer_failed"]);
  });
});

describe("warm", () => {
  it("to a person who answers: the caller holds, the person hears who calls, then takes the call", async () => {
    const { callId, stream } = await conversation();
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: PERSON, mode: "warm" })).status).toBe(202);
    await stream.closed;
    const agentTurns = stream.events.filter(
      (event) => event.event === "turn" && (event.data as { role: string }).role === "agent",
    );
    expect((agentTurns.at(-1)!.data as { text: string }).text).toBe("Please hold while I connect you.");
    expect(transferEvents(stream).map((t) => t.status)).toEqual(["requested", "started", "bridged"]);
    expect(stream.events.at(-1)).toMatchObject({ event: "ended", data: { endedReason: "transferred" } });
    const call = await callView(callId);
    expect(call.transfer).toMatchObject({ mode: "warm", status: "bridged", by: { kind: "apiKey" } });
    expect(call.transfer.whisper).toContain("+15005550004");
    const [started, bridged] = await db.webhookEvent.findMany({
      where: { workspaceId: ws.workspaceId, subjectId: `${callId}/transfer/1` },
      orderBy: { createdAt: "asc" },
    });
    expect([started.type, bridged.type]).toEqual(["call.transfer_started", "call.transfer_bridged"]);
    expect((bridged.payload as { data: unknown }).data).toMatchObject({
      callId,
      mode: "test",
      transfer: { mode: "warm", to: PERSON, status: "bridged" },
    });
  });

  it("to a person who does not answer: the caller stays with the agent, which says so and goes on", async () => {
    const { callId, stream } = await conversation();
    expect(
      (await post(`${callsPath()}/${callId}/transfer`, { to: NO_ANSWER, mode: "warm", timeoutSec: 5 })).status,
    ).toBe(202);
    await stream.next(isTransfer("failed"));
    expect(transferEvents(stream).at(-1)).toMatchObject({ status: "failed", reason: "no_answer" });
    await backWithTheAgent(callId, stream);
  });

  it("to a person who declines (2 during the whisper): failed declined, the caller stays with the agent; a second transfer may follow", async () => {
    const { callId, stream } = await conversation();
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: DECLINES, mode: "warm" })).status).toBe(202);
    await stream.next(isTransfer("failed"));
    expect(transferEvents(stream).at(-1)).toMatchObject({ status: "failed", reason: "declined" });
    expect((await callView(callId)).transfer.whisper).toContain("+15005550004");
    await stream.next(
      (event) =>
        event.event === "turn" &&
        (event.data as { text: string }).text.startsWith("I'm sorry, they couldn't take your call"),
    );
    // Back with the agent, the call may be transferred again: the second attempt has events of its own.
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: PERSON })).status).toBe(202);
    await stream.closed;
    expect((await callView(callId)).transfer).toMatchObject({ status: "bridged", attempt: 2, mode: "cold" });
    expect(await webhookTypes(callId)).toEqual([
      "call.transfer_started",
      "call.transfer_failed",
      "call.transfer_started",
      "call.transfer_bridged",
    ]);
  });
});

describe("refused", () => {
  it("400 for a number the agent does not list (unless the workspace allows any), a bad mode, timeout or field", async () => {
    const { callId, stream } = await conversation();
    for (const body of [
      { to: "+14155550123" },
      { to: "not a number" },
      { to: PERSON, mode: "lukewarm" },
      { to: PERSON, timeoutSec: 2 },
      { to: PERSON, timeoutSec: 61 },
      { to: PERSON, message: "" },
      { to: PERSON, loud: true },
      {},
    ]) {
      const response = await post(`${callsPath()}/${callId}/transfer`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: expect.any(Array) } });
    }
    const unlisted = await post(`${callsPath()}/${callId}/transfer`, { to: "+14155550123" });
    expect(await unlisted.json()).toMatchObject({ details: { issues: [{ path: ["to"] }] } });
    expect(transferEvents(stream)).toEqual([]);
    expect((await callView(callId)).transfer).toBeNull();

    await db.workspace.update({ where: { id: ws.workspaceId }, data: { transferToAnyNumber: true } });
    try {
      expect((await post(`${callsPath()}/${callId}/transfer`, { to: "+14155550123" })).status).toBe(202);
      await stream.closed;
      expect((await callView(callId)).transfer).toMatchObject({ to: "+14155550123", status: "bridged" });
    } finally {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { transferToAnyNumber: false } });
    }
  });

  it("409 while a transfer is under way, and for a call not answered or over", async () => {
    const { callId, stream } = await conversation();
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: PERSON, mode: "warm" })).status).toBe(202);
    const again = await post(`${callsPath()}/${callId}/transfer`, { to: PERSON });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT", details: { transfer: expect.any(String) } });
    await stream.closed;
    expect((await post(`${callsPath()}/${callId}/transfer`, { to: PERSON })).status).toBe(409);

    const queued = await post(callsPath(), { agentId: ws.agentId, to: "+15005550004" });
    const queuedId = ((await queued.json()) as { data: { id: string } }).data.id;
    expect((await post(`${callsPath()}/${queuedId}/transfer`, { to: PERSON })).status).toBe(409);
  });

  it("404 for another workspace's call, another mode's and an unknown one; 403 without calls:write", async () => {
    const { callId, stream } = await conversation();
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const other = await createWorkspaceFixture(db);
    const body = { to: PERSON };
    expect(
      (await post(`/v1/workspaces/${other.workspaceId}/calls/${callId}/transfer`, body, other.keys.test)).status,
    ).toBe(404);
    expect((await post(`${callsPath()}/${callId}/transfer`, body, ws.keys.live)).status).toBe(404);
    expect((await post(`${callsPath()}/call_00000000000000000000000000000000/transfer`, body)).status).toBe(404);
    expect((await post(`${callsPath()}/${callId}/transfer`, body, ws.keys.readOnly)).status).toBe(403);
    expect(stream.events.filter((event) => event.event === "steered" || event.event === "transfer")).toEqual([]);
    await post(`${callsPath()}/${callId}/end`, {});
    await stream.closed;
  });
});
