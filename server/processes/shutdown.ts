import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { stopTracing } from "@/server/telemetry/tracing";
import { handOverLease, leaveProcesses } from "./membership";
import { heldCount, thisProcess, whenNothingHeld } from "./this-process";

// A graceful stop (SIGTERM, scripts/serve.mjs): not ready at once (GET /api/health/ready answers
// 503, so a load balancer sends nothing new), no new relay session, the executor lease handed to
// another process at once (a leaving process must not start calls it cannot finish), the
// conversations in progress let end for up to SHUTDOWN_DRAIN_SEC, the rest ended as a dying
// gateway does (their carrier reports the broken session: `failed`, turns kept), then gone.

/** After ending the sessions left, how long their simulated carriers (in this process) get to report them. */
const CARRIERS_REPORT_MS = 5_000;

export async function shutDown(endRelaySessions: () => void): Promise<void> {
  thisProcess().draining = true;
  logger.info(
    { held: heldCount(), drainSec: env.SHUTDOWN_DRAIN_SEC },
    "shutting down: not ready; letting the calls in progress end",
  );
  await handOverLease();
  if (!(await whenNothingHeld(env.SHUTDOWN_DRAIN_SEC * 1000))) {
    logger.warn({ held: heldCount() }, "shutdown: drain time is up, ending the conversations still in progress");
    endRelaySessions();
    await whenNothingHeld(CARRIERS_REPORT_MS);
  }
  await leaveProcesses();
  // The last calls' and requests' spans, still batched, go to the collector before the process does.
  await stopTracing();
  logger.info("shut down");
}
