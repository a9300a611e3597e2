import { initTRPC } from "@trpc/server";
import { middlewareMarker } from "@trpc/server/unstable-core-do-not-import";
import type { OpenApiMeta } from "trpc-to-openapi";
import { authorize, type Requirement } from "@/server/auth/authorize";
import { ApiError } from "@/server/errors";
import { idempotencyKeyFrom, replayedError, requestHash, withIdempotency, type IdempotencyScope } from "@/server/idempotency/idempotency";
import type { Scope } from "@/server/keys/scopes";
import type { Context } from "./context";
import { apiErrorOf } from "./errors";

// tRPC is the single source of truth of the API: the same procedures serve /v1 (through
// trpc-to-openapi, app/v1/[...trpc]/route.ts) and the settings UI (app/api/trpc/[trpc]).
//
//   workspaceProcedure
//     .meta({ scope: "calls:read", openapi: { method: "GET", path: "/workspaces/{id}/calls" } })
//     .input(z.object({ id: z.string(), ... }))   // `id` = the workspace, from the path
//
// Procedures throw ApiError (server/errors.ts) and read/write through `ctx.db` only.

export type Meta = OpenApiMeta<{
  /** Required on every workspaceProcedure: what an API key must carry, what a member may do. */
  scope?: Scope;
  /** HTTP status of success when not 200 (202 for queued work, 201 for a created resource); also documented. */
  successStatus?: 201 | 202;
}>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The UI's tRPC client gets the catalog envelope in `error.data.apiError`.
    errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, stack: undefined, apiError: apiErrorOf(error).toEnvelope() } }),
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
export const publicProcedure = t.procedure.use(({ ctx, meta, next }) => {
  if (meta?.successStatus) ctx.response.status = meta.successStatus;
  return next();
});

function workspaceIdOf(rawInput: unknown): string {
  const id = (rawInput as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string" || !id) throw new ApiError("NOT_FOUND");
  return id;
}

/**
 * Authenticates, then asks `authorize` whether the caller meets the requirement in the workspace
 * `{id}` of the input. Every procedure acting in a workspace is built on it.
 */
export function authorized(requirementOf: (meta: Meta | undefined) => Requirement) {
  return t.middleware(async ({ ctx, meta, getRawInput, next }) => {
    const principal = await ctx.authenticate();
    const requirement = requirementOf(meta);
    const workspaceId = workspaceIdOf(await getRawInput());
    const { role } = await authorize(ctx.db, principal, workspaceId, requirement);
    ctx.workspaceId = workspaceId;
    return next({ ctx: { principal, workspaceId, role } });
  });
}

const scopeOf = (meta: Meta | undefined): Requirement => {
  if (!meta?.scope) throw new Error("workspaceProcedure without meta.scope"); // fail closed: a 500, never open
  return { scope: meta.scope };
};

function idempotencyScopeOf(ctx: Context, meta: Meta | undefined): IdempotencyScope | null {
  const { http, workspaceId } = ctx;
  const key = idempotencyKeyFrom(http?.idempotencyKey ?? null);
  if (!http || !key || !workspaceId || !meta?.openapi) return null;
  return {
    workspaceId,
    endpoint: `${meta.openapi.method} /v1${meta.openapi.path}`,
    key,
    requestHash: requestHash(http.method, http.path, http.body),
  };
}

/**
 * Runs a mutation in one transaction (exposed as `ctx.db`) and, when the /v1 request carries an
 * Idempotency-Key, with its idempotency record (SPEC.md §8). Needs `ctx.workspaceId` set by an
 * earlier middleware; the public click-to-call procedure reuses it after resolving its source.
 */
export const idempotency = t.middleware(async ({ ctx, meta, type, next }) => {
  if (type !== "mutation") return next();
  const outcome = await withIdempotency(idempotencyScopeOf(ctx, meta), async (tx, afterCommit) => {
    const result = await next({ ctx: { db: tx, afterCommit } });
    if (!result.ok) throw apiErrorOf(result.error);
    return { value: result, response: { status: ctx.response.status ?? 200, body: result.data } };
  });
  if (!outcome.replayed) return outcome.value;
  ctx.response.headers["Idempotent-Replayed"] = "true";
  const { status, body } = outcome.response;
  if (status >= 400) throw replayedError(body);
  ctx.response.status = status;
  return { ok: true as const, data: body, marker: middlewareMarker };
});

/** A procedure acting in the workspace of its `{id}` path parameter, idempotent when mutating. */
export const workspaceProcedure = publicProcedure.use(authorized(scopeOf)).use(idempotency);
