import { deliveryRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { attemptDelivery, retrySchedule } from "@/server/webhooks/delivery";

// One delivery (event × endpoint): its first attempt. One call of the function, no step: a receiver
// that answers 2xx costs one run. A failed attempt requests the retries (`retry-webhook`) in the
// statement that records it; a run retried after an error re-sends at most the attempt it could
// not record (receivers dedupe by `webhook-id`). The deliveries of one endpoint about one subject
// share a queue (server/webhooks/events.ts): one at a time, in order.

export const deliverWebhook = inngest.createFunction(
  {
    id: "deliver-webhook",
    triggers: [deliveryRequested],
    concurrency: [{ limit: 50 }, { key: "event.data.queue", limit: 1 }],
  },
  async ({ event }) => {
    const { deliveryId } = event.data;
    // The schedule has at least one wait (server/env.ts): a failed first attempt is always retried.
    const outcome = await attemptDelivery(deliveryId, retrySchedule()[0], { handOffRetries: true });
    return { deliveryId, outcome };
  },
);
