import { randomUUID } from "node:crypto";
import { patiently } from "@/server/db/patience";
import { preparedSql } from "@/server/db/sql";
import { logger } from "@/server/logger";
import { aliveSql } from "@/server/processes/liveness";
import { registeredProcess } from "@/server/processes/membership";
import { hold } from "@/server/processes/this-process";

// One live relay session per call, whichever process serves it: the session is claimed on the
// call's row before the upgrade is accepted, and released when it ends. A claim held by a process
// that is gone (stopped, or no heartbeat: server/processes/liveness.ts) is free again, so a carrier
// reconnecting after a crashed gateway takes the call over; a claim held by a live process refuses
// the newcomer, whose signed URL may have been replayed by anyone who saw it. A database that cannot
// answer for a moment delays the upgrade rather than refusing it (server/db/patience.ts).

export type RelayClaim =
  | { outcome: "claimed"; callId: string; sessionId: string; release: () => Promise<void> }
  | { outcome: "held" }
  | { outcome: "no_such_call" };

const FREE = `(c."relayProcessId" IS NULL OR NOT ${aliveSql('c."relayProcessId"')})`;

const claim = preparedSql<{ claimed: boolean }>(
  "relay-claim",
  `UPDATE "Call" c SET "relayProcessId" = CASE WHEN ${FREE} THEN $2 ELSE c."relayProcessId" END,
     "relaySessionId" = CASE WHEN ${FREE} THEN $3 ELSE c."relaySessionId" END
   WHERE c."id" = $1 RETURNING c."relaySessionId" = $3 AS "claimed"`,
);

const release = preparedSql(
  "relay-release",
  `UPDATE "Call" SET "relayProcessId" = NULL, "relaySessionId" = NULL WHERE "id" = $1 AND "relaySessionId" = $2`,
);

/** Claims the call's relay session for this process, unless a live session holds it. */
export async function claimRelay(callId: string): Promise<RelayClaim> {
  const sessionId = randomUUID();
  const processId = await registeredProcess();
  // The same session id makes a second attempt see a first one that committed as its own claim.
  const [row] = await patiently(() => claim([callId, processId, sessionId]), {
    callId,
    what: "the call's relay session could not be claimed yet",
  });
  if (!row) return { outcome: "no_such_call" };
  if (!row.claimed) return { outcome: "held" };
  const letGo = hold("relay", callId);
  return {
    outcome: "claimed",
    callId,
    sessionId,
    release: async () => {
      letGo();
      await release([callId, sessionId]).catch((error: unknown) =>
        logger.error({ callId, err: error }, "could not release the call's relay session"),
      );
    },
  };
}
