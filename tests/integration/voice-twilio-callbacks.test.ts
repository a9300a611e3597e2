import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Twilio's form callbacks around a conversation, signed as Twilio signs them: the
// answering-machine verdict (a voicemail left or the line hung up), and the recording (a dial
// never asks for one: the session starts it over REST once consent allows, recording-consent.test.ts).

let h: VoiceHarness;

beforeAll(async () => {
  h = await startVoiceHarness();
});
afterAll(() => h?.stop());

const callRow = (callId: string) => h.db.call.findUniqueOrThrow({ where: { id: callId } });

describe("answering-machine detection", () => {
  it("a machine with the agent set to leave a message: the call is redirected to say it after the beep, and ends voicemail", async () => {
    const agentId = await h.agent({
      voicemailAction: "leave_message",
      voicemailMessage: "Hi {{name}}, Ava from Bright Smiles here. Please call us back.",
    });
    const { callId, callSid } = await h.answeredCall(agentId);
    const response = await h.callback("amd", callId, {
      CallSid: callSid,
      AnsweredBy: "machine_end_beep",
      MachineDetectionDuration: "4200",
    });
    expect(response.status).toBe(204);

    const update = await eventually(
      async () => h.carrier.updates.find((u) => u.providerCallId === callSid),
      5_000,
      "the call update",
    );
    expect(update.form.get("Twiml")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Google.en-US-Journey-O" language="en-US">Hi Ada, Ava from Bright Smiles here. Please call us back.</Say><Hangup/></Response>',
    );
    expect(await callRow(callId)).toMatchObject({ answeredBy: "machine_end_beep", endedReason: "voicemail" });
    const turns = await h.db.callTurn.findMany({ where: { callId } });
    expect(turns.map((t) => [t.role, t.text])).toEqual([
      ["agent", "Hi Ada, Ava from Bright Smiles here. Please call us back."],
    ]);

    // The carrier's final status keeps the reason.
    await h.callback("status", callId, { CallSid: callSid, CallStatus: "completed", CallDuration: "31" });
    expect(await callRow(callId)).toMatchObject({ status: "completed", endedReason: "voicemail" });
  });

  it("a click-to-call visitor's machine hears the visitor's name, as the conversation would have used it", async () => {
    const { callId, callSid } = await h.answeredCall(
      await h.agent({ voicemailAction: "leave_message", voicemailMessage: "Hi {{name}}, please call us back." }),
      {},
    );
    const contact = await h.db.contact.create({ data: { workspaceId: h.ws.workspaceId, phone: "+14155552671" } });
    await h.db.call.update({ where: { id: callId }, data: { contactId: contact.id } });
    await h.db.lead.create({ data: { workspaceId: h.ws.workspaceId, contactId: contact.id, callId, name: "Grace" } });
    await h.callback("amd", callId, { CallSid: callSid, AnsweredBy: "machine_end_beep" });
    const update = await eventually(
      async () => h.carrier.updates.find((u) => u.providerCallId === callSid),
      5_000,
      "the call update",
    );
    expect(update.form.get("Twiml")).toContain(">Hi Grace, please call us back.</Say>");
  });

  it("a machine with the agent set to hang up: the call is ended, no message", async () => {
    const { callId, callSid } = await h.answeredCall(await h.agent({ voicemailAction: "hang_up" }));
    await h.callback("amd", callId, { CallSid: callSid, AnsweredBy: "machine_end_silence" });
    const update = await eventually(
      async () => h.carrier.updates.find((u) => u.providerCallId === callSid),
      5_000,
      "the call update",
    );
    expect(Object.fromEntries(update.form)).toEqual({ Status: "completed" });
    expect((await callRow(callId)).endedReason).toBe("voicemail");
  });

  it("a human: the verdict is kept and the conversation goes on", async () => {
    const { callId, callSid } = await h.answeredCall(await h.agent());
    await h.callback("amd", callId, { CallSid: callSid, AnsweredBy: "human" });
    expect(await callRow(callId)).toMatchObject({ answeredBy: "human", endedReason: null });
    expect(h.carrier.updates.some((u) => u.providerCallId === callSid)).toBe(false);
  });

  it("refuses an unsigned verdict or one for another Twilio call, and changes nothing", async () => {
    const { callId, callSid } = await h.answeredCall(await h.agent());
    const url = `${h.app.url}/api/telephony/twilio/amd?callId=${callId}`;
    const unsigned = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CallSid: callSid, AnsweredBy: "machine_end_beep" }),
    });
    expect(unsigned.status).toBe(403);
    expect((await h.callback("amd", callId, { CallSid: "CAnotthiscall", AnsweredBy: "machine_end_beep" })).status).toBe(
      404,
    );
    // Signed but malformed (no AnsweredBy): 400 naming the field.
    const malformed = await h.callback("amd", callId, { CallSid: callSid });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify((await malformed.json()).details)).toContain("AnsweredBy");
    expect((await h.callback("nonsense" as "amd", callId, { CallSid: callSid, AnsweredBy: "human" })).status).toBe(404);
    expect(await callRow(callId)).toMatchObject({ answeredBy: null, endedReason: null });
  });
});

describe("recording", () => {
  it("a recording agent's dial asks for no recording, and the recording callback puts its URL on the call", async () => {
    const agentId = await h.agent({ recording: { enabled: true, consent: "none" }, maxDurationSec: 120 });
    const response = await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}/calls`, {
      method: "POST",
      headers: { authorization: `Bearer ${h.ws.keys.live}`, "content-type": "application/json" },
      body: JSON.stringify({ agentId, to: "+14155552671" }),
    });
    const callId = ((await response.json()) as { data: { id: string } }).data.id;
    const dial = await eventually(async () => h.carrier.dials.find((d) => d.callId === callId), 5_000, "the dial");
    expect(Object.fromEntries(dial.form)).toMatchObject({ TimeLimit: "150" });
    expect([...dial.form.keys()].filter((name) => name.startsWith("Record"))).toEqual([]);
    await eventually(async () => (await callRow(callId)).providerCallId, 5_000, "the call sid");

    const recordingUrl = `https://api.twilio.com/2010-04-01/Accounts/AC0/Recordings/RE${"0".repeat(32)}`;
    expect(
      (
        await h.callback("recording", callId, {
          CallSid: dial.providerCallId,
          RecordingUrl: recordingUrl,
          RecordingStatus: "completed",
        })
      ).status,
    ).toBe(204);
    expect((await callRow(callId)).recordingUrl).toBe(recordingUrl);
    const view = await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}/calls/${callId}`, {
      headers: { authorization: `Bearer ${h.ws.keys.live}` },
    });
    expect(((await view.json()) as { data: { recordingUrl: string } }).data.recordingUrl).toBe(recordingUrl);
  });
});
