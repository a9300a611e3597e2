import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentReady, eventually } from "../helpers/dialing-harness";
import { startOtlpCollector, type ExportedSpan, type OtlpCollector } from "../helpers/otlp-collector";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Traces exported over OTLP http/json to a collector on loopback (README "Traces"): a call's
// spans, its turns' latency parts, the model's and the tool's requests, and none of the words
// said. The tracer provider is the process's: this file's settings hold for all of it.

let collector: OtlpCollector;
let endpoint: ToolEndpoint;
let h: VoiceHarness;
let kbId: string;
let created: Response;

beforeAll(async () => {
  collector = await startOtlpCollector();
  endpoint = await startToolEndpoint();
  h = await startVoiceHarness({
    TOOLS_ALLOW_PRIVATE_TARGETS: "true",
    // No filler line on a loaded machine: the turns' words are asserted.
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "5",
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_EXPORTER_OTLP_HEADERS: "x-collector-key=collector-secret-42",
    OTEL_SERVICE_NAME: "svc-under-test",
  });
  // A knowledge base with a document: a /v1 request, and an Inngest run that reads the document.
  created = await v1("POST", `/v1/workspaces/${h.ws.workspaceId}/knowledge-bases`, { name: "Depot" });
  kbId = (await created.json()).data.id;
  const document = await v1("POST", `/v1/workspaces/${h.ws.workspaceId}/knowledge-bases/${kbId}/documents`, {
    title: "Parcels",
    text: "Parcels leave the depot every weekday at noon. Tracking numbers have four digits.",
  });
  const documentId = (await document.json()).data.id as string;
  await documentReady(h.db, documentId);
});
afterAll(async () => {
  await h?.stop();
  await endpoint?.close();
  await collector?.close();
});

const v1 = (method: string, path: string, body?: unknown) =>
  fetch(`${h.app.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${h.ws.keys.live}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function flushed(): Promise<void> {
  await (await import("@/server/telemetry/tracing")).flushTracing();
}

/** The spans so far, once `ready` finds what it waits for. */
async function spansWhen(ready: (spans: ExportedSpan[]) => boolean, what: string): Promise<ExportedSpan[]> {
  return eventually(
    async () => {
      await flushed();
      const spans = collector.spans();
      return ready(spans) && spans;
    },
    10_000,
    what,
  );
}

describe("a call's trace", () => {
  it("has the call's span, a span per agent turn with its latency parts, and the model's and the tool's requests under the turn", async () => {
    const { encryptSecret } = await import("@/server/secrets/encryption");
    const lookup = await h.db.tool.create({
      data: {
        workspaceId: h.ws.workspaceId,
        name: "lookup_order",
        description: "Looks up an order.",
        parameters: { type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] },
        url: `${endpoint.url}/orders`,
        startMessage: null,
        failedMessage: "Sorry, I couldn't reach the order system.",
        secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
      },
    });
    endpoint.setSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
    endpoint.answer = () => ({ json: { status: "shipped-on-tuesday" }, delayMs: 50 });
    const agentId = await h.agent({ toolIds: [lookup.id], knowledgeBaseIds: [kbId] });
    const call = await h.answeredCall(agentId);
    const relay = await h.connect(call);
    relay.prompt("Hello, who is this calling?");
    await relay.agentTurn();
    h.llm.script(
      {
        text: [],
        tools: [{ name: "lookup_order", arguments: '{"orderNumber":"8841"}', id: "call_trace_1" }],
        usage: { prompt_tokens: 321, completion_tokens: 12 },
      },
      { text: ["Your parcel leaves", " the depot today."], usage: { prompt_tokens: 400, completion_tokens: 9 } },
    );
    relay.prompt("Where is my parcel number 8841?");
    expect((await relay.agentTurn()).text).toBe("Your parcel leaves the depot today.");
    relay.close();

    const spans = await spansWhen(
      (all) => all.some((s) => s.name === "svc.call" && s.attributes["svc.call.id"] === call.callId),
      "the call's span",
    );
    const callSpan = spans.find((s) => s.name === "svc.call" && s.attributes["svc.call.id"] === call.callId)!;
    expect(callSpan.attributes).toMatchObject({
      "svc.call.id": call.callId,
      "svc.workspace.id": h.ws.workspaceId,
      "svc.agent.id": agentId,
      "svc.call.direction": "outbound",
      "svc.call.resumed": false,
    });
    // Its trace is the call's own: found from the call's id alone.
    const { callTraceId } = await import("@/server/telemetry/call-trace");
    expect(callSpan.traceId).toBe(callTraceId(call.callId));
    expect(callSpan.resource["service.name"]).toBe("svc-under-test");

    const turns = spans.filter((s) => s.name === "svc.turn" && s.parentSpanId === callSpan.spanId);
    expect(turns.map((t) => t.traceId)).toEqual(turns.map(() => callSpan.traceId));
    const [greeting, answer] = [...turns].sort(
      (a, b) => Number(a.attributes["svc.turn.index"]) - Number(b.attributes["svc.turn.index"]),
    );
    expect(greeting.attributes["svc.turn.index"]).toBe(1);
    expect(answer.attributes["svc.turn.index"]).toBe(3);
    // The latency parts as stored on the turn, adding up to the response.
    // Stored as the session writes turns: after the span, on a loaded machine.
    const stored = await eventually(
      () => h.db.callTurn.findFirst({ where: { callId: call.callId, index: 3 } }),
      10_000,
      "the answer stored",
    );
    const latency = stored.latency as Record<string, number>;
    expect(answer.attributes).toMatchObject({
      "svc.turn.response_ms": latency.responseMs,
      "svc.turn.knowledge_ms": latency.knowledgeMs,
      "svc.turn.brain_ms": latency.brainMs,
      "svc.turn.tool_ms": latency.toolMs,
      "svc.turn.overhead_ms": latency.overheadMs,
      "svc.turn.filler": false,
      "svc.turn.interrupted": false,
    });
    expect(latency.toolMs).toBeGreaterThanOrEqual(40);

    const children = spans.filter((s) => s.parentSpanId === answer.spanId);
    const models = children.filter((s) => s.attributes["gen_ai.operation.name"] === "chat");
    expect(models.map((m) => [m.name, m.kind, m.attributes["gen_ai.request.model"]])).toEqual([
      ["chat fake-model", 3, "fake-model"],
      ["chat fake-model", 3, "fake-model"],
    ]);
    expect(
      models.map((m) => [m.attributes["gen_ai.usage.input_tokens"], m.attributes["gen_ai.usage.output_tokens"]]).sort(),
    ).toEqual([
      [321, 12],
      [400, 9],
    ]);
    const [first, second] = [...models].sort((a, b) =>
      Number(BigInt(a.startTimeUnixNano) - BigInt(b.startTimeUnixNano)),
    );
    // Each span turns the performance clock into wall time with its own offset, read from Date.now()
    // in whole milliseconds (@opentelemetry/sdk-trace's Span): spans compare to within 1 ms.
    const ONE_MS = 1_000_000n;
    const [search] = children.filter((s) => s.name === "svc.knowledge.search");
    expect(search.attributes["svc.knowledge.passages"]).toBeGreaterThan(0);
    expect(BigInt(search.endTimeUnixNano)).toBeLessThanOrEqual(BigInt(first.startTimeUnixNano) + ONE_MS);
    const [tool] = children.filter((s) => s.attributes["gen_ai.operation.name"] === "execute_tool");
    expect(tool.name).toBe("execute_tool lookup_order");
    expect(tool.attributes).toMatchObject({
      "gen_ai.tool.name": "lookup_order",
      "gen_ai.tool.call.id": "call_trace_1",
      "svc.tool.status": "ok",
      "http.response.status_code": 200,
    });
    // The tool's request ran between the two model requests.
    expect(BigInt(tool.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(first.startTimeUnixNano) - ONE_MS);
    expect(BigInt(tool.endTimeUnixNano)).toBeLessThanOrEqual(BigInt(second.endTimeUnixNano) + ONE_MS);

    // No word of the conversation, no prompt, no tool's arguments or answer: in no attribute.
    const exported = collector.exports.map((e) => e.body.toString()).join("\n");
    for (const said of [
      "who is this calling",
      "parcel number 8841",
      "leaves the depot",
      "shipped-on-tuesday",
      "Ava from Bright Smiles",
      "orderNumber",
      "dental cleaning",
      "every weekday at noon",
    ])
      expect(exported).not.toContain(said);
  });

  it("has a span per HTTP request and per relay upgrade, with HTTP's conventions", async () => {
    const path = `/v1/workspaces/${h.ws.workspaceId}/knowledge-bases`;
    const spans = await spansWhen(
      (all) => all.some((s) => s.attributes["url.path"] === path) && all.some((s) => s.name === "GET /voice/relay"),
      "the request's and the upgrade's spans",
    );
    const request = spans.find((s) => s.attributes["url.path"] === path)!;
    expect(request.name).toBe("POST");
    expect(request.kind).toBe(2); // SERVER
    expect(request.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.response.status_code": created.status,
      "url.scheme": "http",
    });
    const upgrade = spans.find((s) => s.name === "GET /voice/relay")!;
    expect(upgrade.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/voice/relay",
      "url.path": "/voice/relay",
      "http.response.status_code": 101,
    });
    // The query (the call's id) and the API key stay out.
    const exported = collector.exports.map((e) => e.body.toString()).join("\n");
    expect(exported).not.toContain(h.ws.keys.live);
    expect(exported).not.toContain("callId=");
  });

  it("has a span per Inngest function run request", async () => {
    const spans = await spansWhen(
      (all) => all.some((s) => String(s.attributes["inngest.function.id"]).endsWith("ingest-knowledge-document")),
      "the document's ingestion run",
    );
    const runs = spans.filter((s) => String(s.attributes["inngest.function.id"]).endsWith("ingest-knowledge-document"));
    expect(runs[0].name).toBe(`inngest.run ${String(runs[0].attributes["inngest.function.id"])}`);
    expect(runs[0].attributes["inngest.run.id"]).toEqual(expect.any(String));
    // Every request of the run answered: a step (206) or the end (200).
    expect(runs.map((r) => r.attributes["inngest.response.status"])).toContain(200);
  });

  it("sends the operator's headers to the collector's /v1/traces", async () => {
    await spansWhen((all) => all.length > 0, "any span");
    for (const request of collector.exports) {
      expect(request.path).toBe("/v1/traces");
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers["x-collector-key"]).toBe("collector-secret-42");
    }
  });
});
