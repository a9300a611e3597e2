import { env } from "@/server/env";
import { sweepOutboxSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { relayStaleOutbox } from "@/server/outbox/outbox";

// Re-sends outbox events a crash (or an Inngest outage) left unsent. Cron fires once a minute;
// within the minute the run sweeps every OUTBOX_SWEEP_INTERVAL_MS, so nothing waits long.

const MINUTE_MS = 60_000;

export const sweepOutbox = inngest.createFunction(
  { id: "sweep-outbox", triggers: [sweepOutboxSchedule], concurrency: { limit: 1 }, retries: 0 },
  async ({ step }) => {
    const interval = Math.max(env.OUTBOX_SWEEP_INTERVAL_MS, 1_000); // Inngest sleeps at least 1 s
    let relayed = 0;
    for (let pass = 1; pass * interval <= MINUTE_MS; pass += 1) {
      relayed += await step.run(`sweep-${pass}`, () => relayStaleOutbox(interval));
      if ((pass + 1) * interval <= MINUTE_MS) await step.sleep(`pause-${pass}`, interval);
    }
    return { relayed };
  },
);
