import { durations } from "@/server/durations";
import { env } from "@/server/env";
import { callClosed, callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { reconcileCallCost } from "@/server/metering/reconcile";

// call/closed of a Twilio call → its price, once Twilio has it (some minutes after the call): asked
// after each wait of CARRIER_PRICE_SCHEDULE (24 h in all); the cost stays estimated after the last.
// Only for calls of a carrier that bills: the simulator's never start a run.

export const reconcileCallCostFunction = inngest.createFunction(
  {
    id: "reconcile-call-cost",
    // call/ended: the previous release's end of a call, for one release (server/events.ts).
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
