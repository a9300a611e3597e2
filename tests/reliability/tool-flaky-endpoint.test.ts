import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { connectRelay, twilioUpgradeHeaders } from "../helpers/relay-client";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { eventually } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// 200 calls at once whose agent calls a business endpoint that hangs or fails half the time: every
// call must still end properly (the goodbye said, the session ended by the agent, every turn and
// tool call on record), and no request may outlive its timeout.

vi.hoisted(() => {
  // This process seals the tool's secret for the server: both use this key.
  process.env.SECRETS_KEY = "reliability-tools-secrets-key-0123456789abcdef";
});

const CALLS = 200;
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

let carrier: FakeTwilio;
let llm: FakeLlm;
let endpoint: ToolEndpoint;
let stack: Stack;

beforeAll(async () => {
  carrier = await startFakeTwilio();
  llm = await startFakeLlm();
  endpoint = await startToolEndpoint();
  endpoint.setSecret(SECRET);
  endpoint.answer = () => {
    const dice = Math.random();
    if (dice < 0.25) return { hang: true };
    if (dice < 0.5) return { status: 500, json: { message: "down" } };
    return { json: { status: "shipped" } };
  };
  llm.replyTo = (request) => {
    const last = request.messages.at(-1);
    if (last?.role === "tool") return { text: ["Here is what I found."] };
    if (last?.content === "Where is my order?")
      return { text: [], tools: [{ name: "lookup_order", arguments: '{"orderNumber":"1234"}' }] };
    if (last?.content === "Thanks, bye.") return { text: ["Goodbye!"], tools: [{ name: "end_call", arguments: "{}" }] };
    return null;
  };
  stack = await startStack({
    env: {
      ...carrier.env,
      LLM_ALLOW_PRIVATE_TARGETS: "true",
      TOOLS_ALLOW_PRIVATE_TARGETS: "true",
      TOOL_REQUESTS_PER_MINUTE: "1000000",
      LLM_FIRST_TOKEN_TIMEOUT_SEC: "5",
      SECRETS_KEY: process.env.SECRETS_KEY!,
    },
  });
});
afterAll(async () => {
  await stack?.teardown();
  await Promise.all([carrier?.close(), llm?.close(), endpoint?.close()]);
});

it("every call ends properly when the tool endpoint hangs or fails half the time under 200 concurrent calls", async () => {
  const { db, fixture } = stack;
  const { encryptSecret } = await import("@/server/secrets/encryption");
  const connection = await db.llmConnection.create({
    data: { workspaceId: fixture.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake" },
  });
  const tool = await db.tool.create({
    data: {
      workspaceId: fixture.workspaceId,
      name: "lookup_order",
      description: "Looks up an order.",
      parameters: { type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] },
      url: `${endpoint.url}/orders`,
      timeoutSec: 1,
      failedMessage: "The order system is not answering.",
      secretSealed: encryptSecret(SECRET),
    },
  });
  const agent = await db.agent.create({
    data: {
      workspaceId: fixture.workspaceId,
      name: "Flaky tools",
      brain: "llm",
      llmConnectionId: connection.id,
      firstMessage: "Hi, this is Ava.",
      tools: ["end_call"],
      toolIds: [tool.id],
      silenceTimeoutSec: 60,
    },
  });
  const calls = await db.call.createManyAndReturn({
    data: Array.from({ length: CALLS }, () => ({
      workspaceId: fixture.workspaceId,
      agentId: agent.id,
      to: "+14155552671",
      from: fixture.fromNumber,
      status: "in_progress" as const,
      provider: "twilio",
      providerCallId: `CA${randomBytes(16).toString("hex")}`,
      answeredAt: new Date(),
    })),
  });
  const relayUrl = (callId: string) => `${stack.server.url.replace(/^http/, "ws")}/voice/relay?callId=${callId}`;

  const outcomes = await Promise.all(
    calls.map(async (call) => {
      const relay = await connectRelay(
        relayUrl(call.id),
        twilioUpgradeHeaders(FAKE_TWILIO.authToken, relayUrl(call.id)),
        call.id,
        call.providerCallId!,
      );
      relay.prompt("Hello?");
      await relay.agentTurn(30_000);
      relay.prompt("Where is my order?");
      const answer = await relay.agentTurn(30_000);
      relay.prompt("Thanks, bye.");
      const goodbye = await relay.agentTurn(30_000);
      return { callId: call.id, answer: answer.text, goodbye: goodbye.text, ended: await relay.ended };
    }),
  ).catch(async (error: unknown) => {
    // The server's own account of the failure: its lines arrive through a pipe, after the answer.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const lines = stack.server.logs;
    const errors = lines.filter((line) => /"level":50/.test(line));
    console.log([...errors, ...lines.filter((line) => /"level":40/.test(line))].slice(0, 8).join("\n"));
    throw error;
  });

  expect(outcomes.filter((o) => o.goodbye !== "Goodbye!" || o.ended?.reason !== "agent_ended")).toEqual([]);
  expect(outcomes.filter((o) => !o.answer.endsWith("Here is what I found."))).toEqual([]);
  // Every request went out signed, and each call's tool call is on record with its outcome.
  expect(endpoint.requests.filter((r) => !r.signatureValid)).toEqual([]);
  await eventually(
    async () => (await db.callTurn.count({ where: { callId: { in: calls.map((c) => c.id) } } })) >= CALLS * 6,
    30_000,
  );
  const answers = await db.callTurn.findMany({ where: { callId: { in: calls.map((c) => c.id) }, index: 3 } });
  const statuses = answers.map((turn) => (turn.toolCalls as { status: string }[] | null)?.[0]?.status);
  expect(statuses.filter((status) => !["ok", "error", "timeout"].includes(status ?? ""))).toEqual([]);
  expect(new Set(statuses)).toEqual(new Set(["ok", "error", "timeout"]));
  const failed = answers.filter((turn) => (turn.toolCalls as { status: string }[])[0].status !== "ok");
  expect(failed.every((turn) => turn.text.includes("The order system is not answering."))).toBe(true);
  const ended = await db.call.findMany({
    where: { id: { in: calls.map((c) => c.id) } },
    select: { endedReason: true },
  });
  await eventually(
    async () =>
      (await db.call.count({ where: { id: { in: calls.map((c) => c.id) }, endedReason: "agent_ended" } })) === CALLS,
    30_000,
  );
  expect(ended).toHaveLength(CALLS);
});
