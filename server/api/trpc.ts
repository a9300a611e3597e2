import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { LOCK_TIMEOUT_MS } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import { isReadScope, type Scope } from "@/server/keys/scopes";
import type { ApiKeyPrincipal } from "@/server/keys/authenticate";
import type { Context, Principal } from "./context";
import { apiErrorOf } from "./errors";

// tRPC is the single source of truth of the API: the same procedures serve /v1 (the request
// pipeline of server/http routes to them by their OpenAPI meta) and the settings UI (app/api/trpc/[trpc]).
//
//   workspaceProcedure
//     .meta({ scope: "calls:read", openapi: { method: "GET", path: "/workspaces/{id}/calls" } })
//     .input(z.object({ id: z.string(), ... }))   // `id` = the workspace, from the path
//
// Procedures throw ApiError (server/errors.ts) and read/write through `ctx.db` only.

export type Meta = OpenApiMeta<{
  /** Required on every workspaceProcedure: what an API key must carry, what a member may do. */
  scope?: Scope;
  /** HTTP status of success on /v1 when not 200 (202 for queued work, 201 for a created resource); also documented. */
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
export const publicProcedure = t.procedure;

function workspaceIdOf(rawInput: unknown): string {
  const id = (rawInput as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string" || !id) throw new ApiError("NOT_FOUND");
  return id;
}

async function authorizeUser(ctx: Context, userId: string, workspaceId: string, scope: Scope): Promise<void> {
  const membership = await ctx.db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId } },
    select: { role: true },
  });
  // Workspaces of others are invisible, not forbidden.
  if (!membership) throw new ApiError("NOT_FOUND");
  if (membership.role === "member" && !isReadScope(scope)) throw new ApiError("FORBIDDEN");
}

function authorizeApiKey(principal: ApiKeyPrincipal, workspaceId: string, scope: Scope): void {
  if (principal.workspaceId !== workspaceId) throw new ApiError("WORKSPACE_MISMATCH");
  if (!principal.scopes.includes(scope)) {
    throw new ApiError("INSUFFICIENT_SCOPE", `This operation needs the \`${scope}\` scope.`, {
      details: { required: scope, granted: principal.scopes },
    });
  }
}

/**
 * Authenticates, then checks the caller may act in the workspace `{id}` of `rawInput` with `scope`.
 * The /v1 pipeline calls it before its idempotency stage (a replay must not skip it); the
 * procedure's own middleware calls it again, at the cost of comparisons: authentication is
 * memoised per request.
 */
export async function authorizeWorkspace(ctx: Context, scope: Scope | undefined, rawInput: unknown): Promise<{ principal: Principal; workspaceId: string }> {
  const principal = await ctx.authenticate();
  if (!scope) throw new Error("workspaceProcedure without meta.scope"); // fail closed: a 500, never open
  const workspaceId = workspaceIdOf(rawInput);
  if (principal.kind === "apiKey") authorizeApiKey(principal, workspaceId, scope);
  else await authorizeUser(ctx, principal.userId, workspaceId, scope);
  return { principal, workspaceId };
}

const workspaceAccess = t.middleware(async ({ ctx, meta, getRawInput, next }) =>
  next({ ctx: await authorizeWorkspace(ctx, meta?.scope, await getRawInput()) }),
);

/**
 * Runs a mutation in one transaction, exposed as `ctx.db`, with `ctx.afterCommit` for what must
 * wait for the commit. A /v1 request arrives inside the transaction of its idempotency stage and
 * stays in it.
 */
export const transactional = t.middleware(async ({ ctx, type, next }) => {
  if (type !== "mutation" || ctx.inTransaction) return next();
  return transaction(
    async (tx) => {
      const result = await next({ ctx: { db: tx, inTransaction: true } });
      if (!result.ok) throw apiErrorOf(result.error); // rolls the transaction back
      return result;
    },
    { maxWait: LOCK_TIMEOUT_MS, timeout: LOCK_TIMEOUT_MS * 2 },
  );
});

/** A procedure acting in the workspace of its `{id}` path parameter; a mutation runs in one transaction. */
export const workspaceProcedure = publicProcedure.use(workspaceAccess).use(transactional);
