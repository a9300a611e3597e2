import { numberCarrierSyncRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { syncNumberWithCarrier } from "@/server/numbers/carrier-link";

// number/carrier-sync.requested → Twilio is told where the number's calls go, as things are now.
// One run per number at a time, so two quick changes cannot reach Twilio in the wrong order; a
// failed request is retried (each run reads the number afresh, so a retry never undoes a change).

export const syncNumberWithCarrierFunction = inngest.createFunction(
  {
    id: "sync-number-with-carrier",
    triggers: [numberCarrierSyncRequested],
    concurrency: { limit: 1, key: "event.data.phoneNumber" },
    retries: 5,
  },
  async ({ event }) => ({ carrierState: await syncNumberWithCarrier(event.data.phoneNumber) }),
);
