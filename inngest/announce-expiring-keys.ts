import { announceExpiringKeysSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { announceExpiringKeys } from "@/server/keys/expiry";

// Integrators learn a week and a day ahead that a key stops working (`api_key.expiring`); a run
// repeated or overlapping another announces nothing twice.

export const announceExpiringKeysFunction = inngest.createFunction(
  { id: "announce-expiring-keys", triggers: [announceExpiringKeysSchedule], concurrency: { limit: 1 }, retries: 1 },
  async ({ step }) => ({ inside: await step.run("announce", announceExpiringKeys) }),
);
