import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";
import { openSse, type SseStream } from "../helpers/sse-client";

// Steering a call in progress (docs/voice-agent.md "Live calls"): POST …/say and …/end reach the
// call's relay session, are recorded on its live stream with who asked, and are refused as
// specified: 409 for a call not in progress, 400 for bad text, 404 across workspaces and modes.

let started: DialingWorkspace;
let app: DialingWorkspace["harness"]["app"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  app = started.harness.app;
  await db.agent.update({ where: { id: ws.agentId }, data: { maxDurationSec: 36_000 } });
});
afterAll(async () => {
  await started?.stop();
});

const callsPath = () => `/v1/workspaces/${ws.workspaceId}/calls`;
const post = (path: string, body: unknown, key = ws.keys.test) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A long conversation (the evasive callee), watched from its start; resolves once the agent has spoken. */
async function conversation(): Promise<{ callId: string; stream: SseStream }> {
  const response = await post(callsPath(), { agentId: ws.agentId, to: "+15005550004" });
  const callId = ((await response.json()) as { data: { id: string } }).data.id;
  const stream = await openSse(`${app.url}${callsPath()}/${callId}/live`, { authorization: `Bearer ${ws.keys.test}` });
  await stream.next((event) => event.event === "turn" && (event.data as { role: string }).role === "agent");
  return { callId, stream };
}

const agentSaid = (stream: SseStream, text: string) =>
  stream.next(
    (event) =>
      event.event === "turn" &&
      (event.data as { role: string; text: string }).role === "agent" &&
      (event.data as { text: string }).text === text,
  );

describe("say", () => {
  it("the agent says the text next; the stream records who asked, then the words and the turn", async () => {
    const { callId, stream } = await conversation();
    const response = await post(`${callsPath()}/${callId}/say`, { text: "  A supervisor has joined the call.  " });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: { callId: string; action: string; eventId: number } };
    expect(data).toMatchObject({ callId, action: "say" });
    const steered = await stream.next((event) => event.event === "steered");
    expect(steered).toMatchObject({
      id: String(data.eventId),
      data: { action: "say", text: "A supervisor has joined the call.", interrupt: false, by: { kind: "apiKey" } },
    });
    await agentSaid(stream, "A supervisor has joined the call.");
    stream.close();
  });

  it("with interrupt, at once over what the agent is saying", async () => {
    const { callId, stream } = await conversation();
    expect((await post(`${callsPath()}/${callId}/say`, { text: "Sorry to cut in.", interrupt: true })).status).toBe(
      202,
    );
    await agentSaid(stream, "Sorry to cut in.");
    stream.close();
  });

  it("400 for empty text, text over 1,000 characters, a wrong type or an unknown field", async () => {
    const { callId, stream } = await conversation();
    for (const body of [
      { text: "" },
      { text: "   " },
      { text: "x".repeat(1_001) },
      { text: 5 },
      { text: "hi", loud: true },
      {},
    ]) {
      const response = await post(`${callsPath()}/${callId}/say`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
    expect((await post(`${callsPath()}/${callId}/say`, { text: "x".repeat(1_000) })).status).toBe(202);
    stream.close();
  });
});

describe("end", () => {
  it("the agent says goodbye, the call ends operator_ended, and the stream closes", async () => {
    const { callId, stream } = await conversation();
    const response = await post(`${callsPath()}/${callId}/end`, { reason: "resolved by phone" });
    expect(response.status).toBe(202);
    await stream.closed;
    const steered = stream.events.find((event) => event.event === "steered");
    expect(steered?.data).toMatchObject({ action: "end", reason: "resolved by phone", by: { kind: "apiKey" } });
    const ended = stream.events.at(-1)!;
    expect(ended).toMatchObject({ event: "ended", data: { status: "completed", endedReason: "operator_ended" } });
    const agentTurns = stream.events.filter(
      (event) => event.event === "turn" && (event.data as { role: string }).role === "agent",
    );
    expect((agentTurns.at(-1)!.data as { text: string }).text).toBe("Goodbye!");
    const call = await db.call.findUniqueOrThrow({ where: { id: callId } });
    expect(call.endedReason).toBe("operator_ended");

    // Over now: steering it is a conflict.
    const again = await post(`${callsPath()}/${callId}/say`, { text: "Hello?" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT", details: { status: "completed" } });
  });
});

describe("who may steer", () => {
  it("409 for a call not answered yet", async () => {
    const response = await post(callsPath(), { agentId: ws.agentId, to: "+15005550004" });
    const callId = ((await response.json()) as { data: { id: string } }).data.id;
    const early = await post(`${callsPath()}/${callId}/end`, {});
    expect(early.status).toBe(409);
  });

  it("404 for another workspace's call, another mode's and an unknown one; 403 without calls:write", async () => {
    const { callId, stream } = await conversation();
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const other = await createWorkspaceFixture(db);
    const elsewhere = await post(
      `/v1/workspaces/${other.workspaceId}/calls/${callId}/say`,
      { text: "hi" },
      other.keys.test,
    );
    expect(elsewhere.status).toBe(404);
    expect((await post(`${callsPath()}/${callId}/say`, { text: "hi" }, ws.keys.live)).status).toBe(404);
    expect((await post(`${callsPath()}/call_00000000000000000000000000000000/end`, {})).status).toBe(404);
    const readOnly = await post(`${callsPath()}/${callId}/end`, {}, ws.keys.readOnly);
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toMatchObject({ code: "INSUFFICIENT_SCOPE" });
    // None of them reached the call.
    expect(stream.events.filter((event) => event.event === "steered")).toEqual([]);
    stream.close();
  });
});
