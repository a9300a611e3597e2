import { setTimeout as sleep } from "node:timers/promises";
import { isDatabaseUnavailable } from "@/server/errors";
import { logger } from "@/server/logger";

/**
 * How long a live call's statement waits while the database cannot answer (every pooled connection
 * busy past the pool's wait in a burst of calls, a lock held past lock_timeout, a failover): the
 * caller hears a late greeting rather than a refused or dropped call. Tried again every RETRY_MS.
 */
const PATIENCE_MS = 15_000;
const RETRY_MS = 250;

/**
 * Runs `statement` until it answers, fails for another reason than an unreachable database, or
 * patience runs out. The statement must be safe to run twice: a failure may come after its commit.
 */
export async function patiently<T>(statement: () => Promise<T>, context: { callId: string; what: string }): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + RETRY_MS >= deadline) throw error;
      if (attempt === 1)
        logger.warn({ callId: context.callId, err: (error as Error).message }, `${context.what}; retrying`);
      await sleep(RETRY_MS);
    }
  }
}
