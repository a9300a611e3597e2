import { durations } from "@/server/durations";
import { env } from "@/server/env";
import { callClosed, callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { reconcileCallCost } from "@/server/metering/reconcile";

// The previous release's price asks, a run per Twilio call sleeping between them: kept for one
// release for its runs still sleeping and its events still in flight (`call/closed` with a
// `provider`, which this release no longer sends), then it goes. This release's calls are asked
// about by `reconcile-call-costs`, once a minute for them all.

export const reconcileCallCostFunction = inngest.createFunction(
  {
    id: "reconcile-call-cost",
    triggers: [
      { event: callClosed, if: "event.data.provider == 'twilio'" },
      { event: callEnded, if: "event.data.provider == 'twilio'" },
    ],
    concurrency: { limit: 10 },
  },
  async ({ event, step }) => {
    const { callId } = event.data;
    for (const [attempt, wait] of durations(env.CARRIER_PRICE_SCHEDULE).entries()) {
      await step.sleep(`wait-${attempt + 1}`, wait);
      const outcome = await step.run(`ask-${attempt + 1}`, () => reconcileCallCost(callId));
      if (outcome !== "pending") return { callId, outcome };
    }
    return { callId, outcome: "estimated" };
  },
);
