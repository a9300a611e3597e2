import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import { assertMayGrant, defaultModeFor } from "@/server/keys/grants";
import { apiKeyInput, rollApiKeyInput } from "@/server/keys/inputs";
import { createApiKey, getApiKey, listApiKeys, revokeApiKey, rollApiKey } from "@/server/keys/keys";
import { apiKeySchema, createdApiKeySchema } from "@/server/keys/views";
import type { Principal } from "../context";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// API keys on /v1 (`keys:read` / `keys:write`, which no key holds unless chosen by hand) and in the
// settings UI (members read, admins change) through the same procedures. A key acts within its own
// power (server/keys/grants.ts); a secret is in the answer that makes it, and nowhere else.

const keyPath = workspacePath.extend({ keyId: z.string().min(1).meta({ description: "API key id." }) });
const tags = ["API keys"];
const notFound = { 404: "No such key (a test key sees test keys only)" };
const escalation = {
  403: "The acting key lacks a scope it would grant (or the key it would roll or revoke holds), or is a test key making a live key",
};

function createdBy(principal: Principal): string | null {
  return principal.kind === "user" ? principal.userId : null;
}

export const apiKeysRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "keys:write",
      successStatus: 201,
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/api-keys",
        tags,
        summary: "Create an API key",
        description:
          "The answer carries the `secret`, this once. A key never grants a scope it does not hold, and a test key makes test keys only.",
        successDescription: "Created.",
        errorResponses: escalation,
      },
    })
    .input(z.strictObject(apiKeyInput.shape).extend(workspacePath.shape))
    .output(envelope(createdApiKeySchema))
    .mutation(async ({ ctx, input: { id, mode, ...key } }) => {
      const grant = { scopes: key.scopes, mode: mode ?? defaultModeFor(ctx.principal) };
      assertMayGrant(ctx.principal, grant);
      const { apiKey, secret } = await createApiKey(ctx.db, {
        ...key,
        ...grant,
        workspaceId: id,
        createdById: createdBy(ctx.principal),
      });
      return successBody({ ...apiKey, secret });
    }),

  list: workspaceProcedure
    .meta({
      scope: "keys:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/api-keys",
        tags,
        summary: "List API keys",
        description: "Newest first, revoked and expired ones included. A test key lists test keys only.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(apiKeySchema)))
    .query(async ({ ctx, input: { id, ...filter } }) =>
      successBody(await listApiKeys(ctx.db, id, ctx.principal, filter)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "keys:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/api-keys/{keyId}",
        tags,
        summary: "Retrieve an API key",
        errorResponses: notFound,
      },
    })
    .input(keyPath)
    .output(envelope(apiKeySchema))
    .query(async ({ ctx, input }) => successBody(await getApiKey(ctx.db, input.id, ctx.principal, input.keyId))),

  revoke: workspaceProcedure
    .meta({
      scope: "keys:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/api-keys/{keyId}",
        tags,
        summary: "Revoke an API key",
        description:
          "From now on its requests answer 401 `INVALID_API_KEY`, on every server at once. The key stays listed, with `revokedAt`. A rolled key's old secrets still in their grace are revoked with it. A key revokes no key holding a scope it does not hold itself (403 `API_KEY_ESCALATION`).",
        errorResponses: { ...escalation, ...notFound },
      },
    })
    .input(keyPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await revokeApiKey(ctx.db, input.id, ctx.principal, input.keyId);
      return successBody(deleted(input.keyId));
    }),

  roll: workspaceProcedure
    .meta({
      scope: "keys:write",
      successStatus: 201,
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/api-keys/{keyId}/roll",
        tags,
        summary: "Roll an API key",
        description:
          "Makes a new key with the same name, scopes and mode (its `secret` in this answer only) and keeps the old secret working for `expiresInSeconds` (default 24 hours, at most 7 days; 0 stops it now, on every server). Then the old secret answers 401 `API_KEY_EXPIRED`. The new key's `rolledFrom` says when the old one stops. A key is rolled once: roll its successor next time.",
        successDescription: "Created: the new key.",
        errorResponses: { ...escalation, ...notFound, 409: "The key is revoked or expired, or was rolled already" },
      },
    })
    .input(z.strictObject(rollApiKeyInput.shape).extend(keyPath.shape))
    .output(envelope(createdApiKeySchema))
    .mutation(async ({ ctx, input: { id, keyId, ...roll } }) => {
      const { apiKey, secret } = await rollApiKey(ctx.db, id, ctx.principal, keyId, {
        ...roll,
        createdById: createdBy(ctx.principal),
      });
      return successBody({ ...apiKey, secret });
    }),
});
