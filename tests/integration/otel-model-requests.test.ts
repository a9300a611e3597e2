import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import type { WorkspaceFixture } from "../helpers/fixtures";
import { startOtlpCollector, type ExportedSpan, type OtlpCollector } from "../helpers/otlp-collector";

// The model requests of post-call analysis (as of an agent test's judge and a warm transfer's
// whisper: one JSON answer asked of a model) are spans of the run that made them, with GenAI's
// conventions; a request that got no answer is a span in error. Traces go to a collector on
// loopback over http/json; the settings hold for this file's process.

let llm: FakeLlm;
let collector: OtlpCollector;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let analyzeCall: typeof import("@/server/calls/analysis").analyzeCall;
let tracing: typeof import("@/server/telemetry/tracing");
let agentId: string;

beforeAll(async () => {
  collector = await startOtlpCollector();
  llm = await startFakeLlm();
  Object.assign(process.env, {
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
  });
  ({ db } = await import("@/server/db/client"));
  ({ analyzeCall } = await import("@/server/calls/analysis"));
  tracing = await import("@/server/telemetry/tracing");
  await tracing.startTracing();
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
  const connection = await db.llmConnection.create({
    data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
  });
  agentId = (
    await db.agent.create({
      data: { workspaceId: ws.workspaceId, name: "Analyst", brain: "llm", llmConnectionId: connection.id },
    })
  ).id;
});
afterAll(async () => {
  await llm?.close();
  await collector?.close();
});

async function endedCall(): Promise<string> {
  const at = new Date();
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId,
      agentVersion: 1,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "completed",
      answeredAt: at,
      endedAt: at,
    },
  });
  await db.callTurn.createMany({
    data: [
      { callId: call.id, index: 0, role: "agent", text: "Which day suits you?", startedAt: at, endedAt: at },
      { callId: call.id, index: 1, role: "user", text: "Tuesday morning.", startedAt: at, endedAt: at },
    ],
  });
  return call.id;
}

/** Analyses a call inside a span standing for the Inngest run; the run's span and its children once exported. */
async function analysedInRun(): Promise<{ run: ExportedSpan; children: ExportedSpan[] }> {
  const callId = await endedCall();
  const runSpanId = await tracing.tracer().startActiveSpan("inngest.run analyze-call", async (span) => {
    await analyzeCall(callId);
    span.end();
    return span.spanContext().spanId;
  });
  await tracing.flushTracing();
  const spans = collector.spans();
  return {
    run: spans.find((span) => span.spanId === runSpanId)!,
    children: spans.filter((span) => span.parentSpanId === runSpanId),
  };
}

it("each model request of an analysis is a chat span under the run, with the model and the tokens it reported", async () => {
  llm.script(
    { content: "not json at all", usage: { prompt_tokens: 210, completion_tokens: 4 } },
    {
      content: JSON.stringify({ summary: "Booked for Tuesday.", successful: null, structuredData: null }),
      usage: { prompt_tokens: 260, completion_tokens: 17 },
    },
  );
  const { run, children } = await analysedInRun();
  expect(run.traceId).toEqual(expect.any(String));
  expect(children.map((span) => [span.name, span.traceId])).toEqual([
    ["chat fake-model", run.traceId],
    ["chat fake-model", run.traceId],
  ]);
  expect(children.map((span) => span.attributes)).toEqual([
    expect.objectContaining({
      "gen_ai.operation.name": "chat",
      "gen_ai.request.model": "fake-model",
      "gen_ai.usage.input_tokens": 210,
      "gen_ai.usage.output_tokens": 4,
    }),
    expect.objectContaining({ "gen_ai.usage.input_tokens": 260, "gen_ai.usage.output_tokens": 17 }),
  ]);
  // No transcript in any attribute (OTEL_CAPTURE_CONTENT is not set).
  expect(JSON.stringify(children)).not.toContain("Tuesday");
});

it("a model that does not answer is a chat span in error, saying why", async () => {
  llm.script({ status: 503 }, { status: 503 });
  const { children } = await analysedInRun();
  expect(children).toHaveLength(2);
  for (const span of children) {
    expect(span.name).toBe("chat fake-model");
    expect(span.status).toMatchObject({ code: 2 });
    expect(span.attributes["error.type"]).toBe("no_answer");
  }
});
