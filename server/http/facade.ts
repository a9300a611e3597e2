import { env } from "@/server/env";
import { apiErrorOf } from "@/server/api/errors";
import { clientIp } from "@/server/client-ip";
import { errorResponse } from "@/server/errors";
import { bearerTokenOf } from "@/server/keys/authenticate";
import { hashSecret } from "@/server/keys/secret";
import { requestLogger } from "@/server/logger";
import { createRateLimiter, rateLimitedError, rateLimitHeaders, type RateLimitState } from "@/server/ratelimit/ratelimit";
import { assertStorableUrl, methodHasBody, readJsonBody, requestIdOf } from "./request";

// The REST facade: what every /v1 response goes through, whatever answers it. In order:
// request id → rate limit (its headers on every response, errors included) → body size,
// content-type and JSON checks → the handler (routing, authentication, idempotency, procedure)
// → the docs/api-contract.md §7 envelope for any failure, 5xx masked and logged.

export interface V1Request {
  request: Request;
  requestId: string;
  /** Parsed JSON body; undefined for GET/HEAD and empty bodies. */
  body: unknown;
  /** Headers the response will carry (request id, rate limit); a handler may add to them. */
  headers: Record<string, string>;
}

export type V1Handler = (v1: V1Request) => Promise<Response>;

const perKey = createRateLimiter({
  name: "api-key",
  limit: env.RATE_LIMIT_API_KEY_REQUESTS,
  windowSeconds: env.RATE_LIMIT_API_KEY_WINDOW_SECONDS,
});
const perIp = createRateLimiter({ ...perKey.policy, name: "ip" });

/** Per API key when one is presented (hashed: the budget is keyed without the secret), else per IP. */
function checkDefaultLimit(request: Request): Promise<RateLimitState> {
  const token = bearerTokenOf(request.headers.get("authorization"));
  return token ? perKey.check(hashSecret(token)) : perIp.check(clientIp(request));
}

function withHeaders(response: Response, headers: Record<string, string>, stripBody: boolean): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) if (!merged.has(name)) merged.set(name, value);
  return new Response(stripBody ? null : response.body, { status: response.status, headers: merged });
}

export async function serveV1(request: Request, handle: V1Handler): Promise<Response> {
  const requestId = requestIdOf(request);
  const log = requestLogger(requestId);
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  try {
    const limit = await checkDefaultLimit(request);
    Object.assign(headers, rateLimitHeaders(limit));
    if (!limit.success) throw rateLimitedError(limit);
    assertStorableUrl(request.url);
    const body = methodHasBody(request.method) ? await readJsonBody(request) : undefined;
    const response = await handle({ request, requestId, body, headers });
    return withHeaders(response, headers, request.method === "HEAD");
  } catch (error) {
    const apiError = apiErrorOf(error);
    if (apiError.status >= 500) log.error({ err: apiError.cause ?? error, code: apiError.code }, "request failed");
    return errorResponse(apiError, headers);
  }
}
