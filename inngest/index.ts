import { analyzeCallFunction } from "./analyze-call";
import { deliverWebhook } from "./deliver-webhook";
import { dialCall } from "./dial-call";
import { purgeIdempotencyRecords } from "./purge-idempotency";
import { sweepOutbox } from "./sweep-outbox";

/** Every Inngest function of svc, served at /api/inngest. */
export const functions = [dialCall, analyzeCallFunction, deliverWebhook, sweepOutbox, purgeIdempotencyRecords];
