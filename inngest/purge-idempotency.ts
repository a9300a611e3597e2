import { purgeIdempotencySchedule } from "@/server/events";
import { purgeExpiredRecords } from "@/server/idempotency/idempotency";
import { inngest } from "@/server/jobs/inngest";

// Idempotency records live 24 h (docs/api-contract.md §8); expired ones are already ignored, this
// reclaims space.

export const purgeIdempotencyRecords = inngest.createFunction(
  { id: "purge-idempotency-records", triggers: [purgeIdempotencySchedule], retries: 1 },
  async ({ step }) => ({ purged: await step.run("purge-expired", purgeExpiredRecords) }),
);
