import { createOpenApiFetchHandler } from "trpc-to-openapi";
import { createContext } from "@/server/api/context";
import { appRouter } from "@/server/api/root";
import type { Meta } from "@/server/api/trpc";
import { ApiError } from "@/server/errors";
import { authenticateApiKey } from "@/server/keys/authenticate";
import type { V1Request } from "./facade";

// /v1 requests answered by the app router's OpenAPI procedures (trpc-to-openapi). The library
// reports every outcome as a tRPC error; we route first so unknown paths and wrong methods get
// their own codes, and hand failures back to the facade to shape.

interface Route {
  method: string;
  pattern: RegExp;
}

function openApiRoutes(): Route[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  return Object.values(procedures).flatMap((procedure) => {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    const pattern = new RegExp(`^/v1${openapi.path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`);
    return [{ method: openapi.method, pattern }];
  });
}

let routes: Route[] | undefined;

function checkRoute(method: string, path: string): void {
  routes ??= openApiRoutes();
  const matching = routes.filter((route) => route.pattern.test(path));
  if (!matching.length) throw new ApiError("NOT_FOUND", `No endpoint at ${path}.`);
  if (!matching.some((route) => route.method === method)) {
    const allow = [...new Set(matching.map((route) => route.method))].join(", ");
    throw new ApiError("METHOD_NOT_ALLOWED", `${method} is not allowed on ${path}; use ${allow}.`, { headers: { Allow: allow } });
  }
}

/** The request as the library should read it: HEAD as GET, the already-read body re-attached. */
function forwardedRequest(request: Request, method: string, body: unknown): Request {
  if (method === "GET") return new Request(request.url, { method, headers: request.headers });
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(request.url, { method, headers, body: JSON.stringify(body ?? {}) });
}

export async function serveProcedures(v1: V1Request): Promise<Response> {
  const { request } = v1;
  const method = request.method === "HEAD" ? "GET" : request.method;
  const path = new URL(request.url).pathname;
  checkRoute(method, path);
  const ctx = createContext({
    requestId: v1.requestId,
    authenticate: () => authenticateApiKey(request.headers.get("authorization")),
    http: { method, path, body: v1.body, idempotencyKey: request.headers.get("idempotency-key") },
  });
  let failure: unknown;
  const response = await createOpenApiFetchHandler({
    endpoint: "/v1",
    router: appRouter,
    req: forwardedRequest(request, method, v1.body),
    createContext: () => ctx,
    responseMeta: () => ({ status: ctx.response.status ?? 200, headers: ctx.response.headers }),
    onError: ({ error }) => {
      failure = error;
    },
  });
  Object.assign(v1.headers, ctx.response.headers);
  if (failure) throw failure;
  return response;
}
