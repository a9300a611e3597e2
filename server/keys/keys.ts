import { broadcast, CHANNELS } from "@/server/broadcast/channel";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { afterCommit } from "@/server/db/unit-of-work";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { forgetCachedKey } from "./authenticate";
import { keyClock } from "./clock";
import { assertMayGrant, visibleModes, type KeyActor } from "./grants";
import type { RollApiKeyInput } from "./inputs";
import type { Scope } from "./scopes";
import { displayParts, generateSecret, hashSecret } from "./secret";
import { apiKeyView, KEY_VIEW_SELECT, type ApiKeyView } from "./views";

// Creating, listing, rolling and revoking API keys (docs/decisions.md "API keys"): plain server
// functions shared by /v1, the settings UI, the admin CLI and the seed. Who may do what is
// decided by `grants.ts`; a key another actor may not see answers 404.

export interface NewApiKey {
  workspaceId: string;
  name: string;
  scopes: readonly Scope[];
  mode?: ApiKeyMode;
  createdById?: string | null;
  /** ISO 8601; must be in the future. */
  expiresAt?: string;
}

const notFound = () => new ApiError("NOT_FOUND", "No API key with this id exists in this workspace.");

function futureInstant(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const at = new Date(value);
  if (at.getTime() > keyClock.nowMs()) return at;
  const message = "Must be in the future.";
  throw new ApiError("VALIDATION_ERROR", `expiresAt: ${message}`, {
    details: { issues: [{ path: ["expiresAt"], message }] },
  });
}

async function insertKey(db: Db, input: NewApiKey, rolledFromId: string | null) {
  const mode = input.mode ?? "live";
  const secret = generateSecret(mode);
  const row = await db.apiKey.create({
    data: {
      workspaceId: input.workspaceId,
      name: input.name,
      scopes: [...new Set(input.scopes)],
      mode,
      createdById: input.createdById ?? null,
      expiresAt: futureInstant(input.expiresAt),
      rolledFromId,
      hash: hashSecret(secret),
      ...displayParts(secret),
    },
    select: KEY_VIEW_SELECT,
  });
  return { apiKey: apiKeyView(row), secret };
}

/** Creates a key; the returned `secret` is the only time the plaintext exists. */
export function createApiKey(db: Db, input: NewApiKey): Promise<{ apiKey: ApiKeyView; secret: string }> {
  return insertKey(db, input, null);
}

export async function listApiKeys(db: Db, workspaceId: string, actor: KeyActor, pageInput: PageInput) {
  const query = pageQuery(pageInput);
  const rows = await db.apiKey.findMany({
    ...query,
    where: { AND: [{ workspaceId, mode: { in: visibleModes(actor) } }, query.where] },
    select: KEY_VIEW_SELECT,
  });
  return toPage(rows, pageInput.limit, apiKeyView);
}

export async function getApiKey(db: Db, workspaceId: string, actor: KeyActor, keyId: string): Promise<ApiKeyView> {
  const row = await db.apiKey.findFirst({
    where: { id: keyId, workspaceId, mode: { in: visibleModes(actor) } },
    select: KEY_VIEW_SELECT,
  });
  if (!row) throw notFound();
  return apiKeyView(row);
}

interface LockedKey {
  id: string;
  name: string;
  scopes: Scope[];
  mode: ApiKeyMode;
  hash: string;
  revokedAt: Date | null;
  expiresAt: Date | null;
}

/** The key, locked until the transaction ends (a concurrent roll or revocation waits); 404 when `actor` may not see it. */
async function lockKey(db: Db, workspaceId: string, actor: KeyActor, keyId: string): Promise<LockedKey> {
  const [key] = await db.$queryRaw<LockedKey[]>`
    SELECT "id", "name", "scopes", "mode"::text AS "mode", "hash", "revokedAt", "expiresAt" FROM "ApiKey"
    WHERE "id" = ${keyId} AND "workspaceId" = ${workspaceId} AND "mode"::text = ANY(${visibleModes(actor)})
    FOR NO KEY UPDATE`;
  if (!key) throw notFound();
  return key;
}

/** The cached lookup of the key's secret no longer holds once the change commits, in this process and every other. */
async function forgetOnCommit(db: Db, hash: string): Promise<void> {
  afterCommit(db, () => forgetCachedKey(hash));
  await broadcast(db, CHANNELS.apiKeys, hash);
}

/**
 * Revokes a key of the workspace (idempotent: a revoked key keeps its first revocation time); 404
 * when `actor` may not see it, 403 when it holds a scope `actor` does not. The keys it was rolled
 * from whose old secrets still work (their grace) are revoked with it: a successor is revoked
 * because its secret leaked or its holder left, and the old secret is the same holder's.
 */
export async function revokeApiKey(db: Db, workspaceId: string, actor: KeyActor, keyId: string): Promise<void> {
  const key = await lockKey(db, workspaceId, actor, keyId);
  assertMayGrant(actor, key, "revoke");
  if (key.revokedAt) return;
  const now = new Date(keyClock.nowMs());
  // Predecessors carry the same scopes (a roll copies them), so the grant check above covers them.
  const revoked = await db.$queryRaw<{ hash: string }[]>`
    WITH RECURSIVE "lineage"("id", "rolledFromId") AS (
      SELECT "id", "rolledFromId" FROM "ApiKey" WHERE "id" = ${key.id}
      UNION ALL
      SELECT k."id", k."rolledFromId" FROM "ApiKey" k JOIN "lineage" l ON k."id" = l."rolledFromId"
    )
    UPDATE "ApiKey" SET "revokedAt" = ${now}
    WHERE "workspaceId" = ${workspaceId} AND "revokedAt" IS NULL
      AND "id" IN (SELECT "id" FROM "lineage")
      AND ("id" = ${key.id} OR "expiresAt" > ${now})
    RETURNING "hash"`;
  for (const { hash } of revoked) await forgetOnCommit(db, hash);
}

/**
 * Replaces a key by a new one with its name, scopes and mode (a new secret, shown once); the old
 * secret keeps working for `expiresInSeconds` (never past its own expiry), then answers 401
 * API_KEY_EXPIRED. A key is rolled once: after that, its successor is the one to roll (409).
 */
export async function rollApiKey(
  db: Db,
  workspaceId: string,
  actor: KeyActor,
  keyId: string,
  input: RollApiKeyInput & { createdById?: string | null },
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const old = await lockKey(db, workspaceId, actor, keyId);
  assertMayGrant(actor, old, "roll");
  if (old.revokedAt) throw new ApiError("CONFLICT", "A revoked key cannot be rolled: create a new key.");
  // A statement of its own after the lock, so that it sees a roll that committed while this one waited.
  const successor = await db.apiKey.findUnique({ where: { rolledFromId: old.id }, select: { id: true } });
  if (successor)
    throw new ApiError("CONFLICT", "This key was rolled already: roll the key that replaced it.", {
      details: { rolledToId: successor.id },
    });
  // A successor would bring an expired key's power back: make a new key instead.
  if (old.expiresAt && old.expiresAt.getTime() <= keyClock.nowMs())
    throw new ApiError("CONFLICT", "An expired key cannot be rolled: create a new key.", {
      details: { expiredAt: old.expiresAt.toISOString() },
    });
  const stopsAt = Math.min(old.expiresAt?.getTime() ?? Infinity, keyClock.nowMs() + input.expiresInSeconds * 1000);
  await db.apiKey.updateMany({ where: { id: old.id, workspaceId }, data: { expiresAt: new Date(stopsAt) } });
  await forgetOnCommit(db, old.hash);
  const { name, scopes, mode } = old;
  const { createdById, expiresAt } = input;
  return insertKey(db, { workspaceId, name, scopes, mode, createdById, expiresAt }, old.id);
}
