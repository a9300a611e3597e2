import { randomUUID } from "node:crypto";
import { db, type Prisma } from "@/server/db/client";
import type { Principal } from "@/server/auth/authorize";
import { requestLogger, type Logger } from "@/server/logger";

// What every procedure sees, whichever door the request came through: the /v1 REST facade (API
// key) or the settings UI's tRPC endpoint (next-auth session).

export type { Principal };

/** The /v1 request as the idempotency layer fingerprints it; null outside the REST facade. */
export interface HttpExchange {
  method: string;
  /** Concrete path, e.g. "/v1/workspaces/ws_1/calls". */
  path: string;
  /** Parsed JSON body (undefined for GET). */
  body: unknown;
  /** The Idempotency-Key header as sent (validated by the idempotency middleware). */
  idempotencyKey: string | null;
}

/** Status and headers a procedure wants on its HTTP response; shared by reference down the chain. */
export interface ResponseDraft {
  status?: number;
  headers: Record<string, string>;
}

export interface Context {
  requestId: string;
  log: Logger;
  /** Who is calling; throws an ApiError (UNAUTHENTICATED, INVALID_API_KEY) when nobody valid is. */
  authenticate(): Promise<Principal>;
  /**
   * The database handle procedures MUST use: inside a mutation it is the request's transaction
   * (idempotency record + writes commit together). Using the global `db` there would escape the
   * transaction, and with embedded PGlite (one connection) it would wait on itself.
   */
  db: Prisma.TransactionClient;
  /** Runs `task` once the mutation's transaction has committed (e.g. relayOutboxSoon). */
  afterCommit(task: () => void): void;
  http: HttpExchange | null;
  response: ResponseDraft;
  /** Set by the middleware that resolved which workspace the request acts in. */
  workspaceId?: string;
}

export function createContext(options: {
  authenticate: () => Promise<Principal>;
  requestId?: string;
  http?: HttpExchange | null;
}): Context {
  const requestId = options.requestId ?? randomUUID();
  return {
    requestId,
    log: requestLogger(requestId),
    authenticate: options.authenticate,
    db,
    afterCommit: (task) => queueMicrotask(task),
    http: options.http ?? null,
    response: { headers: {} },
  };
}
