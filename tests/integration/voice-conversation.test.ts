import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { LLM_KEY, startVoiceHarness, TRANSFER_NUMBER, type VoiceHarness } from "../helpers/voice-harness";

// A conversation over the voice gateway, as Twilio's ConversationRelay holds it, with an
// OpenAI-compatible model streaming the agent's words: what the callee hears and when, what the
// model is sent, what is stored, and how each way of ending a call ends it.

let h: VoiceHarness;

beforeAll(async () => {
  h = await startVoiceHarness();
});
afterAll(() => h?.stop());
beforeEach(() => {
  h.llm.reset();
  h.llm.fallback = { text: ["Sure."] };
});

const turnsOf = (callId: string) => h.db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
/** The transcript once `count` turns are stored: a turn is written after the words it carries went out. */
const storedTurns = (callId: string, count: number) =>
  eventually(
    async () => {
      const turns = await turnsOf(callId);
      return turns.length >= count && turns;
    },
    3_000,
    `${count} turns stored`,
  );
const callRow = (callId: string) => h.db.call.findUniqueOrThrow({ where: { id: callId } });

/** Connects, says hello, and hears the agent's greeting. */
async function greeted(agentOverrides = {}) {
  const call = await h.answeredCall(await h.agent(agentOverrides));
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
  return { ...call, relay };
}

describe("a conversation with an LLM agent", () => {
  it("greets after the callee's hello, streams each token as it arrives, stores every turn, and hangs up after the goodbye", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ text: ["Happy", " to help!", " Which day", " suits you?"], gapMs: 20 });
    relay.prompt("I'd like a cleaning.");
    const answer = await relay.agentTurn();
    expect(answer.tokens).toEqual(["Happy", " to help!", " Which day", " suits you?"]);
    // Each token went out on its own, then exactly one `last: true`.
    const texts = relay.frames.filter((f) => f.type === "text");
    expect(texts.slice(-5)).toEqual([
      ...answer.tokens.map((token) => ({ type: "text", token, last: false })),
      { type: "text", token: "", last: true },
    ]);

    // The model was sent the agent's instructions with the call's variables, the conversation so far, the tools, the key.
    const [request] = h.llm.requests;
    expect(request).toMatchObject({ model: "fake-model", temperature: 0.3, stream: true });
    expect(request.messages[0]).toMatchObject({
      role: "system",
      content: expect.stringContaining("Book a dental cleaning for Ada."),
    });
    expect(request.messages.slice(1)).toEqual([
      { role: "user", content: "Hello?" },
      { role: "assistant", content: "Hi Ada, this is Ava from Bright Smiles." },
      { role: "user", content: "I'd like a cleaning." },
    ]);
    expect(request.tools?.map((t) => t.function.name)).toEqual(["end_call", "transfer_call"]);
    expect(h.llm.authorizations[0]).toBe(`Bearer ${LLM_KEY}`);

    h.llm.script({
      text: ["Tuesday it is. Goodbye!"],
      tools: [{ name: "end_call", arguments: '{"reason":"booked"}' }],
    });
    relay.prompt("Tuesday, please.");
    expect((await relay.agentTurn()).text).toBe("Tuesday it is. Goodbye!");
    expect(await relay.ended).toEqual({ reason: "agent_ended" });

    const turns = await storedTurns(callId, 6);
    expect(turns.map((t) => [t.index, t.role, t.text])).toEqual([
      [0, "user", "Hello?"],
      [1, "agent", "Hi Ada, this is Ava from Bright Smiles."],
      [2, "user", "I'd like a cleaning."],
      [3, "agent", "Happy to help! Which day suits you?"],
      [4, "user", "Tuesday, please."],
      [5, "agent", "Tuesday it is. Goodbye!"],
    ]);
    expect(turns[5].toolCalls).toEqual([{ name: "end_call", arguments: { reason: "booked" } }]);
    await eventually(async () => (await callRow(callId)).endedReason === "agent_ended", 5_000, "endedReason");

    // Twilio asks what next once the session ended: hang up.
    const next = await h.callback("connect", callId, {
      CallSid: (await callRow(callId)).providerCallId!,
      SessionStatus: "ended",
      HandoffData: JSON.stringify({ reason: "agent_ended" }),
    });
    expect(next.status).toBe(200);
    expect(await next.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
  }, 20_000);

  it("waits 2 s for a callee who says nothing, then greets; never while a partial prompt says they are speaking", async () => {
    const call = await h.answeredCall(await h.agent());
    const relay = await h.connect(call);
    const started = Date.now();
    relay.partialPrompt("Hel");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(relay.frames).toEqual([]); // the callee is mid-word: no greeting over them
    relay.prompt("Hello, who is this?");
    expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");

    const silent = await h.connect(await h.answeredCall(await h.agent()));
    const before = Date.now();
    expect((await silent.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    expect(Date.now() - before).toBeGreaterThanOrEqual(1_900);
    expect(Date.now() - started).toBeGreaterThan(2_500);
    relay.close();
    silent.close();
  }, 15_000);

  it("on interrupt, stops the model and keeps only what the callee heard, marked interrupted", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({
      text: ["Our", " opening", " hours", " are", " nine", " to", " five", " every", " weekday."],
      gapMs: 150,
    });
    relay.prompt("When are you open?");
    await eventually(
      async () => relay.frames.filter((f) => f.type === "text" && f.token).length >= 3,
      3_000,
      "the first tokens",
    );
    relay.interrupt("Our opening");
    h.llm.script({ text: ["Of course, go ahead."] });
    relay.prompt("Sorry, can I ask something else?");
    expect((await relay.agentTurn()).text).toBe("Of course, go ahead.");

    const turns = await storedTurns(callId, 5);
    expect(turns[3]).toMatchObject({ role: "agent", text: "Our opening", interrupted: true });
    // The model never hears the words the callee did not.
    expect(h.llm.requests[1].messages.at(-2)).toEqual({
      role: "assistant",
      content: "Our opening… (interrupted by the callee)",
    });
    // The interrupted stream was abandoned: fewer tokens went out than the model had.
    expect(relay.frames.filter((f) => f.type === "text" && f.token).length).toBeLessThan(1 + 9 + 1);
    relay.close();
  }, 15_000);

  it("ignores end_call in the first two turns and right after an interruption; honours it once, however often it is called", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ text: ["Goodbye!"], tools: [{ name: "end_call", arguments: "{}" }] });
    relay.prompt("Hi."); // the callee's first words after the greeting: too early to hang up
    expect((await relay.agentTurn()).text).toBe("Goodbye!");

    h.llm.script({ text: ["Let", " me", " explain", " our", " prices", " in", " detail."], gapMs: 150 });
    relay.prompt("What does it cost?");
    await eventually(async () => relay.frames.filter((f) => f.type === "text" && f.token).length >= 4, 3_000, "tokens");
    relay.interrupt("Let me");
    h.llm.script({ text: ["Bye then."], tools: [{ name: "end_call", arguments: "{}" }] });
    relay.prompt("Never mind.");
    expect((await relay.agentTurn()).text).toBe("Bye then."); // right after the barge-in: ignored

    h.llm.script({
      text: ["Thanks for calling, goodbye!"],
      tools: [
        { name: "end_call", arguments: "{}" },
        { name: "end_call", arguments: "{}" },
      ],
    });
    relay.prompt("Okay, that's all.");
    expect((await relay.agentTurn()).text).toBe("Thanks for calling, goodbye!");
    expect(await relay.ended).toEqual({ reason: "agent_ended" });
    expect(relay.frames.filter((f) => f.type === "end")).toHaveLength(1);
    const turns = await storedTurns(callId, 10);
    expect(turns.filter((t) => t.toolCalls !== null).map((t) => t.text)).toEqual(["Thanks for calling, goodbye!"]);
  }, 20_000);

  it("transfers to a number the agent lists: says so, ends with the handoff, and Twilio is told to <Dial> it (tests/integration/transfer-twilio.test.ts follows it)", async () => {
    const { callId, callSid, relay } = await greeted();
    h.llm.script({
      text: [],
      tools: [{ name: "transfer_call", arguments: JSON.stringify({ number: "+19999999999" }) }],
    });
    relay.prompt("Can I talk to a human?");
    expect((await relay.agentTurn()).text).toBe(""); // an unlisted number: the tool is ignored, nothing said
    h.llm.script({
      text: [],
      tools: [{ name: "transfer_call", arguments: JSON.stringify({ number: TRANSFER_NUMBER }) }],
    });
    relay.prompt("A person, please.");
    expect((await relay.agentTurn()).text).toBe("Let me transfer you now.");
    const handoff = await relay.ended;
    expect(handoff).toEqual({ reason: "transferred", transferTo: TRANSFER_NUMBER });

    const next = await h.callback("connect", callId, {
      CallSid: callSid,
      SessionStatus: "ended",
      HandoffData: JSON.stringify(handoff),
    });
    const callback = (kind: string) => `${h.app.url}/api/telephony/twilio/${kind}?callId=${callId}`;
    expect(await next.text()).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Dial action="${callback("dial")}" method="POST" timeout="20">` +
        `<Number url="${callback("whisper")}" method="POST">${TRANSFER_NUMBER}</Number></Dial></Response>`,
    );
    // The call ends `transferred` once the person takes it.
    expect((await callRow(callId)).endedReason).toBeNull();
    // Handoff data naming a number the agent does not list is never dialed.
    const forged = await h.callback("connect", callId, {
      CallSid: callSid,
      SessionStatus: "ended",
      HandoffData: JSON.stringify({ reason: "transferred", transferTo: "+19999999999" }),
    });
    expect(await forged.text()).toContain("<Hangup/>");
  }, 20_000);

  it("gives keypad digits to the model as text", async () => {
    const { relay } = await greeted();
    h.llm.script({ text: ["Got it, option 12."] });
    relay.dtmf("1");
    relay.dtmf("2");
    expect((await relay.agentTurn()).text).toBe("Got it, option 12.");
    expect(h.llm.requests[0].messages.at(-1)).toEqual({ role: "user", content: "(pressed 1 2 on the keypad)" });
    relay.close();
  }, 15_000);

  it("asks whether the callee is still there after the silence timeout, and ends the call after a second one", async () => {
    const { callId, relay } = await greeted({ silenceTimeoutSec: 1 });
    expect((await relay.agentTurn()).text).toBe("Are you still there?");
    expect((await relay.agentTurn()).text).toBe("It seems the line has gone quiet, so I'll hang up now. Goodbye!");
    expect(await relay.ended).toEqual({ reason: "silence_timeout" });
    await eventually(async () => (await callRow(callId)).endedReason === "silence_timeout", 5_000, "endedReason");
  }, 20_000);

  it("ends the call at the agent's maximum duration", async () => {
    const { callId, relay } = await greeted({ maxDurationSec: 3 });
    expect((await relay.agentTurn(5_000)).text).toBe("I'm sorry, we've reached the time limit for this call. Goodbye!");
    expect(await relay.ended).toEqual({ reason: "max_duration" });
    await eventually(async () => (await callRow(callId)).endedReason === "max_duration", 5_000, "endedReason");
  }, 15_000);
});

const GREETING = "Hi, you've reached Sam. I can't take your call right now, please leave a message after the beep.";
const MESSAGE = {
  voicemailAction: "leave_message",
  voicemailMessage: "Hi {{name}}, Ava from Bright Smiles here. Please call us back.",
} as const;

describe("an answering machine, told by its greeting's words", () => {
  it("the agent says nothing over the greeting; AMD's verdict at the beep leaves the message: the transcript is the greeting, then the message", async () => {
    const call = await h.answeredCall(await h.agent({ ...MESSAGE, silenceTimeoutSec: 1 }));
    const relay = await h.connect(call);
    relay.partialPrompt("Hi, you've reached Sam.");
    relay.prompt(GREETING);
    // Longer than the greeting wait and the silence timeout: no first message, no "are you still there?".
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(relay.frames).toEqual([]);
    expect(
      await h.callback("amd", call.callId, { CallSid: call.callSid, AnsweredBy: "machine_end_beep" }),
    ).toHaveProperty("status", 204);
    const update = await eventually(
      async () => h.carrier.updates.find((u) => u.providerCallId === call.callSid),
      5_000,
      "the voicemail redirect",
    );
    expect(update.form.get("Twiml")).toContain("<Say");
    expect(update.form.get("Twiml")).toContain(
      "Hi Ada, Ava from Bright Smiles here. Please call us back.</Say><Hangup/>",
    );
    relay.close(); // Twilio ends the relay session when the call is redirected
    const turns = await storedTurns(call.callId, 2);
    expect(turns.map((t) => [t.role, t.text])).toEqual([
      ["user", GREETING],
      ["agent", "Hi Ada, Ava from Bright Smiles here. Please call us back."],
    ]);
    expect(await callRow(call.callId)).toMatchObject({ endedReason: "voicemail", answeredBy: "machine_end_beep" });
    expect(h.llm.requests).toHaveLength(0);
  }, 15_000);

  it("with no verdict, the agent leaves its message once the greeting has ended; a verdict after that leaves nothing more", async () => {
    const call = await h.answeredCall(await h.agent(MESSAGE));
    const relay = await h.connect(call);
    relay.prompt("Hallo, hier ist der Anschluss von Klaus. Bitte hinterlassen Sie eine Nachricht nach dem Signalton.");
    const greetingEnded = Date.now();
    expect((await relay.agentTurn(6_000)).text).toBe("Hi Ada, Ava from Bright Smiles here. Please call us back.");
    expect(Date.now() - greetingEnded).toBeGreaterThanOrEqual(2_900); // the quiet that tells the greeting is over
    expect(await relay.ended).toEqual({ reason: "voicemail" });
    const turns = await storedTurns(call.callId, 2);
    expect(turns.map((t) => t.role)).toEqual(["user", "agent"]);
    expect(await callRow(call.callId)).toMatchObject({ endedReason: "voicemail" });

    await h.callback("amd", call.callId, { CallSid: call.callSid, AnsweredBy: "machine_end_beep" });
    expect(h.carrier.updates.some((u) => u.providerCallId === call.callSid)).toBe(false);
    expect(await turnsOf(call.callId)).toHaveLength(2);
    // Twilio asks what next once the session ended: hang up.
    const next = await h.callback("connect", call.callId, {
      CallSid: call.callSid,
      SessionStatus: "ended",
      HandoffData: JSON.stringify({ reason: "voicemail" }),
    });
    expect(await next.text()).toContain("<Hangup/>");
  }, 15_000);

  it("a machine still speaking holds the message back; an agent set to hang up on machines just ends the call", async () => {
    const call = await h.answeredCall(await h.agent({ voicemailAction: "hang_up" }));
    const relay = await h.connect(call);
    relay.prompt("Bienvenido al buzón de voz de Carlos.");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    relay.partialPrompt("Por favor, deje su");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(relay.frames).toEqual([]); // 4 s after the first words, but only 2 s of quiet
    relay.prompt("Por favor, deje su mensaje después del tono.");
    expect(await relay.ended).toEqual({ reason: "voicemail" });
    expect(relay.frames.filter((f) => f.type === "text")).toEqual([]);
    expect((await turnsOf(call.callId)).map((t) => t.text)).toEqual([
      "Bienvenido al buzón de voz de Carlos.",
      "Por favor, deje su mensaje después del tono.",
    ]);
    expect(await callRow(call.callId)).toMatchObject({ endedReason: "voicemail" });
  }, 15_000);

  it("a person answering for someone else, who asks the caller to leave a message, is greeted", async () => {
    const call = await h.answeredCall(await h.agent(MESSAGE));
    const relay = await h.connect(call);
    relay.prompt("Dr. Smith's office. She's not available right now, would you like to leave a message?");
    expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    relay.close();
  }, 15_000);

  it("a person who says the words mid-call is still a person: the conversation goes on", async () => {
    const { callId, relay } = await greeted({ silenceTimeoutSec: 1 });
    h.llm.script({ text: ["No problem, how about Monday?"] });
    relay.prompt("I'm not available on Friday, please leave a message with my assistant.");
    expect((await relay.agentTurn()).text).toBe("No problem, how about Monday?");
    expect((await relay.agentTurn()).text).toBe("Are you still there?");
    relay.close();
    expect((await callRow(callId)).endedReason).toBeNull();
  }, 15_000);
});

describe("when the model fails", () => {
  it("an outage mid-call: the callee hears the apology, the call ends llm_error, nothing hangs", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ status: 500 });
    relay.prompt("Are you there?");
    expect((await relay.agentTurn()).text).toBe(
      "I'm sorry, I'm having technical trouble right now. We'll get back to you. Goodbye!",
    );
    expect(await relay.ended).toEqual({ reason: "llm_error" });
    await eventually(async () => (await callRow(callId)).endedReason === "llm_error", 5_000, "endedReason");
  }, 15_000);

  it("a stall: a filler line after the first-token timeout, then the apology and the end; the stream is abandoned", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ stallAfter: [] });
    const asked = Date.now();
    relay.prompt("Hello?");
    const turn = await relay.agentTurn(5_000);
    expect(turn.tokens[0]).toBe("One moment, please. ");
    expect(turn.text).toBe(
      "One moment, please.  I'm sorry, I'm having technical trouble right now. We'll get back to you. Goodbye!",
    );
    expect(Date.now() - asked).toBeLessThan(3_000); // 0.4 s to the filler, 1.2 s to give up
    expect(await relay.ended).toEqual({ reason: "llm_error" });
    await eventually(async () => (await callRow(callId)).endedReason === "llm_error", 5_000, "endedReason");
  }, 15_000);

  it("a stream that stops mid-answer: the words so far, then the apology, 1.2 s after its last chunk", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ stallAfter: ["Let me", " check"] });
    relay.prompt("Is Friday free?");
    const turn = await relay.agentTurn(5_000);
    expect(turn.text).toBe(
      "Let me check I'm sorry, I'm having technical trouble right now. We'll get back to you. Goodbye!",
    );
    expect(turn.tokens).not.toContain("One moment, please. ");
    expect(await relay.ended).toEqual({ reason: "llm_error" });
    await eventually(async () => (await callRow(callId)).endedReason === "llm_error", 5_000, "endedReason");
  }, 15_000);

  it("a slow but steady stream is not cut: each chunk within the timeout, all of them longer than it", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ text: ["Fridays", " are", " fully", " booked,", " sorry."], firstTokenMs: 100, gapMs: 500 });
    const asked = Date.now();
    relay.prompt("Is Friday free?");
    expect((await relay.agentTurn(5_000)).text).toBe("Fridays are fully booked, sorry.");
    expect(Date.now() - asked).toBeGreaterThan(1_200); // longer than the 1.2 s timeout in all
    relay.close();
    expect((await callRow(callId)).endedReason).toBeNull();
  }, 15_000);
});

describe("when the gateway dies mid-call", () => {
  it("Twilio reports the broken session, and the call ends failed with the turns so far", async () => {
    const { callId, callSid, relay } = await greeted();
    h.llm.script({ text: ["Sure, let me check."] });
    relay.prompt("Do you have time on Friday?");
    await relay.agentTurn();
    await eventually(async () => (await turnsOf(callId)).length >= 3, 3_000, "turns stored");
    const { closeRelaySockets } = await import("@/server/voice/gateway");
    closeRelaySockets();
    expect(await relay.ended).toBeNull();
    // What Twilio does when the socket drops: the <Connect action> with the error.
    const next = await h.callback("connect", callId, {
      CallSid: callSid,
      SessionStatus: "failed",
      ErrorCode: "64107",
      ErrorMessage: "WebSocket closed",
    });
    expect(await next.text()).toContain("<Hangup/>");
    const call = await callRow(callId);
    expect(call).toMatchObject({ status: "failed", endedReason: "failed" });
    expect(call.failureReason).toMatch(/^relay_session_64107/);
    const turns = await eventually(
      async () => {
        const stored = await turnsOf(callId);
        return stored.length === 4 && stored;
      },
      3_000,
      "the agent's last turn stored on close",
    );
    expect(turns.map((t) => t.text)).toEqual([
      "Hello?",
      "Hi Ada, this is Ava from Bright Smiles.",
      "Do you have time on Friday?",
      "Sure, let me check.",
    ]);
  }, 15_000);
});
