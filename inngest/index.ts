import { analyzeCallFunction } from "./analyze-call";
import { closeSilentCallsFunction } from "./close-silent-calls";
import { deliverWebhook } from "./deliver-webhook";
import { dialCall } from "./dial-call";
import { purgeIdempotencyRecords } from "./purge-idempotency";
import { sweepOutbox } from "./sweep-outbox";
import { wrapUpCallFunction } from "./wrap-up-call";

/** Every Inngest function of svc, served at /api/inngest. */
export const functions = [dialCall, wrapUpCallFunction, analyzeCallFunction, deliverWebhook, sweepOutbox, closeSilentCallsFunction, purgeIdempotencyRecords];
