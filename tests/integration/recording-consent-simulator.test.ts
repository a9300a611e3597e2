import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// Recording consent with the script brain, over the simulator (docs/privacy.md "Recording
// consent"): the announcement opens the greeting; a verbal question is answered by the simulated
// callee (yes by default, no from +15005550021), heard in yes and no words, and a refusal follows
// `onDecline`. The call shows how it went on /v1 and in its webhooks.

const DECLINER = "+15005550021";
const ASK = "May I record this call?";

let started: DialingWorkspace;
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];
let base: string;

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  base = `${started.harness.app.url}/v1/workspaces/${ws.workspaceId}`;
});
afterAll(() => started?.stop());

async function agentWith(recording: object): Promise<string> {
  const agent = await db.agent.create({
    data: {
      workspaceId: ws.workspaceId,
      name: `Consent ${Math.random().toString(36).slice(2, 8)}`,
      firstMessage: "Hi {{name}}, this is Ava from Bright Smiles.",
      instructions: "- Which day suits you?",
      tools: ["end_call"],
      maxDurationSec: 3600,
      recording: { enabled: true, consent: "none", announcement: ASK, onDecline: "continue_unrecorded", ...recording },
    },
  });
  return agent.id;
}

async function call(agentId: string, to = "+14155552671") {
  const response = await fetch(`${base}/calls`, {
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
    30_000,
    `call ${callId} to end`,
  );
  const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  const view = await fetch(`${base}/calls/${callId}`, { headers: { authorization: `Bearer ${ws.keys.test}` } });
  const { data } = (await view.json()) as { data: { recordingConsent: Record<string, unknown> | null } };
  return { call: ended, said: turns.map((t) => `${t.role}: ${t.text}`), view: data };
}

describe("recording consent with the script brain", () => {
  it("announce: the announcement is the first thing the agent says, then its first message", async () => {
    const { said, view } = await call(
      await agentWith({ consent: "announce", announcement: "This call may be recorded." }),
    );
    expect(said.slice(0, 2)).toEqual([
      "user: Hello?",
      "agent: This call may be recorded. Hi Ada, this is Ava from Bright Smiles.",
    ]);
    expect(view.recordingConsent).toMatchObject({ mode: "announce", status: "announced", turnIndex: 1 });
  });

  it("verbal, the callee agrees: granted at their answer, then the first message", async () => {
    const { said, view, call: ended } = await call(await agentWith({ consent: "verbal" }));
    expect(said.slice(0, 4)).toEqual([
      "user: Hello?",
      `agent: ${ASK}`,
      "user: Yes, that's fine.",
      "agent: Hi Ada, this is Ava from Bright Smiles.",
    ]);
    expect(view.recordingConsent).toMatchObject({ mode: "verbal", status: "granted", turnIndex: 2 });
    expect(Date.parse(view.recordingConsent!.at as string)).toBeLessThanOrEqual(ended.endedAt!.getTime());
    // The call's webhooks carry it too.
    const completed = await eventually(
      async () => started.receiver.attempts.find((a) => a.type === "call.completed" && a.subjectId === ended.id),
      10_000,
      "call.completed",
    );
    expect(completed.data).toMatchObject({ recordingConsent: { mode: "verbal", status: "granted", turnIndex: 2 } });
  });

  it("verbal, the callee declines, onDecline end_call: the agent says goodbye and the call ends unrecorded", async () => {
    const {
      said,
      view,
      call: ended,
    } = await call(await agentWith({ consent: "verbal", onDecline: "end_call" }), DECLINER);
    expect(said).toEqual([
      "user: Hello?",
      `agent: ${ASK}`,
      "user: No, I don't want this call recorded.",
      "agent: Goodbye!",
    ]);
    expect(ended.endedReason).toBe("agent_ended");
    expect(view.recordingConsent).toMatchObject({ mode: "verbal", status: "declined", turnIndex: 2 });
  });

  it("verbal, the callee declines, onDecline continue_unrecorded: the conversation goes on", async () => {
    const { said, view } = await call(await agentWith({ consent: "verbal" }), DECLINER);
    expect(said.slice(0, 5)).toEqual([
      "user: Hello?",
      `agent: ${ASK}`,
      "user: No, I don't want this call recorded.",
      "agent: Hi Ada, this is Ava from Bright Smiles.",
      expect.stringMatching(/^user: /),
    ]);
    expect(said).toContain("agent: Which day suits you?");
    expect(view.recordingConsent).toMatchObject({ mode: "verbal", status: "declined" });
  });

  it("an agent that does not record settles no consent", async () => {
    const { view } = await call(await agentWith({ enabled: false, consent: "verbal" }));
    expect(view.recordingConsent).toBeNull();
  });
});
