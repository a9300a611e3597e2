import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startOtlpCollector, type OtlpCollector } from "../helpers/otlp-collector";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Traces over OTLP http/protobuf (the default encoding) to a traces URL given as such, with
// OTEL_CAPTURE_CONTENT=true: the words said are then in the turns' spans. A protobuf string is
// its UTF-8 bytes, so the collector finds them in the request body as they are.

let collector: OtlpCollector;
let h: VoiceHarness;

beforeAll(async () => {
  collector = await startOtlpCollector();
  h = await startVoiceHarness({
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/collector/traces`,
    OTEL_CAPTURE_CONTENT: "true",
    // No filler line on a loaded machine: the turns' words are asserted.
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "5",
  });
});
afterAll(async () => {
  await h?.stop();
  await collector?.close();
});

it("exports protobuf to the traces URL as given, with the agent's words on its turns' spans", async () => {
  const call = await h.answeredCall(await h.agent());
  const relay = await h.connect(call);
  relay.prompt("Hello there?");
  await relay.agentTurn();
  h.llm.script({ text: ["Tuesday at nine", " works for us."] });
  relay.prompt("Can I come on Tuesday?");
  expect((await relay.agentTurn()).text).toBe("Tuesday at nine works for us.");
  relay.close();

  const { flushTracing } = await import("@/server/telemetry/tracing");
  const body = await eventually(
    async () => {
      await flushTracing();
      const all = Buffer.concat(collector.exports.map((e) => e.body));
      return all.includes(call.callId) && all.includes("Tuesday at nine works for us.") && all;
    },
    10_000,
    "the call's spans with its words",
  );
  expect(body.includes("svc.turn.text")).toBe(true);
  expect(body.includes("Hi Ada, this is Ava from Bright Smiles.")).toBe(true);
  for (const request of collector.exports) {
    expect(request.path).toBe("/collector/traces");
    expect(request.headers["content-type"]).toBe("application/x-protobuf");
  }
});
