import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import type { WorkspaceFixture } from "../helpers/fixtures";

// Post-call analysis with an LLM agent's own model: the answer is checked against the agent's
// analysis schema, asked for again once with the problem, else stored as failed with the reason;
// and whatever happens, a call is analysed once.

let llm: FakeLlm;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let analyzeCall: typeof import("@/server/calls/analysis").analyzeCall;
let connectionId: string;

const SCHEMA = {
  type: "object",
  properties: { day: { type: "string" }, morning: { type: "boolean" } },
  required: ["day", "morning"],
};

beforeAll(async () => {
  process.env.LLM_ALLOW_PRIVATE_TARGETS = "true";
  llm = await startFakeLlm();
  ({ db } = await import("@/server/db/client"));
  ({ analyzeCall } = await import("@/server/calls/analysis"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
  connectionId = (
    await db.llmConnection.create({
      data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
    })
  ).id;
});
afterAll(() => llm?.close());

async function endedCall(): Promise<string> {
  const agent = await db.agent.create({
    data: {
      workspaceId: ws.workspaceId,
      name: "Analyst",
      brain: "llm",
      llmConnectionId: connectionId,
      analysisSchema: SCHEMA,
      successCriteria: "A day was agreed.",
    },
  });
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: agent.id,
      agentVersion: 1,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "completed",
      answeredAt: new Date(),
      endedAt: new Date(),
    },
  });
  const at = new Date();
  await db.callTurn.createMany({
    data: [
      { callId: call.id, index: 0, role: "agent", text: "Which day suits you?", startedAt: at, endedAt: at },
      { callId: call.id, index: 1, role: "user", text: "Tuesday morning.", startedAt: at, endedAt: at },
    ],
  });
  return call.id;
}

describe("post-call analysis with the agent's model", () => {
  it("asks with the transcript and the schema, and stores a valid answer", async () => {
    llm.reset();
    llm.script({
      content: JSON.stringify({
        summary: "Booked for Tuesday morning.",
        successful: true,
        structuredData: { day: "Tuesday", morning: true },
      }),
    });
    const callId = await endedCall();
    expect(await analyzeCall(callId)).toEqual({
      summary: "Booked for Tuesday morning.",
      successful: true,
      structuredData: { day: "Tuesday", morning: true },
      error: null,
    });
    const [request] = llm.requests;
    expect(request.stream).toBeFalsy();
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "call_analysis" } });
    expect(request.messages[0].content).toContain("Callee: Tuesday morning.");
    expect(request.messages[0].content).toContain("A day was agreed.");
    expect(await db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({
      summary: "Booked for Tuesday morning.",
    });
    // call.summary_ready says which version of the agent's settings the call was made with.
    const announced = await db.webhookEvent.findFirstOrThrow({
      where: { subjectId: callId, type: "call.summary_ready" },
    });
    expect(announced.payload).toMatchObject({ data: { callId, agentVersion: 1, analysis: { successful: true } } });
  });

  it("an answer that breaks the schema is asked for again once, with the problem", async () => {
    llm.reset();
    llm.script(
      { content: JSON.stringify({ summary: "Booked.", successful: true, structuredData: { day: "Tuesday" } }) },
      {
        content:
          "```json\n" +
          JSON.stringify({ summary: "Booked.", successful: true, structuredData: { day: "Tuesday", morning: true } }) +
          "\n```",
      },
    );
    const analysis = await analyzeCall(await endedCall());
    expect(analysis).toMatchObject({ structuredData: { day: "Tuesday", morning: true }, error: null });
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1].messages.at(-1)!.content).toMatch(/must have required property 'morning'/);
  });

  it("two bad answers, or an unreachable model, are stored as a failed analysis with the reason; a re-run asks nothing", async () => {
    llm.reset();
    llm.script({ content: "not json" }, { content: "{}" });
    const callId = await endedCall();
    const failed = await analyzeCall(callId);
    expect(failed).toMatchObject({
      summary: null,
      structuredData: null,
      successful: null,
      error: expect.stringMatching(/does not match the schema/),
    });

    llm.reset();
    expect(await analyzeCall(callId)).toEqual(failed);
    expect(llm.requests).toHaveLength(0);

    llm.script({ status: 503 }, { status: 503 });
    const outage = await analyzeCall(await endedCall());
    expect(outage.error).toMatch(/^the model could not be reached/);
  });
});
