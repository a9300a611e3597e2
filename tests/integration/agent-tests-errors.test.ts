import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import type { WorkspaceFixture } from "../helpers/fixtures";

// What a user can get wrong about agent tests (each a 400 naming its path, nothing stored), and a
// model that fails in a run: that conversation is `errored` with the reason, the run completes.

let h: DialingHarness;
let llm: FakeLlm;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let connectionId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  h = await startDialingHarness({ LLM_ALLOW_PRIVATE_TARGETS: "true", LLM_FIRST_TOKEN_TIMEOUT_SEC: "0.3" });
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
  connectionId = (
    await db.llmConnection.create({
      data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
    })
  ).id;
});
afterAll(async () => {
  await h?.stop();
  await llm?.close();
});

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${h.app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; details?: unknown; data?: { id: string } },
  };
}

const valid = { name: "T", caller: { script: ["Hi."] } };

describe("bad input: 400 naming the path, nothing stored", () => {
  const cases: [string, Record<string, unknown>, (string | number)[]][] = [
    ["a script caller with no lines", { caller: { script: [] } }, ["caller", "script"]],
    ["a persona without an LLM connection", { caller: { persona: "A patient." } }, ["caller", "llmConnectionId"]],
    [
      "a persona with another workspace's connection",
      { caller: { persona: "A patient.", llmConnectionId: "llm_nope" } },
      ["caller", "llmConnectionId"],
    ],
    ["an unknown tool in a mock", { toolMocks: [{ tool: "no_such_tool", result: {} }] }, ["toolMocks", 0, "tool"]],
    ["a built-in tool in a mock", { toolMocks: [{ tool: "end_call", result: {} }] }, ["toolMocks", 0, "tool"]],
    [
      "an unknown tool in an expectation",
      {
        expectations: [
          { type: "endedReason", equals: "completed" },
          { type: "toolCalled", tool: "nope" },
        ],
      },
      ["expectations", 1, "tool"],
    ],
    [
      "an invalid regular expression",
      { expectations: [{ type: "transcript", contains: "(unclosed" }] },
      ["expectations", 0, "contains"],
    ],
    [
      "a backtracking-only construct RE2 refuses",
      { expectations: [{ type: "transcript", notContains: "(a)\\1" }] },
      ["expectations", 0, "notContains"],
    ],
    [
      "a pattern longer than 512 characters",
      { expectations: [{ type: "transcript", notContains: "x{1000}".repeat(2400) }] },
      ["expectations", 0, "notContains"],
    ],
    [
      "a pattern of more than 1,000 RE2 instructions",
      { expectations: [{ type: "transcript", contains: "(?:a|b){1000}" }] },
      ["expectations", 0, "contains"],
    ],
    ["a lookbehind", { expectations: [{ type: "transcript", contains: "(?<=a)b" }] }, ["expectations", 0, "contains"]],
    ["an unknown expectation type", { expectations: [{ type: "vibes" }] }, ["expectations", 0, "type"]],
    ["an unknown field", { colour: "red" }, ["colour"]],
  ];
  for (const [what, change, path] of cases) {
    it(what, async () => {
      const before = await db.agentTest.count();
      const { status, body } = await send("POST", `/agents/${ws.agentId}/tests`, { ...valid, ...change });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      const paths = (body.details as { issues: { path: (string | number)[] }[] }).issues.map((issue) => issue.path);
      expect(paths).toContainEqual(path);
      expect(await db.agentTest.count()).toBe(before);
    });
  }

  it("a PATCH is checked the same way and leaves the test as it was", async () => {
    const { body } = await send("POST", `/agents/${ws.agentId}/tests`, valid);
    const patched = await send("PATCH", `/agents/${ws.agentId}/tests/${body.data!.id}`, {
      expectations: [{ type: "transcript", contains: "[" }],
    });
    expect(patched.status).toBe(400);
    expect((await send("GET", `/agents/${ws.agentId}/tests/${body.data!.id}`)).body.data).toMatchObject({
      expectations: [],
    });
  });

  it("a run of unknown tests, or of an agent without tests, or of another workspace's agent", async () => {
    const { body } = await send("POST", `/agents/${ws.agentId}/tests`, valid);
    expect(
      (await send("POST", `/agents/${ws.agentId}/test-runs`, { testIds: [body.data!.id, "tst_nope"] })).body,
    ).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { issues: [{ path: ["testIds", 1] }] },
    });
    expect((await send("POST", `/agents/${ws.agentId}/test-runs`, { iterations: 11 })).status).toBe(400);
    const bare = await db.agent.create({ data: { workspaceId: ws.workspaceId, name: "Bare" } });
    expect((await send("POST", `/agents/${bare.id}/test-runs`, {})).body).toMatchObject({
      details: { issues: [{ path: ["testIds"] }] },
    });
    expect((await send("POST", `/agents/agt_nope/test-runs`, {})).status).toBe(404);
    expect(await db.agentTestRun.count({ where: { agentId: bare.id } })).toBe(0);
  });
});

describe("a model that fails in a run", () => {
  it("makes that conversation errored with the reason, and the run completes", async () => {
    const agent = await db.agent.create({
      data: { workspaceId: ws.workspaceId, name: "Thinker", brain: "llm", llmConnectionId: connectionId },
    });
    llm.replyTo = (request) =>
      String(request.messages.at(-1)?.content).includes("break") ? { status: 500 } : { text: ["Fine."] };
    const ok = await send("POST", `/agents/${agent.id}/tests`, { name: "ok", caller: { script: ["Hello."] } });
    const broken = await send("POST", `/agents/${agent.id}/tests`, {
      name: "broken",
      caller: { script: ["Please break."] },
    });
    const stalled = await send("POST", `/agents/${agent.id}/tests`, {
      name: "persona on a stalled model",
      caller: { persona: "Someone who stalls.", llmConnectionId: connectionId },
    });
    llm.replyTo = (request) => {
      const content = String(request.messages.at(-1)?.content);
      if (content.includes("break")) return { status: 500 };
      if (String(request.messages[0]?.content).includes("You play the CALLER")) return { stallAfter: [] };
      return { text: ["Fine."] };
    };
    const run = (await send("POST", `/agents/${agent.id}/test-runs`, {})).body.data!;
    const done = await eventually(
      async () => {
        const { body } = await send("GET", `/agents/${agent.id}/test-runs/${run.id}`);
        const data = body.data as unknown as {
          status: string;
          counts: Record<string, number>;
          conversations: { testId: string; status: string; error: string | null; endedReason: string }[];
        };
        return data.status === "completed" && data;
      },
      15_000,
      "the run to complete",
    );
    expect(done.counts).toMatchObject({ total: 3, passed: 1, errored: 2 });
    const of = (id: string) => done.conversations.find((c) => c.testId === id)!;
    expect(of(ok.body.data!.id).status).toBe("passed");
    expect(of(broken.body.data!.id)).toMatchObject({
      status: "errored",
      endedReason: "llm_error",
      error: expect.stringMatching(/^The agent's model failed/),
    });
    expect(of(stalled.body.data!.id)).toMatchObject({
      status: "errored",
      error: expect.stringMatching(/^The persona's model failed: the model did not answer in time/),
    });
  });
});
