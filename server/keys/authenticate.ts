import { CHANNELS, listening, subscribe } from "@/server/broadcast/channel";
import { lookupCache } from "@/server/cache/lookup-cache";
import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import { keyClock } from "./clock";
import type { Scope } from "./scopes";
import { hashSecret, hasSecretShape, hasValidChecksum } from "./secret";

// Turns `Authorization: Bearer svc_sk_…` into the key it names. The lookup is by SHA-256 (a
// unique index), so response time says nothing about how close a guess was. Results are cached
// in-process for API_KEY_CACHE_MS (server/cache/lookup-cache.ts). A revocation or a roll is
// broadcast to every process when it commits (server/broadcast/), which forgets the key at once;
// while a process cannot hear those messages (its listening connection is down) it caches
// nothing. Expiry is judged on the cached entry: one comparison per request. The secret is never
// logged.

export interface ApiKeyPrincipal {
  kind: "apiKey";
  keyId: string;
  workspaceId: string;
  scopes: Scope[];
  mode: ApiKeyMode;
}

const LAST_USED_GRANULARITY_MS = 60_000;

interface CachedKey {
  principal: ApiKeyPrincipal;
  lastUsedAt: number;
  /** When the secret stops authenticating (ms since the epoch); Infinity: never. */
  expiresAt: number;
}

/** Live keys by hash. */
const keys = lookupCache<CachedKey>({
  ttlMs: () => (listening(CHANNELS.apiKeys) ? env.API_KEY_CACHE_MS : 0),
  maxFound: 10_000,
  maxMissing: 1_000,
});

let unsubscribe: (() => void) | undefined;
/** Hears of revocations and rolls made by any process, from the first lookup on. */
function hearKeyChanges(): void {
  unsubscribe ??= subscribe(CHANNELS.apiKeys, { message: (hash) => keys.forget(hash), reset: () => keys.clear() });
}

/** The token of a `Bearer` Authorization header; null when absent or of another scheme. */
export function bearerTokenOf(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer +(\S+) *$/i);
  return match ? match[1] : null;
}

export function forgetCachedKey(hash: string): void {
  keys.forget(hash);
}

/** The cached (or freshly looked up) live key of a hash; null when there is none. */
function cachedKey(hash: string): Promise<CachedKey | null> {
  hearKeyChanges();
  return keys.get(hash, async () => {
    const row = await db.apiKey.findUnique({
      where: { hash },
      select: {
        id: true,
        workspaceId: true,
        scopes: true,
        mode: true,
        revokedAt: true,
        lastUsedAt: true,
        expiresAt: true,
      },
    });
    if (!row || row.revokedAt) return null;
    const principal: ApiKeyPrincipal = {
      kind: "apiKey",
      keyId: row.id,
      workspaceId: row.workspaceId,
      scopes: row.scopes as Scope[],
      mode: row.mode,
    };
    return {
      principal,
      lastUsedAt: row.lastUsedAt?.getTime() ?? 0,
      expiresAt: row.expiresAt?.getTime() ?? Infinity,
    };
  });
}

function isExpired(entry: CachedKey): boolean {
  return entry.expiresAt <= keyClock.nowMs();
}

/**
 * The live key a Bearer token names, or null: no token, not key-shaped, a typo (the checksum
 * rejects it without a lookup), unknown, revoked or expired.
 */
export async function findApiKey(authorization: string | null): Promise<ApiKeyPrincipal | null> {
  const secret = bearerTokenOf(authorization);
  if (!secret || !hasSecretShape(secret) || !hasValidChecksum(secret)) return null;
  const entry = await cachedKey(hashSecret(secret));
  return entry && !isExpired(entry) ? entry.principal : null;
}

/** Records use at most once a minute per key, off the request's path. */
function touch(entry: CachedKey, keyId: string): void {
  const now = Date.now();
  if (now - entry.lastUsedAt < LAST_USED_GRANULARITY_MS) return;
  entry.lastUsedAt = now;
  void db.apiKey
    .updateMany({
      where: {
        id: keyId,
        OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_GRANULARITY_MS) } }],
      },
      data: { lastUsedAt: new Date(now) },
    })
    .catch((error) => logger.warn({ err: (error as Error).message, keyId }, "could not record API key use"));
}

/**
 * 401 UNAUTHENTICATED when no key is presented, INVALID_API_KEY when it names no key (or a revoked
 * one), API_KEY_EXPIRED when its time is past.
 */
export async function authenticateApiKey(authorization: string | null): Promise<ApiKeyPrincipal> {
  const secret = bearerTokenOf(authorization);
  if (!secret || !hasSecretShape(secret)) throw new ApiError("UNAUTHENTICATED");
  if (!hasValidChecksum(secret)) throw new ApiError("INVALID_API_KEY");
  const entry = await cachedKey(hashSecret(secret));
  if (!entry) throw new ApiError("INVALID_API_KEY");
  if (isExpired(entry)) throw new ApiError("API_KEY_EXPIRED");
  touch(entry, entry.principal.keyId);
  return entry.principal;
}
