import { purgeExpiredRecords } from "@/server/idempotency/idempotency";
import { inngest } from "./client";

// Idempotency records live 24 h (docs/api-contract.md §8); expired ones are already ignored, this
// reclaims space.

export const purgeIdempotencyRecords = inngest.createFunction(
  { id: "purge-idempotency-records", triggers: [{ cron: "17 * * * *" }], retries: 1 },
  async ({ step }) => ({ purged: await step.run("purge-expired", purgeExpiredRecords) }),
);
