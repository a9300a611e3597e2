import type { IncomingMessage, ServerResponse } from "node:http";
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import type { Span as RecordedSpan, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { clock } from "@/server/metering/turn-meter";
import { tracer } from "./tracing";

// A span per HTTP request the server takes (HTTP semantic conventions), started by the HTTP server
// itself (scripts/serve.mjs) so that it covers everything Next does and everything it does not
// route. Next's own spans become its children; the route Next resolved (`http.route`, e.g.
// `/v1/[...trpc]`) is read from its request spans, which may end after the response has: the
// request's span waits for them. A request that carries a W3C `traceparent` (the integrator's own
// trace) is a child of the span it names; any other is the root of a trace of its own.

interface OpenRequest {
  span: Span;
  /** Next's request spans of this request still open. */
  nextSpans: number;
  /** Ends the span once the response is over and Next's spans are. */
  finish: (() => void) | null;
}
/** How long a request's span waits for Next's spans after its response, at most. */
const NEXT_SPANS_WAIT_MS = 1_000;
/** The requests in flight, by their span's id (several may share a trace: the integrator's). */
const open = new Map<string, OpenRequest>();

const isNextRequest = (span: RecordedSpan) => span.attributes["next.span_type"] === "BaseServer.handleRequest";

/** Gives each request's span the route Next resolved for it (a span processor of the tracer provider). */
export const routesFromNext: SpanProcessor = {
  onStart(span) {
    const request = isNextRequest(span) ? open.get(span.parentSpanContext?.spanId ?? "") : undefined;
    if (request) request.nextSpans += 1;
  },
  onEnding(span) {
    const request = isNextRequest(span) ? open.get(span.parentSpanContext?.spanId ?? "") : undefined;
    if (!request) return;
    const route = span.attributes["http.route"];
    if (typeof route === "string") request.span.setAttribute("http.route", route);
    request.nextSpans -= 1;
    if (!request.nextSpans) request.finish?.();
  },
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

function requestAttributes(req: IncomingMessage) {
  const target = req.url ?? "/";
  const query = target.indexOf("?");
  return {
    "http.request.method": req.method ?? "GET",
    "url.path": query < 0 ? target : target.slice(0, query),
    "url.scheme": "http",
    "network.protocol.version": req.httpVersion,
    ...(req.headers["user-agent"] ? { "user_agent.original": req.headers["user-agent"] } : {}),
  };
}

/** `status` null: the client left before it was answered. `at`: when it was over (clock()), if before now. */
function ended(span: Span, method: string, status: number | null, at?: number): void {
  if (status !== null) span.setAttribute("http.response.status_code", status);
  // Server spans are errors for 5xx only (a 4xx is the client's).
  if (status !== null && status >= 500)
    span.setStatus({ code: SpanStatusCode.ERROR }).setAttribute("error.type", String(status));
  const route = (span as Span & { attributes?: Record<string, unknown> }).attributes?.["http.route"];
  if (typeof route === "string") span.updateName(`${method} ${route}`);
  span.end(at);
}

/** Runs `handle` inside the request's span, which ends as of the response's end, once Next's spans within it have. */
export function traceHttpRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const method = req.method ?? "GET";
  const span = tracer().startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: requestAttributes(req) },
    // The caller's trace, when its `traceparent` names one (W3C Trace Context: server/telemetry/tracing.ts).
    propagation.extract(ROOT_CONTEXT, req.headers),
  );
  const { spanId } = span.spanContext();
  const request: OpenRequest = { span, nextSpans: 0, finish: null };
  open.set(spanId, request);
  res.once("close", () => {
    const [status, at] = [res.statusCode, clock()];
    const finish = () => {
      if (!open.delete(spanId)) return;
      ended(span, method, status, at);
    };
    if (!request.nextSpans) return finish();
    // Next ends its spans within milliseconds of the response; one that never does holds nothing.
    const waiting = setTimeout(finish, NEXT_SPANS_WAIT_MS).unref();
    request.finish = () => {
      clearTimeout(waiting);
      finish();
    };
  });
  context.with(trace.setSpan(context.active(), span), handle);
}

/** The span of a WebSocket upgrade (the voice relay's), ended with the status it was answered (101 once upgraded). */
export function traceUpgrade(req: IncomingMessage, route: string): (status: number | null) => void {
  const span = tracer().startSpan(`GET ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { ...requestAttributes(req), "http.route": route },
  });
  return (status) => ended(span, "GET", status);
}
