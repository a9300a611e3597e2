import { createHash } from "node:crypto";
import { apiErrorOf, validationError } from "@/server/api/errors";
import { clientIp } from "@/server/client-ip";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { ApiError, errorResponse, jsonResponse, successBody } from "@/server/errors";
import { readJsonBody, requestIdOf } from "@/server/http/request";
import { idempotencyKeyFrom, requestHash, withIdempotency } from "@/server/idempotency/idempotency";
import { requestLogger } from "@/server/logger";
import { relayOutboxSoon } from "@/server/outbox/outbox";
import { checkAll, createRateLimiter, rateLimitedError, rateLimitHeaders, type RateLimiter, type RateLimitState } from "@/server/ratelimit/ratelimit";
import { callbackRequestSchema, placeCallback, type CallbackSource } from "./callback";
import type { ClickToCallAccepted } from "./openapi";
import { isOriginAllowed, normalizeOrigin } from "./origins";

// POST /v1/public/click-to-call/{token} and its CORS preflight (docs/api-contract.md §4.2,
// docs/decisions.md "Click-to-call"). The token is the whole capability: it resolves one source and
// can do nothing but place that source's callback. Order of checks: per-IP budget → token → Origin
// → body → per-source and per-number budgets → idempotency → the writes.
//
// CORS: only allowlisted origins pass the preflight, so only they can send the JSON request. Every
// actual response lets the calling page read it (the error says nothing secret); that is how the
// loader, after a refused preflight, learns from a plain POST (never acted on: it is not JSON) that
// the site is not allowed.

const ENDPOINT = "POST /v1/public/click-to-call/{token}";
const TOKEN_SHAPE = /^cts_[0-9a-f]{32}$/;
const EXPOSED_HEADERS = "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, RateLimit, Retry-After, X-Request-Id, Idempotent-Replayed";

const limits = {
  ip: createRateLimiter({ name: "click-to-call-ip", limit: env.CLICK_TO_CALL_LIMIT_PER_IP, windowSeconds: 60 }),
  source: createRateLimiter({ name: "click-to-call-source", limit: env.CLICK_TO_CALL_LIMIT_PER_SOURCE, windowSeconds: 60 }),
  number: createRateLimiter({ name: "click-to-call-number", limit: env.CLICK_TO_CALL_LIMIT_PER_NUMBER, windowSeconds: 3600 }),
};

/** A limiter standing for a budget already checked, so checkAll can weigh it with the others. */
function alreadyChecked(state: RateLimitState): RateLimiter {
  return { policy: state.policy, check: async () => state };
}

function originRefused(rule: string, message: string, origin?: string): ApiError {
  return new ApiError("ORIGIN_NOT_ALLOWED", message, { details: { rule, ...(origin ? { origin } : {}) } });
}

async function findSource(token: string): Promise<CallbackSource & { allowedOrigins: string[] }> {
  const notFound = new ApiError("NOT_FOUND", "This click-to-call button does not exist.");
  if (!TOKEN_SHAPE.test(token)) throw notFound;
  const source = await db.clickToCallSource.findUnique({
    where: { id: token },
    select: { id: true, workspaceId: true, agentId: true, allowedOrigins: true, enabled: true, agent: { select: { defaultCallerNumber: { select: { number: true } } } } },
  });
  if (!source?.enabled) throw notFound;
  const callerNumber = source.agent.defaultCallerNumber?.number;
  if (!callerNumber) throw new ApiError("NOT_FOUND", "This click-to-call button is not set up: its agent has no caller number.");
  return { id: source.id, workspaceId: source.workspaceId, agentId: source.agentId, allowedOrigins: source.allowedOrigins, callerNumber };
}

/** The normalised Origin header when the source allows it; else 403 naming the rule that failed. */
function allowedOriginOf(request: Request, allowedOrigins: string[]): string {
  const header = request.headers.get("origin");
  if (!header) throw originRefused("origin_header_missing", "The Origin header is required.");
  const origin = normalizeOrigin(header);
  if (!origin) throw originRefused("origin_header_invalid", "The Origin header is not a valid http(s) origin.");
  if (!isOriginAllowed(origin, allowedOrigins)) throw originRefused("origin_not_allowed", "This website is not on the button's list of allowed origins.", origin);
  return origin;
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = normalizeOrigin(request.headers.get("origin") ?? "");
  return origin ? { Vary: "Origin", "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS } : { Vary: "Origin" };
}

function parseBody(body: unknown, origin: string) {
  const bodyOrigin = (body as { origin?: unknown } | undefined)?.origin;
  if (typeof bodyOrigin !== "string" || normalizeOrigin(bodyOrigin) !== origin) {
    throw originRefused("body_origin_mismatch", "The body's `origin` must equal the Origin header.", origin);
  }
  const parsed = callbackRequestSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The token is the last path segment: /v1/public/click-to-call/{token}. */
function tokenOf(request: Request): string {
  const segment = new URL(request.url).pathname.split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function numberKey(phone: string): string {
  // Budgets are keyed without the number itself: no phone numbers in Redis.
  return createHash("sha256").update(phone).digest("hex").slice(0, 32);
}

export async function handleClickToCall(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  const log = requestLogger(requestId);
  const headers: Record<string, string> = { "X-Request-Id": requestId, ...corsHeaders(request) };
  try {
    const ip = clientIp(request);
    const ipBudget = await limits.ip.check(ip);
    Object.assign(headers, rateLimitHeaders(ipBudget));
    if (!ipBudget.success) throw rateLimitedError(ipBudget);

    const source = await findSource(tokenOf(request));
    const origin = allowedOriginOf(request, source.allowedOrigins);
    const body = await readJsonBody(request);
    const input = parseBody(body, origin);
    const key = idempotencyKeyFrom(request.headers.get("idempotency-key"));

    const budget = await checkAll([
      { limiter: alreadyChecked(ipBudget), identifier: ip },
      { limiter: limits.source, identifier: source.id },
      { limiter: limits.number, identifier: numberKey(input.phone) },
    ]);
    Object.assign(headers, rateLimitHeaders(budget));
    if (!budget.success) throw rateLimitedError(budget);

    const scope = key && { workspaceId: source.workspaceId, endpoint: ENDPOINT, key, requestHash: requestHash("POST", new URL(request.url).pathname, body) };
    const outcome = await withIdempotency(scope || null, async (tx, afterCommit) => {
      const { callId, outboxIds } = await placeCallback(tx, source, { phone: input.phone, name: input.name, origin });
      afterCommit(() => relayOutboxSoon(outboxIds));
      const accepted: ClickToCallAccepted = successBody({ status: "queued", callId });
      return { value: accepted, response: { status: 202, body: accepted } };
    });
    if (!outcome.replayed) return jsonResponse(outcome.value, 202, headers);
    headers["Idempotent-Replayed"] = "true";
    return jsonResponse(outcome.response.body, outcome.response.status, headers);
  } catch (error) {
    const apiError = apiErrorOf(error);
    if (apiError.status >= 500) log.error({ err: apiError.cause ?? error, code: apiError.code }, "click-to-call failed");
    return errorResponse(apiError, headers);
  }
}

/** OPTIONS: answered with CORS permission for the source's allowlisted origins only. */
export async function handleClickToCallPreflight(request: Request): Promise<Response> {
  const headers: Record<string, string> = { "X-Request-Id": requestIdOf(request), Vary: "Origin" };
  try {
    const source = await findSource(tokenOf(request));
    const origin = allowedOriginOf(request, source.allowedOrigins);
    return new Response(null, {
      status: 204,
      headers: {
        ...headers,
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
        "Access-Control-Max-Age": "600",
      },
    });
  } catch (error) {
    return errorResponse(apiErrorOf(error), headers);
  }
}

/** Any other method on the token's path: the token reaches nothing but POST. */
export function methodNotAllowed(request: Request): Response {
  return errorResponse(new ApiError("METHOD_NOT_ALLOWED"), { "X-Request-Id": requestIdOf(request), Allow: "POST, OPTIONS", ...corsHeaders(request) });
}
