import { createServer, get as httpGet, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { trace } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { traceHttpRequest } from "@/server/telemetry/http";
import { installTracerProvider, tracer } from "@/server/telemetry/tracing";

// The request's span takes the route Next matched, which Next keeps in the request's metadata (as
// the production server does: tests/integration/otel-traces.test.ts covers the spans of the app's
// own handlers, which run without Next); Next's own spans, made with the API's process-wide
// tracer, are not exported, and svc's spans within them are the request's children. A request's
// `traceparent` continues the caller's trace. Tracing is set up as the server sets it up, spans kept in memory.

const exported = new InMemorySpanExporter();
let server: Server;
let url: string;

/** As Next does while it handles a request: the route it matched, in the request's metadata. */
function matchRoute(req: IncomingMessage, pathname: string): void {
  Object.assign(req, { [Symbol.for("NextInternalRequestMeta")]: { match: { definition: { pathname } } } });
}

beforeAll(async () => {
  await installTracerProvider([new SimpleSpanProcessor(exported)]);
  server = createServer((req, res) =>
    traceHttpRequest(req, res, () => {
      // Answers whose client leaves: one after its head (the body never ends), one before anything.
      if (req.url === "/head-only") return res.writeHead(200).write("{");
      if (req.url === "/no-answer") return;
      // As Next's BaseServer.handleRequest, with svc's own work inside it.
      trace.getTracer("next.js").startActiveSpan("GET", (next) => {
        matchRoute(req, req.url!.startsWith("/v1") ? "/v1/[...trpc]" : "/api/health");
        tracer().startSpan("svc.work").end();
        res.statusCode = 404;
        res.end("{}", () => next.end());
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => exported.reset());

it("names the request's span with the route Next matched; Next's spans are not exported, svc's within them are the request's children", async () => {
  expect((await fetch(`${url}/v1/workspaces/ws_1/agents?limit=5`)).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const spans = exported.getFinishedSpans();
  expect(spans.map((s) => s.name).sort()).toEqual(["GET /v1/[...trpc]", "svc.work"]);
  const request = spans.find((s) => s.attributes["http.request.method"])!;
  expect(request.attributes).toMatchObject({
    "http.route": "/v1/[...trpc]",
    "url.path": "/v1/workspaces/ws_1/agents",
    "http.response.status_code": 404,
  });
  const work = spans.find((s) => s.name === "svc.work")!;
  expect(work.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  expect(work.spanContext().traceId).toBe(request.spanContext().traceId);
});

it("continues the trace a request's traceparent names; requests of one trace each keep their route", async () => {
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
  const callerSpanId = "00f067aa0ba902b7";
  const traceparent = `00-${traceId}-${callerSpanId}-01`;
  await Promise.all(
    ["/v1/workspaces/ws_1/calls", "/api/health"].map((path) => fetch(`${url}${path}`, { headers: { traceparent } })),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const requests = exported.getFinishedSpans().filter((s) => s.attributes["http.request.method"]);
  expect(requests.map((s) => [s.name, s.spanContext().traceId, s.parentSpanContext?.spanId]).sort()).toEqual([
    ["GET /api/health", traceId, callerSpanId],
    ["GET /v1/[...trpc]", traceId, callerSpanId],
  ]);
});

it("starts a trace of its own for a request without a traceparent, or with one that is malformed", async () => {
  await fetch(`${url}/api/health`);
  await fetch(`${url}/api/health`, { headers: { traceparent: "00-not-a-trace-01" } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const requests = exported.getFinishedSpans().filter((s) => s.attributes["http.request.method"]);
  expect(requests).toHaveLength(2);
  for (const request of requests) expect(request.parentSpanContext).toBeUndefined();
  expect(new Set(requests.map((s) => s.spanContext().traceId)).size).toBe(2);
});

/** Requests `path` and leaves: once the head has come, or after 50 ms when it never does. */
function requestAndLeave(path: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const req = httpGet(`${url}${path}`, () => {
      req.destroy();
      resolve();
    });
    req.on("error", () => {});
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 50);
  }).then(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
}

it("records the status a client was sent though it left before the body ended, and none when it left before the head", async () => {
  await requestAndLeave("/head-only");
  await requestAndLeave("/no-answer");
  const spans = exported.getFinishedSpans();
  const byPath = (path: string) => spans.find((s) => s.attributes["url.path"] === path)!;
  expect(byPath("/head-only").attributes["http.response.status_code"]).toBe(200);
  expect(byPath("/no-answer").attributes).not.toHaveProperty("http.response.status_code");
});
