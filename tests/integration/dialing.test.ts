import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// Originate over /v1 → dial-call on the local executor → simulator callbacks through the status
// route → signed webhooks to a receiver on localhost. Simulator and retries in fast mode.

let started: DialingWorkspace;
let harness: DialingWorkspace["harness"];
let receiver: DialingWorkspace["receiver"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ harness, receiver, ws, db } = started);
});
afterAll(async () => {
  await started?.stop();
});

async function originate(
  to: string,
  idempotencyKey = crypto.randomUUID(),
): Promise<{ status: number; body: { data: { id: string; status: string } } }> {
  const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${ws.keys.live}`,
      "content-type": "application/json",
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify({ agentId: ws.agentId, to }),
  });
  return { status: response.status, body: await response.json() };
}

const terminal = ["completed", "busy", "no_answer", "failed", "canceled", "blocked"];

function finished(callId: string, timeoutMs = 15_000) {
  return eventually(
    async () => {
      const call = await db.call.findUniqueOrThrow({ where: { id: callId } });
      return terminal.includes(call.status) && call;
    },
    timeoutMs,
    `call ${callId} to end`,
  );
}

describe("a manual call, end to end", () => {
  it("reaches completed, and the receiver gets signed call.completed then call.summary_ready", async () => {
    const { status, body } = await originate("+14155552671");
    expect(status).toBe(202);
    const callId = body.data.id;
    const call = await finished(callId);
    expect(call).toMatchObject({
      status: "completed",
      provider: "simulator",
      endedReason: "agent_ended",
      answeredBy: "human",
    });
    expect(call.durationSec).toBeGreaterThan(0);
    // The cooperative callee answers the agent's two questions; the agent says goodbye and hangs up.
    const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
    expect(turns.map((t) => [t.role, t.text])).toEqual([
      ["user", "Hello?"],
      ["agent", "Hello! How can I help you today?"],
      ["user", "Hi, yes. Go ahead."],
      ["agent", "Which day suits you best?"],
      ["user", "Tuesday would suit me best."],
      ["agent", "Thank you. Morning or afternoon?"],
      ["user", "In the morning, if possible."],
      ["agent", "Thank you, that's everything I needed. Goodbye!"],
    ]);
    expect(turns.at(-1)!.toolCalls).toEqual([{ name: "end_call", arguments: { reason: "script finished" } }]);
    const analysed = await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).analysis,
      10_000,
      "analysis",
    );
    expect(analysed).toEqual({
      summary: expect.stringContaining("answered 2 of 2 questions"),
      structuredData: {
        "Which day suits you best?": "Tuesday would suit me best.",
        "Morning or afternoon?": "In the morning, if possible.",
      },
      successful: true,
      error: null,
    });

    const summaryEventId = (
      await eventually(
        () => db.webhookEvent.findFirst({ where: { subjectId: callId, type: "call.summary_ready" } }),
        10_000,
        "summary event",
      )
    ).id;
    await eventually(async () => receiver.delivered().includes(summaryEventId), 10_000, "call.summary_ready delivery");
    const forCall = receiver.attempts.filter((a) => a.subjectId === callId || a.eventId === summaryEventId);
    expect(forCall.every((a) => a.signatureValid)).toBe(true);
    const order = forCall.map((a) => a.type);
    expect(order).toEqual(
      expect.arrayContaining(["call.queued", "call.ringing", "call.answered", "call.completed", "call.summary_ready"]),
    );
    expect(order.indexOf("call.completed")).toBeLessThan(order.indexOf("call.summary_ready"));

    const timeline = await db.callEvent.findMany({ where: { callId }, orderBy: { occurredAt: "asc" } });
    expect(timeline.map((e) => e.status)).toEqual(["queued", "dialing", "ringing", "in_progress", "completed"]);
  });

  it.each([
    ["+15005550001", "busy"],
    ["+15005550002", "no_answer"],
    ["+15005550003", "failed"],
  ])("a call to the magic number %s ends %s with call.failed", async (to, expected) => {
    const { body } = await originate(to);
    const call = await finished(body.data.id);
    expect(call.status).toBe(expected);
    await eventually(
      async () => receiver.attempts.some((a) => a.subjectId === call.id && a.type === "call.failed"),
      10_000,
      "call.failed",
    );
  });

  it("a call to the evasive callee runs until the agent's maximum duration, then the agent ends it", async () => {
    const { body } = await originate("+15005550004");
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: body.data.id } })).status === "in_progress",
      5_000,
      "in_progress",
    );
    const call = await finished(body.data.id, 20_000);
    expect(call).toMatchObject({ status: "completed", endedReason: "max_duration" });
    expect(call.durationSec).toBeGreaterThanOrEqual(600); // the agent's maxDurationSec, in simulated time
    const last = await db.callTurn.findFirstOrThrow({
      where: { callId: call.id, role: "agent" },
      orderBy: { index: "desc" },
    });
    expect(last.text).toBe("I'm sorry, we've reached the time limit for this call. Goodbye!");
  }, 30_000);

  it("replaying the originate request creates no second call, event or delivery", async () => {
    const key = crypto.randomUUID();
    const first = await originate("+14155552672", key);
    const replay = await originate("+14155552672", key);
    expect(replay.status).toBe(202);
    expect(replay.body.data.id).toBe(first.body.data.id);
    const callId = first.body.data.id;
    await finished(callId);
    const summaryId = (
      await eventually(
        () => db.webhookEvent.findFirst({ where: { subjectId: callId, type: "call.summary_ready" } }),
        10_000,
        "summary event",
      )
    ).id;
    await eventually(async () => receiver.delivered().includes(summaryId), 10_000, "summary delivery");
    await originate("+14155552672", key); // a late replay after everything happened

    expect(await db.call.count({ where: { workspaceId: ws.workspaceId, to: "+14155552672" } })).toBe(1);
    const events = await db.webhookEvent.findMany({ where: { subjectId: callId } });
    expect(events.map((e) => e.type).sort()).toEqual([
      "call.answered",
      "call.completed",
      "call.queued",
      "call.ringing",
      "call.summary_ready",
    ]);
    expect(await db.webhookDelivery.count({ where: { eventId: { in: events.map((e) => e.id) } } })).toBe(5);
    const delivered = receiver.delivered().filter((id) => events.some((e) => e.id === id));
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered).toHaveLength(5);
  });

  /** Originates to `to` while events are held back, runs `meanwhile`, then relays as the sweeper would; the call once ended. */
  async function originateThenChange(to: string, meanwhile: () => Promise<unknown>) {
    const client = await import("@/server/jobs/inngest");
    const { startLocalExecutor } = await import("@/inngest/local-executor/start");
    const { relayOutbox } = await import("@/server/outbox/outbox");
    const executor = await startLocalExecutor();
    client.receiveEventsLocally(undefined); // the relay after commit fails; the sweeper will resend
    try {
      const { status, body } = await originate(to);
      expect(status).toBe(202);
      await meanwhile();
      client.receiveEventsLocally((events) => executor.receive(events));
      await relayOutbox();
      return await finished(body.data.id);
    } finally {
      client.receiveEventsLocally((events) => executor.receive(events));
    }
  }

  it("a number put on do-not-call after the 202 ends blocked and is never dialed", async () => {
    const call = await originateThenChange("+14155552673", () =>
      db.doNotCallEntry.create({ data: { workspaceId: ws.workspaceId, phone: "+14155552673" } }),
    );
    expect(call).toMatchObject({
      status: "blocked",
      failureReason: "do_not_call",
      providerCallId: null,
      dialedAt: null,
    });
    const timeline = await db.callEvent.findMany({ where: { callId: call.id } });
    expect(timeline.map((e) => e.status).sort()).toEqual(["blocked", "queued"]);
  });

  it("a country the workspace stops allowing after the 202 ends its queued call blocked, never dialed", async () => {
    try {
      const call = await originateThenChange("+14155552674", () =>
        db.workspace.update({ where: { id: ws.workspaceId }, data: { allowedDestinationCountries: ["GB"] } }),
      );
      expect(call).toMatchObject({
        status: "blocked",
        failureReason: "destination_not_allowed",
        providerCallId: null,
        dialedAt: null,
      });
    } finally {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { allowedDestinationCountries: [] } });
    }
  });

  it("keeps /api/inngest closed: the local executor calls the functions in-process, unsigned", async () => {
    const response = await fetch(`${harness.app.url}/api/inngest?fnId=svc-dial-call&stepId=step`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
