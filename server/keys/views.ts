import { z } from "zod";
import type { Prisma } from "@/server/db/client";
import { ApiKeyMode } from "@/server/db/generated/enums";
import { keyClock } from "./clock";
import { scopeSchema, type Scope } from "./scopes";

// What /v1 and the settings UI show of a key, forever after the answer that made it: never the
// secret, which exists only in that answer (createdApiKeySchema).

const instant = z.string().meta({ description: "ISO 8601, UTC." });

const status = z.enum(["active", "expired", "revoked"]).meta({
  description: "`expired` once `expiresAt` is past (401 `API_KEY_EXPIRED`), `revoked` (401 `INVALID_API_KEY`).",
});

export const apiKeySchema = z
  .object({
    id: z.string().meta({ example: "key_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    name: z.string(),
    prefix: z.string().meta({ description: "The secret's first characters, e.g. `svc_sk_live_AbCd`." }),
    last4: z.string().meta({ description: "The secret's last 4 characters." }),
    scopes: z.array(scopeSchema),
    mode: z.enum(ApiKeyMode),
    createdAt: instant,
    expiresAt: instant
      .nullable()
      .meta({ description: "When the key stops working (401 `API_KEY_EXPIRED`); null: never." }),
    lastUsedAt: instant
      .nullable()
      .meta({ description: "When a request last authenticated with the key, to the minute; null: never." }),
    revokedAt: instant.nullable(),
    status,
    rolledFrom: z
      .object({
        id: z.string(),
        last4: z.string(),
        expiresAt: instant.nullable(),
        revokedAt: instant.nullable(),
        status,
      })
      .nullable()
      .meta({ description: "The key this one replaced by a roll, with when its secret stops (or stopped) working." }),
    rolledToId: z
      .string()
      .nullable()
      .meta({ description: "The key that replaced this one by a roll; this key then stops at `expiresAt`." }),
  })
  .meta({ id: "ApiKey" });

export const createdApiKeySchema = apiKeySchema
  .extend({
    secret: z.string().meta({
      description: "The key itself (`svc_sk_live_…` or `svc_sk_test_…`). Shown in this answer only: svc keeps a hash.",
    }),
  })
  .meta({ id: "CreatedApiKey" });

export type ApiKeyView = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const KEY_VIEW_SELECT = {
  id: true,
  name: true,
  prefix: true,
  last4: true,
  scopes: true,
  mode: true,
  createdAt: true,
  expiresAt: true,
  lastUsedAt: true,
  revokedAt: true,
  rolledFrom: { select: { id: true, last4: true, expiresAt: true, revokedAt: true } },
  rolledTo: { select: { id: true } },
} as const satisfies Prisma.ApiKeySelect;

type KeyRow = Prisma.ApiKeyGetPayload<{ select: typeof KEY_VIEW_SELECT }>;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function statusOf(key: { revokedAt: Date | null; expiresAt: Date | null }, now: number): z.infer<typeof status> {
  if (key.revokedAt) return "revoked";
  return key.expiresAt && key.expiresAt.getTime() <= now ? "expired" : "active";
}

export function apiKeyView(row: KeyRow): ApiKeyView {
  const now = keyClock.nowMs();
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last4: row.last4,
    scopes: row.scopes as Scope[],
    mode: row.mode,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    status: statusOf(row, now),
    rolledFrom: row.rolledFrom && {
      id: row.rolledFrom.id,
      last4: row.rolledFrom.last4,
      expiresAt: iso(row.rolledFrom.expiresAt),
      revokedAt: iso(row.rolledFrom.revokedAt),
      status: statusOf(row.rolledFrom, now),
    },
    rolledToId: row.rolledTo?.id ?? null,
  };
}

/** How long before its expiry a key is announced by `api_key.expiring`, nearest first. */
export const EXPIRY_THRESHOLDS = ["1d", "7d"] as const;

/** The `data` of an `api_key.expiring` webhook event. */
export const apiKeyExpiringSchema = z
  .object({
    threshold: z
      .enum(EXPIRY_THRESHOLDS)
      .meta({ description: "The warning this is: 7 days, then 1 day before `apiKey.expiresAt`." }),
    apiKey: apiKeySchema,
  })
  .meta({ id: "ApiKeyExpiring" });
