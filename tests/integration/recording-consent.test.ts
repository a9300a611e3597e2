import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Recording consent over Twilio (docs/privacy.md "Recording consent"): the recording starts through
// the REST API (POST Calls/{sid}/Recordings.json, signed with the account's credentials) at the
// moment consent allows, never in the TwiML; the LLM brain decides a verbal answer with its
// `recording_consent` tool; the call records how consent went.

let h: VoiceHarness;

beforeAll(async () => {
  h = await startVoiceHarness();
});
afterAll(() => h?.stop());

const callRow = (callId: string) => h.db.call.findUniqueOrThrow({ where: { id: callId } });
const recording = (settings: object) => ({
  enabled: true,
  consent: "none",
  announcement: "This call may be recorded.",
  onDecline: "continue_unrecorded",
  ...settings,
});
const startsFor = (callSid: string) => h.carrier.recordingStarts.filter((start) => start.providerCallId === callSid);
const ASK = "May I record this call for quality?";

describe("recording consent over Twilio", () => {
  it("none: the recording starts over REST as the conversation starts, signed, with the call's recording callback", async () => {
    const agentId = await h.agent({ recording: recording({}) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    const start = await eventually(async () => startsFor(call.callSid)[0], 5_000, "the recording start");
    expect(start.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString("base64")}`,
    );
    expect(Object.fromEntries(start.form)).toEqual({
      RecordingChannels: "dual",
      RecordingTrack: "both",
      RecordingStatusCallback: `${h.app.url}/api/telephony/twilio/recording?callId=${call.callId}`,
      RecordingStatusCallbackMethod: "POST",
      RecordingStatusCallbackEvent: "completed",
    });
    expect((await callRow(call.callId)).recordingConsent).toMatchObject({
      mode: "none",
      status: "not_required",
      turnIndex: null,
    });
    client.close();
  });

  it("announce: the announcement is the agent's first words, and recording starts once it has been spoken", async () => {
    const agentId = await h.agent({ recording: recording({ consent: "announce" }) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    const greeting = await client.agentTurn();
    expect(greeting.text).toBe("This call may be recorded. Hi Ada, this is Ava from Bright Smiles.");
    const firstWordAt = Date.now();
    expect(startsFor(call.callSid)).toHaveLength(0);
    const start = await eventually(async () => startsFor(call.callSid)[0], 5_000, "the recording start");
    // speakingTimeMs("This call may be recorded.") is ~2 s: not before it was said.
    expect(start.at - firstWordAt).toBeGreaterThanOrEqual(1_500);
    const consent = (await callRow(call.callId)).recordingConsent as Record<string, unknown>;
    // The callee's "Hello?" is turn 0; the greeting that holds the announcement is 1.
    expect(consent).toMatchObject({ mode: "announce", status: "announced", turnIndex: 1 });
    // The announcement opens the greeting turn: its latency runs to the announcement's first word.
    client.close();
    const greetingTurn = await eventually(
      async () => h.db.callTurn.findFirst({ where: { callId: call.callId, role: "agent" } }),
      5_000,
      "the stored greeting",
    );
    expect(greetingTurn).toMatchObject({ index: 1, text: greeting.text });
    expect(greetingTurn.latency).not.toBeNull();
  });

  it("announce, cut short by the callee: nothing is recorded, and the agent's next answer opens with the announcement", async () => {
    const agentId = await h.agent({ recording: recording({ consent: "announce" }) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    await client.agentTurn();
    client.interrupt("This call may");
    // speakingTimeMs of the announcement is ~2 s: had it counted, recording would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(startsFor(call.callSid)).toHaveLength(0);
    expect((await callRow(call.callId)).recordingConsent).toBeNull();

    h.llm.script({ text: ["Sure", ", how can I help?"] });
    client.prompt("Sorry, who is this?");
    const answer = await client.agentTurn();
    expect(answer.text).toBe("This call may be recorded. Sure, how can I help?");
    await eventually(async () => startsFor(call.callSid)[0], 5_000, "the recording start");
    // "Hello?" 0, the cut greeting 1, "Sorry, who is this?" 2, the answer that announced 3.
    expect((await callRow(call.callId)).recordingConsent).toMatchObject({
      mode: "announce",
      status: "announced",
      turnIndex: 3,
    });
    client.close();
  });

  it("announce, cut short after the callee heard it whole: announced once, not again", async () => {
    const agentId = await h.agent({ recording: recording({ consent: "announce" }) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    await client.agentTurn();
    client.interrupt("This call may be recorded. Hi Ada");
    await eventually(async () => startsFor(call.callSid)[0], 5_000, "the recording start");
    h.llm.script({ text: ["Of course."] });
    client.prompt("Hi, go on.");
    expect((await client.agentTurn()).text).toBe("Of course.");
    expect((await callRow(call.callId)).recordingConsent).toMatchObject({ status: "announced", turnIndex: 1 });
    expect(startsFor(call.callSid)).toHaveLength(1);
    client.close();
  });

  it("Twilio failing to start the recording: asked again, and the recording starts", async () => {
    const agentId = await h.agent({ recording: recording({}) });
    const call = await h.answeredCall(agentId);
    h.carrier.refuseRecordingStarts(2, 500);
    const client = await h.connect(call);
    await eventually(async () => startsFor(call.callSid)[0], 10_000, "the recording start, third time");
    const consent = (await callRow(call.callId)).recordingConsent as Record<string, unknown>;
    expect(consent).toMatchObject({ status: "not_required" });
    expect(consent).not.toHaveProperty("recordingError");
    client.close();
  });

  it("Twilio refusing to start the recording: not asked again; the call goes on and its consent says why it is unrecorded", async () => {
    const agentId = await h.agent({ recording: recording({}) });
    const call = await h.answeredCall(agentId);
    h.carrier.refuseRecordingStarts(1, 400);
    const client = await h.connect(call);
    const consent = await eventually(
      async () => {
        const stored = (await callRow(call.callId)).recordingConsent as { recordingError?: string } | null;
        return stored?.recordingError ? stored : undefined;
      },
      5_000,
      "the recording error",
    );
    expect(consent).toMatchObject({
      status: "not_required",
      recordingError: "Twilio refused to start recording (400 21220: Invalid call state for this operation)",
    });
    client.prompt("Hello?");
    expect((await client.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    // A second attempt would have been let through: there was none.
    await new Promise((resolve) => setTimeout(resolve, 2_700));
    expect(startsFor(call.callSid)).toHaveLength(0);
    client.close();
  });

  it("verbal with the LLM brain: nothing is recorded until its recording_consent tool says the caller agreed", async () => {
    const agentId = await h.agent({ recording: recording({ consent: "verbal", announcement: ASK }) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    expect((await client.agentTurn()).text).toBe(ASK);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(startsFor(call.callSid)).toHaveLength(0);
    const asked = h.llm.requests.length;
    h.llm.script({ text: [], tools: [{ name: "recording_consent", arguments: '{"granted": true}' }] });
    client.prompt("Sure, that's fine.");
    expect((await client.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    const request = h.llm.requests[asked];
    expect(request.tools?.map((tool) => tool.function.name)).toEqual(["recording_consent"]);
    expect(request.messages.at(-1)).toMatchObject({ role: "user", content: "Sure, that's fine." });
    await eventually(async () => startsFor(call.callSid)[0], 5_000, "the recording start");
    expect((await callRow(call.callId)).recordingConsent).toMatchObject({
      mode: "verbal",
      status: "granted",
      turnIndex: 2, // "Hello?", the question, then the answer
    });
    // The first message answers the reply: the consent request is its model request, and its latency.
    client.close();
    const answer = await eventually(
      async () => h.db.callTurn.findFirst({ where: { callId: call.callId, index: 3 } }),
      5_000,
      "the stored first message",
    );
    expect(answer.text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    expect(answer.usage).toMatchObject({ llm: { requests: 1 } });
    expect(answer.latency).not.toBeNull();
  });

  it("verbal, declined, onDecline end_call: the agent says goodbye, the call ends, nothing is recorded", async () => {
    const agentId = await h.agent({
      recording: recording({ consent: "verbal", announcement: ASK, onDecline: "end_call" }),
    });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    await client.agentTurn();
    h.llm.script({ text: [], tools: [{ name: "recording_consent", arguments: '{"granted": false}' }] });
    client.prompt("No thanks, I'd rather you didn't.");
    expect((await client.agentTurn()).text).toBe("Goodbye!");
    expect(await client.ended).toEqual({ reason: "agent_ended" });
    expect(startsFor(call.callSid)).toHaveLength(0);
    expect((await callRow(call.callId)).recordingConsent).toMatchObject({
      mode: "verbal",
      status: "declined",
      turnIndex: 2,
    });
  });

  it("verbal, declined, onDecline continue_unrecorded: the conversation goes on, unrecorded", async () => {
    const agentId = await h.agent({ recording: recording({ consent: "verbal", announcement: ASK }) });
    const call = await h.answeredCall(agentId);
    const client = await h.connect(call);
    client.prompt("Hello?");
    await client.agentTurn();
    h.llm.script({ text: [], tools: [{ name: "recording_consent", arguments: '{"granted": false}' }] });
    client.prompt("No.");
    expect((await client.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    h.llm.script({ text: ["Which day suits you?"] });
    client.prompt("Hi!");
    expect((await client.agentTurn()).text).toBe("Which day suits you?");
    expect(startsFor(call.callSid)).toHaveLength(0);
    // The session stores the consent without waiting on it (settleRecordingConsentLater).
    const consent = await eventually(async () => (await callRow(call.callId)).recordingConsent, 5_000, "the consent");
    expect(consent).toMatchObject({ status: "declined" });
    client.close();
  });

  it("the TwiML of a dial never records, whatever the agent's settings", async () => {
    const agentId = await h.agent({ recording: recording({}), maxDurationSec: 120 });
    const response = await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}/calls`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.ws.keys.live}`, "content-type": "application/json" },
      body: JSON.stringify({ agentId, to: "+14155552671" }),
    });
    const callId = ((await response.json()) as { data: { id: string } }).data.id;
    const dial = await eventually(async () => h.carrier.dials.find((d) => d.callId === callId), 5_000, "the dial");
    expect(dial.form.get("Record")).toBeNull();
    expect(dial.form.get("Twiml")).not.toContain("Recording");
  });
});
