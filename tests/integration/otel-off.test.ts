import { afterAll, beforeAll, expect, it } from "vitest";
import { startOtlpCollector, type OtlpCollector } from "../helpers/otlp-collector";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// No OTEL_EXPORTER_OTLP_* endpoint: no tracer provider is registered, every span is the API's
// no-op, and a collector listening on loopback hears nothing of a call or a /v1 request.

let collector: OtlpCollector;
let h: VoiceHarness;

beforeAll(async () => {
  collector = await startOtlpCollector();
  for (const name of Object.keys(process.env)) if (name.startsWith("OTEL_")) delete process.env[name];
  h = await startVoiceHarness({ LLM_FIRST_TOKEN_TIMEOUT_SEC: "5" });
});
afterAll(async () => {
  await h?.stop();
  await collector?.close();
});

it("exports nothing when no collector is configured", async () => {
  const call = await h.answeredCall(await h.agent());
  const relay = await h.connect(call);
  relay.prompt("Hello there?");
  await relay.agentTurn();
  h.llm.script({ text: ["Sure."] });
  relay.prompt("Tuesday?");
  expect((await relay.agentTurn()).text).toBe("Sure.");
  relay.close();
  await fetch(`${h.app.url}/v1/workspaces/${h.ws.workspaceId}/agents`, {
    headers: { Authorization: `Bearer ${h.ws.keys.live}` },
  });

  const { flushTracing, tracer, tracingEnabled } = await import("@/server/telemetry/tracing");
  await flushTracing();
  expect(tracingEnabled).toBe(false);
  expect(tracer().startSpan("anything").isRecording()).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(collector.exports).toEqual([]);
});
