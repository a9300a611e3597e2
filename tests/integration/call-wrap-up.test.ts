import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// A call's wrap-up happens in the statement that ends it (server/dialing/transitions.ts): the
// analysis of an answered call is requested there, and `call/closed` starts a campaign run only
// when a freed slot can matter to a campaign. `call/ended`, which the previous release emitted for
// every end, is still wrapped up for one release.

let started: DialingWorkspace;
let db: DialingWorkspace["db"];
let ws: DialingWorkspace["ws"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ db, ws } = started);
});
afterAll(async () => {
  await started?.stop();
});

/** A call to the simulator's cooperative callee, through /v1, to its end; its id. */
async function callToItsEnd(): Promise<string> {
  const response = await fetch(`${started.harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${ws.keys.live}`,
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
    },
    body: JSON.stringify({ agentId: ws.agentId, to: "+14155552671" }),
  });
  expect(response.status).toBe(202);
  const callId = ((await response.json()) as { data: { id: string } }).data.id;
  await eventually(
    async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).analysis,
    20_000,
    `call ${callId} analysed`,
  );
  return callId;
}

/** The background events written for a call, by name, sorted (one statement writes several at once). */
async function eventsOf(callId: string): Promise<string[]> {
  const rows = await db.outbox.findMany({ where: { payload: { path: ["callId"], equals: callId } } });
  return rows.map((row) => row.name).sort();
}

/** Whether the call's `call/closed` asks the campaigns to refill its slot. */
async function refillsCampaigns(callId: string): Promise<boolean> {
  const closed = await db.outbox.findFirstOrThrow({
    where: { name: "call/closed", payload: { path: ["callId"], equals: callId } },
  });
  return (closed.payload as { campaigns: boolean }).campaigns;
}

async function aCampaign(status: "paused" | "completed") {
  return db.campaign.create({
    data: { workspaceId: ws.workspaceId, name: `Campaign ${status}`, agentId: ws.agentId, status },
  });
}

describe("a call's wrap-up", () => {
  it("an answered call's end requests its analysis itself; with no campaign that may place calls, no campaign run", async () => {
    const finished = await aCampaign("completed");
    try {
      const callId = await callToItsEnd();
      expect(await eventsOf(callId)).toEqual(["call/analysis.requested", "call/closed", "call/requested"]);
      expect(await refillsCampaigns(callId)).toBe(false);
      const call = await db.call.findUniqueOrThrow({ where: { id: callId } });
      expect(call).toMatchObject({ status: "completed" });
      expect(call.analysis).toMatchObject({ error: null });
    } finally {
      await db.campaign.delete({ where: { id: finished.id } });
    }
  });

  it("in a workspace with a campaign that may place calls, any call's end starts the campaigns' refill", async () => {
    const paused = await aCampaign("paused");
    try {
      const callId = await callToItsEnd();
      expect(await eventsOf(callId)).toEqual(["call/analysis.requested", "call/closed", "call/requested"]);
      expect(await refillsCampaigns(callId)).toBe(true);
    } finally {
      await db.campaign.delete({ where: { id: paused.id } });
    }
  });

  it("a call/ended event of the previous release is still wrapped up: the answered call is analysed", async () => {
    const callId = await callToItsEnd();
    const { Prisma } = await import("@/server/db/client");
    await db.call.update({ where: { id: callId }, data: { analysis: Prisma.DbNull } });
    const { transaction, emit } = await import("@/server/db/unit-of-work");
    const { callEnded } = await import("@/server/events");
    await transaction((tx) => emit(tx, callEnded.create({ callId, workspaceId: ws.workspaceId })));
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).analysis,
      20_000,
      "the analysis asked for by wrap-up-call",
    );
    expect(await eventsOf(callId)).toEqual([
      "call/analysis.requested",
      "call/analysis.requested",
      "call/closed",
      "call/ended",
      "call/requested",
    ]);
  });
});
