import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorOf } from "@/server/api/errors";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";
import { llmTargets } from "@/server/llm/client";
import { decryptSecret } from "@/server/secrets/encryption";
import { toolTargets } from "@/server/tools/request";
import { testChat, type TestChatEvent } from "@/server/voice/test-chat";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { callerFor, rejectionOf } from "../helpers/settings-caller";

// The voice agent's settings as the UI calls them: every rule of an agent's fields, LLM
// connections whose keys are sealed and never shown, and the test panel's chat, which goes through
// the same brain and the same authorization as everything else.

const issuePaths = async (promise: Promise<unknown>) => {
  const error = await rejectionOf(promise);
  expect(error.code).toBe("VALIDATION_ERROR");
  return (error.details?.issues ?? []).map((issue) => issue.path);
};

let alice: { userId: string; workspaceId: string };
let bob: { userId: string; workspaceId: string };
let llm: FakeLlm;
let endpoint: ToolEndpoint;
const KEY = "sk-live-abcdefghijklmnop1234";

beforeAll(async () => {
  llmTargets.allowPrivate = true; // the fake model listens on loopback
  toolTargets.allowPrivate = true; // and so does the business's tool endpoint
  await dbReady();
  llm = await startFakeLlm();
  endpoint = await startToolEndpoint();
  alice = await signUp({
    name: "Alice",
    email: "alice.agents@example.com",
    password: "correct horse battery",
    workspaceName: "Acme",
  });
  bob = await signUp({
    name: "Bob",
    email: "bob.agents@example.com",
    password: "another long secret",
    workspaceName: "Bobco",
  });
});
afterAll(async () => {
  await llm?.close();
  await endpoint?.close();
});

const base = {
  name: "Ava",
  voice: "en-US-Journey-O",
  language: "en-US" as const,
  firstMessage: "Hi {{name}}!",
  instructions: "- Which day suits you?",
};

describe("an agent's settings", () => {
  it("saves every voice-agent field, the analysis schema as JSON", async () => {
    const caller = callerFor(alice.userId);
    const { data: connection } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "OpenAI",
      baseUrl: llm.baseUrl,
      defaultModel: "gpt-4o-mini",
      apiKey: KEY,
    });
    const {
      data: { id },
    } = await caller.v1.agents.create({
      id: alice.workspaceId,
      ...base,
      ttsProvider: "Amazon",
      voice: "Joanna-Neural",
      brain: "llm",
      llmConnectionId: connection.id,
      llmModel: "gpt-4o",
      temperature: 0.2,
      tools: ["end_call", "transfer_call"],
      transferNumbers: ["+14155550199"],
      voicemailAction: "leave_message",
      voicemailMessage: "Please call back.",
      silenceTimeoutSec: 8,
      maxDurationSec: 300,
      recordCalls: true,
      analysisSchema: { type: "object", properties: { day: { type: "string" } } },
      successCriteria: "A day was agreed.",
    });
    expect(await db.agent.findUniqueOrThrow({ where: { id } })).toMatchObject({
      ttsProvider: "Amazon",
      voice: "Joanna-Neural",
      brain: "llm",
      llmConnectionId: connection.id,
      tools: ["end_call", "transfer_call"],
      transferNumbers: ["+14155550199"],
      // recordCalls, the deprecated name, sets recording.enabled.
      recording: { enabled: true, consent: "none", announcement: "This call may be recorded." },
      analysisSchema: { type: "object", properties: { day: { type: "string" } } },
    });
    // A null schema clears it.
    await caller.v1.agents.update({ id: alice.workspaceId, agentId: id, analysisSchema: null });
    expect((await db.agent.findUniqueOrThrow({ where: { id } })).analysisSchema).toBeNull();
  });

  it("refuses each broken rule with a field issue, and writes nothing", async () => {
    const caller = callerFor(alice.userId);
    const before = await db.agent.count({ where: { workspaceId: alice.workspaceId } });
    const create = (fields: object) => caller.v1.agents.create({ id: alice.workspaceId, ...base, ...fields });
    expect(await issuePaths(create({ ttsProvider: "Google", voice: "Joanna-Neural" }))).toEqual([["voice"]]);
    expect(await issuePaths(create({ brain: "llm" }))).toEqual([["llmConnectionId"]]);
    expect(await issuePaths(create({ tools: ["transfer_call"] }))).toEqual([["transferNumbers"]]);
    expect(await issuePaths(create({ tools: ["end_call"], transferNumbers: ["555-0199"] }))).toEqual([
      ["transferNumbers", 0],
    ]);
    expect(await issuePaths(create({ voicemailAction: "leave_message", voicemailMessage: "" }))).toEqual([
      ["voicemailMessage"],
    ]);
    expect(await issuePaths(create({ silenceTimeoutSec: 1, maxDurationSec: 20_000, temperature: 3 }))).toEqual([
      ["temperature"],
      ["silenceTimeoutSec"],
      ["maxDurationSec"],
    ]);
    expect(await issuePaths(create({ analysisSchema: "{not json" }))).toEqual([["analysisSchema"]]);
    expect(await issuePaths(create({ analysisSchema: { type: "string" } }))).toEqual([["analysisSchema"]]);
    expect(
      await issuePaths(create({ analysisSchema: { type: "object", properties: { day: { type: "nonsense" } } } })),
    ).toEqual([["analysisSchema", "properties", "day", "type"]]);
    // Analysis checks the model's answers with RE2, which has no lookarounds.
    expect(
      await issuePaths(
        create({ analysisSchema: { type: "object", properties: { day: { type: "string", pattern: "^(?!x)" } } } }),
      ),
    ).toEqual([["analysisSchema", "properties", "day", "pattern"]]);
    // Patterns are bounded: a 16.8 KB one is refused before it is compiled.
    expect(
      await issuePaths(
        create({
          analysisSchema: {
            type: "object",
            patternProperties: { ["x{1000}".repeat(2400)]: { type: "string" } },
          },
        }),
      ),
    ).toEqual([["analysisSchema", "patternProperties", "x{1000}".repeat(2400)]]);
    const { data: theirs } = await callerFor(bob.userId).v1.llmConnections.create({
      id: bob.workspaceId,
      name: "Theirs",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    expect(await issuePaths(create({ brain: "llm", llmConnectionId: theirs.id }))).toEqual([["llmConnectionId"]]);
    expect(await db.agent.count({ where: { workspaceId: alice.workspaceId } })).toBe(before);
  });
});

describe("LLM connections", () => {
  it("seals the key at rest, shows only its last four characters, and keeps it when an update leaves it empty", async () => {
    const caller = callerFor(alice.userId);
    const { data: created } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Groq",
      baseUrl: llm.baseUrl,
      defaultModel: "llama",
      apiKey: KEY,
    });
    expect(JSON.stringify(created)).not.toContain(KEY.slice(0, 10));
    expect(created.apiKeyLast4).toBe("1234");
    const row = await db.llmConnection.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.apiKeySealed).not.toContain(KEY);
    expect(decryptSecret(row.apiKeySealed!)).toBe(KEY);
    const listed = await caller.dashboard.llmConnections({ id: alice.workspaceId });
    expect(JSON.stringify(listed)).not.toContain("apiKeySealed");

    await caller.v1.llmConnections.update({
      id: alice.workspaceId,
      connectionId: created.id,
      name: "Groq",
      baseUrl: llm.baseUrl,
      defaultModel: "llama-3",
      apiKey: "",
    });
    expect(decryptSecret((await db.llmConnection.findUniqueOrThrow({ where: { id: created.id } })).apiKeySealed!)).toBe(
      KEY,
    );
    await caller.v1.llmConnections.update({
      id: alice.workspaceId,
      connectionId: created.id,
      name: "Groq",
      baseUrl: llm.baseUrl,
      defaultModel: "llama-3",
      apiKey: "sk-new-key-9999",
    });
    expect(await db.llmConnection.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      apiKeyLast4: "9999",
      defaultModel: "llama-3",
    });
  });

  it("refuses a duplicate name, another workspace's connection, a member, and (with private targets off) an address inside the network", async () => {
    const caller = callerFor(alice.userId);
    const { data: first } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Same",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    expect(
      await issuePaths(
        caller.v1.llmConnections.create({
          id: alice.workspaceId,
          name: "Same",
          baseUrl: llm.baseUrl,
          defaultModel: "m",
          apiKey: "",
        }),
      ),
    ).toEqual([["name"]]);
    expect(
      (
        await rejectionOf(
          callerFor(bob.userId).v1.llmConnections.delete({ id: alice.workspaceId, connectionId: first.id }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await rejectionOf(
          callerFor(bob.userId).v1.llmConnections.delete({ id: bob.workspaceId, connectionId: first.id }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(await db.llmConnection.count({ where: { id: first.id } })).toBe(1);

    llmTargets.allowPrivate = false;
    try {
      expect(
        await issuePaths(
          caller.v1.llmConnections.create({
            id: alice.workspaceId,
            name: "Metadata",
            baseUrl: "http://169.254.169.254/v1",
            defaultModel: "m",
            apiKey: "",
          }),
        ),
      ).toEqual([["baseUrl"]]);
    } finally {
      llmTargets.allowPrivate = true;
    }
  });

  it("refuses to delete a connection agents think through (409 naming them), and deletes it once none does", async () => {
    const caller = callerFor(alice.userId);
    const { data: connection } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Doomed",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    const { data: agent } = await caller.v1.agents.create({
      id: alice.workspaceId,
      ...base,
      brain: "llm",
      llmConnectionId: connection.id,
    });
    const refused = await rejectionOf(
      caller.v1.llmConnections.delete({ id: alice.workspaceId, connectionId: connection.id }),
    );
    expect(refused).toMatchObject({ code: "CONFLICT", details: { agentIds: [agent.id] } });
    expect(await db.llmConnection.count({ where: { id: connection.id } })).toBe(1);

    await caller.v1.agents.delete({ id: alice.workspaceId, agentId: agent.id });
    await caller.v1.llmConnections.delete({ id: alice.workspaceId, connectionId: connection.id });
    expect(await db.llmConnection.count({ where: { id: connection.id } })).toBe(0);
  });
});

describe("the test panel's chat", () => {
  async function chat(
    userId: string | null,
    workspaceId: string,
    agentId: string,
    body: unknown,
  ): Promise<{ status: number; events: TestChatEvent[]; error?: string }> {
    const request = new Request("http://svc.test/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    try {
      const response = await testChat(request, userId, workspaceId, agentId);
      const text = await response.text();
      return {
        status: response.status,
        events: text
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as TestChatEvent),
      };
    } catch (error) {
      const apiError = apiErrorOf(error);
      return { status: apiError.status, events: [], error: apiError.code };
    }
  }

  it("opens with the first message, then streams the brain's answer and its tool calls", async () => {
    const caller = callerFor(alice.userId);
    const { data: connection } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Chat",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    const { data: agent } = await caller.v1.agents.create({
      id: alice.workspaceId,
      ...base,
      brain: "llm",
      llmConnectionId: connection.id,
    });
    expect((await chat(alice.userId, alice.workspaceId, agent.id, { history: [] })).events).toEqual([
      { type: "text", delta: "Hi Test caller!" },
      { type: "done" },
    ]);

    llm.script({ text: ["Tuesday", " works."], tools: [{ name: "end_call", arguments: "{}" }] });
    const { events } = await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [
        { role: "agent", text: "Hi!" },
        { role: "user", text: "Tuesday?" },
      ],
    });
    expect(events).toEqual([
      { type: "text", delta: "Tuesday" },
      { type: "text", delta: " works." },
      { type: "tool", call: { id: expect.any(String), name: "end_call", arguments: {}, at: 14 } },
      { type: "done" },
    ]);

    llm.script({ status: 500 });
    const failed = await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [{ role: "user", text: "Hello?" }],
    });
    expect(failed.events.at(-1)).toMatchObject({ type: "error", message: expect.stringContaining("could not answer") });
  });

  it("runs the agent's tools for real and streams each request and response as it happens", async () => {
    const caller = callerFor(alice.userId);
    const { data: connection } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Tools",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    const { data: tool } = await caller.v1.tools.create({
      id: alice.workspaceId,
      name: "check_slot",
      description: "Checks whether a day is free.",
      parameters: { type: "object", properties: { day: { type: "string" } }, required: ["day"] },
      url: `${endpoint.url}/slots`,
      messages: { start: "One moment." },
    });
    endpoint.setSecret(tool.signingSecret);
    endpoint.answer = () => ({ json: { free: true } });
    const { data: agent } = await caller.v1.agents.create({
      id: alice.workspaceId,
      ...base,
      brain: "llm",
      llmConnectionId: connection.id,
      toolIds: [tool.id],
    });

    llm.script(
      { text: [], tools: [{ name: "check_slot", arguments: '{"day":"Tuesday"}', id: "call_panel_1" }] },
      { text: ["Tuesday is free."] },
    );
    const { events } = await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [
        { role: "agent", text: "Hi!" },
        { role: "user", text: "Tuesday?" },
      ],
    });
    expect(events).toEqual([
      {
        type: "tool_started",
        call: { id: "call_panel_1", name: "check_slot", toolId: tool.id, arguments: { day: "Tuesday" }, at: 0 },
        message: "One moment.",
      },
      {
        type: "tool_finished",
        call: {
          id: "call_panel_1",
          name: "check_slot",
          toolId: tool.id,
          arguments: { day: "Tuesday" },
          at: 0,
          status: "ok",
          httpStatus: 200,
          latencyMs: expect.any(Number),
          result: '{"free":true}',
          error: null,
        },
        message: null,
      },
      { type: "text", delta: "Tuesday is free." },
      { type: "done" },
    ]);
    expect(endpoint.requests.at(-1)).toMatchObject({
      signatureValid: true,
      payload: { arguments: { day: "Tuesday" }, call: { id: null, agentId: agent.id, mode: "test" } },
    });

    // The next message sends the turn back with its tool call: the model sees the result again.
    const turn = {
      role: "agent",
      text: "Tuesday is free.",
      toolCalls: [
        { id: "call_panel_1", name: "check_slot", arguments: { day: "Tuesday" }, result: '{"free":true}', at: 0 },
      ],
    };
    await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [{ role: "user", text: "Tuesday?" }, turn, { role: "user", text: "Book it." }],
    });
    expect(llm.requests.at(-1)!.messages.slice(1)).toEqual([
      { role: "user", content: "Tuesday?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_panel_1", type: "function", function: { name: "check_slot", arguments: '{"day":"Tuesday"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_panel_1", content: '{"free":true}' },
      { role: "assistant", content: "Tuesday is free." },
      { role: "user", content: "Book it." },
    ]);
  });

  it("does not follow a model's redirect: it could lead inside the network", async () => {
    const caller = callerFor(alice.userId);
    const { data: connection } = await caller.v1.llmConnections.create({
      id: alice.workspaceId,
      name: "Redirecting",
      baseUrl: llm.baseUrl,
      defaultModel: "m",
      apiKey: "",
    });
    const { data: agent } = await caller.v1.agents.create({
      id: alice.workspaceId,
      ...base,
      brain: "llm",
      llmConnectionId: connection.id,
    });
    llm.script({ status: 307, location: `${llm.baseUrl}/chat/completions` }, { text: ["Followed."] });
    const { events } = await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [{ role: "user", text: "Hello?" }],
    });
    expect(events.at(-1)).toMatchObject({ type: "error", message: expect.stringContaining("could not answer") });
    expect(events.some((e) => e.type === "text")).toBe(false);
    llm.reset();
  });

  it("asks the script brain the same way", async () => {
    const { data: agent } = await callerFor(alice.userId).v1.agents.create({ id: alice.workspaceId, ...base });
    const { events } = await chat(alice.userId, alice.workspaceId, agent.id, {
      history: [
        { role: "agent", text: "Hi!" },
        { role: "user", text: "Hello" },
      ],
    });
    expect(
      events
        .filter((e) => e.type === "text")
        .map((e) => (e as { delta: string }).delta)
        .join(""),
    ).toBe("Which day suits you?");
  });

  it("refuses a signed-out user, a non-member, another workspace's agent, an LLM agent without a connection, and bad input", async () => {
    const { data: agent } = await callerFor(alice.userId).v1.agents.create({ id: alice.workspaceId, ...base });
    expect((await chat(null, alice.workspaceId, agent.id, { history: [] })).error).toBe("UNAUTHENTICATED");
    expect((await chat(bob.userId, alice.workspaceId, agent.id, { history: [] })).error).toBe("NOT_FOUND");
    expect((await chat(bob.userId, bob.workspaceId, agent.id, { history: [] })).error).toBe("NOT_FOUND");
    expect(
      (await chat(alice.userId, alice.workspaceId, agent.id, { history: [{ role: "robot", text: "hi" }] })).error,
    ).toBe("VALIDATION_ERROR");
    expect((await chat(alice.userId, alice.workspaceId, agent.id, { history: [], extra: 1 })).error).toBe(
      "VALIDATION_ERROR",
    );
    await db.agent.update({ where: { id: agent.id }, data: { brain: "llm", llmConnectionId: null } });
    expect((await chat(alice.userId, alice.workspaceId, agent.id, { history: [] })).error).toBe("CONFLICT");
  });
});
