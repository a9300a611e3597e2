import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { testRunDetailSchema } from "@/server/agent-tests/runs";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeLlm, type ChatRequest, type FakeLlm } from "../helpers/fake-llm";
import type { WorkspaceFixture } from "../helpers/fixtures";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// Agent tests end to end over /v1, with the local executor playing the conversations: a script
// caller and a persona played by the fake OpenAI-compatible model, which is also the agent's model
// and the judge. Tool mocks answer the agent's tools; the business's endpoint must never be reached.

let h: DialingHarness;
let llm: FakeLlm;
let endpoint: ToolEndpoint;
let receiver: WebhookReceiver;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let connectionId: string;
let toolName: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  endpoint = await startToolEndpoint();
  receiver = await startWebhookReceiver();
  h = await startDialingHarness({
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    TOOLS_ALLOW_PRIVATE_TARGETS: "true",
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "1",
  });
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  const { encryptSecret } = await import("@/server/secrets/encryption");
  ws = await createWorkspaceFixture(db, { webhookUrl: receiver.url, webhookEvents: ["test_run.completed"] });
  receiver.setSecret(ws.webhook!.secret);
  connectionId = (
    await db.llmConnection.create({
      data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
    })
  ).id;
  const tool = await db.tool.create({
    data: {
      workspaceId: ws.workspaceId,
      name: "lookup_order",
      description: "Looks up an order.",
      parameters: { type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] },
      url: `${endpoint.url}/orders`,
      secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
    },
  });
  toolName = tool.name;
});
afterAll(async () => {
  await h?.stop();
  await llm?.close();
  await endpoint?.close();
  await receiver?.close();
});
beforeEach(() => {
  llm.reset();
  llm.replyTo = null;
  llm.fallback = { text: ["Sure."] };
});

const base = () => `${h.app.url}/v1/workspaces/${ws.workspaceId}`;
async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, unknown> & { id: string };
      code?: string;
      details?: unknown;
    },
  };
}

/** An `llm` agent made through /v1 (so it has versions), thinking with the fake model. */
async function llmAgent(overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await send("POST", "/agents", {
    name: "Tester",
    voice: "en-US-Journey-O",
    language: "en-US",
    firstMessage: "Hi, this is Ava from Bright Smiles.",
    instructions: "Help with orders.",
    brain: "llm",
    llmConnectionId: connectionId,
    tools: ["end_call"],
    toolIds: [(await db.tool.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, name: toolName } })).id],
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

async function createTest(agentId: string, test: Record<string, unknown>): Promise<string> {
  const { status, body } = await send("POST", `/agents/${agentId}/tests`, { name: "A test", ...test });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

async function runTests(agentId: string, run: Record<string, unknown> = {}) {
  const { status, body } = await send("POST", `/agents/${agentId}/test-runs`, run);
  expect(status, JSON.stringify(body)).toBe(202);
  return body.data as unknown as Run;
}

type Run = z.infer<typeof testRunDetailSchema>;

async function getRun(agentId: string, runId: string): Promise<Run> {
  return (await send("GET", `/agents/${agentId}/test-runs/${runId}`)).body.data as unknown as Run;
}

async function finished(agentId: string, runId: string): Promise<Run> {
  return eventually(
    async () => {
      const run = await getRun(agentId, runId);
      return ["completed", "canceled"].includes(run.status) && run;
    },
    20_000,
    "the run to finish",
  );
}

const isPersona = (request: ChatRequest) => String(request.messages[0]?.content).includes("You play the CALLER");
const isJudge = (request: ChatRequest) =>
  String(request.messages[0]?.content).includes("You judge a test conversation");
const isAnalysis = (request: ChatRequest) =>
  String(request.messages[0]?.content).includes("You analyse the transcript");

describe("a script caller against the script agent", () => {
  it("passes when every expectation holds, and fails saying which and why", async () => {
    const agentId = ws.agentId; // the fixture's script agent: two questions, then goodbye
    const script = { script: ["Hi, yes.", "Tuesday, please.", "Morning."] };
    const passing = await createTest(agentId, {
      name: "Books a morning",
      caller: script,
      expectations: [
        { type: "endedReason", equals: "agent_ended" },
        { type: "toolCalled", tool: "end_call" },
        { type: "toolNotCalled", tool: toolName },
        { type: "transcript", contains: "(?i)morning or afternoon", role: "agent" },
        { type: "transcript", notContains: "refund" },
        { type: "analysis", field: "successful", op: "=", value: true },
        { type: "analysis", field: "Which day suits you best?", op: "contains", value: "tuesday" },
      ],
    });
    const failing = await createTest(agentId, {
      name: "Expects the wrong things",
      caller: script,
      expectations: [
        { type: "endedReason", equals: "transferred" },
        { type: "toolCalled", tool: toolName, arguments: { orderNumber: "1" } },
        { type: "toolNotCalled", tool: "end_call" },
        { type: "transcript", contains: "refund", role: "agent" },
        { type: "transcript", notContains: "(?i)tuesday", role: "callee" },
        { type: "analysis", field: "successful", op: "=", value: false },
      ],
    });
    const run = await finished(agentId, (await runTests(agentId, { testIds: [passing, failing] })).id);
    expect(run.status).toBe("completed");
    expect(run.counts).toEqual({ total: 2, passed: 1, failed: 1, errored: 0, canceled: 0, pending: 0 });
    expect(run.passRate).toBe(0.5);
    const [pass, fail] = [passing, failing].map((id) => run.conversations.find((c) => c.testId === id)!);
    expect(pass.status).toBe("passed");
    expect(pass.endedReason).toBe("agent_ended");
    expect(pass.transcript.map((t) => [t.role, t.text])).toEqual([
      ["agent", "Hello! How can I help you today?"],
      ["user", "Hi, yes."],
      ["agent", "Which day suits you best?"],
      ["user", "Tuesday, please."],
      ["agent", "Thank you. Morning or afternoon?"],
      ["user", "Morning."],
      ["agent", "Thank you, that's everything I needed. Goodbye!"],
    ]);
    expect(pass.transcript.at(-1)!.toolCalls).toEqual([{ name: "end_call", arguments: { reason: "script finished" } }]);
    expect(pass.expectations.every((e) => e.passed && e.reason === null)).toBe(true);
    expect(fail.status).toBe("failed");
    expect(fail.expectations.map((e) => [e.passed, e.reason])).toEqual([
      [false, "The conversation ended agent_ended, not transferred."],
      [false, `${toolName} was never called.`],
      [false, expect.stringMatching(/^end_call was called with/)],
      [false, "Nothing the agent said matches /refund/."],
      [false, expect.stringMatching(/^The caller said "Tuesday, please\.", which matches/)],
      [false, "The analysis has successful = true, expected = false."],
    ]);
  });
});

/** The agent's model: `agent` decides its replies; the judge and the analysis answer as given. */
function model(
  agent: (request: ChatRequest) => import("../helpers/fake-llm").Reply,
  judge = { pass: true, reason: "It did." },
) {
  llm.replyTo = (request) => {
    if (isJudge(request)) return { content: JSON.stringify(judge) };
    if (isAnalysis(request))
      return { content: JSON.stringify({ summary: "Talked.", successful: null, structuredData: null }) };
    return agent(request);
  };
}

const lastUser = (request: ChatRequest) => String(request.messages.findLast((m) => m.role === "user")?.content ?? "");

describe("tools in a test", () => {
  it("a mock answers the call whose arguments it holds, an unmocked call is refused, and the business's endpoint is never reached", async () => {
    const agentId = await llmAgent();
    model((request) => {
      const last = request.messages.at(-1)!;
      if (last.role === "tool") return { text: ["Done."] };
      const said = lastUser(request);
      if (said.includes("1234")) return { text: [], tools: [{ name: toolName, arguments: '{"orderNumber":"1234"}' }] };
      if (said.includes("999")) return { text: [], tools: [{ name: toolName, arguments: '{"orderNumber":"999"}' }] };
      return { text: ["How can I help?"] };
    });
    const testId = await createTest(agentId, {
      caller: { script: ["Where is order 1234?", "And order 999?"] },
      toolMocks: [
        { tool: toolName, arguments: { orderNumber: "1" }, result: { status: "lost" } },
        { tool: toolName, arguments: { orderNumber: "1234" }, result: { status: "shipped", eta: "Tuesday" } },
      ],
      expectations: [
        { type: "toolCalled", tool: toolName, arguments: { orderNumber: "1234" } },
        { type: "toolCalled", tool: toolName, arguments: { orderNumber: "5" } },
      ],
    });
    const run = await finished(agentId, (await runTests(agentId, { testIds: [testId] })).id);
    const [conversation] = run.conversations;
    const calls = conversation.transcript.flatMap((turn) => turn.toolCalls);
    expect(calls.map((call) => [call.arguments, call.status, JSON.parse(call.result!)])).toEqual([
      [{ orderNumber: "1234" }, "ok", { status: "shipped", eta: "Tuesday" }],
      [{ orderNumber: "999" }, "refused", { error: expect.stringContaining("no mock answers lookup_order") }],
    ]);
    // The model was shown the mock's answer.
    const shown = llm.requests.flatMap((request) => request.messages).filter((m) => m.role === "tool");
    expect(shown.map((m) => JSON.parse(m.content!))).toContainEqual({ status: "shipped", eta: "Tuesday" });
    expect(endpoint.requests).toHaveLength(0);
    expect(conversation.status).toBe("failed");
    expect(conversation.expectations.map((e) => e.passed)).toEqual([true, false]);
    expect(conversation.expectations[1].reason).toBe(
      `${toolName} was called, but never with arguments holding {"orderNumber":"5"} (it got {"orderNumber":"1234"}, {"orderNumber":"999"}).`,
    );
  });
});

describe("a persona caller and the judge", () => {
  it("the persona talks through the model until it hangs up, and the judge's verdict and reason are kept, both ways", async () => {
    const agentId = await llmAgent();
    let personaTurns = 0;
    model((request) => {
      if (isPersona(request)) {
        personaTurns += 1;
        // The persona sees the agent's words as the user's.
        expect(lastUser(request)).toMatch(/^(Hi, this is Ava|We open at nine)/);
        return personaTurns === 1
          ? { text: ["When do you open?"] }
          : { text: ["Thanks, bye!"], tools: [{ name: "end_call", arguments: "{}" }] };
      }
      return { text: ["We open at nine."] };
    });
    const persona = { persona: "A patient who wants to know the opening hours.", llmConnectionId: connectionId };
    const judged = await createTest(agentId, {
      name: "Judged",
      caller: persona,
      expectations: [
        { type: "judge", rubric: "The agent gives the opening hours." },
        { type: "endedReason", equals: "completed" },
      ],
    });
    let run = await finished(agentId, (await runTests(agentId, { testIds: [judged] })).id);
    expect(run.conversations[0].transcript.map((t) => [t.role, t.text])).toEqual([
      ["agent", "Hi, this is Ava from Bright Smiles."],
      ["user", "When do you open?"],
      ["agent", "We open at nine."],
      ["user", "Thanks, bye!"],
    ]);
    expect(run.conversations[0].status).toBe("passed");
    expect(run.conversations[0].expectations[0]).toMatchObject({ passed: true, reason: "It did." });
    const judgeRequest = llm.requests.find(isJudge)!;
    expect(judgeRequest.messages[0].content).toContain("The agent gives the opening hours.");
    expect(judgeRequest.messages[0].content).toContain("Caller: When do you open?");

    personaTurns = 0;
    model(
      (request) =>
        isPersona(request)
          ? personaTurns++
            ? { text: ["Bye."], tools: [{ name: "end_call", arguments: "{}" }] }
            : { text: ["When do you open?"] }
          : { text: ["We open at nine."] },
      { pass: false, reason: "It never said the closing time." },
    );
    run = await finished(agentId, (await runTests(agentId, { testIds: [judged] })).id);
    expect(run.conversations[0].status).toBe("failed");
    expect(run.conversations[0].expectations[0]).toMatchObject({
      passed: false,
      reason: "It never said the closing time.",
    });
  });
});

describe("runs", () => {
  it("iterations give each test a pass rate over its conversations", async () => {
    const agentId = await llmAgent();
    let answers = 0;
    // Every other conversation the agent mentions a refund it must not.
    model(() => ({ text: [answers++ % 2 ? "Sure, a refund." : "Sure."] }));
    const testId = await createTest(agentId, {
      caller: { script: ["Hello?"] },
      expectations: [{ type: "transcript", notContains: "(?i)refund", role: "agent" }],
    });
    const run = await finished(agentId, (await runTests(agentId, { testIds: [testId], iterations: 4 })).id);
    expect(run.counts).toMatchObject({ total: 4, passed: 2, failed: 2 });
    expect(run.tests).toEqual([expect.objectContaining({ testId, total: 4, passed: 2, failed: 2, passRate: 0.5 })]);
    expect(run.conversations.map((c) => c.iteration).sort()).toEqual([1, 2, 3, 4]);
  });

  it("a run pinned to an older version plays that version's settings", async () => {
    const agentId = await llmAgent({ firstMessage: "Hello from version one." });
    expect((await send("PATCH", `/agents/${agentId}`, { firstMessage: "Hello from version two." })).status).toBe(200);
    model(() => ({ text: ["Sure."] }));
    const testId = await createTest(agentId, {
      caller: { script: ["Hi."] },
      expectations: [{ type: "transcript", contains: "version one", role: "agent" }],
    });
    const pinned = await finished(agentId, (await runTests(agentId, { agentVersion: 1 })).id);
    expect(pinned.agentVersion).toBe(1);
    expect(pinned.conversations[0].transcript[0].text).toBe("Hello from version one.");
    expect(pinned.conversations[0].status).toBe("passed");
    const current = await finished(agentId, (await runTests(agentId, { testIds: [testId] })).id);
    expect(current.agentVersion).toBe(2);
    expect(current.conversations[0].status).toBe("failed");
    expect((await send("POST", `/agents/${agentId}/test-runs`, { agentVersion: 3 })).body).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { issues: [{ path: ["agentVersion"], message: "This agent has no version 3." }] },
    });
  });

  it("a completed run is announced once by the test_run.completed webhook, with its counts", async () => {
    const agentId = await llmAgent();
    model(() => ({ text: ["Sure."] }));
    await createTest(agentId, {
      caller: { script: ["Hi."] },
      expectations: [{ type: "endedReason", equals: "completed" }],
    });
    const run = await finished(agentId, (await runTests(agentId, { iterations: 2 })).id);
    const delivered = await eventually(
      async () =>
        receiver.attempts.find((a) => a.type === "test_run.completed" && a.data?.id === run.id && a.status === 204),
      10_000,
      "the webhook",
    );
    expect(delivered.signatureValid).toBe(true);
    expect(delivered.data).toMatchObject({
      id: run.id,
      agentId,
      status: "completed",
      agentVersion: 1,
      counts: { total: 2, passed: 2, failed: 0, errored: 0 },
      passRate: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.attempts.filter((a) => a.data?.id === run.id)).toHaveLength(1);
  });

  it("a run canceled midway stops: the conversation being played ends canceled at its next turn, the rest never start, and nothing is announced", async () => {
    const agentId = await llmAgent();
    model(() => ({ text: ["Let me think", " about that."], firstTokenMs: 150 }));
    const testId = await createTest(agentId, {
      caller: { script: Array.from({ length: 30 }, (_, i) => `Question ${i}?`) },
      maxTurns: 30,
    });
    const { id } = await runTests(agentId, { testIds: [testId], iterations: 10 });
    await eventually(
      async () => (await getRun(agentId, id)).conversations.some((c) => c.status === "running"),
      10_000,
      "a conversation under way",
    );
    const canceled = await send("POST", `/agents/${agentId}/test-runs/${id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe("canceled");
    const requestsAtCancel = llm.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const run = await getRun(agentId, id);
    expect(run.status).toBe("canceled");
    expect(run.counts).toMatchObject({ total: 10, canceled: 10, pending: 0 });
    // At most the turn in flight of each conversation being played finished after the cancel.
    expect(llm.requests.length - requestsAtCancel).toBeLessThanOrEqual(4);
    expect(receiver.attempts.some((a) => a.data?.id === id)).toBe(false);
    // Canceling again answers the run; a completed run cannot be canceled.
    expect((await send("POST", `/agents/${agentId}/test-runs/${id}/cancel`)).status).toBe(200);
  });

  it("lists runs newest first with their counts, and tests of the agent", async () => {
    const agentId = await llmAgent();
    model(() => ({ text: ["Sure."] }));
    await createTest(agentId, { caller: { script: ["Hi."] } });
    const first = await finished(agentId, (await runTests(agentId)).id);
    const second = await finished(agentId, (await runTests(agentId)).id);
    const { body } = await send("GET", `/agents/${agentId}/test-runs`);
    expect((body.data.items as Run[]).map((r) => [r.id, r.counts.passed])).toEqual([
      [second.id, 1],
      [first.id, 1],
    ]);
    expect((await send("POST", `/agents/${agentId}/test-runs/${first.id}/cancel`)).body).toMatchObject({
      code: "CONFLICT",
    });
  });
});
