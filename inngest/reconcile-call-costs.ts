import { reconcileCallCostsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { reconcileDueCallCosts } from "@/server/metering/reconcile";

// Once a minute: every ended call whose carrier price is due to be asked for is asked about, ten
// at a time (server/metering/reconcile.ts). One run at a time; a run cut short leaves its claimed
// calls to be asked again after their claim lapses. No step: asking twice is harmless.

export const reconcileCallCostsFunction = inngest.createFunction(
  { id: "reconcile-call-costs", triggers: [reconcileCallCostsSchedule], concurrency: { limit: 1 } },
  async () => reconcileDueCallCosts(),
);
