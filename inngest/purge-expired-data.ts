import { purgeExpiredDataSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { runRetention } from "@/server/privacy/purge";

// Hourly: transcripts, recordings (at the carrier too), calls' data, webhook payloads and
// idempotency records past their retention go (docs/privacy.md "Retention"). One run at a time; a
// run cut short leaves its calls unmarked, and the next one picks them up.

export const purgeExpiredDataFunction = inngest.createFunction(
  { id: "purge-expired-data", triggers: [purgeExpiredDataSchedule], concurrency: { limit: 1 }, retries: 1 },
  async () => runRetention(),
);
