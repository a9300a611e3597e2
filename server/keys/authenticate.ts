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
// once; other processes notice within that time): real keys in one cache, unknown ones in a
// small one of their own, so a flood of invented keys cannot push real keys out. The secret is
// never logged.

export interface ApiKeyPrincipal {
  kind: "apiKey";
  keyId: string;
  workspaceId: string;
  scopes: Scope[];
  mode: ApiKeyMode;
}

const LAST_USED_GRANULARITY_MS = 60_000;
const KNOWN_MAX_ENTRIES = 10_000;
const UNKNOWN_MAX_ENTRIES = 1_000;

interface CachedKey {
  principal: ApiKeyPrincipal;
  expiresAt: number;
  lastUsedAt: number;
}

/** Keys that validated, by hash. */
const known = new Map<string, CachedKey>();
/** Hashes that named no live key, until when to keep believing it. */
const unknown = new Map<string, number>();

function remember<V>(cache: Map<string, V>, maxEntries: number, hash: string, value: V): void {
  if (cache.size >= maxEntries) cache.clear();
  cache.set(hash, value);
}

/** The token of a `Bearer` Authorization header; null when absent or of another scheme. */
export function bearerTokenOf(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer +(\S+) *$/i);
  return match ? match[1] : null;
}

export function forgetCachedKey(hash: string): void {
  known.delete(hash);
}

/** The cached (or freshly looked up) live key of a hash; null when there is none. */
async function cachedKey(hash: string): Promise<CachedKey | null> {
  const now = Date.now();
  const hit = known.get(hash);
  if (hit && hit.expiresAt > now) return hit;
  if ((unknown.get(hash) ?? 0) > now) return null;
  const row = await db.apiKey.findUnique({
    where: { hash },
    select: { id: true, workspaceId: true, scopes: true, mode: true, revokedAt: true, lastUsedAt: true },
  });
  const expiresAt = Date.now() + env.API_KEY_CACHE_MS;
  if (!row || row.revokedAt) {
    known.delete(hash);
    remember(unknown, UNKNOWN_MAX_ENTRIES, hash, expiresAt);
    return null;
  }
  const principal: ApiKeyPrincipal = { kind: "apiKey", keyId: row.id, workspaceId: row.workspaceId, scopes: row.scopes as Scope[], mode: row.mode };
  const entry = { principal, expiresAt, lastUsedAt: row.lastUsedAt?.getTime() ?? 0 };
  remember(known, KNOWN_MAX_ENTRIES, hash, entry);
  return entry;
}

/**
 * The live key a Bearer token names, or null: no token, not key-shaped, a typo (the checksum
 * rejects it without a lookup), unknown or revoked.
 */
export async function findApiKey(authorization: string | null): Promise<ApiKeyPrincipal | null> {
  const secret = bearerTokenOf(authorization);
  if (!secret || !hasSecretShape(secret) || !hasValidChecksum(secret)) return null;
  return (await cachedKey(hashSecret(secret)))?.principal ?? null;
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
  const entry = await cachedKey(hashSecret(secret));
  if (!entry) throw new ApiError("INVALID_API_KEY");
  touch(entry, entry.principal.keyId);
  return entry.principal;
}
