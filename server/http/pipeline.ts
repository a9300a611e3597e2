import { apiErrorOf } from "@/server/api/errors";
import { ApiError, errorResponse } from "@/server/errors";
import { requestLogger } from "@/server/logger";
import { rateLimitedError, rateLimitHeaders, type RateLimitState } from "@/server/ratelimit/ratelimit";
import { requestIdOf } from "./request";

// The one request pipeline of every API surface (/v1 and the public click-to-call endpoint). An
// endpoint is a sequence of stages over one Exchange: request id → rate limit → body checks (one
// parse) → routing → authorization → idempotency → the work. Stages add the headers every
// response must carry to the exchange and fail by throwing; `servePipeline` is the one place a
// failure becomes the docs/api-contract.md §7 envelope (5xx masked and logged), with those headers on it.
// docs/request-pipeline.md maps the stages to their modules.

export interface Exchange {
  request: Request;
  /** Parsed once, for every stage that needs the path or the query. */
  url: URL;
  requestId: string;
  /** Headers every response carries, errors included (request id, rate limit, CORS); stages add to them. */
  headers: Record<string, string>;
  /** Headers a response takes from its body (a versioned resource's ETag), sent or replayed. */
  headersOf?: (body: unknown) => Record<string, string>;
}

export type Stages = (exchange: Exchange) => Promise<Response>;

/** The route handler of the methods a path does not serve: 405 in the envelope, `Allow` naming those it does. */
export function methodNotAllowed(allow: string, headersOf: (request: Request) => Record<string, string> = () => ({})) {
  return (request: Request): Promise<Response> =>
    servePipeline(
      request,
      async () => {
        throw new ApiError("METHOD_NOT_ALLOWED", undefined, { headers: { Allow: allow } });
      },
      headersOf(request),
    );
}

export async function servePipeline(
  request: Request,
  stages: Stages,
  headers: Record<string, string> = {},
): Promise<Response> {
  const requestId = requestIdOf(request);
  const exchange: Exchange = {
    request,
    url: new URL(request.url),
    requestId,
    headers: { "X-Request-Id": requestId, ...headers },
  };
  try {
    return await stages(exchange);
  } catch (error) {
    const apiError = apiErrorOf(error);
    if (apiError.status >= 500)
      requestLogger(requestId).error({ err: apiError.cause ?? error, code: apiError.code }, "request failed");
    return errorResponse(apiError, exchange.headers);
  }
}

/** The rate-limit stage: the budget's headers go on every response from here on; 429 when spent. */
export function enforceRateLimit(exchange: Exchange, state: RateLimitState): void {
  Object.assign(exchange.headers, rateLimitHeaders(state));
  if (!state.success) throw rateLimitedError(state);
}

/** A JSON answer with the exchange's headers (and no body for HEAD). */
export function respond(exchange: Exchange, body: unknown, status: number): Response {
  Object.assign(exchange.headers, exchange.headersOf?.(body));
  return respondJson(exchange, JSON.stringify(body), status);
}

/** The same, for a body already written as JSON text (e.g. by the statement that stored it). */
export function respondJson(exchange: Exchange, json: string, status: number): Response {
  const headers = { ...exchange.headers, "Content-Type": "application/json" };
  return new Response(exchange.request.method === "HEAD" ? null : json, { status, headers });
}
