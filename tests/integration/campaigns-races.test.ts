import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady, type Db } from "@/server/db/client";
import { cancelCampaign } from "@/server/campaigns/campaigns";
import { transaction } from "@/server/db/unit-of-work";
import { recordCallOutcome } from "@/server/campaigns/outcomes";
import { failCallsOfGoneCarriers } from "@/server/dialing/recovery";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";

// What a campaign's neighbours may do to it: an append racing the campaign's end (the interleaving
// forced with a row lock the test holds), deleting the caller number or the agent it uses, and a
// call of it cut by our own crash.

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
let base: string;
const LATER = { startAt: "2027-06-01T15:00:00Z" };
const number = (i: number) => `+1415555${String(3000 + i)}`;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
  base = `/v1/workspaces/${ws.workspaceId}`;
});
afterAll(() => app?.close());

async function createCampaign(body: Record<string, unknown> = {}) {
  const response = await api.post(`${base}/campaigns`, {
    name: "Survey",
    agentId: ws.agentId,
    schedule: LATER,
    recipients: [{ to: number(1) }, { to: number(2) }],
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string; name: string };
}

async function answer(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: await res.json() };
}

/** Server processes waiting on a lock `holder` holds. */
async function firstWaiterOn(holder: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const rows = await db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE ${holder}::int = ANY(pg_blocking_pids(pid))`;
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing came to wait on ${holder}`);
}

describe("appending recipients while the campaign ends", postgresOnly(SEVERAL_CONNECTIONS), () => {
  const ends: Record<string, (tx: Db, id: string) => Promise<unknown>> = {
    canceled: (tx, id) => cancelCampaign(tx, { workspaceId: ws.workspaceId, mode: "live" }, id),
    completed: (tx, id) =>
      tx.campaign.update({ where: { id }, data: { status: "completed", endedAt: new Date(), wakeAt: null } }),
  };

  it.each(Object.keys(ends))(
    "is refused with 409 once the campaign is %s, leaving no recipient pending",
    async (status) => {
      const campaign = await createCampaign();
      let appended!: Promise<Response>;
      // The end holds the campaign's row while the append arrives, then commits.
      await transaction(
        async (tx) => {
          const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          await tx.$queryRaw`SELECT 1 FROM "Campaign" WHERE "id" = ${campaign.id} FOR UPDATE`;
          appended = api.post(`${base}/campaigns/${campaign.id}/recipients`, { recipients: [{ to: number(3) }] });
          await firstWaiterOn(pid);
          await ends[status](tx, campaign.id);
        },
        { timeout: 30_000 },
      );
      expect(await answer(appended)).toMatchObject({
        status: 409,
        body: { success: false, code: "CONFLICT", details: { status } },
      });
      expect(await db.campaignRecipient.count({ where: { campaignId: campaign.id, state: "pending" } })).toBe(
        status === "canceled" ? 0 : 2,
      );
      expect(await db.campaignRecipient.count({ where: { campaignId: campaign.id, to: number(3) } })).toBe(0);
    },
  );
});

describe("deleting what a campaign uses", () => {
  it("a caller number a campaign calls from is kept (409 naming the campaigns) until the campaign ends", async () => {
    const pool = ["+14155550181", "+14155550182"];
    const ids: string[] = [];
    for (const value of pool) {
      const created = await answer(api.post(`${base}/numbers`, { number: value }));
      ids.push(created.body.data.id);
    }
    const campaign = await createCampaign({ name: "Pool", fromNumbers: pool });
    const refused = await answer(api.delete(`${base}/numbers/${ids[1]}`));
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, code: "CONFLICT", details: { campaignIds: [campaign.id] } },
    });
    expect(refused.body.error).toContain("“Pool”");
    expect(await db.callerNumber.count({ where: { id: ids[1] } })).toBe(1);

    await answer(api.post(`${base}/campaigns/${campaign.id}/cancel`, {}));
    expect((await answer(api.delete(`${base}/numbers/${ids[1]}`))).status).toBe(200);
    expect((await answer(api.delete(`${base}/numbers/${ids[1]}`))).status).toBe(404);
  });

  it("an agent only a campaign uses is kept: 409 naming the campaign, not a 500", async () => {
    const agent = await db.agent.create({ data: { workspaceId: ws.workspaceId, name: "Campaigner" } });
    const campaign = await createCampaign({ name: "Only use", agentId: agent.id });
    await answer(api.post(`${base}/campaigns/${campaign.id}/cancel`, {}));
    const refused = await answer(api.delete(`${base}/agents/${agent.id}`));
    expect(refused).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: "CONFLICT",
        details: { calls: 0, clickToCallSources: 0, campaignIds: [campaign.id] },
      },
    });
    expect(refused.body.error).toContain("“Only use”");
    expect(await db.agent.count({ where: { id: agent.id } })).toBe(1);
  });
});

describe("a campaign call cut by our own crash", () => {
  /** A recipient's first attempt, in progress on a simulated carrier of process `processId`; `answered` or still ringing. */
  async function callInFlight(campaignId: string, processId: string, answered: boolean) {
    const recipient = await db.campaignRecipient.findFirstOrThrow({
      where: { campaignId },
      orderBy: { position: "asc" },
    });
    const call = await db.call.create({
      data: {
        workspaceId: ws.workspaceId,
        agentId: ws.agentId,
        mode: "live",
        to: recipient.to,
        from: ws.fromNumber,
        campaignId,
        campaignRecipientId: recipient.id,
        campaignAttempt: 1,
        status: answered ? "in_progress" : "ringing",
        provider: "simulator",
        providerCallId: `sim_${processId}`,
        carrierProcessId: processId,
        dialedAt: new Date(),
        answeredAt: answered ? new Date() : null,
      },
    });
    await db.campaignRecipient.update({
      where: { id: recipient.id },
      data: { state: "calling", attempts: 1, lastCallId: call.id },
    });
    return { recipientId: recipient.id, callId: call.id };
  }

  it("is done (`interrupted`), not retried as a carrier failure; one cut before the answer is retried", async () => {
    const retry = { on: ["failed"], maxAttempts: 3, delayMinutes: 5 };
    const talked = await createCampaign({ retry });
    const ringing = await createCampaign({ retry });
    const cut = await callInFlight(talked.id, "gone-process-1", true);
    const unanswered = await callInFlight(ringing.id, "gone-process-2", false);
    expect(await failCallsOfGoneCarriers(["gone-process-1", "gone-process-2"])).toBe(2);
    await recordCallOutcome(cut.callId);
    await recordCallOutcome(unanswered.callId);

    expect(await db.call.findUniqueOrThrow({ where: { id: cut.callId } })).toMatchObject({
      status: "failed",
      failureReason: "carrier_lost_on_restart",
    });
    expect(await db.campaignRecipient.findUniqueOrThrow({ where: { id: cut.recipientId } })).toMatchObject({
      state: "done",
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(await db.campaignRecipient.findUniqueOrThrow({ where: { id: unanswered.recipientId } })).toMatchObject({
      state: "waiting",
      attempts: 1,
    });
  });
});
