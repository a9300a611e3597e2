import { deliveryRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { attemptDelivery, markDeliveryFailed, retrySchedule } from "@/server/webhooks/delivery";

// One delivery (event × endpoint): an attempt, then a wait from the retry schedule, until the
// receiver answers 2xx or the schedule runs out (then the delivery is `failed`). Every attempt
// is its own step, so a re-run never re-sends an attempt that already happened.

export const deliverWebhook = inngest.createFunction(
  { id: "deliver-webhook", triggers: [deliveryRequested], concurrency: { limit: 50 } },
  async ({ event, step }) => {
    const { deliveryId } = event.data;
    const waits = retrySchedule();
    for (let attempt = 1; attempt <= waits.length + 1; attempt += 1) {
      const wait = waits[attempt - 1] ?? null;
      const outcome = await step.run(`attempt-${attempt}`, () => attemptDelivery(deliveryId, wait));
      if (outcome !== "retry") return { deliveryId, outcome };
      if (wait !== null) await step.sleep(`wait-after-attempt-${attempt}`, wait);
    }
    await step.run("give-up", () => markDeliveryFailed(deliveryId));
    return { deliveryId, outcome: "failed" };
  },
);
