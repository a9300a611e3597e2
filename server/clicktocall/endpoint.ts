import { db } from "@/server/db/client";
import { createHash } from "node:crypto";
import { validationError } from "@/server/api/errors";
import { clientIp } from "@/server/client-ip";
import { env } from "@/server/env";
import { ApiError, successBody } from "@/server/errors";
import { idempotencyScopeOf, replay, replayed } from "@/server/http/idempotency";
import {
  enforceRateLimit,
  methodNotAllowed as notAllowed,
  respond,
  servePipeline,
  type Exchange,
} from "@/server/http/pipeline";
import { readJsonBody } from "@/server/http/request";
import { checkAll, createRateLimiter, type RateLimiter, type RateLimitState } from "@/server/ratelimit/ratelimit";
import { callbackRequestSchema, placeCallback, type CallbackSource } from "./callback";
import type { ClickToCallAccepted } from "./openapi";
import { isOriginAllowed, normalizeOrigin } from "./origins";
import { lookUpSource } from "./source-lookup";
import { readWorkspacePhones } from "@/server/workspaces/default-country";

// POST /v1/public/click-to-call/{token} and its CORS preflight (docs/api-contract.md §4.2,
// docs/decisions.md, public click-to-call), as stages of the request pipeline (server/http/pipeline.ts). The token is the
// whole capability: it resolves one source and can do nothing but place that source's callback.
// Order of checks: per-IP budget → token → Origin → body → (a retry's stored answer) → per-source
// and per-number budgets → idempotency → the writes.
//
// CORS: only allowlisted origins pass the preflight, so only they can send the JSON request. Every
// actual response lets the calling page read it (the error says nothing secret); that is how the
// loader, after a refused preflight, learns from a plain POST (never acted on: it is not JSON) that
// the site is not allowed.

const ENDPOINT = "POST /v1/public/click-to-call/{token}";
const TOKEN_SHAPE = /^cts_[0-9a-f]{32}$/;
const EXPOSED_HEADERS =
  "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, RateLimit, Retry-After, X-Request-Id, Idempotent-Replayed";

const limits = {
  ip: createRateLimiter({ name: "click-to-call-ip", limit: env.CLICK_TO_CALL_LIMIT_PER_IP, windowSeconds: 60 }),
  source: createRateLimiter({
    name: "click-to-call-source",
    limit: env.CLICK_TO_CALL_LIMIT_PER_SOURCE,
    windowSeconds: 60,
  }),
  number: createRateLimiter({
    name: "click-to-call-number",
    limit: env.CLICK_TO_CALL_LIMIT_PER_NUMBER,
    windowSeconds: 3600,
  }),
};

/** A limiter standing for a budget already checked, so checkAll can weigh it with the others. */
function alreadyChecked(state: RateLimitState): RateLimiter {
  return { policy: state.policy, check: async () => state };
}

function originRefused(rule: string, message: string, origin?: string): ApiError {
  return new ApiError("ORIGIN_NOT_ALLOWED", message, { details: { rule, ...(origin ? { origin } : {}) } });
}

type Source = CallbackSource & { allowedOrigins: string[] };

async function findSource(token: string): Promise<Source> {
  const notFound = new ApiError("NOT_FOUND", "This click-to-call button does not exist.");
  if (!TOKEN_SHAPE.test(token)) throw notFound;
  const source = await lookUpSource(token);
  if (!source?.enabled) throw notFound;
  const { callerNumber } = source;
  if (!callerNumber)
    throw new ApiError("NOT_FOUND", "This click-to-call button is not set up: its agent has no caller number.");
  return {
    id: source.id,
    workspaceId: source.workspaceId,
    agentId: source.agentId,
    allowedOrigins: source.allowedOrigins,
    callerNumber,
  };
}

/** The normalised Origin header when the source allows it; else 403 naming the rule that failed. */
function allowedOriginOf(request: Request, allowedOrigins: string[]): string {
  const header = request.headers.get("origin");
  if (!header) throw originRefused("origin_header_missing", "The Origin header is required.");
  const origin = normalizeOrigin(header);
  if (!origin) throw originRefused("origin_header_invalid", "The Origin header is not a valid http(s) origin.");
  if (!isOriginAllowed(origin, allowedOrigins))
    throw originRefused("origin_not_allowed", "This website is not on the button's list of allowed origins.", origin);
  return origin;
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = normalizeOrigin(request.headers.get("origin") ?? "");
  return origin
    ? { Vary: "Origin", "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS }
    : { Vary: "Origin" };
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
function tokenOf(url: URL): string {
  const segment = url.pathname.split("/").at(-1) ?? "";
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

/** The token and Origin stages (the preflight's too): the source, and the calling page's origin it allows. */
async function sourceAndOrigin(exchange: Exchange): Promise<{ source: Source; origin: string }> {
  const source = await findSource(tokenOf(exchange.url));
  return { source, origin: allowedOriginOf(exchange.request, source.allowedOrigins) };
}

async function placeFromPage(exchange: Exchange): Promise<Response> {
  const ip = clientIp(exchange.request);
  const ipBudget = await limits.ip.check(ip);
  enforceRateLimit(exchange, ipBudget);
  const { source, origin } = await sourceAndOrigin(exchange);
  const body = await readJsonBody(exchange.request);
  const parsed = parseBody(body, origin);
  // Read before the budgets: a number is one budget however it is written, and no number spends none.
  const input = { ...parsed, ...(await readWorkspacePhones(db, source.workspaceId, { phone: parsed.phone })) };
  const scope = idempotencyScopeOf(exchange, source.workspaceId, "live", ENDPOINT, body);
  // A retry answers from its stored response before the budgets below: it places nothing, so it spends nothing.
  const retry = await replay(exchange, scope);
  if (retry) return retry;

  enforceRateLimit(
    exchange,
    await checkAll([
      { limiter: alreadyChecked(ipBudget), identifier: ip },
      { limiter: limits.source, identifier: source.id },
      { limiter: limits.number, identifier: numberKey(input.phone) },
    ]),
  );
  const outcome = await placeCallback(source, { phone: input.phone, name: input.name, origin }, scope);
  if (outcome.replayed) return replayed(exchange, outcome.response);
  return respond(
    exchange,
    successBody({ status: "queued", callId: outcome.callId }) satisfies ClickToCallAccepted,
    202,
  );
}

export function handleClickToCall(request: Request): Promise<Response> {
  return servePipeline(request, placeFromPage, corsHeaders(request));
}

/** OPTIONS: answered with CORS permission for the source's allowlisted origins only. */
export function handleClickToCallPreflight(request: Request): Promise<Response> {
  return servePipeline(
    request,
    async (exchange) => {
      const { origin } = await sourceAndOrigin(exchange);
      return new Response(null, {
        status: 204,
        headers: {
          ...exchange.headers,
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
          "Access-Control-Max-Age": "600",
        },
      });
    },
    { Vary: "Origin" },
  );
}

/** Any other method on the token's path: the token reaches nothing but POST. */
export const methodNotAllowed = notAllowed("POST, OPTIONS", corsHeaders);
