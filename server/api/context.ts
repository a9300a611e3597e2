import { randomUUID } from "node:crypto";
import { db, type Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import type { Principal } from "@/server/auth/authorize";
import { requestLogger, type Logger } from "@/server/logger";

// What every procedure sees, whichever door the request came through: the /v1 request pipeline
// (API key) or the settings UI's tRPC endpoint (next-auth session).

export type { Principal };

/**
 * The world a caller works in: a key's own mode; a signed-in user (the settings UI) works in
 * live data (docs/decisions.md "Test and live").
 */
export function modeOf(principal: Principal): ApiKeyMode {
  return principal.kind === "apiKey" ? principal.mode : "live";
}

/** The mode whose data a principal reads: a key's own; null (both) for a member of the settings UI, who sees test data behind its toggle. */
export function modeSeenBy(principal: Principal): ApiKeyMode | null {
  return principal.kind === "apiKey" ? principal.mode : null;
}

export interface Context {
  requestId: string;
  log: Logger;
  /** Who is calling; throws an ApiError (UNAUTHENTICATED, INVALID_API_KEY) when nobody valid is. */
  authenticate(): Promise<Principal>;
  /**
   * The database handle procedures MUST use: inside a mutation it is the request's unit of work
   * (idempotency record, writes and events commit together). Using the global `db` there would
   * escape the transaction, and with embedded PGlite (one connection) it would wait on itself.
   */
  db: Db;
  /** Whether `db` already is a transaction (a mutation then runs in it rather than opening another). */
  inTransaction: boolean;
  /** The request's If-Match header, for procedures that change a versioned resource (docs/decisions.md "Agent versions"). */
  ifMatch: string | null;
}

export function createContext(options: {
  authenticate: () => Promise<Principal>;
  requestId?: string;
  ifMatch?: string | null;
}): Context {
  const requestId = options.requestId ?? randomUUID();
  let principal: Promise<Principal> | undefined;
  return {
    requestId,
    log: requestLogger(requestId),
    // Once per request, however many checks ask.
    authenticate: () => (principal ??= options.authenticate()),
    db,
    inTransaction: false,
    ifMatch: options.ifMatch ?? null,
  };
}
