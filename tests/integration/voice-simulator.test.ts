import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// The simulator's callees over the real gateway, with the embedded default (the script brain):
// each magic number gives one kind of callee, and each ends its call the way a real one would.

let started: DialingWorkspace;
let harness: DialingWorkspace["harness"];
let receiver: DialingWorkspace["receiver"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ harness, receiver, ws, db } = started);
  await db.agent.update({
    where: { id: ws.agentId },
    // maxDurationSec: room for the silent callee's two silences, in the simulator's compressed time.
    data: {
      maxDurationSec: 3600,
      tools: ["end_call", "transfer_call"],
      transferNumbers: ["+14155550199"],
      voicemailAction: "leave_message",
      voicemailMessage: "Hi, this is Ava. Please call us back.",
    },
  });
});
afterAll(async () => {
  await started?.stop();
});

async function call(to: string, agentId = ws.agentId) {
  const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls`, {
    method: "POST",
    headers: { authorization: `Bearer ${ws.keys.test}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId, to, variables: { name: "Ada" } }),
  });
  expect(response.status).toBe(202);
  const callId = ((await response.json()) as { data: { id: string } }).data.id;
  const ended = await eventually(
    async () => {
      const row = await db.call.findUniqueOrThrow({ where: { id: callId } });
      return row.endedAt && row.endedReason && row;
    },
    20_000,
    `call ${callId} to end`,
  );
  const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  return { call: ended, turns, said: turns.map((t) => `${t.role}: ${t.text}${t.interrupted ? " [interrupted]" : ""}`) };
}

describe("the simulator's callees", () => {
  it("a voicemail greeting then a beep: the agent says nothing over the greeting, its message is left, the call ends voicemail", async () => {
    const { call: ended, said } = await call("+15005550005");
    expect(ended).toMatchObject({ status: "completed", endedReason: "voicemail", answeredBy: "machine_end_beep" });
    // No first message, no "are you still there?", no goodbye: the greeting, then the message.
    expect(said).toEqual([
      "user: Hi, you've reached Sam. I can't take your call right now, please leave a message after the beep.",
      "agent: Hi, this is Ava. Please call us back.",
    ]);
  });

  it("a callee who interrupts: the agent's turn keeps only what was heard, and the question is asked again", async () => {
    const { call: ended, said } = await call("+15005550006");
    expect(ended.endedReason).toBe("agent_ended");
    const cut = said.findIndex((line) => line.endsWith("[interrupted]"));
    expect(said[cut]).toBe("agent: Which day [interrupted]");
    expect(said[cut + 1]).toBe("user: Sorry, could you say that again?");
    expect(said[cut + 2]).toBe("agent: Sorry, let me ask again. Which day suits you best?");
  });

  it("a silent callee: greeted after the wait, asked whether they are there, then the call ends silence_timeout", async () => {
    const { call: ended, said } = await call("+15005550007");
    expect(ended).toMatchObject({ status: "completed", endedReason: "silence_timeout" });
    expect(said).toEqual([
      "agent: Hello! How can I help you today?",
      "agent: Are you still there?",
      "agent: It seems the line has gone quiet, so I'll hang up now. Goodbye!",
    ]);
  });

  it.each([
    [
      "de-DE",
      [
        "agent: Hallo!",
        "agent: Sind Sie noch da?",
        "agent: Es scheint still in der Leitung zu sein, daher lege ich jetzt auf. Auf Wiederhören!",
      ],
    ],
    [
      "es-MX",
      [
        "agent: Hallo!",
        "agent: ¿Sigue ahí?",
        "agent: Parece que la línea se ha quedado en silencio, así que voy a colgar. ¡Adiós!",
      ],
    ],
  ])("a silent callee of a %s agent hears the agent's own lines in its language", async (language, lines) => {
    const agent = await db.agent.create({
      data: {
        workspaceId: ws.workspaceId,
        name: `Agent ${language}`,
        language,
        firstMessage: "Hallo!",
        defaultCallerNumberId: (await db.agent.findUniqueOrThrow({ where: { id: ws.agentId } })).defaultCallerNumberId,
        maxDurationSec: 3600,
      },
    });
    const { call: ended, said } = await call("+15005550007", agent.id);
    expect(ended).toMatchObject({ status: "completed", endedReason: "silence_timeout" });
    expect(said).toEqual(lines);
  });

  it("a callee who presses digits: they reach the script as the answers", async () => {
    const { call: ended, said } = await call("+15005550008");
    expect(ended.endedReason).toBe("agent_ended");
    expect(said).toContain("user: (pressed 2 on the keypad)");
    const analysis = await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: ended.id } })).analysis,
      10_000,
      "analysis",
    );
    expect(analysis).toMatchObject({
      structuredData: {
        "Which day suits you best?": "(pressed 2 on the keypad)",
        "Morning or afternoon?": "(pressed 3 on the keypad)",
      },
    });
  });

  it("a callee who asks for a person: transferred to the agent's number", async () => {
    const { call: ended, said, turns } = await call("+15005550009");
    expect(ended).toMatchObject({ status: "completed", endedReason: "transferred" });
    expect(said.slice(-2)).toEqual([
      "user: Can I speak to a person, please?",
      "agent: Of course, let me transfer you now.",
    ]);
    expect(turns.at(-1)!.toolCalls).toEqual([{ name: "transfer_call", arguments: { number: "+14155550199" } }]);
  });

  it("announces call.summary_ready once with the analysis, the transcript and why the call ended", async () => {
    const { call: ended } = await call("+14155552671");
    const event = await eventually(
      () => db.webhookEvent.findFirst({ where: { subjectId: ended.id, type: "call.summary_ready" } }),
      10_000,
      "summary event",
    );
    await eventually(async () => receiver.delivered().includes(event.id), 10_000, "delivery");
    const data = (event.payload as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      callId: ended.id,
      status: "completed",
      endedReason: "agent_ended",
      answeredBy: "human",
      recordingUrl: null,
      analysis: { summary: expect.stringContaining("answered 2 of 2"), successful: true, error: null },
    });
    expect((data.transcript as { role: string; text: string }[]).map((t) => t.role)).toEqual([
      "user",
      "agent",
      "user",
      "agent",
      "user",
      "agent",
      "user",
      "agent",
    ]);
    expect(await db.webhookEvent.count({ where: { subjectId: ended.id, type: "call.summary_ready" } })).toBe(1);
  });
});
