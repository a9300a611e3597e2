import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import type { WorkspaceFixture } from "../helpers/fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// A campaign run end to end on the local executor and the simulator: calling hours on an
// injectable clock, concurrency held, retries driven by the simulator's busy / no-answer /
// voicemail numbers, pause / resume / cancel, results.csv and the campaign webhooks.

let harness: DialingHarness;
let receiver: WebhookReceiver;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let clock: typeof import("@/server/campaigns/clock");
let dispatch: typeof import("@/server/campaigns/dispatch");

// 22:30Z on a Wednesday in July: 15:30 in Los Angeles, the workspace's zone, which the simulator's
// magic numbers take.
const INSIDE = new Date("2026-07-15T22:30:00Z");
const FLOOR_HOURS = { hours: { start: "08:00", end: "21:00" } };
const BUSY = "+15005550001";
const NO_ANSWER = "+15005550002";
const VOICEMAIL = "+15005550005";

beforeAll(async () => {
  harness = await startDialingHarness();
  receiver = await startWebhookReceiver();
  ({ db } = await import("@/server/db/client"));
  clock = await import("@/server/campaigns/clock");
  dispatch = await import("@/server/campaigns/dispatch");
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db, { webhookUrl: receiver.url });
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: "America/Los_Angeles" } });
  receiver.setSecret(ws.webhook!.secret);
});
afterAll(async () => {
  clock?.setCampaignClock(null);
  await harness?.stop();
  await receiver?.close();
});

async function api(method: string, path: string, body?: unknown, key = ws.keys.live) {
  const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

const campaignOf = async (id: string) => (await api("GET", `/campaigns/${id}`)).body.data;
/** Polled in the database (the API's rate limit is not under test); the campaign as the API shows it once it ended. */
async function ended(id: string, timeoutMs = 30_000) {
  await eventually(
    async () =>
      ["completed", "canceled", "expired"].includes((await db.campaign.findUniqueOrThrow({ where: { id } })).status),
    timeoutMs,
    `campaign ${id} to end`,
  );
  return campaignOf(id);
}
const countsOf = async (id: string) => (await import("@/server/campaigns/campaigns")).countsOf(db, id);

/** Calls of the campaign in flight, sampled every 20 ms until `until` resolves; returns the highest count seen. */
async function peakInFlight(campaignId: string, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let peak = 0;
  while (!done) {
    peak = Math.max(
      peak,
      await db.call.count({ where: { campaignId, status: { in: ["queued", "dialing", "ringing", "in_progress"] } } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return peak;
}

describe("a campaign", () => {
  it("calls every recipient within maxConcurrent, retries the outcomes it names after the delay, and completes with its counts", async () => {
    clock.setCampaignClock(INSIDE);
    const answered = Array.from({ length: 6 }, (_, i) => ({
      to: `+1415555${String(2600 + i)}`,
      variables: { name: `Callee ${i}` },
    }));
    const { status, body } = await api("POST", "/campaigns", {
      name: "Reminders",
      agentId: ws.agentId,
      recipients: [...answered, { to: BUSY }, { to: NO_ANSWER }, { to: VOICEMAIL }],
      schedule: FLOOR_HOURS,
      maxConcurrent: 2,
      retry: { on: ["busy", "no_answer", "voicemail"], maxAttempts: 2, delayMinutes: 5 },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: "scheduled", recipientCount: 9, maxConcurrent: 2, skipped: [] });
    const id = body.data.id as string;
    expect(id).toMatch(/^cmp_/);

    // First attempts: the six answered ones are done; the three others wait 5 minutes for their retry.
    const firstRound = eventually(
      async () => {
        const counts = await countsOf(id);
        return counts.done === 6 && counts.waiting === 3;
      },
      30_000,
      "first attempts",
    );
    expect(await peakInFlight(id, firstRound)).toBe(2);
    const waiting = (await api("GET", `/campaigns/${id}/recipients?state=waiting`)).body.data.items;
    expect(waiting.map((r: { to: string }) => r.to).sort()).toEqual([BUSY, NO_ANSWER, VOICEMAIL]);
    for (const recipient of waiting) {
      expect(recipient.attempts).toBe(1);
      expect(Date.parse(recipient.nextAttemptAt) - INSIDE.getTime()).toBeGreaterThanOrEqual(5 * 60_000);
    }

    // Five minutes later the retries are placed; their second failure leaves no attempt: failed.
    clock.setCampaignClock(new Date(INSIDE.getTime() + 6 * 60_000));
    await dispatch.wakeCampaigns();
    const done = await ended(id);
    expect(done.status).toBe("completed");
    expect(done.counts).toMatchObject({ done: 6, failed: 3, pending: 0, waiting: 0, calling: 0 });
    expect(done.progress).toBe(1);

    const calls = await db.call.findMany({ where: { campaignId: id } });
    expect(calls).toHaveLength(12);
    const attemptsOf = (to: string) =>
      calls
        .filter((c) => c.to === to)
        .map((c) => c.campaignAttempt)
        .sort();
    expect(attemptsOf(BUSY)).toEqual([1, 2]);
    expect(attemptsOf(answered[0].to)).toEqual([1]);

    // The call says which campaign placed it, in the API and in the list's filter.
    const call = (await api("GET", `/calls/${calls[0].id}`)).body.data;
    expect(call.campaignId).toBe(id);
    const listed = (await api("GET", `/calls?campaignId=${id}&limit=100`)).body.data.items;
    expect(listed).toHaveLength(12);

    // Webhooks: started, then completed with the counts.
    const completed = await eventually(
      () => db.webhookEvent.findFirst({ where: { subjectId: id, type: "campaign.completed" } }),
      10_000,
      "campaign.completed",
    );
    expect((completed.payload as { data: { counts: Record<string, number> } }).data.counts).toMatchObject({
      done: 6,
      failed: 3,
    });
    expect(await db.webhookEvent.count({ where: { subjectId: id, type: "campaign.started" } })).toBe(1);

    // results.csv: one row per recipient, with its variables and its last call's outcome.
    const csv = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/campaigns/${id}/results.csv`, {
      headers: { authorization: `Bearer ${ws.keys.live}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "to,variables.name,state,skipReason,attempts,nextAttemptAt,lastCallId,experimentId,experimentArm,endedReason,durationSec,billedMinutes,inputTokens,outputTokens,ttsCharacters,cost,currency,costStatus,successful,summary",
    );
    expect(lines).toHaveLength(10);
    // A script agent's call: minutes and spoken characters at the default prices, no tokens.
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\${answered[0].to},Callee 0,done,,1,,call_\\w+,,,agent_ended,\\d+,\\d+,0,0,[1-9]\\d*,[\\d.]+,USD,estimated,`,
      ),
    );
    expect(lines.find((line) => line.startsWith(BUSY))).toMatch(/,failed,,2,,call_\w+,,,busy,/);
  });

  it("keeps recipients outside their hours waiting until their window, and expires those whose window never opens", async () => {
    // 05:00 in Los Angeles: the LA number waits for 09:00 (16:00Z); toll-free (every NANP zone,
    // Guam to St John's) shares no hour of 09:00–20:00, so it never opens: expired at once.
    const early = new Date("2026-07-15T12:00:00Z");
    clock.setCampaignClock(early);
    const { body } = await api("POST", "/campaigns", {
      name: "Morning",
      agentId: ws.agentId,
      recipients: [{ to: "+14155552700" }, { to: "+18005550199" }],
    });
    const id = body.data.id as string;
    await eventually(
      async () => {
        const counts = await countsOf(id);
        return counts.waiting === 1 && counts.expired === 1;
      },
      15_000,
      "the wait and the expiry",
    );
    expect((await campaignOf(id)).status).toBe("running");
    const [waiting] = (await api("GET", `/campaigns/${id}/recipients?state=waiting`)).body.data.items;
    expect(waiting).toMatchObject({
      to: "+14155552700",
      attempts: 0,
      nextAttemptAt: "2026-07-15T16:00:00.000Z",
      waitReason: "outside calling hours in America/Los_Angeles until 09:00",
    });
    expect(await db.call.count({ where: { campaignId: id } })).toBe(0);

    // 09:00 in Los Angeles: the wake-up places the call.
    clock.setCampaignClock(new Date("2026-07-15T16:00:05Z"));
    await dispatch.wakeCampaigns();
    const done = await ended(id);
    expect(done).toMatchObject({ status: "completed", counts: { done: 1, expired: 1 } });
  });

  it("dials the simulator's numbers in the workspace's hours, not those of every North American zone", async () => {
    // 10:00 in Los Angeles, the workspace's zone; 07:00 in Honolulu and 03:00 in Guam, which the
    // 500 range of the magic numbers also spans.
    clock.setCampaignClock(new Date("2026-07-15T17:00:00Z"));
    const { body } = await api("POST", "/campaigns", {
      name: "Try it now",
      agentId: ws.agentId,
      recipients: [{ to: BUSY }],
    });
    const done = await ended(body.data.id as string);
    expect(done).toMatchObject({ status: "completed", counts: { failed: 1, waiting: 0 } });
    expect(await db.call.count({ where: { campaignId: body.data.id, to: BUSY } })).toBe(1);
  });

  it("sleeps until the window opens and then calls, with no outside help", async () => {
    // Five seconds before 09:00 in Los Angeles: run-campaign sleeps until then and dispatches again.
    clock.setCampaignClock(new Date("2026-07-15T15:59:55Z"));
    const nine = clock.realInstantOf(new Date("2026-07-15T16:00:00Z"));
    const { body } = await api("POST", "/campaigns", {
      name: "At nine",
      agentId: ws.agentId,
      recipients: [{ to: "+14155552710" }],
    });
    const id = body.data.id as string;
    const done = await ended(id, 30_000);
    expect(done).toMatchObject({ status: "completed", counts: { done: 1 } });
    const call = await db.call.findFirstOrThrow({ where: { campaignId: id } });
    // Placed once the window opened, not before (the database's clock and ours may differ by a few ms).
    expect(call.createdAt.getTime()).toBeGreaterThanOrEqual(nine.getTime() - 50);
  });

  it("expires the campaign and its waiting recipients when endAt passes before their window", async () => {
    const early = new Date("2026-07-15T12:00:00Z");
    clock.setCampaignClock(early);
    const { body } = await api("POST", "/campaigns", {
      name: "Short",
      agentId: ws.agentId,
      recipients: [{ to: "+14155552701" }],
      schedule: { endAt: "2026-07-15T18:00:00Z" },
    });
    const id = body.data.id as string;
    await eventually(async () => (await countsOf(id)).waiting === 1, 15_000, "the wait");
    // A window that opens only after endAt expires the recipient at once.
    const { body: late } = await api("POST", "/campaigns", {
      name: "Too short",
      agentId: ws.agentId,
      recipients: [{ to: "+14155552702" }],
      schedule: { endAt: "2026-07-15T15:00:00Z" },
    });
    const tooShort = await ended(late.data.id);
    expect(tooShort).toMatchObject({ status: "completed", counts: { expired: 1 } });

    clock.setCampaignClock(new Date("2026-07-15T18:00:01Z"));
    await dispatch.wakeCampaigns();
    const expired = await ended(id);
    expect(expired).toMatchObject({ status: "expired", counts: { expired: 1, waiting: 0 } });
    expect(await db.call.count({ where: { campaignId: id } })).toBe(0);
  });

  it("pauses (no new call, calls in progress finish), resumes to completion, and cancels what is left", async () => {
    clock.setCampaignClock(INSIDE);
    const recipients = Array.from({ length: 6 }, (_, i) => ({ to: `+1415555${String(2800 + i)}` }));
    const { body } = await api("POST", "/campaigns", {
      name: "Paused",
      agentId: ws.agentId,
      recipients,
      schedule: FLOOR_HOURS,
      maxConcurrent: 1,
    });
    const id = body.data.id as string;
    await eventually(() => db.call.count({ where: { campaignId: id } }).then((n) => n >= 1), 15_000, "a first call");
    expect((await api("POST", `/campaigns/${id}/pause`)).body.data.status).toBe("paused");
    // The call in progress ends; nothing new is placed while paused.
    await eventually(
      () =>
        db.call
          .count({ where: { campaignId: id, status: { in: ["queued", "dialing", "ringing", "in_progress"] } } })
          .then((n) => n === 0),
      15_000,
      "the call in progress to end",
    );
    const placed = await db.call.count({ where: { campaignId: id } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.call.count({ where: { campaignId: id } })).toBe(placed);
    expect((await campaignOf(id)).status).toBe("paused");

    expect((await api("POST", `/campaigns/${id}/resume`)).body.data.status).toBe("running");
    await eventually(async () => (await countsOf(id)).done >= placed + 1, 15_000, "calls after the resume");
    const canceled = (await api("POST", `/campaigns/${id}/cancel`)).body.data;
    expect(canceled.status).toBe("canceled");
    await eventually(async () => (await countsOf(id)).calling === 0, 15_000, "the last call to end");
    const final = await campaignOf(id);
    expect(final.counts.done + final.counts.canceled).toBe(6);
    expect(final.counts.canceled).toBeGreaterThan(0);
    const calls = await db.call.count({ where: { campaignId: id } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await db.call.count({ where: { campaignId: id } })).toBe(calls);
    expect(final.status).toBe("canceled");
  });

  it("refills a freed slot from the call's end itself, not through another run-campaign dispatch", async () => {
    clock.setCampaignClock(INSIDE);
    // endAt a day ahead: run-campaign's only wake-up is then, so only a call's end can place the next call.
    const recipients = Array.from({ length: 3 }, (_, i) => ({ to: `+1415555${String(3000 + i)}` }));
    const endAt = new Date(INSIDE.getTime() + 24 * 3_600_000);
    const { body } = await api("POST", "/campaigns", {
      name: "Refill",
      agentId: ws.agentId,
      recipients,
      schedule: { ...FLOOR_HOURS, endAt: endAt.toISOString() },
      maxConcurrent: 1,
    });
    const id = body.data.id as string;
    expect(await ended(id)).toMatchObject({ status: "completed", counts: { done: 3 } });

    // One after the other: each call was placed once the one before had ended.
    const calls = await db.call.findMany({ where: { campaignId: id }, orderBy: { createdAt: "asc" } });
    expect(calls.map((c) => c.to)).toEqual(recipients.map((r) => r.to));
    for (let i = 1; i < calls.length; i++)
      expect(calls[i].createdAt.getTime()).toBeGreaterThanOrEqual(calls[i - 1].endedAt!.getTime() - 50);
    // The dispatches asked of run-campaign: the creation's, the start's second look a moment later
    // and, unless the campaign was done by then, the wake-up at endAt; none for the ends.
    const asked = await db.outbox.findMany({
      where: { name: "campaign/dispatch.requested", payload: { path: ["campaignId"], equals: id } },
      orderBy: { createdAt: "asc" },
    });
    const { startedAt } = await db.campaign.findUniqueOrThrow({ where: { id } });
    const lookAgain = clock.realInstantOf(new Date(startedAt!.getTime() + 2_000)).toISOString();
    expect(asked.map((row) => (row.payload as { at?: string }).at ?? null)).toEqual(
      [null, lookAgain, clock.realInstantOf(endAt).toISOString()].slice(0, asked.length),
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it("fills a slot freed by a call whose end raced the campaign's creation, on the start's second look", async () => {
    clock.setCampaignClock(INSIDE);
    await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 1 } });
    try {
      // A call of no campaign holds the campaigns' only slot.
      const holder = await db.call.create({
        data: {
          workspaceId: ws.workspaceId,
          agentId: ws.agentId,
          agentVersion: 1,
          to: "+14155553100",
          from: ws.fromNumber,
          status: "in_progress",
          answeredAt: new Date(),
        },
      });
      const { body } = await api("POST", "/campaigns", {
        name: "Raced",
        agentId: ws.agentId,
        recipients: [{ to: "+14155553101" }],
        schedule: FLOOR_HOURS,
        maxConcurrent: 1,
      });
      const id = body.data.id as string;
      await eventually(async () => (await db.campaign.findUniqueOrThrow({ where: { id } })).startedAt, 10_000, "start");
      expect(await db.call.count({ where: { campaignId: id } })).toBe(0);
      // The end of a statement that began before the campaign existed: it announced nothing to the campaigns.
      await db.call.update({ where: { id: holder.id }, data: { status: "completed", endedAt: new Date() } });
      await eventually(async () => (await db.call.count({ where: { campaignId: id } })) === 1, 6_000, "the refill");
      expect(await ended(id)).toMatchObject({ status: "completed", counts: { done: 1 } });
    } finally {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 10 } });
    }
  });

  it("keeps the last 20 % of the workspace's calls in flight free of campaigns", async () => {
    clock.setCampaignClock(INSIDE);
    await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 5 } });
    try {
      const recipients = Array.from({ length: 12 }, (_, i) => ({ to: `+1415555${String(2900 + i)}` }));
      const { body } = await api("POST", "/campaigns", {
        name: "Share",
        agentId: ws.agentId,
        recipients,
        schedule: FLOOR_HOURS,
        maxConcurrent: 10,
      });
      const id = body.data.id as string;
      // 5 × 80 % = 4 calls at most, though the campaign allows 10.
      expect(await peakInFlight(id, ended(id))).toBe(4);
    } finally {
      await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 10 } });
    }
  });
});
