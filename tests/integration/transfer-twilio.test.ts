import twilio from "twilio";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { startVoiceHarness, TRANSFER_NUMBER, type VoiceHarness } from "../helpers/voice-harness";

// Transfers with Twilio (docs/voice-agent.md "Transfers"): the agent's transfer_call tool ends the
// relay session with the handoff; the connect callback answers <Dial action timeout><Number url>;
// the person's leg fetches the whisper URL (signed like every callback), which answers <Gather>
// around <Say> (warm) or nothing (cold: bridged at once); their reply (2 declines) and the dial's
// action say how it went, and a transfer that failed resumes the call's ConversationRelay session.

let h: VoiceHarness;
const XML = '<?xml version="1.0" encoding="UTF-8"?>';

beforeAll(async () => {
  h = await startVoiceHarness();
});
afterAll(() => h?.stop());
beforeEach(() => {
  h.llm.reset();
  h.llm.fallback = { text: ["Sure."] };
});

const url = (kind: string, callId: string, step?: string) =>
  `${h.app.url}/api/telephony/twilio/${kind}?callId=${callId}${step ? `&step=${step}` : ""}`;

/** Posts one of Twilio's form callbacks to `target`, signed with the account's token (or `signature`). */
function signedPost(target: string, params: Record<string, string>, signature?: string): Promise<Response> {
  return fetch(target, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, target, params),
    },
    body: new URLSearchParams(params),
  });
}

const callRow = (callId: string) => h.db.call.findUniqueOrThrow({ where: { id: callId } });
const transferOf = async (callId: string) => (await callRow(callId)).transfer as Record<string, unknown> | null;

/** A conversation whose agent transfers the caller with its tool (`mode`), up to the connect callback's answer. */
async function transferredByTheAgent(mode: "warm" | "cold") {
  const call = await h.answeredCall(await h.agent());
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  await relay.agentTurn();
  h.llm.script({
    text: ["Of course."],
    tools: [{ name: "transfer_call", arguments: JSON.stringify({ number: TRANSFER_NUMBER, mode }) }],
  });
  relay.prompt("I'd like to book a cleaning for Tuesday, but I need to talk to someone about my insurance.");
  const said = await relay.agentTurn();
  const handoff = await relay.ended;
  const connect = await signedPost(url("connect", call.callId), {
    CallSid: call.callSid,
    SessionStatus: "ended",
    HandoffData: JSON.stringify(handoff),
  });
  return { ...call, said, handoff, twiml: await connect.text() };
}

/** The person's leg fetching the whisper URL (their CallSid, the transferred call's as ParentCallSid). */
const personAnswers = (call: { callId: string; callSid: string }, step?: string, digits?: string) =>
  signedPost(url("whisper", call.callId, step), {
    CallSid: "CA00000000000000000000000000person",
    ParentCallSid: call.callSid,
    ...(digits ? { Digits: digits } : {}),
  });

const dialEnded = (call: { callId: string; callSid: string }, status: string) =>
  signedPost(url("dial", call.callId), { CallSid: call.callSid, DialCallStatus: status, DialCallSid: "CAperson" });

describe("warm", () => {
  it("the caller holds; the person hears who calls and the model's summary, stays on the line and is bridged", async () => {
    h.llm.fallback = {
      content: JSON.stringify({ summary: "Ada wants a cleaning on Tuesday and has an insurance question." }),
    };
    const call = await transferredByTheAgent("warm");
    // (A model slower than the first-token timeout on a loaded machine adds "One moment, please." before it.)
    expect(call.said.text).toMatch(/Of course\. Please hold while I connect you\.$/);
    expect(call.handoff).toEqual({ reason: "transferred", transferTo: TRANSFER_NUMBER, mode: "warm" });
    expect(call.twiml).toBe(
      `${XML}<Response><Dial action="${url("dial", call.callId)}" method="POST" timeout="20">` +
        `<Number url="${url("whisper", call.callId)}" method="POST">${TRANSFER_NUMBER}</Number></Dial></Response>`,
    );
    expect(await transferOf(call.callId)).toMatchObject({ status: "started", mode: "warm", by: { kind: "agent" } });
    expect((await callRow(call.callId)).endedReason).toBeNull();

    const whisper = await personAnswers(call);
    expect(whisper.headers.get("content-type")).toContain("text/xml");
    const reply = url("whisper", call.callId, "reply").replaceAll("&", "&amp;");
    expect(await whisper.text()).toBe(
      `${XML}<Response><Gather numDigits="1" timeout="3" action="${reply}" method="POST">` +
        `<Say voice="Google.en-US-Journey-O" language="en-US">Incoming transfer: a call with +14155552671. ` +
        "Ada wants a cleaning on Tuesday and has an insurance question. Press 2 to decline, or stay on the line to take the call.</Say>" +
        `</Gather><Redirect method="POST">${reply}</Redirect></Response>`,
    );
    // The model was asked for the summary with the conversation so far.
    const asked = h.llm.requests.find((request) => request.response_format);
    expect(JSON.stringify(asked?.messages)).toContain("insurance");

    // Nothing pressed: the <Redirect> comes without Digits, and the person is put through.
    expect(await (await personAnswers(call, "reply")).text()).toBe(`${XML}<Response/>`);
    expect(await transferOf(call.callId)).toMatchObject({ status: "bridged" });
    expect((await callRow(call.callId)).endedReason).toBe("transferred");
    // They talked; when the person hangs up, the call does too.
    expect(await (await dialEnded(call, "completed")).text()).toBe(`${XML}<Response><Hangup/></Response>`);
  });

  it("a person who presses 2 is hung up on; the dial's action resumes the conversation, where the agent says so", async () => {
    h.llm.fallback = { content: JSON.stringify({ summary: "Ada has an insurance question." }) };
    const call = await transferredByTheAgent("warm");
    await personAnswers(call);
    expect(await (await personAnswers(call, "reply", "2")).text()).toBe(`${XML}<Response><Hangup/></Response>`);
    expect(await transferOf(call.callId)).toMatchObject({ status: "failed", reason: "declined" });

    const resumed = await (await dialEnded(call, "completed")).text();
    expect(resumed).toContain(`<Connect action="${url("connect", call.callId)}" method="POST"><ConversationRelay`);
    expect(resumed).toContain(`<Parameter name="callId" value="${call.callId}"/>`);
    // Twilio opens a new relay session: the agent speaks first, with the conversation so far.
    h.llm.fallback = { text: ["Of course, I'll take a message."] };
    const relay = await h.connect(call);
    expect((await relay.agentTurn()).text).toBe(
      "I'm sorry, they couldn't take your call right now. Can I help you with anything else, or take a message?",
    );
    relay.prompt("Please ask them to call me back.");
    expect((await relay.agentTurn()).text).toBe("Of course, I'll take a message.");
    const last = h.llm.requests.at(-1)!;
    expect(JSON.stringify(last.messages)).toContain("insurance");
    relay.close();
    const turns = await eventually(
      async () => {
        const stored = await h.db.callTurn.findMany({ where: { callId: call.callId }, orderBy: { index: "asc" } });
        return stored.length >= 7 && stored;
      },
      5_000,
      "turns stored",
    );
    expect(turns.map((turn) => turn.index)).toEqual([...turns.keys()]);
  });

  it("a person who does not answer: the dial's action says no-answer, the transfer fails and the conversation resumes", async () => {
    const call = await transferredByTheAgent("warm");
    expect(await (await dialEnded(call, "no-answer")).text()).toContain("<ConversationRelay");
    expect(await transferOf(call.callId)).toMatchObject({ status: "failed", reason: "no_answer" });
    const events = await h.db.webhookEvent.findMany({
      where: { subjectId: `${call.callId}/transfer/1` },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((event) => event.type)).toEqual(["call.transfer_started", "call.transfer_failed"]);
  });
});

describe("cold", () => {
  it("the person is bridged as they answer: the whisper URL answers nothing", async () => {
    const call = await transferredByTheAgent("cold");
    expect(call.said.text).toBe("Of course.");
    expect(call.twiml).toContain(`<Number url="${url("whisper", call.callId)}" method="POST">`);
    expect(await (await personAnswers(call)).text()).toBe(`${XML}<Response/>`);
    expect(await transferOf(call.callId)).toMatchObject({ status: "bridged", mode: "cold" });
    expect(await (await dialEnded(call, "busy")).text()).toBe(`${XML}<Response><Hangup/></Response>`);
  });

  it("a busy line: the transfer fails busy and the conversation resumes", async () => {
    const call = await transferredByTheAgent("cold");
    expect(await (await dialEnded(call, "busy")).text()).toContain("<ConversationRelay");
    expect(await transferOf(call.callId)).toMatchObject({ status: "failed", reason: "busy" });
  });
});

describe("the whisper and dial callbacks refuse", () => {
  it("an unsigned or forged request (403), another call's leg (404), malformed fields (400); nothing changes", async () => {
    const call = await transferredByTheAgent("warm");
    const params = { CallSid: "CAperson", ParentCallSid: call.callSid };
    expect((await signedPost(url("whisper", call.callId), params, "forged")).status).toBe(403);
    // Signed for the URL without the reply step: not valid for the reply URL.
    const signature = twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, url("whisper", call.callId), {
      ...params,
      Digits: "2",
    });
    expect((await signedPost(url("whisper", call.callId, "reply"), { ...params, Digits: "2" }, signature)).status).toBe(
      403,
    );
    expect((await signedPost(url("whisper", call.callId), { ...params, ParentCallSid: "CAother" })).status).toBe(404);
    expect((await signedPost(url("dial", call.callId), { CallSid: "CAother", DialCallStatus: "busy" })).status).toBe(
      404,
    );
    const bad = await signedPost(url("whisper", call.callId, "reply"), { ...params, Digits: "2; DROP" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [{ path: ["Digits"] }] } });
    const badStatus = await signedPost(url("dial", call.callId), { CallSid: call.callSid, DialCallStatus: "maybe" });
    expect(badStatus.status).toBe(400);
    expect(await transferOf(call.callId)).toMatchObject({ status: "started" });
  });

  it("a whisper for a transfer no longer under way hangs up on the person", async () => {
    const call = await transferredByTheAgent("cold");
    await dialEnded(call, "no-answer");
    expect(await (await personAnswers(call)).text()).toBe(`${XML}<Response><Hangup/></Response>`);
    expect(await transferOf(call.callId)).toMatchObject({ status: "failed", reason: "no_answer" });
  });
});
