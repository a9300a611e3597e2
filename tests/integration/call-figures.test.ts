import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// What a call used, what it cost and how fast its agent answered: each turn's latency parts add up
// to what the caller waited (the model's first-token delay inside `brainMs`), tokens as the model
// reported them, a cost from the business's prices, then reconciled with Twilio's own price.

let h: VoiceHarness;
let reconcileDueCallCosts: typeof import("@/server/metering/reconcile").reconcileDueCallCosts;

beforeAll(async () => {
  // The carrier's price is asked for after each of these waits (24 h of them in production).
  // The first wait is long enough that a run a moment after a call's end finds nothing due, on a
  // loaded machine and the embedded database too (300 ms was not: one ask came early).
  h = await startVoiceHarness({ CARRIER_PRICE_SCHEDULE: "2s,300ms,300ms,500ms,1s,1s,2s" });
  ({ reconcileDueCallCosts } = await import("@/server/metering/reconcile"));
  await h.db.llmConnection.update({
    where: { id: h.connectionId },
    data: { pricing: { inputPerMTok: 2.5, outputPerMTok: 10, cachedInputPerMTok: 1.25 } },
  });
});
afterAll(() => h?.stop());
beforeEach(() => {
  h.llm.reset();
  // Post-call analysis (the only request not streamed) answers whenever it runs, never taking a scripted turn.
  h.llm.replyTo = (request) =>
    request.stream ? null : { content: ANALYSIS, usage: { prompt_tokens: 500, completion_tokens: 40 } };
});

const v1 = (path: string, init: RequestInit = {}) =>
  fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${h.ws.keys.live}`, "content-type": "application/json", ...init.headers },
  });

type Latency = { responseMs: number; knowledgeMs: number; brainMs: number; toolMs: number; overheadMs: number };

const USAGE = { prompt_tokens: 1200, completion_tokens: 30, prompt_tokens_details: { cached_tokens: 200 } };
const ANALYSIS = JSON.stringify({ summary: "Booked a cleaning on Tuesday.", successful: null, structuredData: null });

/** A call with a greeting, an answer after a slow first token, a goodbye, then Twilio's end of the call. */
async function talkedCall(durationSec: number) {
  const call = await h.answeredCall(await h.agent());
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  await relay.agentTurn();
  h.llm.script(
    { text: ["Happy", " to help!"], firstTokenMs: 300, usage: USAGE },
    { text: ["Tuesday it is. Goodbye!"], tools: [{ name: "end_call", arguments: "{}" }], usage: USAGE },
  );
  relay.prompt("I'd like a cleaning.");
  await relay.agentTurn();
  relay.prompt("Tuesday, please.");
  await relay.agentTurn();
  await relay.ended;
  await eventually(async () => (await h.db.callTurn.count({ where: { callId: call.callId } })) === 6, 5_000, "turns");
  const status = await h.callback("status", call.callId, {
    CallSid: call.callSid,
    CallStatus: "completed",
    CallDuration: String(durationSec),
  });
  expect(status.ok).toBe(true);
  return call;
}

const lookupsOf = (callSid: string) => h.carrier.callLookups.filter((sid) => sid === callSid).length;

async function lookupsAfterTick(callSid: string): Promise<number> {
  await reconcileDueCallCosts();
  return lookupsOf(callSid);
}

describe("latency, usage and cost of a call", () => {
  it("times every agent turn in parts that add up, with the model's delay in brainMs", async () => {
    const { callId } = await talkedCall(75);
    const transcript = await (await v1(`/calls/${callId}/transcript`)).json();
    const turns = transcript.data.turns as { role: string; latency: Latency | null }[];
    expect(turns.filter((turn) => turn.role === "user").every((turn) => turn.latency === null)).toBe(true);
    const agentTurns = turns.filter((turn) => turn.role === "agent").map((turn) => turn.latency!);
    expect(agentTurns).toHaveLength(3);
    for (const latency of agentTurns) {
      expect(latency.knowledgeMs + latency.brainMs + latency.toolMs + latency.overheadMs).toBe(latency.responseMs);
      expect(latency.overheadMs).toBeGreaterThanOrEqual(0);
    }
    const [greeting, answer] = agentTurns;
    expect(greeting).toMatchObject({ brainMs: 0, toolMs: 0, knowledgeMs: 0, filler: false });
    // The model waited 300 ms before its first token; the caller waited at least as long.
    expect(answer.brainMs).toBeGreaterThanOrEqual(300);
    expect(answer.responseMs).toBeGreaterThanOrEqual(answer.brainMs);

    const call = (await (await v1(`/calls/${callId}`)).json()).data;
    expect(call.latency.turns).toBe(3);
    expect(call.latency.responseMs.max).toBe(Math.max(...agentTurns.map((latency) => latency.responseMs)));
    expect(call.latency.responseMs.p50).toBe([...agentTurns.map((l) => l.responseMs)].sort((a, b) => a - b)[1]);
  }, 20_000);

  it("counts the model's reported tokens and spoken characters, and prices them", async () => {
    const { callId } = await talkedCall(75);
    const spoken = (await h.db.callTurn.findMany({ where: { callId, role: "agent" } }))
      .map((turn) => turn.text.length)
      .reduce((a, b) => a + b, 0);
    const settled = await eventually(
      async () => {
        const { data } = await (await v1(`/calls/${callId}`)).json();
        return data.usage?.analysisLlm.requests === 1 && data;
      },
      10_000,
      "the analysis's usage",
    );
    expect(settled.usage).toEqual({
      durationSec: 75,
      billedMinutes: 2,
      llm: { requests: 2, inputTokens: 2400, outputTokens: 60, cachedInputTokens: 400, estimated: false },
      ttsCharacters: spoken,
      toolRequests: 0,
      toolErrors: 0,
      knowledgeSearches: 0,
      analysisLlm: { requests: 1, inputTokens: 500, outputTokens: 40, cachedInputTokens: 0, estimated: false },
    });
    // 2 started minutes at Twilio's list prices; tokens at the connection's: (1000 × 2.5 + 200 × 1.25 + 30 × 10) / 1e6 per answer.
    const llm = (2 * (1000 * 2.5 + 200 * 1.25 + 30 * 10) + (500 * 2.5 + 40 * 10)) / 1e6;
    expect(settled.cost).toEqual({
      currency: "USD",
      carrier: 0.028,
      speech: 0.14,
      llm,
      total: Number((0.028 + 0.14 + llm).toFixed(6)),
      status: "estimated",
    });

    // call.completed carried the figures of the end of the call; call.summary_ready those with the analysis.
    const event = (type: string) => h.db.webhookEvent.findFirst({ where: { subjectId: callId, type } });
    const completed = (await event("call.completed"))!.payload as { data: Record<string, unknown> };
    expect(completed.data.usage).toMatchObject({ durationSec: 75, billedMinutes: 2, llm: settled.usage.llm });
    expect(completed.data.cost).toMatchObject({ carrier: 0.028, speech: 0.14, status: "estimated" });
    const summary = (await eventually(() => event("call.summary_ready"), 10_000, "summary"))!.payload as {
      data: { usage: unknown; cost: unknown; transcript: { latency: unknown }[] };
    };
    expect(summary.data.usage).toEqual(settled.usage);
    expect(summary.data.cost).toEqual(settled.cost);
    expect(summary.data.transcript[1].latency).toMatchObject({ responseMs: expect.any(Number) });
  }, 20_000);

  it("estimates the tokens of a model that reports none, and says so", async () => {
    h.llm.reportsUsage = false;
    const call = await h.answeredCall(await h.agent());
    const relay = await h.connect(call);
    relay.prompt("Hello?");
    await relay.agentTurn();
    h.llm.script({ text: ["Certainly, which day suits you?"] });
    relay.prompt("I'd like a cleaning.");
    await relay.agentTurn();
    relay.close();
    await h.callback("status", call.callId, { CallSid: call.callSid, CallStatus: "completed", CallDuration: "20" });
    const { usage } = await eventually(
      async () => {
        const row = await h.db.call.findUniqueOrThrow({ where: { id: call.callId } });
        return (row.usage as { llm: { requests: number } } | null)?.llm.requests === 1 && row;
      },
      5_000,
      "the settled usage",
    );
    const { llm } = usage as { llm: { inputTokens: number; outputTokens: number; estimated: boolean } };
    expect(llm.estimated).toBe(true);
    expect(llm.outputTokens).toBe(Math.ceil("Certainly, which day suits you?".length / 4));
    expect(llm.inputTokens).toBeGreaterThan(50);
  }, 20_000);

  it("replaces the carrier estimate with Twilio's price once Twilio has it", async () => {
    const { callId, callSid } = await talkedCall(130);
    // Twilio has no price yet: asked, and asked again (the minute's run, run here as often as the waits need).
    await eventually(async () => (await lookupsAfterTick(callSid)) >= 2, 10_000, "lookups");
    expect((await h.db.call.findUniqueOrThrow({ where: { id: callId } })).cost).toMatchObject({
      carrier: 0.042,
      status: "estimated",
    });
    h.carrier.prices.set(callSid, { price: "-0.03900", priceUnit: "USD" });
    const cost = await eventually(
      async () => {
        await reconcileDueCallCosts();
        const { data } = await (await v1(`/calls/${callId}`)).json();
        return data.cost?.status === "reconciled" && data.cost;
      },
      10_000,
      "the reconciled cost",
    );
    expect(cost.carrier).toBe(0.039);
    expect(cost.total).toBeCloseTo(0.039 + cost.speech + cost.llm, 6);
  }, 30_000);

  it("asks once per wait of the schedule, asks again after Twilio fails, and keeps the estimate once the schedule runs out", async () => {
    const { callId, callSid } = await talkedCall(30);
    expect(await h.db.callPriceAsk.findUnique({ where: { callId } })).toMatchObject({ asks: 0 });
    // Not due before the first wait: a run now asks nothing.
    await reconcileDueCallCosts();
    expect(lookupsOf(callSid)).toBe(0);
    h.carrier.failCallLookups(1);
    // Seven waits, seven asks (the first answered 500), then no more: the row is gone.
    await eventually(
      async () => {
        await reconcileDueCallCosts();
        return (await h.db.callPriceAsk.count({ where: { callId } })) === 0;
      },
      15_000,
      "the schedule's end",
    );
    expect(lookupsOf(callSid)).toBe(7);
    const { data } = await (await v1(`/calls/${callId}`)).json();
    expect(data.cost.status).toBe("estimated");
    await reconcileDueCallCosts();
    expect(lookupsOf(callSid)).toBe(7);
  }, 30_000);

  it("asks nothing about a call Twilio never placed, nor about a call of a carrier that does not bill", async () => {
    const { advanceCall } = await import("@/server/dialing/transitions");
    const unplaced = await h.answeredCall(await h.agent());
    const simulated = await h.answeredCall(await h.agent());
    await h.db.call.update({ where: { id: unplaced.callId }, data: { providerCallId: null } });
    await h.db.call.update({ where: { id: simulated.callId }, data: { provider: "simulator" } });
    for (const { callId } of [unplaced, simulated])
      expect(await advanceCall(callId, "failed", { endedAt: new Date() }, { announceEnd: true })).toBe(true);
    const asks = await h.db.callPriceAsk.count({ where: { callId: { in: [unplaced.callId, simulated.callId] } } });
    expect(asks).toBe(0);
  });

  it("still reconciles a call whose end the previous release announced (call/closed with its provider)", async () => {
    const { inngest } = await import("@/server/jobs/inngest");
    const { callId, callSid } = await h.answeredCall(await h.agent());
    await h.db.call.update({ where: { id: callId }, data: { status: "completed", endedAt: new Date() } });
    h.carrier.prices.set(callSid, { price: "-0.02100", priceUnit: "USD" });
    await inngest.send({
      name: "call/closed",
      data: { callId, workspaceId: h.ws.workspaceId, provider: "twilio", campaigns: false },
    });
    const row = await eventually(
      async () => {
        const call = await h.db.call.findUniqueOrThrow({ where: { id: callId } });
        return call.carrierPrice !== null && call;
      },
      10_000,
      "the carrier price",
    );
    expect(row.carrierPrice).toEqual({ amount: -0.021, unit: "USD" });
  }, 20_000);

  it("keeps the estimate when Twilio prices the call in another currency", async () => {
    await h.db.workspace.update({
      where: { id: h.ws.workspaceId },
      data: {
        pricing: { currency: "EUR", carrierPerMinute: { outbound: 0.013, inbound: 0.008 }, speechPerMinute: 0.065 },
      },
    });
    try {
      const { callId, callSid } = await talkedCall(30);
      h.carrier.prices.set(callSid, { price: "-0.01400", priceUnit: "USD" });
      const row = await eventually(
        async () => {
          await reconcileDueCallCosts();
          const call = await h.db.call.findUniqueOrThrow({ where: { id: callId } });
          return call.carrierPrice !== null && call;
        },
        10_000,
        "the carrier price",
      );
      expect(row.carrierPrice).toEqual({ amount: -0.014, unit: "USD" });
      expect(row.cost).toMatchObject({ currency: "EUR", carrier: 0.013, speech: 0.065, status: "estimated" });
    } finally {
      await h.db.workspace.update({
        where: { id: h.ws.workspaceId },
        data: {
          pricing: { currency: "USD", carrierPerMinute: { outbound: 0.014, inbound: 0.0085 }, speechPerMinute: 0.07 },
        },
      });
    }
  }, 30_000);
});

describe("the prices of an LLM connection", () => {
  it("are set and shown through /v1, and refused when negative", async () => {
    const set = await v1(`/llm-connections/${h.connectionId}`, {
      method: "PATCH",
      body: JSON.stringify({ pricing: { inputPerMTok: 0.15, outputPerMTok: 0.6 } }),
    });
    expect(set.status).toBe(200);
    expect((await set.json()).data.pricing).toEqual({ inputPerMTok: 0.15, outputPerMTok: 0.6 });
    const refused = await v1(`/llm-connections/${h.connectionId}`, {
      method: "PATCH",
      body: JSON.stringify({ pricing: { inputPerMTok: -1, outputPerMTok: 0.6 } }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).details.issues[0].path).toEqual(["pricing", "inputPerMTok"]);
    const cleared = await v1(`/llm-connections/${h.connectionId}`, {
      method: "PATCH",
      body: JSON.stringify({ pricing: null }),
    });
    expect((await cleared.json()).data.pricing).toBeNull();
    await h.db.llmConnection.update({
      where: { id: h.connectionId },
      data: { pricing: { inputPerMTok: 2.5, outputPerMTok: 10, cachedInputPerMTok: 1.25 } },
    });
  });
});

describe("the prices of the workspace", () => {
  const DEFAULTS = { currency: "USD", carrierPerMinute: { outbound: 0.014, inbound: 0.0085 }, speechPerMinute: 0.07 };
  const EUROS = { currency: "EUR", carrierPerMinute: { outbound: 0.013, inbound: 0.008 }, speechPerMinute: 0.065 };
  const patch = (body: unknown) => v1("/settings", { method: "PATCH", body: JSON.stringify(body) });

  it("are Twilio's list prices until set, then what was set, through /v1", async () => {
    expect((await (await v1("/settings")).json()).data.pricing).toEqual(DEFAULTS);
    const set = await patch({ pricing: EUROS });
    expect(set.status).toBe(200);
    expect((await set.json()).data).toMatchObject({ pricing: EUROS, retention: expect.any(Object) });
    expect((await (await v1("/settings")).json()).data.pricing).toEqual(EUROS);
    expect((await patch({ pricing: DEFAULTS })).status).toBe(200);
  });

  it("are refused with the field named when negative, in no ISO currency, partial or unknown, and nothing changes", async () => {
    const cases: [unknown, string[]][] = [
      [{ ...EUROS, speechPerMinute: -1 }, ["pricing", "speechPerMinute"]],
      [{ ...EUROS, currency: "euro" }, ["pricing", "currency"]],
      [{ ...EUROS, carrierPerMinute: { outbound: 0.01 } }, ["pricing", "carrierPerMinute", "inbound"]],
      [{ ...EUROS, vat: 0.2 }, ["pricing", "vat"]],
    ];
    for (const [pricing, path] of cases) {
      const refused = await patch({ pricing });
      expect(refused.status, JSON.stringify(pricing)).toBe(400);
      const body = await refused.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details.issues.map((issue: { path: (string | number)[] }) => issue.path)).toContainEqual(path);
    }
    expect((await (await v1("/settings")).json()).data.pricing).toEqual(DEFAULTS);
  });
});
