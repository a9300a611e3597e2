import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import type { Scope } from "./scopes";
import { hashSecret, hasSecretShape, hasValidChecksum } from "./secret";

// Turns `Authorization: Bearer svc_sk_…` into the key it names. The lookup is by SHA-256 (a
// unique index), so response time says nothing about how close a guess was. Results are cached
// in-process for API_KEY_CACHE_MS (revoking through revokeApiKey clears this process's entry at
// once; other processes notice within that time). The secret is never logged.

export interface ApiKeyPrincipal {
  kind: "apiKey";
  keyId: string;
  workspaceId: string;
  scopes: Scope[];
  mode: ApiKeyMode;
}

const LAST_USED_GRANULARITY_MS = 60_000;
const CACHE_MAX_ENTRIES = 10_000;

interface CachedKey {
  principal: ApiKeyPrincipal | null;
  expiresAt: number;
  lastUsedAt: number;
}

const cache = new Map<string, CachedKey>();

/** The token of a `Bearer` Authorization header; null when absent or of another scheme. */
export function bearerTokenOf(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer +(\S+) *$/i);
  return match ? match[1] : null;
}

export function forgetCachedKey(hash: string): void {
  cache.delete(hash);
}

async function lookup(hash: string): Promise<CachedKey> {
  const row = await db.apiKey.findUnique({
    where: { hash },
    select: { id: true, workspaceId: true, scopes: true, mode: true, revokedAt: true, lastUsedAt: true },
  });
  const principal: ApiKeyPrincipal | null =
    row && !row.revokedAt
      ? { kind: "apiKey", keyId: row.id, workspaceId: row.workspaceId, scopes: row.scopes as Scope[], mode: row.mode }
      : null;
  return { principal, expiresAt: Date.now() + env.API_KEY_CACHE_MS, lastUsedAt: row?.lastUsedAt?.getTime() ?? 0 };
}

/** Records use at most once a minute per key, off the request's path. */
function touch(entry: CachedKey, keyId: string): void {
  const now = Date.now();
  if (now - entry.lastUsedAt < LAST_USED_GRANULARITY_MS) return;
  entry.lastUsedAt = now;
  void db.apiKey
    .updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_GRANULARITY_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch((error) => logger.warn({ err: (error as Error).message, keyId }, "could not record API key use"));
}

/** 401 UNAUTHENTICATED when no key is presented, 401 INVALID_API_KEY when it is not a live key. */
export async function authenticateApiKey(authorization: string | null): Promise<ApiKeyPrincipal> {
  const secret = bearerTokenOf(authorization);
  if (!secret || !hasSecretShape(secret)) throw new ApiError("UNAUTHENTICATED");
  if (!hasValidChecksum(secret)) throw new ApiError("INVALID_API_KEY");
  const hash = hashSecret(secret);
  let entry = cache.get(hash);
  if (!entry || entry.expiresAt <= Date.now()) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
    entry = await lookup(hash);
    cache.set(hash, entry);
  }
  if (!entry.principal) throw new ApiError("INVALID_API_KEY");
  touch(entry, entry.principal.keyId);
  return entry.principal;
}
