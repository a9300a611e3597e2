import { PLACED_STATUSES } from "@/server/calls/statuses";
import { sql } from "@/server/db/sql";
import { logger } from "@/server/logger";
import { aliveSql } from "@/server/processes/liveness";
import { failCall } from "./dial";

// What dies with a process and must be recovered by a live one (server/processes finds the gone
// ones; the composition root, server/startup.ts, hands it this as the lease holder's duty). Runs are the executor leader's
// alone (inngest/local-executor/resume.ts recovers them when the lease moves). A call's relay
// session is freed by the liveness test of its claim (server/voice/relay-claim.ts) and its carrier
// (Twilio) reports the broken session itself. What is left is the simulator: its carrier lives in
// the process that dialed, so a simulated call whose process is gone can never end by itself.

/**
 * Ends `failed` (carrier_lost_on_restart) the placed simulator calls whose carrier process is gone;
 * with `processIds`, only theirs. A call of a live process is never touched. Returns how many.
 */
export async function failCallsOfGoneCarriers(processIds?: string[]): Promise<number> {
  const orphans = await sql<{ id: string }>(
    `SELECT c."id" FROM "Call" c
     WHERE c."status" = ANY($1::text[]::"CallStatus"[]) AND c."provider" = 'simulator' AND c."providerCallId" IS NOT NULL
       AND ${processIds ? `c."carrierProcessId" = ANY($2::text[])` : `NOT ${aliveSql('c."carrierProcessId"')}`}`,
    processIds ? [PLACED_STATUSES, processIds] : [PLACED_STATUSES],
  );
  for (const { id } of orphans) await failCall(id, "carrier_lost_on_restart");
  if (orphans.length)
    logger.warn({ failed: orphans.length, processIds }, "simulated calls whose carrier process is gone ended failed");
  return orphans.length;
}
