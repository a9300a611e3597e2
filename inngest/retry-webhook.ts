import { deliveryRetryRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { attemptDelivery, markDeliveryFailed, retrySchedule } from "@/server/webhooks/delivery";

// A delivery whose first attempt failed: a wait from the retry schedule, an attempt, and so on,
// until the receiver answers 2xx or the schedule runs out (then the delivery is `failed`). Every
// attempt is its own step, so a re-run never re-sends an attempt that already happened. A retry
// does not hold back the deliveries after it in its queue.

export const retryWebhook = inngest.createFunction(
  { id: "retry-webhook", triggers: [deliveryRetryRequested], concurrency: { limit: 50 } },
  async ({ event, step }) => {
    const { deliveryId } = event.data;
    const waits = retrySchedule();
    for (let retry = 1; retry <= waits.length; retry += 1) {
      await step.sleep(`wait-before-retry-${retry}`, waits[retry - 1]);
      const outcome = await step.run(`retry-${retry}`, () => attemptDelivery(deliveryId, waits[retry] ?? null));
      if (outcome !== "retry") return { deliveryId, outcome };
    }
    await step.run("give-up", () => markDeliveryFailed(deliveryId));
    return { deliveryId, outcome: "failed" };
  },
);
