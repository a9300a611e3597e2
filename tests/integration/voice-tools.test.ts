import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Tools during a call, against servers that speak the real protocols: Twilio's side of the relay,
// an OpenAI-compatible model that streams tool calls in pieces, and the business's endpoint, which
// verifies every request's Standard Webhooks signature.

let h: VoiceHarness;
let endpoint: ToolEndpoint;
let counter = 0;

beforeAll(async () => {
  endpoint = await startToolEndpoint();
  h = await startVoiceHarness({ TOOLS_ALLOW_PRIVATE_TARGETS: "true" });
});
afterAll(async () => {
  await h?.stop();
  await endpoint?.close();
});
beforeEach(() => {
  h.llm.reset();
  h.llm.fallback = { text: ["Sure."] };
  endpoint.requests.length = 0;
  endpoint.answer = () => ({ json: { status: "shipped", eta: "Tuesday" } });
});

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

async function tool(overrides: Record<string, unknown> = {}) {
  const { encryptSecret } = await import("@/server/secrets/encryption");
  endpoint.setSecret(SECRET);
  return h.db.tool.create({
    data: {
      workspaceId: h.ws.workspaceId,
      name: `lookup_order_${++counter}`,
      description: "Looks up an order.",
      parameters: {
        type: "object",
        properties: { orderNumber: { type: "string", pattern: "^[0-9]+$" } },
        required: ["orderNumber"],
      },
      url: `${endpoint.url}/orders`,
      headersSealed: { Authorization: encryptSecret("Bearer sk-business-0123456789") },
      startMessage: "Let me look that up.",
      failedMessage: "Sorry, I couldn't reach the order system.",
      secretSealed: encryptSecret(SECRET),
      ...overrides,
    },
  });
}

/** A call whose agent has these tools, past the greeting. */
async function greeted(toolIds: string[], agentOverrides = {}) {
  const call = await h.answeredCall(await h.agent({ toolIds, ...agentOverrides }));
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  await relay.agentTurn();
  return { ...call, relay };
}

const orderCall = (name: string, orderNumber = "1234", id?: string) => ({
  name,
  arguments: JSON.stringify({ orderNumber }),
  ...(id ? { id } : {}),
});
const toolMessages = (index: number) => h.llm.requests[index].messages.filter((m) => m.role === "tool");
/** The agent's turns once the call is over: the last turn is stored when it ends. */
const agentTurnsOf = (callId: string, count: number, relay: { close(): void }) => (
  relay.close(),
  storedAgentTurns(callId, count)
);
const storedAgentTurns = (callId: string, count: number) =>
  eventually(
    async () => {
      const turns = await h.db.callTurn.findMany({ where: { callId, role: "agent" }, orderBy: { index: "asc" } });
      return turns.length >= count && turns;
    },
    5_000,
    `${count} agent turns`,
  );

describe("a tool call mid-call", () => {
  it("says the start message, makes the signed request with the call's details, gives the answer to the model, and goes on in the same turn", async () => {
    const lookup = await tool();
    const { callId, relay } = await greeted([lookup.id]);
    h.llm.script(
      { text: [], tools: [orderCall(lookup.name, "1234", "call_lookup_1")] },
      { text: ["Your order ships", " on Tuesday."] },
    );
    relay.prompt("Where is order 1234?");
    expect((await relay.agentTurn()).text).toBe("Let me look that up. Your order ships on Tuesday.");

    const [received] = endpoint.requests;
    expect(received.signatureValid).toBe(true);
    expect(received.headers["webhook-id"]).toBe("call_lookup_1");
    expect(received.headers["idempotency-key"]).toBe("call_lookup_1");
    expect(received.headers.authorization).toBe("Bearer sk-business-0123456789");
    const call = await h.db.call.findUniqueOrThrow({ where: { id: callId } });
    expect(received.payload).toEqual({
      type: "tool.call",
      toolCallId: "call_lookup_1",
      tool: { id: lookup.id, name: lookup.name },
      arguments: { orderNumber: "1234" },
      call: {
        id: callId,
        agentId: call.agentId,
        mode: "live",
        to: call.to,
        from: call.from,
        variables: { name: "Ada" },
        metadata: null,
        contactId: null,
      },
    });

    // The model was offered the tool in the OpenAI format, then shown its call and the answer.
    expect(h.llm.requests[0].tools?.map((t) => t.function.name)).toEqual(["end_call", "transfer_call", lookup.name]);
    expect(h.llm.requests[0].tools?.at(-1)?.function.parameters).toEqual(lookup.parameters);
    const second = h.llm.requests[1].messages;
    expect(second.at(-2)).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "call_lookup_1", function: { name: lookup.name, arguments: '{"orderNumber":"1234"}' } }],
    });
    expect(second.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "call_lookup_1",
      content: '{"status":"shipped","eta":"Tuesday"}',
    });

    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect(answer.text).toBe("Let me look that up. Your order ships on Tuesday.");
    expect(answer.toolCalls).toEqual([
      {
        id: "call_lookup_1",
        name: lookup.name,
        toolId: lookup.id,
        arguments: { orderNumber: "1234" },
        status: "ok",
        httpStatus: 200,
        latencyMs: expect.any(Number),
        result: '{"status":"shipped","eta":"Tuesday"}',
        error: null,
      },
    ]);
    // The transcript endpoint shows the call; the business's header and the tool's secret never appear.
    const transcript = await (
      await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}/calls/${callId}/transcript`, {
        headers: { Authorization: `Bearer ${h.ws.keys.live}` },
      })
    ).json();
    expect(transcript.data.turns[3].toolCalls).toEqual([
      expect.objectContaining({
        name: lookup.name,
        status: "ok",
        httpStatus: 200,
        result: '{"status":"shipped","eta":"Tuesday"}',
      }),
    ]);
    expect(JSON.stringify(transcript)).not.toContain("sk-business");
    expect(JSON.stringify(transcript)).not.toContain(SECRET);
  });

  it("the call's live log has the tool's start and finish where they fall among the turn's words", async () => {
    const lookup = await tool();
    const { callId, relay } = await greeted([lookup.id]);
    h.llm.script({ text: [], tools: [orderCall(lookup.name)] }, { text: ["It ships", " Tuesday."] });
    relay.prompt("Where is order 1234?");
    expect((await relay.agentTurn()).text).toBe("Let me look that up. It ships Tuesday.");
    const [turn] = await agentTurnsOf(callId, 2, relay).then((turns) => turns.slice(1));
    // The turn's own event is written when it is stored, after what the session queued for it.
    const log = await eventually(async () => {
      const events = await h.db.callLiveEvent.findMany({ where: { callId }, orderBy: { seq: "asc" } });
      return (
        events.some((event) => event.type === "turn" && (event.data as { turnId: string }).turnId === turn.id) && events
      );
    }, 5_000);
    type Seen = { index?: number; phase?: string; text?: string; call?: { name: string; status?: string } };
    const told = log
      .map((event) => ({ type: event.type, data: event.data as Seen }))
      .filter(({ type, data }) => type === "tool" || (type === "turn.delta" && data.index === turn.index))
      .map(({ type, data }) =>
        type === "tool" ? `${data.phase} ${data.call!.name} ${data.call!.status ?? ""}` : "words",
      );
    // Words that waited together are one event: a tool event between them keeps them apart.
    expect(told.filter((seen, i) => seen !== "words" || told[i - 1] !== "words")).toEqual([
      `started ${lookup.name} `,
      "words",
      `finished ${lookup.name} ok`,
      "words",
    ]);
  });

  it("runs several tool calls of one answer in parallel", async () => {
    const lookup = await tool();
    const { relay } = await greeted([lookup.id]);
    endpoint.answer = (request) => ({
      json: { order: (request.payload.arguments as { orderNumber: string }).orderNumber },
      delayMs: 400,
    });
    h.llm.script(
      { text: [], tools: [orderCall(lookup.name, "1"), orderCall(lookup.name, "2")] },
      { text: ["Both found."] },
    );
    relay.prompt("Orders 1 and 2?");
    expect((await relay.agentTurn()).text).toBe("Let me look that up. Let me look that up. Both found.");
    const [first, second] = endpoint.requests;
    // The second request arrived before the first was answered.
    expect(second.at).toBeLessThan(first.answeredAt!);
    expect(
      toolMessages(1)
        .map((m) => m.content)
        .sort(),
    ).toEqual(['{"order":"1"}', '{"order":"2"}']);
  });

  it("gives invalid arguments back to the model as the tool's error without a request; the model corrects them", async () => {
    const lookup = await tool({ startMessage: null });
    const { callId, relay } = await greeted([lookup.id]);
    h.llm.script(
      { text: [], tools: [orderCall(lookup.name, "abc")] },
      { text: [], tools: [orderCall(lookup.name, "42")] },
      { text: ["Found it."] },
    );
    relay.prompt("Order abc?");
    expect((await relay.agentTurn()).text).toBe("Found it.");
    expect(endpoint.requests.map((r) => (r.payload.arguments as { orderNumber: string }).orderNumber)).toEqual(["42"]);
    expect(JSON.parse(toolMessages(1)[0].content!).error).toMatch(
      /Invalid arguments: \/orderNumber must match pattern/,
    );
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect((answer.toolCalls as { status: string }[]).map((c) => c.status)).toEqual(["invalid_arguments", "ok"]);
  });

  it("arguments nested 8,000 deep go back to the model as invalid without a request; the turn is stored and the call goes on", async () => {
    const lookup = await tool({ startMessage: null });
    const { callId, relay } = await greeted([lookup.id]);
    const deep = `{"orderNumber":${'{"a":'.repeat(8_000)}1${"}".repeat(8_000)}}`;
    h.llm.script(
      { text: [], tools: [{ name: lookup.name, arguments: deep }] },
      { text: [], tools: [orderCall(lookup.name, "42")] },
      { text: ["Found it."] },
    );
    relay.prompt("Order 42?");
    expect((await relay.agentTurn()).text).toBe("Found it.");
    expect(endpoint.requests).toHaveLength(1);
    expect(JSON.parse(toolMessages(1)[0].content!).error).toMatch(/nested at most 32 levels deep/);
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect((answer.toolCalls as { status: string }[]).map((c) => c.status)).toEqual(["invalid_arguments", "ok"]);
  });

  it("a 500 becomes an error for the model and the failed message is said", async () => {
    const lookup = await tool();
    const { callId, relay } = await greeted([lookup.id]);
    endpoint.answer = () => ({ status: 500, json: { message: "database down" } });
    h.llm.script({ text: [], tools: [orderCall(lookup.name)] }, { text: ["Shall I call you back?"] });
    relay.prompt("Where is my order?");
    expect((await relay.agentTurn()).text).toBe(
      "Let me look that up. Sorry, I couldn't reach the order system. Shall I call you back?",
    );
    expect(JSON.parse(toolMessages(1)[0].content!)).toEqual({
      error: 'The endpoint answered HTTP 500. Its answer: {"message":"database down"}',
    });
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect(answer.toolCalls).toMatchObject([
      { status: "error", httpStatus: 500, error: "The endpoint answered HTTP 500." },
    ]);
  });

  it("a timeout becomes an error for the model; the brain's watchdog does not fire while the request runs", async () => {
    // The harness's first-token timeout is 0.4 s: a 1.2 s request outlasts it three times over.
    const lookup = await tool({ timeoutSec: 1 });
    const { callId, relay } = await greeted([lookup.id]);
    endpoint.answer = () => ({ hang: true });
    h.llm.script({ text: [], tools: [orderCall(lookup.name)] }, { text: ["Let's try later."] });
    relay.prompt("Where is my order?");
    expect((await relay.agentTurn(5_000)).text).toBe(
      "Let me look that up. Sorry, I couldn't reach the order system. Let's try later.",
    );
    expect(JSON.parse(toolMessages(1)[0].content!)).toEqual({ error: "No answer within 1 s." });
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect(answer.toolCalls).toMatchObject([{ status: "timeout", httpStatus: null, error: "No answer within 1 s." }]);
    expect((await h.db.call.findUniqueOrThrow({ where: { id: callId } })).endedReason).toBeNull();
  });

  it("does not follow a redirect to a private address", async () => {
    const lookup = await tool();
    const { relay } = await greeted([lookup.id]);
    endpoint.answer = () => ({ redirect: "http://169.254.169.254/latest/meta-data/" });
    h.llm.script({ text: [], tools: [orderCall(lookup.name)] }, { text: ["Hmm."] });
    relay.prompt("Where is my order?");
    await relay.agentTurn();
    expect(endpoint.requests).toHaveLength(1);
    expect(JSON.parse(toolMessages(1)[0].content!).error).toBe(
      "The endpoint answered HTTP 302 (redirects are not followed).",
    );
  });

  it("reads at most 16 KiB of a large answer, marks it cut, and does not download the rest", async () => {
    const lookup = await tool({ startMessage: null });
    const { callId, relay } = await greeted([lookup.id]);
    endpoint.written = 0;
    endpoint.answer = () => ({ bytes: 32 * 1024 * 1024 });
    h.llm.script({ text: [], tools: [orderCall(lookup.name)] }, { text: ["That's a lot."] });
    relay.prompt("Everything about my order?");
    await relay.agentTurn();
    const content = toolMessages(1)[0].content!;
    expect(content.startsWith("x".repeat(16 * 1024))).toBe(true);
    expect(content.slice(16 * 1024)).toBe("\n[cut: the answer was longer than 16 KiB]");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(endpoint.written).toBeLessThan(8 * 1024 * 1024);
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    // The turn keeps what the model was shown, whole: a replay answers with the same.
    expect((answer.toolCalls as { result: string }[])[0].result).toBe(content);
  });

  it("when the callee interrupts during a request, the request completes, its result stays, and the reply follows their new words", async () => {
    const lookup = await tool();
    const { callId, relay } = await greeted([lookup.id]);
    endpoint.answer = () => ({ json: { status: "cancelled" }, delayMs: 700 });
    h.llm.script(
      { text: [], tools: [orderCall(lookup.name, "1234", "call_cancel_1")] },
      { text: ["Done: the order is cancelled."] },
    );
    relay.prompt("Cancel order 1234.");
    await eventually(async () => endpoint.requests.length === 1, 3_000, "the request");
    relay.interrupt("Let me look");
    relay.prompt("Also, is my refund on its way?");
    expect((await relay.agentTurn(5_000)).text).toBe("Done: the order is cancelled.");
    expect(endpoint.requests[0].answeredAt).toBeDefined();
    const next = h.llm.requests[1].messages;
    expect(next.find((m) => m.role === "tool")).toEqual({
      role: "tool",
      tool_call_id: "call_cancel_1",
      content: '{"status":"cancelled"}',
    });
    expect(next.at(-1)).toEqual({ role: "user", content: "Also, is my refund on its way?" });
    const turns = await agentTurnsOf(callId, 3, relay);
    expect(turns[1]).toMatchObject({
      text: "Let me look",
      interrupted: true,
      toolCalls: [{ id: "call_cancel_1", status: "ok", result: '{"status":"cancelled"}' }],
    });
  });

  it("answers an async tool 'sent' at once; its request completes in the background", async () => {
    const notify = await tool({ async: true, startMessage: null });
    const { relay } = await greeted([notify.id]);
    endpoint.answer = () => ({ json: { queued: true }, delayMs: 800 });
    h.llm.script({ text: [], tools: [orderCall(notify.name)] }, { text: ["I've passed it on."] });
    relay.prompt("Tell the shop.");
    expect((await relay.agentTurn()).text).toBe("I've passed it on.");
    expect(JSON.parse(toolMessages(1)[0].content!)).toMatchObject({ status: "sent" });
    // The model went on before the endpoint answered.
    expect(endpoint.requests[0].answeredAt).toBeUndefined();
    await eventually(async () => endpoint.requests[0].answeredAt !== undefined, 3_000, "the background request");
  });

  it("stops offering tools after 5 rounds in one turn", async () => {
    const lookup = await tool({ startMessage: null });
    const { relay } = await greeted([lookup.id]);
    h.llm.script(...Array.from({ length: 5 }, () => ({ text: [], tools: [orderCall(lookup.name)] })), {
      text: ["Enough looking."],
    });
    relay.prompt("Look again and again.");
    expect((await relay.agentTurn()).text).toBe("Enough looking.");
    expect(endpoint.requests).toHaveLength(5);
    expect(h.llm.requests[5].tools).toBeUndefined();
  });
});

describe("text Postgres refuses", () => {
  it("a tool answering a NUL and a model streaming NULs and lone surrogates: every turn is stored, then the call is analysed and announced", async () => {
    const lookup = await tool({ startMessage: null });
    const analysisSchema = { type: "object", properties: { day: { type: "string" } } };
    const { callId, relay } = await greeted([lookup.id], { analysisSchema });
    endpoint.answer = () => ({ text: "Order 1234 ships\u0000 on Tuesday." });
    h.llm.script(
      { text: [], tools: [orderCall(lookup.name)] },
      { text: ["It ships\u0000 on ", "Tuesday \udc00."] },
      { text: ["Anything else?"] },
    );
    relay.prompt("Where is order 1234?");
    await relay.agentTurn();
    relay.prompt("No, thanks.");
    await relay.agentTurn();
    relay.close();

    const turns = await eventually(
      async () => {
        const stored = await h.db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
        return stored.length === 6 && stored;
      },
      5_000,
      "6 turns",
    );
    expect(turns.map((turn) => `${turn.role}: ${turn.text}`).slice(2)).toEqual([
      "user: Where is order 1234?",
      "agent: It ships on Tuesday \ufffd.",
      "user: No, thanks.",
      "agent: Anything else?",
    ]);
    expect(turns[3].toolCalls).toEqual([
      expect.objectContaining({ status: "ok", result: "Order 1234 ships on Tuesday." }),
    ]);

    // The model's summary and structured data carry the same: the analysis is stored and announced.
    h.llm.script({
      content: JSON.stringify({
        summary: "Ships\u0000 Tuesday \ud800.",
        successful: null,
        structuredData: { day: "Tue\u0000sday" },
      }),
    });
    const { analyzeCall } = await import("@/server/calls/analysis");
    const analysis = {
      summary: "Ships Tuesday \ufffd.",
      successful: null,
      structuredData: { day: "Tuesday" },
      error: null,
    };
    expect(await analyzeCall(callId)).toEqual(analysis);
    expect(await h.db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({
      summary: analysis.summary,
      analysis,
    });
    const announced = await h.db.webhookEvent.findFirstOrThrow({
      where: { subjectId: callId, type: "call.summary_ready" },
    });
    expect(announced.payload).toMatchObject({ data: { callId, analysis, transcript: expect.any(Array) } });
  });
});

describe("built-in tools", () => {
  it("press_digits reaches the callee as ConversationRelay sendDigits, and the model goes on", async () => {
    const { callId, relay } = await greeted([], { tools: ["end_call", "press_digits"] });
    h.llm.script(
      { text: [], tools: [{ name: "press_digits", arguments: '{"digits":"2"}' }] },
      { text: ["I pressed two for sales."] },
    );
    relay.prompt("For sales press 2.");
    expect((await relay.agentTurn()).text).toBe("I pressed two for sales.");
    expect(relay.frames).toContainEqual({ type: "sendDigits", digits: "2" });
    expect(h.llm.requests[0].tools?.map((t) => t.function.name)).toEqual(["end_call", "press_digits"]);
    const [, answer] = await agentTurnsOf(callId, 2, relay);
    expect(answer.toolCalls).toMatchObject([
      { name: "press_digits", arguments: { digits: "2" }, status: "ok", result: '{"pressed":"2"}' },
    ]);
  });

  it("switch_language switches ConversationRelay's language within the agent's languages", async () => {
    const { relay } = await greeted([], { tools: ["switch_language"] });
    h.llm.script(
      { text: [], tools: [{ name: "switch_language", arguments: '{"language":"es-ES"}' }] },
      { text: ["¡Claro!"] },
    );
    relay.prompt("¿Habla español?");
    expect((await relay.agentTurn()).text).toBe("¡Claro!");
    expect(relay.frames).toContainEqual({ type: "language", ttsLanguage: "es-ES", transcriptionLanguage: "es-ES" });
  });
});
