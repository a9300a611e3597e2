import type { IncomingMessage, ServerResponse } from "node:http";
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import { tracer } from "./tracing";

// A span per HTTP request the server takes (HTTP semantic conventions), started by the HTTP server
// itself (scripts/serve.mjs) so that it covers everything Next does and everything it does not
// route. Named with the route Next matched (`http.route`, e.g. `/v1/[...trpc]`), read from the
// request's metadata once the response is over: Next's own spans are not exported
// (./tracing.ts). A request that carries a W3C `traceparent` (the integrator's own trace) is a
// child of the span it names; any other is the root of a trace of its own.

/** Where Next keeps a request's metadata, the route it matched among it (server/request-meta.ts in Next). */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");
type NextRequestMeta = { match?: { definition?: { pathname?: unknown } } };

/** The route of a request served beside Next (server/http/node-adapter.ts). */
const ROUTE_BESIDE_NEXT = Symbol("svc.routeBesideNext");
type RoutedRequest = IncomingMessage & { [NEXT_REQUEST_META]?: NextRequestMeta; [ROUTE_BESIDE_NEXT]?: string };

export function nameRequestRoute(req: IncomingMessage, route: string): void {
  (req as RoutedRequest)[ROUTE_BESIDE_NEXT] = route;
}

/** The route `req` was served by, once known: the pattern Next matched (e.g. `/v1/[...trpc]`), or the one named beside Next. */
function matchedRoute(req: IncomingMessage): string | undefined {
  const route = (req as RoutedRequest)[NEXT_REQUEST_META]?.match?.definition?.pathname;
  return typeof route === "string" ? route : (req as RoutedRequest)[ROUTE_BESIDE_NEXT];
}

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

/** `status` null: the client left before the head of its answer was sent. */
function ended(span: Span, method: string, status: number | null, route: string | undefined): void {
  if (status !== null) span.setAttribute("http.response.status_code", status);
  // Server spans are errors for 5xx only (a 4xx is the client's).
  if (status !== null && status >= 500)
    span.setStatus({ code: SpanStatusCode.ERROR }).setAttribute("error.type", String(status));
  if (route) span.setAttribute("http.route", route).updateName(`${method} ${route}`);
  span.end();
}

/** Runs `handle` inside the request's span, which ends with the response. */
export function traceHttpRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const method = req.method ?? "GET";
  const span = tracer().startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: requestAttributes(req) },
    // The caller's trace, when its `traceparent` names one (W3C Trace Context: server/telemetry/tracing.ts).
    propagation.extract(ROOT_CONTEXT, req.headers),
  );
  // The status is the one the client was sent, even when it left before the body was over (a client
  // that drops an unread body, undici when it collects the response, closes the socket first).
  res.once("close", () => ended(span, method, res.headersSent ? res.statusCode : null, matchedRoute(req)));
  context.with(trace.setSpan(context.active(), span), handle);
}

/** The span of a WebSocket upgrade (the voice relay's), ended with the status it was answered (101 once upgraded). */
export function traceUpgrade(req: IncomingMessage, route: string): (status: number | null) => void {
  const span = tracer().startSpan(`GET ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { ...requestAttributes(req), "http.route": route },
  });
  return (status) => ended(span, "GET", status, route);
}
