import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { routesFromNext, traceHttpRequest } from "@/server/telemetry/http";

// The request's span takes the route Next resolved, though Next's request span ends after the
// response did (as it does in the production server: tests/integration/otel-traces.test.ts covers
// the spans of the app's own handlers, which run without Next). A request's `traceparent`
// continues the caller's trace. The process's tracing is set up as server/telemetry/tracing.ts does.

const exported = new InMemorySpanExporter();
let server: Server;
let url: string;

beforeAll(async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [routesFromNext, new SimpleSpanProcessor(exported)] }),
  );
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  server = createServer((req, res) =>
    traceHttpRequest(req, res, () => {
      // As Next's BaseServer.handleRequest: a child span, named with its route once the response is sent.
      const next = trace.getTracer("next.js").startSpan("GET", {
        attributes: { "next.span_type": "BaseServer.handleRequest" },
      });
      res.statusCode = 404;
      res.end("{}", () =>
        setTimeout(() => {
          next.setAttribute("http.route", req.url!.startsWith("/v1") ? "/v1/[...trpc]" : "/api/health");
          next.end();
        }, 50),
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => exported.reset());

it("names the request's span with the route Next resolved, and ends it when the response was over", async () => {
  expect((await fetch(`${url}/v1/workspaces/ws_1/agents?limit=5`)).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const spans = exported.getFinishedSpans();
  const request = spans.find((s) => s.attributes["http.request.method"])!;
  const next = spans.find((s) => s.attributes["next.span_type"])!;
  expect(request.name).toBe("GET /v1/[...trpc]");
  expect(request.attributes).toMatchObject({
    "http.route": "/v1/[...trpc]",
    "url.path": "/v1/workspaces/ws_1/agents",
    "http.response.status_code": 404,
  });
  expect(next.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  // Its duration is the response's, not the wait for Next's span.
  const ms = (t: [number, number]) => t[0] * 1000 + t[1] / 1e6;
  expect(ms(request.endTime)).toBeLessThan(ms(next.endTime) - 30);
});

it("continues the trace a request's traceparent names; requests of one trace each keep their route", async () => {
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
  const callerSpanId = "00f067aa0ba902b7";
  const traceparent = `00-${traceId}-${callerSpanId}-01`;
  await Promise.all(
    ["/v1/workspaces/ws_1/calls", "/api/health"].map((path) => fetch(`${url}${path}`, { headers: { traceparent } })),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requests = exported.getFinishedSpans().filter((s) => s.attributes["http.request.method"]);
  expect(requests.map((s) => [s.name, s.spanContext().traceId, s.parentSpanContext?.spanId]).sort()).toEqual([
    ["GET /api/health", traceId, callerSpanId],
    ["GET /v1/[...trpc]", traceId, callerSpanId],
  ]);
});

it("starts a trace of its own for a request without a traceparent, or with one that is malformed", async () => {
  await fetch(`${url}/api/health`);
  await fetch(`${url}/api/health`, { headers: { traceparent: "00-not-a-trace-01" } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requests = exported.getFinishedSpans().filter((s) => s.attributes["http.request.method"]);
  expect(requests).toHaveLength(2);
  for (const request of requests) expect(request.parentSpanContext).toBeUndefined();
  expect(new Set(requests.map((s) => s.spanContext().traceId)).size).toBe(2);
});
