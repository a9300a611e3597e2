import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { authorize, type Principal, type Requirement } from "@/server/auth/authorize";
import { LOCK_TIMEOUT_MS } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import type { Scope } from "@/server/keys/scopes";
import type { Context } from "./context";
import type { Deprecation } from "./deprecation";
import { apiErrorOf, trpcCodesOf } from "./errors";

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
  /** The resource carries `version`: /v1 answers it as `ETag: "<version>"` (docs/decisions.md "Agent versions"). */
  versioned?: true;
  /** The change honours If-Match (412 PRECONDITION_FAILED when it names another version); documented as a header. */
  ifMatch?: true;
  /** The largest JSON body /v1 accepts for this procedure, when more than the default 64 KiB (a campaign's 10,000 recipients). */
  maxBodyBytes?: number;
  /** Its answer carries a secret shown only once: the copy kept for idempotent replays is sealed with SECRETS_KEY. */
  secretInAnswer?: true;
  /**
   * Its work commits in steps of its own, outside any request-wide transaction (ringing a number
   * on the simulator waits on the number's routing URL, and writes through the call's own
   * statements): `ctx.db` is the database, and /v1 keeps no Idempotency-Key record for it.
   */
  ownUnitsOfWork?: true;
  /** Deprecated (docs/api-versioning.md): headers, the OpenAPI flag and CHANGELOG.md follow from this (server/api/deprecation.ts). */
  deprecated?: Deprecation;
  /**
   * It also takes multipart/form-data, a file upload of at most `maxBytes` (with its content type
   * in `openapi.contentTypes`): the form's fields arrive as the input's, the file (`file`) as a
   * File; `formFields` are the fields documented beside it.
   */
  upload?: { maxBytes: number; formFields: readonly string[] };
}>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The UI's tRPC client gets the catalog envelope in `error.data.apiError`; the message is the
    // envelope's too, so a 5xx never shows what was thrown.
    // Its codes are the HTTP status's (the one the response carries, server/http/settings-trpc.ts).
    errorFormatter: ({ shape, error }) => {
      const apiError = apiErrorOf(error);
      const codes = trpcCodesOf(apiError.status);
      return {
        ...shape,
        code: codes.code,
        message: apiError.toEnvelope().error,
        data: { ...shape.data, ...codes.data, stack: undefined, apiError: apiError.toEnvelope() },
      };
    },
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

/**
 * Authenticates, then asks `authorize` whether the caller meets the requirement in the workspace
 * `{id}` of the input. The /v1 pipeline calls it before its idempotency stage (a replay must not
 * skip it); the procedure's middleware calls it again, at the cost of a comparison for an API key
 * (authentication is memoised per request).
 */
export async function authorizeWorkspace(ctx: Context, requirement: Requirement, rawInput: unknown) {
  const principal: Principal = await ctx.authenticate();
  const workspaceId = workspaceIdOf(rawInput);
  const { role } = await authorize(ctx.db, principal, workspaceId, requirement);
  return { principal, workspaceId, role };
}

/** Every procedure acting in a workspace is built on this middleware. */
export function authorized(requirementOf: (meta: Meta | undefined) => Requirement) {
  return t.middleware(async ({ ctx, meta, getRawInput, next }) =>
    next({ ctx: await authorizeWorkspace(ctx, requirementOf(meta), await getRawInput()) }),
  );
}

/** A /v1 procedure's requirement: the scope its meta names. */
export function scopeRequirement(scope: Scope | undefined): Requirement {
  if (!scope) throw new Error("workspaceProcedure without meta.scope"); // fail closed: a 500, never open
  return { scope };
}

/**
 * Runs a mutation in one unit of work, exposed as `ctx.db` (its events are relayed after the
 * commit). A /v1 request arrives inside the unit of work of its idempotency stage and stays in it.
 */
export const transactional = t.middleware(async ({ ctx, type, meta, next }) => {
  if (type !== "mutation" || ctx.inTransaction || meta?.ownUnitsOfWork) return next();
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
export const workspaceProcedure = publicProcedure
  .use(authorized((meta) => scopeRequirement(meta?.scope)))
  .use(transactional);

/** A signed-in user acting for themselves, in no particular workspace (e.g. listing their workspaces). */
export const userProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const principal = await ctx.authenticate();
  if (principal.kind !== "user") throw new ApiError("FORBIDDEN", "Only a signed-in user can do this.");
  return next({ ctx: { userId: principal.userId } });
});
