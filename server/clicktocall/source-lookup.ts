import { lookupCache } from "@/server/cache/lookup-cache";
import type { ClickToCallSource } from "@/server/db/generated/client";
import { preparedSql } from "@/server/db/sql";
import { env } from "@/server/env";

// What a button token names, as every click-to-call request and preflight reads it first. The
// token is the endpoint's credential, so it is cached like an API key (server/cache/lookup-cache.ts):
// the settings forget a source they change or delete, other processes see the change within
// CLICK_TO_CALL_SOURCE_CACHE_MS.

export type SourceRow = Pick<ClickToCallSource, "id" | "workspaceId" | "agentId" | "allowedOrigins" | "enabled"> & {
  /** The agent's default caller number; null when it has none. */
  callerNumber: string | null;
};

// Through the hot path's driver (server/db/sql.ts).
const readSource = preparedSql<SourceRow>(
  "click-to-call-source",
  `SELECT s."id", s."workspaceId", s."agentId", s."allowedOrigins", s."enabled", n."number" AS "callerNumber"
   FROM "ClickToCallSource" s JOIN "Agent" a ON a."id" = s."agentId" LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
   WHERE s."id" = $1`,
);

const sources = lookupCache<SourceRow>({
  ttlMs: () => env.CLICK_TO_CALL_SOURCE_CACHE_MS,
  maxFound: 10_000,
  maxMissing: 1_000,
});

/** The source of a token (enabled or not), null when there is none. */
export function lookUpSource(token: string): Promise<SourceRow | null> {
  return sources.get(token, async () => {
    const [row] = await readSource([token]);
    return row ?? null;
  });
}

/** The source changed or is gone: this process reads it again on its next request. */
export function forgetCachedSource(token: string): void {
  sources.forget(token);
}
