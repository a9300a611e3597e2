import {
  coerceSchema,
  forEachOpenApiProcedure,
  getInputOutputParsers,
  unwrapZodType,
  type OpenApiRouter,
} from "trpc-to-openapi";
import { z } from "zod";
import { deprecationHeaders } from "@/server/api/deprecation";
import type { Meta } from "@/server/api/trpc";
import { ApiError } from "@/server/errors";
import type { Scope } from "@/server/keys/scopes";
import { MAX_BODY_BYTES, type BodyRules } from "./request";

// The /v1 route table, built once per process from the procedures' OpenAPI meta (what the
// OpenAPI document describes). Routing is decided here once per request: the route gives the
// procedure to call, its template (idempotency's endpoint), scope, success status and the headers
// every answer of it carries (a deprecation's); unknown paths are 404 and known paths with another
// method 405 with Allow.

export interface Route {
  method: string;
  /** "POST /v1/workspaces/{id}/calls": the endpoint idempotency records are scoped to. */
  endpoint: string;
  /** The procedure's dotted path in the app router, e.g. "v1.calls.create". */
  procedurePath: string;
  type: "query" | "mutation";
  scope?: Scope;
  successStatus: number;
  /** Its responses carry the resource's `version` as their ETag. */
  versioned: boolean;
  /** The body this route accepts: its JSON size, and whether it takes a file upload. */
  body: BodyRules;
  /** Its answer holds a secret: the copy kept for replays is sealed. */
  secretInAnswer: boolean;
  /** Its work commits in steps of its own: no request-wide transaction, no idempotency record. */
  ownUnitsOfWork: boolean;
  /** Headers on every answer of the route, errors included (`Deprecation`, `Sunset`, `Link`). */
  headers: Readonly<Record<string, string>>;
  /** The procedure's input schema (path, query or body fields together). */
  input: z.ZodType;
  /** Query parameters the input takes as arrays (a lone `?status=x` still becomes ["x"]). */
  arrayParameters: ReadonlySet<string>;
  pattern: RegExp;
}

export interface RouteMatch {
  route: Route;
  /** Path parameters, percent-decoded, e.g. { id: "ws_1" }. */
  pathInput: Record<string, string>;
}

function isArray(schema: z.core.$ZodType): boolean {
  return schema instanceof z.ZodArray || (schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodArray);
}

function arrayParametersOf(queryInput: z.ZodObject | null): Set<string> {
  return new Set(Object.entries(queryInput?.shape ?? {}).flatMap(([key, schema]) => (isArray(schema) ? [key] : [])));
}

/** Case-sensitive, like every path of the API; `{name}` becomes a named group. */
function patternOf(template: string): RegExp {
  return new RegExp(`^/v1${template.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`);
}

function buildRoutes(router: OpenApiRouter): Route[] {
  const routes: Route[] = [];
  forEachOpenApiProcedure(router._def.procedures, ({ path, type, procedure, meta }) => {
    if (type === "subscription") return;
    const { method, path: template } = meta.openapi;
    const { inputParser } = getInputOutputParsers(procedure);
    const input = unwrapZodType(inputParser, true);
    const queryInput = method === "GET" && input instanceof z.ZodObject ? input : null;
    // A query string carries text: numbers and booleans of a GET's input take theirs, as
    // trpc-to-openapi's own handler arranges (on every request; here once).
    if (queryInput) coerceSchema(queryInput);
    const { scope, successStatus, versioned, maxBodyBytes, upload, secretInAnswer, ownUnitsOfWork, deprecated } =
      meta as Meta;
    routes.push({
      method,
      endpoint: `${method} /v1${template}`,
      procedurePath: path,
      type,
      scope,
      successStatus: successStatus ?? 200,
      versioned: versioned ?? false,
      body: { maxBytes: maxBodyBytes ?? MAX_BODY_BYTES, uploadBytes: upload?.maxBytes ?? null },
      secretInAnswer: secretInAnswer ?? false,
      ownUnitsOfWork: ownUnitsOfWork ?? false,
      headers: deprecated ? deprecationHeaders(deprecated) : {},
      input: inputParser,
      arrayParameters: arrayParametersOf(queryInput),
      pattern: patternOf(template),
    });
  });
  return routes;
}

export interface RouteTable {
  /** The body a request to `path` with `method` may send: its route's, or the default when it has none (routing then answers). */
  bodyRulesOf(method: string, path: string): BodyRules;
  /** The route answering `method` (HEAD as GET) at `path`; 404 NOT_FOUND or 405 METHOD_NOT_ALLOWED with Allow. */
  routeOf(method: string, path: string): RouteMatch;
}

/** The route table of a router's OpenAPI procedures (the app router's, or a test's). */
export function routeTable(router: OpenApiRouter): RouteTable {
  const routes = buildRoutes(router);
  return {
    bodyRulesOf: (method, path) =>
      routes.find((route) => route.method === method && route.pattern.test(path))?.body ?? {
        maxBytes: MAX_BODY_BYTES,
        uploadBytes: null,
      },
    routeOf(method, path) {
      const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
      const matching = routes.filter((route) => route.pattern.test(normalized));
      if (!matching.length) throw new ApiError("NOT_FOUND", `No endpoint at ${path}.`);
      const route = matching.find((candidate) => candidate.method === method);
      if (!route) {
        const allow = [...new Set(matching.map((candidate) => candidate.method))].join(", ");
        throw new ApiError("METHOD_NOT_ALLOWED", `${method} is not allowed on ${path}; use ${allow}.`, {
          headers: { Allow: allow },
        });
      }
      // Percent-decoded, as any router would (`%2B14155552671` is `+14155552671`); assertStorableUrl
      // has refused what does not decode.
      const groups = Object.entries(route.pattern.exec(normalized)?.groups ?? {});
      return { route, pathInput: Object.fromEntries(groups.map(([name, value]) => [name, decodeURIComponent(value)])) };
    },
  };
}
