import { z } from "zod";
import { ApiKeyMode } from "@/server/db/generated/enums";
import { scopeSchema } from "./scopes";

// What creating and rolling an API key take, from the settings form and /v1 alike. No server
// imports, so the settings forms validate in the browser with the same schemas.

/** The longest an old secret may live on after a roll, and how long by default. */
export const MAX_ROLL_OVERLAP_SECONDS = 7 * 24 * 60 * 60;
export const DEFAULT_ROLL_OVERLAP_SECONDS = 24 * 60 * 60;

const expiresAt = z.iso
  .datetime({ offset: true })
  .meta({ description: "When the key stops working (401 `API_KEY_EXPIRED`); absent: never. Must be in the future." });

export const apiKeyInput = z.object({
  name: z.string().trim().min(1, "Name the key after what uses it, e.g. “CRM sync”").max(100),
  scopes: z
    .array(scopeSchema)
    .min(1, "Pick at least one scope")
    .meta({ description: "`keys:read` and `keys:write` only when named: no key holds them by default." }),
  mode: z.enum(ApiKeyMode).optional().meta({
    description: "Default: the mode of the caller (a signed-in user's is `live`). A test key makes test keys only.",
  }),
  expiresAt: expiresAt.optional(),
});

export type ApiKeyInput = z.infer<typeof apiKeyInput>;

export const rollApiKeyInput = z.object({
  expiresInSeconds: z.number().int().min(0).max(MAX_ROLL_OVERLAP_SECONDS).default(DEFAULT_ROLL_OVERLAP_SECONDS).meta({
    description:
      "How long the old secret keeps working: 0 (it stops now) to 604800 (7 days); default 86400 (24 hours). Never later than the old key's own expiry.",
  }),
  expiresAt: expiresAt
    .optional()
    .meta({ description: "When the new key stops working; absent: never. Must be in the future." }),
});

export type RollApiKeyInput = z.infer<typeof rollApiKeyInput>;
