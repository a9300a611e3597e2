import { createContext, modeOf, type Context } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { etagOf } from "@/server/api/preconditions";
import { ApiError } from "@/server/errors";
import { appRouter } from "@/server/api/root";
import { authorizeWorkspace, createCallerFactory, scopeRequirement } from "@/server/api/trpc";
import type { AnyRouter } from "@trpc/server";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { authenticateApiKey, type ApiKeyPrincipal } from "@/server/keys/authenticate";
import type { Scope } from "@/server/keys/scopes";
import { checkApiBudget } from "@/server/ratelimit/api-budget";
import { idempotencyScopeOf, perform, replay } from "./idempotency";
import { serveOriginate, type AuthorizedCall } from "./originate";
import { enforceRateLimit, respond, servePipeline, type Exchange } from "./pipeline";
import { assertStorableUrl, methodHasBody, readBody } from "./request";
import { routeTable, type Route, type RouteTable } from "./routes";

// /v1 through the request pipeline: request id → rate limit → URL and body checks (one parse) →
// routing (routes.ts) → authorization by the procedure's scope → idempotency (mutations) → the
// procedure → the one error mapping of servePipeline.
//
// The procedure is called through tRPC's `createCaller` with the input routing assembled, rather
// than through trpc-to-openapi's HTTP handler: that handler would route again, want a node-style
// request to re-read, and report failures as response bodies we would have to catch in onError
// and turn back into errors. trpc-to-openapi still describes the API (the OpenAPI document) from
// the same meta the route table is built from. The app router is what svc serves; a test serves
// a router of its own the same way (`v1Api`), e.g. one with an operation deprecated for the test.

/**
 * Procedures whose /v1 requests are answered by one statement instead of the procedure (the API's
 * hot path, docs/decisions.md "The hot path in SQL"); they stay the procedure everywhere else.
 */
const hotPaths: Record<string, (exchange: Exchange, call: AuthorizedCall) => Promise<Response>> = {
  "v1.calls.originateManual": serveOriginate,
};

type ProcedureCall = (input: unknown) => Promise<unknown>;
type CallerOf = (ctx: Context) => unknown;

/** A versioned resource's ETag, from the success body about to be sent (or replayed). */
function versionHeaders(body: unknown): Record<string, string> {
  const version = (body as { data?: { version?: unknown } } | null)?.data?.version;
  return typeof version === "number" ? { ETag: etagOf(version) } : {};
}

/** The stages every /v1 response passes before routing. */
async function admit(exchange: Exchange): Promise<void> {
  enforceRateLimit(exchange, await checkApiBudget(exchange.request));
  assertStorableUrl(exchange.url);
}

/** The query string as input: one value as itself, a repeated parameter (or an array parameter) as a list. */
function queryInput(url: URL, route: Route): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    input[key] = values.length > 1 || route.arrayParameters.has(key) ? values : values[0];
  }
  return input;
}

/** A request body's fields; 400 unless it is a JSON object (or empty). */
function bodyFields(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("VALIDATION_ERROR", "The body must be a JSON object.", {
      details: { issues: [{ path: [], message: "Expected a JSON object." }] },
    });
  }
  return body as Record<string, unknown>;
}

async function call(callerOf: CallerOf, ctx: Context, route: Route, input: unknown): Promise<unknown> {
  const procedure = route.procedurePath
    .split(".")
    .reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], callerOf(ctx));
  try {
    return await (procedure as ProcedureCall)(input);
  } catch (error) {
    // As the catalog error it stands for, so that idempotency keeps a 4xx for replays.
    throw apiErrorOf(error);
  }
}

async function serveProcedure(exchange: Exchange, routes: RouteTable, callerOf: CallerOf): Promise<Response> {
  const { request, url } = exchange;
  await admit(exchange);
  const body = methodHasBody(request.method)
    ? await readBody(request, routes.bodyRulesOf(request.method, url.pathname))
    : { fields: undefined, hashable: undefined };
  const { route, pathInput } = routes.routeOf(request.method === "HEAD" ? "GET" : request.method, url.pathname);
  Object.assign(exchange.headers, route.headers);
  const input =
    route.method === "GET" ? { ...queryInput(url, route), ...pathInput } : { ...bodyFields(body.fields), ...pathInput };
  const ctx = createContext({
    requestId: exchange.requestId,
    authenticate: () => authenticateApiKey(request.headers.get("authorization")),
    ifMatch: request.headers.get("if-match"),
  });
  if (route.versioned) exchange.headersOf = versionHeaders;
  if (route.type === "query") return respond(exchange, await call(callerOf, ctx, route, input), route.successStatus);

  const { principal, workspaceId } = await authorizeWorkspace(ctx, scopeRequirement(route.scope), pathInput);
  if (route.ownUnitsOfWork) return respond(exchange, await call(callerOf, ctx, route, input), route.successStatus);
  const scope = idempotencyScopeOf(exchange, workspaceId, modeOf(principal), route.endpoint, body.hashable);
  const hot = hotPaths[route.procedurePath];
  // A hot path's statement reads the key's record itself: a new key costs one statement, a replay too.
  if (hot) return hot(exchange, { route, input, principal, workspaceId, scope });
  return (
    (await replay(exchange, scope)) ??
    perform(exchange, scope, { status: route.successStatus, sealed: route.secretInAnswer }, (db) =>
      call(callerOf, { ...ctx, db, inTransaction: true }, route, input),
    )
  );
}

/** The /v1 handler of a router's OpenAPI procedures. */
export function v1Api(router: AnyRouter): (request: Request) => Promise<Response> {
  const routes = routeTable(router);
  const callerOf = createCallerFactory(router) as unknown as CallerOf;
  return (request) => servePipeline(request, (exchange) => serveProcedure(exchange, routes, callerOf));
}

/** /v1 as svc serves it: the app router. */
export const serveV1 = v1Api(appRouter);

/** Any other /v1 document (e.g. openapi.json): the same admission stages, then `document`. */
export function serveV1Document(
  request: Request,
  document: () => unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return servePipeline(request, async (exchange) => {
    await admit(exchange);
    Object.assign(exchange.headers, headers);
    return respond(exchange, document(), 200);
  });
}

export interface Download {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  filename: string;
}

/**
 * A /v1 answer streamed as it is produced (not the JSON envelope): the admission stages, the key's
 * `scope` in the workspace `{id}` of `params`, then `produce` with the key (its mode, its id).
 */
export function serveV1Stream(
  request: Request,
  params: { id: string },
  scope: Scope,
  produce: (workspaceId: string, key: ApiKeyPrincipal, headers: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  return servePipeline(request, async (exchange) => {
    await admit(exchange);
    const ctx = createContext({
      requestId: exchange.requestId,
      authenticate: () => authenticateApiKey(request.headers.get("authorization")),
    });
    const { principal, workspaceId } = await authorizeWorkspace(ctx, scopeRequirement(scope), params);
    return produce(workspaceId, principal as ApiKeyPrincipal, exchange.headers);
  });
}

/** A /v1 download (a CSV): `produce` in the key's mode, sent as an attachment. */
export function serveV1Download(
  request: Request,
  params: { id: string },
  scope: Scope,
  produce: (workspaceId: string, mode: ApiKeyMode) => Promise<Download>,
): Promise<Response> {
  return serveV1Stream(request, params, scope, async (workspaceId, key, exchangeHeaders) => {
    const download = await produce(workspaceId, key.mode);
    const headers = {
      ...exchangeHeaders,
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "no-store",
    };
    return new Response(request.method === "HEAD" ? null : download.body, { status: 200, headers });
  });
}
