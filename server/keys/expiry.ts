import type { z } from "zod";
import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { keyClock } from "./clock";
import { apiKeyExpiringSchema, apiKeyView, EXPIRY_THRESHOLDS, KEY_VIEW_SELECT } from "./views";

// `api_key.expiring` (docs/decisions.md "API keys"): 7 days and 1 day before a key expires, once
// per key and threshold. A scheduled scan finds the unrevoked keys inside a threshold; the event's
// id derives from (type, key and threshold) (server/webhooks/events.ts), so a scan that runs again,
// or alongside another process's, announces nothing twice. A key inside both thresholds at its
// first scan (made or rolled to expire within a day) gets the nearer warning only.

const DAY_MS = 24 * 60 * 60 * 1000;
const WITHIN_MS: Record<(typeof EXPIRY_THRESHOLDS)[number], number> = { "1d": DAY_MS, "7d": 7 * DAY_MS };
const WIDEST_MS = Math.max(...Object.values(WITHIN_MS));

/** Announces every key that entered a threshold since the last scan; answers how many keys are inside one. */
export async function announceExpiringKeys(): Promise<number> {
  const now = keyClock.nowMs();
  const keys = await db.apiKey.findMany({
    where: { revokedAt: null, expiresAt: { gt: new Date(now), lte: new Date(now + WIDEST_MS) } },
    select: { ...KEY_VIEW_SELECT, workspaceId: true },
  });
  for (const { workspaceId, ...key } of keys) {
    const left = key.expiresAt!.getTime() - now;
    const threshold = EXPIRY_THRESHOLDS.find((candidate) => left <= WITHIN_MS[candidate])!;
    await transaction((tx) =>
      emitWebhookEvent(tx, {
        workspaceId,
        type: "api_key.expiring",
        subjectId: `${key.id}:${threshold}`,
        data: { threshold, apiKey: apiKeyView(key) } satisfies z.infer<typeof apiKeyExpiringSchema>,
      }),
    );
  }
  return keys.length;
}
