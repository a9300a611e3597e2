import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Prisma } from "@/server/db/generated/client";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeLlm, type ChatRequest, type FakeLlm, type Reply } from "../helpers/fake-llm";
import { FIXTURE_INSTRUCTIONS, type WorkspaceFixture } from "../helpers/fixtures";
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
  return { status: response.status, body: (await response.json()) as { data: any; code?: string; details?: any } };
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
  return body.data as { id: string; status: string };
}

async function finished(agentId: string, runId: string) {
  return eventually(
    async () => {
      const { body } = await send("GET", `/agents/${agentId}/test-runs/${runId}`);
      return ["completed", "canceled"].includes(body.data.status) && body.data;
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
    const [pass, fail] = [passing, failing].map((id) => run.conversations.find((c: any) => c.testId === id));
    expect(pass.status).toBe("passed");
    expect(pass.endedReason).toBe("agent_ended");
    expect(pass.transcript.map((t: any) => [t.role, t.text])).toEqual([
      ["agent", "Hello! How can I help you today?"],
      ["user", "Hi, yes."],
      ["agent", "Which day suits you best?"],
      ["user", "Tuesday, please."],
      ["agent", "Thank you. Morning or afternoon?"],
      ["user", "Morning."],
      ["agent", "Thank you, that's everything I needed. Goodbye!"],
    ]);
    expect(pass.transcript.at(-1).toolCalls).toEqual([{ name: "end_call", arguments: { reason: "script finished" } }]);
    expect(pass.expectations.every((e: any) => e.passed && e.reason === null)).toBe(true);
    expect(fail.status).toBe("failed");
    expect(fail.expectations.map((e: any) => [e.passed, e.reason])).toEqual([
      [false, "The conversation ended agent_ended, not transferred."],
      [false, `${toolName} was never called.`],
      [false, expect.stringMatching(/^end_call was called with/)],
      [false, "Nothing the agent said matches /refund/."],
      [false, expect.stringMatching(/^The caller said "Tuesday, please\.", which matches/)],
      [false, "The analysis has successful = true, expected = false."],
    ]);
  });
});
