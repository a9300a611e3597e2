import type { Db, Prisma } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import { forgetCachedKey } from "./authenticate";
import type { Scope } from "./scopes";
import { displayParts, generateSecret, hashSecret } from "./secret";

// Creating, listing and revoking API keys: plain server functions shared by the settings UI,
// the admin CLI and the seed.

const PUBLIC_FIELDS = {
  id: true,
  workspaceId: true,
  name: true,
  prefix: true,
  last4: true,
  scopes: true,
  mode: true,
  createdAt: true,
  revokedAt: true,
  lastUsedAt: true,
} as const satisfies Prisma.ApiKeySelect;

export type ApiKeyView = Prisma.ApiKeyGetPayload<{ select: typeof PUBLIC_FIELDS }>;

export interface NewApiKey {
  workspaceId: string;
  name: string;
  scopes: Scope[];
  mode?: ApiKeyMode;
  createdById?: string | null;
}

/** Creates a key; the returned `secret` is the only time the plaintext exists. */
export async function createApiKey(db: Db, input: NewApiKey): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const mode = input.mode ?? "live";
  const secret = generateSecret(mode);
  const apiKey = await db.apiKey.create({
    data: {
      workspaceId: input.workspaceId,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      mode,
      createdById: input.createdById ?? null,
      hash: hashSecret(secret),
      ...displayParts(secret),
    },
    select: PUBLIC_FIELDS,
  });
  return { apiKey, secret };
}

export function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyView[]> {
  return db.apiKey.findMany({ where: { workspaceId }, orderBy: { createdAt: "desc" }, select: PUBLIC_FIELDS });
}

/** Revokes a key of the workspace (idempotent); 404 NOT_FOUND when the workspace has no such key. */
export async function revokeApiKey(db: Db, workspaceId: string, keyId: string): Promise<ApiKeyView> {
  const existing = await db.apiKey.findFirst({
    where: { id: keyId, workspaceId },
    select: { hash: true, revokedAt: true },
  });
  if (!existing) throw new ApiError("NOT_FOUND", "No API key with this id exists in this workspace.");
  const apiKey = await db.apiKey.update({
    where: { id: keyId },
    data: { revokedAt: existing.revokedAt ?? new Date() },
    select: PUBLIC_FIELDS,
  });
  forgetCachedKey(existing.hash);
  return apiKey;
}
