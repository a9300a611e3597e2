import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { beforeAll, expect, it } from "vitest";
import { CallTrace, callTraceId } from "@/server/telemetry/call-trace";
import { installTracerProvider, tracer } from "@/server/telemetry/tracing";

// A call's trace id is derived from its id: a relay session resumed after a failed transfer (another
// connection, maybe another process) is a second `svc.call` span in the call's trace, not a trace
// of its own. Tracing is set up as the server sets it up, spans kept in memory.

const exported = new InMemorySpanExporter();

beforeAll(() => installTracerProvider([new SimpleSpanProcessor(exported)]));

const subject = { workspaceId: "ws_1", agentId: "agt_1", direction: "outbound" };

it("puts every relay session of a call in the call's own trace, each a root span, the resumed one marked", () => {
  new CallTrace({ callId: "call_A", ...subject, resumed: false }).end();
  new CallTrace({ callId: "call_A", ...subject, resumed: true }).end();
  new CallTrace({ callId: "call_B", ...subject, resumed: false }).end();
  const spans = exported.getFinishedSpans();
  expect(spans.map((span) => [span.attributes["svc.call.id"], span.attributes["svc.call.resumed"]])).toEqual([
    ["call_A", false],
    ["call_A", true],
    ["call_B", false],
  ]);
  const [first, resumed, other] = spans;
  expect(first.spanContext().traceId).toBe(callTraceId("call_A"));
  expect(resumed.spanContext().traceId).toBe(callTraceId("call_A"));
  expect(resumed.spanContext().spanId).not.toBe(first.spanContext().spanId);
  expect(other.spanContext().traceId).toBe(callTraceId("call_B"));
  expect(callTraceId("call_A")).toMatch(/^[0-9a-f]{32}$/);
  for (const span of spans) expect(span.parentSpanContext).toBeUndefined();
  // Any other root span still gets a trace of its own.
  tracer().startSpan("elsewhere", { root: true }).end();
  const elsewhere = exported.getFinishedSpans().at(-1)!;
  expect([callTraceId("call_A"), callTraceId("call_B")]).not.toContain(elsewhere.spanContext().traceId);
});
