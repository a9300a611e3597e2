import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jstat from "jstat";
import type { ExperimentView } from "@/server/experiments/experiments";
import { startAppServer, type AppServer } from "../helpers/app-server";
import type { WorkspaceFixture } from "../helpers/fixtures";

// Experiments over /v1 and through every way a call is written: originate's statement (200 calls,
// split within binomial bounds; sticky by callee), click-to-call, a campaign's dispatch, an inbound
// call; the arms' versions; the statistics and the decision concluding it once with
// `experiment.concluded`; promotion. No executor runs: the calls stay queued, nothing is dialled.

let app: AppServer;
let db: typeof import("@/server/db/client").db;
let ws: WorkspaceFixture;
let agentId: string;

beforeAll(async () => {
  app = await startAppServer();
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
  const created = await send("POST", "/agents", {
    name: "Ava",
    voice: "en-US-Journey-O",
    language: "en-US",
    firstMessage: "Hello!",
    instructions: "Ask:\n- Which day suits you best?",
    defaultCallerNumberId: (await db.callerNumber.findFirstOrThrow({ where: { workspaceId: ws.workspaceId } })).id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  agentId = created.body.data.id as string;
  // Version 2, the current one: the control. Version 1 is the variant.
  expect((await send("PATCH", `/agents/${agentId}`, { instructions: "Ask:\n- Which day?" })).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

async function send(method: string, path: string, body?: unknown, key = ws.keys.live) {
  const response = await fetch(`${app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown>; details?: unknown },
  };
}

const experiment = (fields: Record<string, unknown> = {}) => ({
  name: "Shorter question",
  variantVersion: 1,
  trafficPercent: 30,
  metric: { kind: "successful", goal: "increase" },
  minCallsPerArm: 20,
  ...fields,
});

async function start(fields: Record<string, unknown> = {}): Promise<ExperimentView> {
  const { status, body } = await send("POST", `/agents/${agentId}/experiments`, experiment(fields));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as unknown as ExperimentView;
}

async function originate(to: string) {
  const { originateCall } = await import("@/server/calls/originate");
  const outcome = await originateCall(
    { workspaceId: ws.workspaceId, agentId, to, mode: "live", apiKeyId: null as never },
    null,
  );
  if (outcome.replayed) throw new Error("no key: no replay");
  return (JSON.parse(outcome.body) as { data: { id: string } }).data.id;
}

/** Binomial(n, p)'s 0.05th and 99.95th percentiles: a split outside them is a broken hash. */
function bounds(n: number, p: number): [number, number] {
  let low = 0;
  while (jstat.jStat.binomial.cdf(low, n, p) < 0.0005) low += 1;
  let high = low;
  while (jstat.jStat.binomial.cdf(high, n, p) < 0.9995) high += 1;
  return [low, high];
}

const callee = (i: number) => `+1415555${String(2000 + i).padStart(4, "0")}`;

describe("assignment", () => {
  it("200 calls split within binomial bounds, each running its arm's version, in originate's own statement", async () => {
    const started = await start();
    expect(started).toMatchObject({ status: "running", controlVersion: 2, variantVersion: 1, decision: "continue" });
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(await originate(callee(i)));
    const calls = await db.call.findMany({ where: { id: { in: ids } } });
    const variant = calls.filter((call) => call.experimentArm === "variant");
    const [low, high] = bounds(200, 0.3);
    expect(variant.length).toBeGreaterThanOrEqual(low);
    expect(variant.length).toBeLessThanOrEqual(high);
    expect(calls.every((call) => call.experimentId === started.id)).toBe(true);
    expect(calls.every((call) => call.agentVersion === (call.experimentArm === "variant" ? 1 : 2))).toBe(true);

    // The call shows it; the list filters by it.
    const one = await send("GET", `/calls/${variant[0].id}`);
    expect(one.body.data).toMatchObject({ agentVersion: 1, experiment: { id: started.id, arm: "variant" } });
    const listed = await send("GET", `/calls?experimentId=${started.id}&limit=100`);
    expect((listed.body.data.items as unknown[]).length).toBe(100);
    const read = await send("GET", `/agents/${agentId}/experiments/${started.id}`);
    expect(read.body.data).toMatchObject({
      arms: { control: { calls: 200 - variant.length, judged: 0 }, variant: { calls: variant.length, judged: 0 } },
    });
    // A test-mode call is not in a live experiment.
    const test = await send("POST", "/calls", { agentId, to: callee(900) }, ws.keys.test);
    expect(test.body.data.experiment).toBeNull();

    expect((await send("POST", `/agents/${agentId}/experiments/${started.id}/stop`)).body.data.status).toBe("stopped");
    expect((await send("POST", `/agents/${agentId}/experiments/${started.id}/stop`)).status).toBe(409);
    expect((await db.call.findUniqueOrThrow({ where: { id: await originate(callee(901)) } })).experimentId).toBeNull();
  });

  it("sticky by callee: one person always hears the same version", async () => {
    const started = await start({ stickyBy: "callee", trafficPercent: 50 });
    const arms = new Map<string, Set<string>>();
    for (let round = 0; round < 5; round++)
      for (let i = 0; i < 40; i++) {
        const call = await db.call.findUniqueOrThrow({ where: { id: await originate(callee(100 + i)) } });
        arms.set(call.to, (arms.get(call.to) ?? new Set()).add(call.experimentArm!));
      }
    expect([...arms.values()].every((seen) => seen.size === 1)).toBe(true);
    const variants = [...arms.values()].filter((seen) => seen.has("variant")).length;
    const [low, high] = bounds(40, 0.5);
    expect(variants).toBeGreaterThanOrEqual(low);
    expect(variants).toBeLessThanOrEqual(high);
    await send("POST", `/agents/${agentId}/experiments/${started.id}/stop`);
  });

  it("every way a call is written assigns it: click-to-call, a campaign, an inbound call; a blocked callback is not in it", async () => {
    const started = await start({ trafficPercent: 99 });
    await db.clickToCallSource.update({ where: { id: ws.sourceId }, data: { agentId } });
    const clicked = await fetch(`${app.url}/v1/public/click-to-call/${ws.sourceId}`, {
      method: "POST",
      headers: { origin: ws.origin, "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: JSON.stringify({ origin: ws.origin, phone: callee(300) }),
    });
    expect(clicked.status, await clicked.clone().text()).toBe(202);
    const { callId } = ((await clicked.json()) as { data: { callId: string } }).data;
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).experimentId).toBe(started.id);

    await db.doNotCallEntry.create({ data: { workspaceId: ws.workspaceId, phone: callee(301) } });
    const blocked = await fetch(`${app.url}/v1/public/click-to-call/${ws.sourceId}`, {
      method: "POST",
      headers: { origin: ws.origin, "content-type": "application/json", "x-forwarded-for": "198.51.100.8" },
      body: JSON.stringify({ origin: ws.origin, phone: callee(301) }),
    });
    const blockedId = ((await blocked.json()) as { data: { callId: string } }).data.callId;
    expect(await db.call.findUniqueOrThrow({ where: { id: blockedId } })).toMatchObject({
      status: "blocked",
      experimentId: null,
    });

    // 11:00 in Los Angeles, a Wednesday: inside the campaign's hours in the callee's time.
    const clock = await import("@/server/campaigns/clock");
    // The calls above stay queued (nothing dials them here): room for the campaign's share.
    await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 1000 } });
    clock.setCampaignClock(new Date("2026-07-15T18:00:00Z"));
    const campaign = await send("POST", "/campaigns", {
      name: "Experiment campaign",
      agentId,
      recipients: [{ to: callee(302) }],
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const { dispatchCampaign } = await import("@/server/campaigns/dispatch");
    await dispatchCampaign(campaign.body.data.id as string);
    clock.setCampaignClock(null);
    expect(await db.call.findFirstOrThrow({ where: { campaignId: campaign.body.data.id as string } })).toMatchObject({
      experimentId: started.id,
    });

    const { admitInboundCall } = await import("@/server/inbound/statements");
    const inbound = await admitInboundCall({
      id: `call_${crypto.randomUUID().replaceAll("-", "")}`,
      workspaceId: ws.workspaceId,
      agentId,
      mode: "live",
      to: ws.fromNumber,
      from: callee(303),
      contactId: null,
      provider: "simulator",
      providerCallId: crypto.randomUUID(),
      variables: {},
      metadata: null,
      routing: null,
    });
    expect("callId" in inbound && (await db.call.findUniqueOrThrow({ where: { id: inbound.callId } }))).toMatchObject({
      experimentId: started.id,
    });
    await send("POST", `/agents/${agentId}/experiments/${started.id}/stop`);
  });
});

describe("the decision", () => {
  it("concludes once when the data decides, sending experiment.concluded; then the variant is promoted as a new version", async () => {
    const started = await start({ trafficPercent: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 160; i++) ids.push(await originate(callee(400 + i)));
    // The variant's calls all succeed, the control's a fifth of the time.
    const calls = await db.call.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    for (const [i, call] of calls.entries()) {
      const successful = call.experimentArm === "variant" || i % 5 === 0;
      await db.call.update({
        where: { id: call.id },
        data: { status: "completed", analysis: { summary: "", successful, structuredData: null, error: null } },
      });
    }
    const read = await send("GET", `/agents/${agentId}/experiments/${started.id}`);
    const view = read.body.data as unknown as ExperimentView;
    expect(view).toMatchObject({ status: "concluded", decision: "variant_better" });
    expect(view.arms.variant.estimate).toBe(1);
    expect(view.difference!.test).toBe("two_proportion_z");
    expect(view.sequential!.pValue).toBeLessThanOrEqual(0.05);
    expect(view.arms.control.ci95![1]).toBeLessThan(view.arms.variant.ci95![0]);
    await send("GET", `/agents/${agentId}/experiments/${started.id}`);
    expect(await db.webhookEvent.count({ where: { type: "experiment.concluded", subjectId: started.id } })).toBe(1);
    // Concluded: no more calls are assigned.
    expect((await db.call.findUniqueOrThrow({ where: { id: await originate(callee(600)) } })).experimentId).toBeNull();

    const promoted = await send("POST", `/agents/${agentId}/experiments/${started.id}/promote`, { reason: "Won" });
    expect(promoted.body.data).toMatchObject({ status: "promoted", promotion: { agentVersion: 3, reason: "Won" } });
    const agent = await send("GET", `/agents/${agentId}`);
    expect(agent.body.data).toMatchObject({ version: 3, instructions: "Ask:\n- Which day suits you best?" });
    expect((await send("POST", `/agents/${agentId}/experiments/${started.id}/promote`, {})).status).toBe(409);
  });
});

describe("bad input", () => {
  it("names the field: a variant that is the current version or not the agent's, percentages out of range, a metric without its value; 409 for a second running one", async () => {
    const current = (await send("GET", `/agents/${agentId}`)).body.data.version as number;
    const refused = async (fields: Record<string, unknown>, path: string) => {
      const { status, body } = await send("POST", `/agents/${agentId}/experiments`, experiment(fields));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(body.details)).toContain(`"${path}`);
    };
    await refused({ variantVersion: current }, "variantVersion");
    await refused({ variantVersion: 99 }, "variantVersion");
    await refused({ trafficPercent: 0 }, "trafficPercent");
    await refused({ trafficPercent: 100 }, "trafficPercent");
    await refused({ metric: { kind: "ended_reason", goal: "increase" } }, "metric");
    await refused({ minCallsPerArm: 10 }, "minCallsPerArm");
    await refused({ endsAt: "2020-01-01T00:00:00Z" }, "endsAt");
    const running = await start();
    expect((await send("POST", `/agents/${agentId}/experiments`, experiment())).status).toBe(409);
    expect((await send("GET", `/agents/${agentId}/experiments/exp_unknown`)).status).toBe(404);
    await send("POST", `/agents/${agentId}/experiments/${running.id}/stop`);
  });
});
