import { randomBytes, randomInt } from "node:crypto";
import twilio from "twilio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Inbound calls at the protocol level: svc as Twilio sees it. A signed voice webhook for one of
// the workspace's numbers is answered with TwiML; the ConversationRelay URL in it is then used by
// a signed upgrade for a whole conversation; the carrier's callbacks end the call. Routing is a
// local endpoint verifying the Standard Webhooks signature; the number's VoiceUrl is set at a
// fake Twilio REST API.

let h: VoiceHarness;
let routing: ToolEndpoint;

beforeAll(async () => {
  h = await startVoiceHarness();
  routing = await startToolEndpoint();
});
afterAll(async () => {
  await routing?.close();
  await h?.stop();
});
beforeEach(() => {
  h.llm.reset();
  h.llm.fallback = { text: ["Sure."] };
  routing.requests.length = 0;
  routing.answer = () => ({ json: {} });
});

const CALLER = "+14155550142";
// Not fixtures' phoneNumber: importing fixtures would read svc's settings before the harness sets them.
const freshNumber = () => `+1415${2_500_000 + randomInt(400_000)}`;
const newSid = () => `CA${randomBytes(16).toString("hex")}`;

/** The /v1 answer, typed loosely: each test reads the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: Loose }> {
  const response = await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${h.ws.keys.live}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A number of the workspace that `agentId` answers (with `settings` such as a routing URL). */
async function answeringNumber(agentId: string, settings: Record<string, unknown> = {}) {
  const created = await api("POST", "/numbers", { number: freshNumber(), inboundAgentId: agentId, ...settings });
  expect(created.status).toBe(201);
  return created.body.data as { id: string; number: string; routingSecret?: string };
}

/** Twilio's voice webhook for a call from `from` to `to`, signed (or not). */
async function ring(to: string, { callSid = newSid(), from = CALLER, signed = true } = {}) {
  const url = `${h.app.url}/api/telephony/twilio/inbound`;
  const params = {
    AccountSid: FAKE_TWILIO.accountSid,
    CallSid: callSid,
    From: from,
    To: to,
    CallStatus: "ringing",
    Direction: "inbound",
    ApiVersion: "2010-04-01",
  };
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signed ? twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, url, params) : "nope",
    },
    body: new URLSearchParams(params),
  });
  const text = await response.text();
  const callId = /<Parameter name="callId" value="([^"]+)"/.exec(text)?.[1] ?? null;
  return { status: response.status, contentType: response.headers.get("content-type"), text, callId, callSid };
}

/** Twilio's status callback for an inbound call: the number's URL, no call id in it. */
function status(callSid: string, callStatus: string, extra: Record<string, string> = {}) {
  const url = `${h.app.url}/api/telephony/twilio/status`;
  const params = { CallSid: callSid, CallStatus: callStatus, AccountSid: FAKE_TWILIO.accountSid, ...extra };
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, url, params),
    },
    body: new URLSearchParams(params),
  });
}

const callRow = (callId: string) => h.db.call.findUniqueOrThrow({ where: { id: callId } });

describe("the voice webhook", () => {
  it("connects a known number's caller to its agent over the gateway: the agent speaks first, the conversation is stored and analysed", async () => {
    const agentId = await h.agent({ firstMessage: "Bright Smiles, this is Ava. How can I help?" });
    const number = await answeringNumber(agentId);
    const rung = await ring(number.number);
    expect(rung.status).toBe(200);
    expect(rung.contentType).toContain("text/xml");
    const callId = rung.callId!;
    expect(rung.text).toContain(
      `<Connect action="${h.app.url}/api/telephony/twilio/connect?callId=${callId}" method="POST"><ConversationRelay url="${h.relayUrl(callId).replace("ws://", "ws://")}"`,
    );
    expect(rung.text).toContain('voice="en-US-Journey-O"');
    expect(rung.text).toContain('language="en-US"');
    expect(await callRow(callId)).toMatchObject({
      direction: "inbound",
      status: "in_progress",
      from: CALLER,
      to: number.number,
      agentId,
      provider: "twilio",
      providerCallId: rung.callSid,
      variables: { caller_number: CALLER, called_number: number.number },
    });

    // Twilio opens the relay with the URL from the TwiML; the agent greets without waiting for a hello.
    const relay = await h.connect({ callId, callSid: rung.callSid });
    expect((await relay.agentTurn(1_500)).text).toBe("Bright Smiles, this is Ava. How can I help?");
    h.llm.script({ text: ["Of course.", " Which day suits you?"] });
    relay.prompt("I'd like to book a cleaning.");
    expect((await relay.agentTurn()).text).toBe("Of course. Which day suits you?");
    relay.close();
    await relay.closed;

    // The session's end, then the number's status callback (no call id: the CallSid names the call).
    const end = await h.callback("connect", callId, { CallSid: rung.callSid, SessionStatus: "ended" });
    expect(end.status).toBe(200);
    expect((await status(rung.callSid, "completed", { CallDuration: "42" })).status).toBe(204);
    expect(await callRow(callId)).toMatchObject({ status: "completed", durationSec: 42 });
    const turns = await eventually(async () => {
      const stored = await h.db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
      return stored.length === 3 && stored;
    });
    expect(turns.map((t) => t.role)).toEqual(["agent", "user", "agent"]);
    await eventually(async () => (await callRow(callId)).analysis, 10_000, "the analysis");

    const view = await api("GET", `/calls/${callId}`);
    expect(view.body.data).toMatchObject({ direction: "inbound", from: CALLER, to: number.number, routing: null });
    const inbound = await api("GET", "/calls?direction=inbound");
    expect(inbound.body.data.items.map((c: { id: string }) => c.id)).toContain(callId);
    const outbound = await api("GET", "/calls?direction=outbound");
    expect(outbound.body.data.items.map((c: { id: string }) => c.id)).not.toContain(callId);
  });

  it("the same CallSid twice is one call with one answer", async () => {
    const number = await answeringNumber(await h.agent());
    const callSid = newSid();
    const [first, second] = await Promise.all([ring(number.number, { callSid }), ring(number.number, { callSid })]);
    expect(first.callId).toBeTruthy();
    expect(second.callId).toBe(first.callId);
    expect(second.text).toBe(first.text);
    expect(await h.db.call.count({ where: { providerCallId: callSid } })).toBe(1);
    const third = await ring(number.number, { callSid });
    expect(third.callId).toBe(first.callId);
  });

  it("a recording agent's answer records nothing in its TwiML (the session starts it over REST), and the recording callback reaches the call", async () => {
    const number = await answeringNumber(await h.agent({ recording: { enabled: true, consent: "none" } }));
    const rung = await ring(number.number);
    expect(rung.text).not.toContain("Recording");
    const recordingUrl = `https://api.twilio.com/2010-04-01/Accounts/AC0/Recordings/RE${"1".repeat(32)}`;
    const stored = await h.callback("recording", rung.callId!, { CallSid: rung.callSid, RecordingUrl: recordingUrl });
    expect(stored.status).toBe(204);
    expect((await callRow(rung.callId!)).recordingUrl).toBe(recordingUrl);
  });

  it("rejects an unknown number and a number without an agent, storing no call", async () => {
    const before = await h.db.call.count();
    const unknown = await ring(freshNumber());
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Reject reason="rejected"/></Response>');
    const idle = await api("POST", "/numbers", { number: freshNumber() });
    expect((await ring(idle.body.data.number)).text).toContain('<Reject reason="rejected"/>');
    expect(await h.db.call.count()).toBe(before);
  });

  it("answers busy when the workspace is at its maxCallsInFlight", async () => {
    const agentId = await h.agent();
    const number = await answeringNumber(agentId);
    const open = await h.db.call.count({
      where: { workspaceId: h.ws.workspaceId, status: { in: ["queued", "dialing", "ringing", "in_progress"] } },
    });
    await h.db.workspace.update({ where: { id: h.ws.workspaceId }, data: { maxCallsInFlight: Math.max(1, open) } });
    if (open === 0) await h.answeredCall(agentId);
    try {
      const rung = await ring(number.number);
      expect(rung.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Reject reason="busy"/></Response>');
      expect(rung.callId).toBeNull();
    } finally {
      await h.db.workspace.update({ where: { id: h.ws.workspaceId }, data: { maxCallsInFlight: 1000 } });
    }
  });

  it("refuses a bad signature and stores nothing", async () => {
    const number = await answeringNumber(await h.agent());
    const before = await h.db.call.count();
    const forged = await ring(number.number, { signed: false });
    expect(forged.status).toBe(403);
    expect(await h.db.call.count()).toBe(before);
  });

  it("a signed webhook or status callback with a NUL or an over-long From, To or CallSid is 400 naming it, storing nothing", async () => {
    const number = await answeringNumber(await h.agent());
    const before = await h.db.call.count();
    const cases: [Parameters<typeof ring>[1], string][] = [
      [{ from: "+1415\u00005550142" }, "From"],
      [{ from: "9".repeat(60_000) }, "From"],
      [{ callSid: `CA\u0000${"0".repeat(32)}` }, "CallSid"],
      [{ callSid: `CA${"0".repeat(60_000)}` }, "CallSid"],
    ];
    for (const [options, field] of cases) {
      const rung = await ring(number.number, options);
      expect(rung.status, field).toBe(400);
      const answer = JSON.parse(rung.text);
      expect(answer).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(JSON.stringify(answer.details)).toContain(field);
    }
    const nulTo = await ring(`${number.number}\u0000`);
    expect(nulTo.status).toBe(400);
    expect(JSON.stringify(JSON.parse(nulTo.text).details)).toContain("To");
    for (const callSid of [`CA\u0000${"1".repeat(32)}`, `CA${"1".repeat(60_000)}`]) {
      const callback = await status(callSid, "completed");
      expect(callback.status).toBe(400);
      expect(await callback.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect(await h.db.call.count()).toBe(before);
  });
});

describe("capacity under concurrent rings", postgresOnly(SEVERAL_CONNECTIONS), () => {
  it("300 rings at once at maxCallsInFlight 10: exactly 10 calls in flight, every other caller hears busy", async () => {
    const RINGS = 300;
    const LIMIT = 10;
    // A workspace of its own: no call of the other tests in flight there.
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const other = await createWorkspaceFixture(h.db);
    await h.db.workspace.update({ where: { id: other.workspaceId }, data: { maxCallsInFlight: LIMIT } });
    const number = await h.db.callerNumber.create({
      data: { workspaceId: other.workspaceId, number: freshNumber(), inboundAgentId: other.agentId },
    });
    const rings = await Promise.all(Array.from({ length: RINGS }, () => ring(number.number)));
    expect(rings.filter((rung) => rung.status !== 200)).toEqual([]);
    const connected = rings.filter((rung) => rung.callId);
    expect(connected.length).toBe(LIMIT);
    expect(rings.filter((rung) => !rung.callId).map((rung) => rung.text)).toEqual(
      Array(RINGS - LIMIT).fill('<?xml version="1.0" encoding="UTF-8"?><Response><Reject reason="busy"/></Response>'),
    );
    expect(
      await h.db.call.count({
        where: { workspaceId: other.workspaceId, status: { in: ["queued", "dialing", "ringing", "in_progress"] } },
      }),
    ).toBe(LIMIT);
  });
});

describe("routing per caller", () => {
  it("binds an agent; the routing secret comes once, when the URL is first set, and again only when rotated", async () => {
    const created = await api("POST", "/numbers", { number: freshNumber(), inboundAgentId: h.ws.agentId });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ inboundAgentId: h.ws.agentId, routingUrl: null, routingTimeoutMs: 2000 });
    expect(created.body.data).not.toHaveProperty("routingSecret");
    const path = `/numbers/${created.body.data.id}`;

    const routed = await api("PATCH", path, { routingUrl: `${routing.url}/svc`, routingTimeoutMs: 800 });
    expect(routed.status).toBe(200);
    expect(routed.body.data).toMatchObject({ routingUrl: `${routing.url}/svc`, routingTimeoutMs: 800 });
    const secret = routed.body.data.routingSecret as string;
    expect(secret).toMatch(/^whsec_/);
    const again = await api("PATCH", path, { routingUrl: `${routing.url}/v2` });
    expect(again.body.data).not.toHaveProperty("routingSecret");
    expect((await api("GET", path)).body.data).not.toHaveProperty("routingSecret");
    // Kept sealed, like the other signing secrets: the plaintext column stays empty.
    const stored = await h.db.callerNumber.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(stored.routingSecret).toBeNull();
    expect(stored.routingSecretSealed).not.toContain(secret);
    // Imported here: importing svc at the top would read its settings before the harness sets them.
    const { routingSecretOf } = await import("@/server/numbers/routing-secret");
    expect(routingSecretOf(stored.routingSecretSealed!)).toBe(secret);

    const rotated = await api("POST", `${path}/rotate-routing-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.routingSecret).toMatch(/^whsec_/);
    expect(rotated.body.data.routingSecret).not.toBe(secret);

    const cleared = await api("PATCH", path, { inboundAgentId: null, routingUrl: "" });
    expect(cleared.body.data).toMatchObject({ inboundAgentId: null, routingUrl: null });
  });

  it("signs the request, and the answer's agent and variables answer the call (the greeting uses them)", async () => {
    const numberAgent = await h.agent();
    const routedAgent = await h.agent({ firstMessage: "Welcome back, {{name}}! Calling about order {{order}}?" });
    const number = await answeringNumber(numberAgent, { routingUrl: `${routing.url}/route`, routingTimeoutMs: 1_000 });
    expect(number.routingSecret).toMatch(/^whsec_/);
    routing.setSecret(number.routingSecret!);
    const contact = await h.db.contact.create({
      data: { workspaceId: h.ws.workspaceId, phone: "+14155550177", name: "Grace", mode: "live" },
    });
    routing.answer = () => ({
      json: { agentId: routedAgent, variables: { order: "A-17" }, metadata: { tier: "gold" } },
    });

    const rung = await ring(number.number, { from: contact.phone });
    const [request] = routing.requests;
    expect(request.signatureValid).toBe(true);
    expect(request.payload).toEqual({
      type: "call.routing",
      call: { id: rung.callId, from: contact.phone, to: number.number, numberId: number.id },
      contact: { id: contact.id, name: "Grace", phone: contact.phone, email: null },
    });
    const call = await callRow(rung.callId!);
    expect(call).toMatchObject({ agentId: routedAgent, metadata: { tier: "gold" }, contactId: contact.id });
    expect(call.routing).toMatchObject({ status: "ok", httpStatus: 200 });
    const relay = await h.connect({ callId: rung.callId!, callSid: rung.callSid });
    expect((await relay.agentTurn(1_500)).text).toBe("Welcome back, Grace! Calling about order A-17?");
    relay.close();
  });

  it.each([
    ["hangs past its timeout", { hang: true } as const, "timeout", null],
    ["answers 500", { status: 500, json: { error: "down" } }, "error", 500],
    ["answers nonsense", { text: "<html>oops</html>" }, "invalid", 200],
    [
      "names an agent of no workspace of ours",
      { json: { agentId: "agt_nope", variables: { order: "X" } } },
      "invalid",
      200,
    ],
  ])(
    "a routing URL that %s: the number's agent answers, with no routed variables, and the call says why",
    async (_, answer, why, httpStatus) => {
      const agentId = await h.agent({ firstMessage: "Hello {{order|there}}!" });
      const number = await answeringNumber(agentId, { routingUrl: `${routing.url}/route`, routingTimeoutMs: 500 });
      routing.answer = () => answer;
      const started = performance.now();
      const rung = await ring(number.number);
      expect(performance.now() - started).toBeLessThan(500 + 1_000);
      const call = await callRow(rung.callId!);
      expect(call).toMatchObject({ agentId, variables: { caller_number: CALLER, called_number: number.number } });
      expect(call.routing).toMatchObject({ status: why, httpStatus });
      const relay = await h.connect({ callId: rung.callId!, callSid: rung.callSid });
      expect((await relay.agentTurn(1_500)).text).toBe("Hello there!");
      relay.close();
    },
  );

  it('{"reject": true} turns the caller away', async () => {
    const number = await answeringNumber(await h.agent(), { routingUrl: `${routing.url}/route` });
    routing.answer = () => ({ json: { reject: true } });
    const rung = await ring(number.number);
    expect(rung.text).toContain('<Reject reason="rejected"/>');
    expect(rung.callId).toBeNull();
  });
});

describe("the number at Twilio", () => {
  it("points the number's VoiceUrl and status callback at svc when an agent is bound, and away when it is removed", async () => {
    const phone = freshNumber();
    h.carrier.numbers.set(phone, { sid: `PN${randomBytes(16).toString("hex")}`, voiceUrl: "", statusCallback: "" });
    const agentId = await h.agent();
    const created = await api("POST", "/numbers", { number: phone, inboundAgentId: agentId });
    const numberId = created.body.data.id;
    await eventually(async () => (await api("GET", `/numbers/${numberId}`)).body.data.carrierState === "connected");
    expect(h.carrier.numbers.get(phone)).toMatchObject({
      voiceUrl: `${h.app.url}/api/telephony/twilio/inbound`,
      statusCallback: `${h.app.url}/api/telephony/twilio/status`,
    });

    await api("PATCH", `/numbers/${numberId}`, { inboundAgentId: null });
    await eventually(async () => (await api("GET", `/numbers/${numberId}`)).body.data.carrierState === "disconnected");
    expect(h.carrier.numbers.get(phone)).toMatchObject({ voiceUrl: "", statusCallback: "" });

    await api("PATCH", `/numbers/${numberId}`, { inboundAgentId: agentId });
    await eventually(async () => h.carrier.numbers.get(phone)!.voiceUrl !== "");
    expect((await api("DELETE", `/numbers/${numberId}`)).status).toBe(200);
    await eventually(async () => h.carrier.numbers.get(phone)!.voiceUrl === "");
  });

  it("keeps asking Twilio until it answers, saying meanwhile why the number is not connected yet", async () => {
    const phone = freshNumber();
    h.carrier.numbers.set(phone, { sid: `PN${randomBytes(16).toString("hex")}`, voiceUrl: "", statusCallback: "" });
    h.carrier.failNumberUpdates(2);
    const created = await api("POST", "/numbers", { number: phone, inboundAgentId: await h.agent() });
    const numberId = created.body.data.id;
    const states = new Set<string>();
    await eventually(async () => {
      const { carrierState } = (await api("GET", `/numbers/${numberId}`)).body.data;
      if (carrierState) states.add(carrierState);
      return carrierState === "connected";
    });
    expect([...states].some((state) => state.startsWith("error: Twilio answered 500"))).toBe(true);
    expect(h.carrier.numbers.get(phone)).toMatchObject({ voiceUrl: `${h.app.url}/api/telephony/twilio/inbound` });
  });

  it("Sync with Twilio (POST …/sync, 202) points a number bound before Twilio was configured at svc", async () => {
    const phone = freshNumber();
    h.carrier.numbers.set(phone, { sid: `PN${randomBytes(16).toString("hex")}`, voiceUrl: "", statusCallback: "" });
    // Bound without a sync, as while Twilio was not configured: no change will ever tell Twilio.
    const number = await h.db.callerNumber.create({
      data: { workspaceId: h.ws.workspaceId, number: phone, inboundAgentId: await h.agent() },
    });
    const synced = await api("POST", `/numbers/${number.id}/sync`, {});
    expect(synced.status).toBe(202);
    expect(synced.body.data).toMatchObject({ id: number.id, number: phone, carrierState: null });
    await eventually(async () => (await api("GET", `/numbers/${number.id}`)).body.data.carrierState === "connected");
    expect(h.carrier.numbers.get(phone)).toMatchObject({
      voiceUrl: `${h.app.url}/api/telephony/twilio/inbound`,
      statusCallback: `${h.app.url}/api/telephony/twilio/status`,
    });
    expect((await api("POST", "/numbers/num_00000000000000000000000000000000/sync", {})).status).toBe(404);
  });

  it("at start, every answering number is synced with Twilio; a number no agent answers is left as it is", async () => {
    const [first, second, idle] = [freshNumber(), freshNumber(), freshNumber()];
    for (const phone of [first, second])
      h.carrier.numbers.set(phone, { sid: `PN${randomBytes(16).toString("hex")}`, voiceUrl: "", statusCallback: "" });
    const elsewhere = {
      sid: `PN${randomBytes(16).toString("hex")}`,
      voiceUrl: "https://pbx.example/voice",
      statusCallback: "",
    };
    h.carrier.numbers.set(idle, elsewhere);
    const agentId = await h.agent();
    await h.db.callerNumber.createMany({
      data: [
        { workspaceId: h.ws.workspaceId, number: first, inboundAgentId: agentId },
        { workspaceId: h.ws.workspaceId, number: second, inboundAgentId: agentId },
        { workspaceId: h.ws.workspaceId, number: idle },
      ],
    });
    // What server/startup.ts runs, in the background, when the server starts.
    const { requestCarrierSyncOfAnsweringNumbers } = await import("@/server/numbers/carrier-link");
    expect(await requestCarrierSyncOfAnsweringNumbers()).toBeGreaterThanOrEqual(2);
    const statesOf = async () =>
      Object.fromEntries(
        (await h.db.callerNumber.findMany({ where: { number: { in: [first, second, idle] } } })).map((row) => [
          row.number,
          row.carrierState,
        ]),
      );
    await eventually(
      async () => (await statesOf())[second] === "connected" && (await statesOf())[first] === "connected",
    );
    expect(await statesOf()).toEqual({ [first]: "connected", [second]: "connected", [idle]: null });
    for (const phone of [first, second])
      expect(h.carrier.numbers.get(phone)).toMatchObject({ voiceUrl: `${h.app.url}/api/telephony/twilio/inbound` });
    expect(h.carrier.numbers.get(idle)).toEqual(elsewhere);
  });

  it("says so when the Twilio account has no such number", async () => {
    const created = await api("POST", "/numbers", { number: freshNumber(), inboundAgentId: await h.agent() });
    await eventually(
      async () => (await api("GET", `/numbers/${created.body.data.id}`)).body.data.carrierState === "not_found",
    );
  });
});
