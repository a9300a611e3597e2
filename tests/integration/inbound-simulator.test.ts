import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// simulate-inbound: the simulator rings one of the workspace's numbers, the whole inbound path
// runs, and a simulated caller of each persona converses with the embedded default (the script
// brain) over the real gateway; the call ends as a real one would, with its webhooks.

let started: DialingWorkspace;
let harness: DialingWorkspace["harness"];
let receiver: DialingWorkspace["receiver"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ harness, receiver, ws, db } = started);
  await db.agent.update({
    where: { id: ws.agentId },
    data: { maxDurationSec: 3600, tools: ["end_call", "transfer_call"], transferNumbers: ["+14155550199"] },
  });
  await db.callerNumber.updateMany({
    where: { workspaceId: ws.workspaceId, number: ws.fromNumber },
    data: { inboundAgentId: ws.agentId },
  });
});
afterAll(async () => {
  await started?.stop();
});

function simulate(body: object, key = ws.keys.test) {
  return fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/simulate-inbound`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function inboundCall(from?: string) {
  const response = await simulate({ to: ws.fromNumber, ...(from ? { from } : {}) });
  expect(response.status).toBe(201);
  const { callId } = ((await response.json()) as { data: { callId: string } }).data;
  const ended = await eventually(
    async () => {
      const row = await db.call.findUniqueOrThrow({ where: { id: callId } });
      return row.endedAt && row;
    },
    20_000,
    `call ${callId} to end`,
  );
  const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  return { call: ended, turns };
}

describe("simulate-inbound", () => {
  it("a cooperative caller: the agent greets first, they converse, the call completes with its webhooks", async () => {
    const { call, turns } = await inboundCall();
    expect(call).toMatchObject({
      direction: "inbound",
      mode: "test",
      status: "completed",
      provider: "simulator",
      from: "+15005550010",
      to: ws.fromNumber,
    });
    expect(turns[0].role).toBe("agent");
    expect(turns.filter((t) => t.role === "user").length).toBeGreaterThan(0);
    const types = await eventually(async () => {
      const seen = receiver.attempts.filter((a) => a.subjectId === call.id).map((a) => a.type);
      return seen.includes("call.completed") && seen;
    });
    expect(types).toEqual(expect.arrayContaining(["call.ringing", "call.answered", "call.completed"]));
    const answered = receiver.attempts.find((a) => a.subjectId === call.id && a.type === "call.answered");
    expect(answered?.data).toMatchObject({ direction: "inbound", from: "+15005550010", to: ws.fromNumber });
    // Written answered in one statement, it still rang first: as webhooks show it then, not answered yet.
    const rang = receiver.attempts.find((a) => a.subjectId === call.id && a.type === "call.ringing");
    expect(rang?.data).toMatchObject({ status: "ringing", answeredAt: null });
    expect(answered?.data).toMatchObject({ status: "in_progress", answeredAt: expect.any(String) });
    const events = await db.callEvent.findMany({ where: { callId: call.id }, select: { status: true } });
    expect(events.map((e) => e.status)).toEqual(expect.arrayContaining(["ringing", "in_progress", "completed"]));
  });

  it.each([
    ["+15005550004", "evasive"],
    ["+15005550005", "voicemail"],
    ["+15005550006", "interrupter"],
    ["+15005550007", "silent"],
    ["+15005550008", "digits"],
    ["+15005550009", "wants_person"],
  ])("a caller from %s (%s) is greeted by the agent first and the call ends", async (from) => {
    const { call, turns } = await inboundCall(from);
    expect(call).toMatchObject({ direction: "inbound", from });
    expect(["completed", "failed"]).toContain(call.status);
    // Whoever rang is greeted first, a machine too: an inbound caller is never taken for voicemail.
    expect(turns[0]?.role).toBe("agent");
  });

  it("refuses a live key, and a number that does not answer", async () => {
    const live = await simulate({ to: ws.fromNumber }, ws.keys.live);
    expect(live.status).toBe(403);
    const unknown = await simulate({ to: "+14155550101" });
    expect(unknown.status).toBe(409);
    expect(((await unknown.json()) as { details: { reason: string } }).details.reason).toBe("rejected");
  });
});
