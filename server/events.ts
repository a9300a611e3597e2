import { cron, eventType } from "inngest";
import { z } from "zod";

// Every event svc sends to its background functions, and every schedule they run on: the one place
// their names and payloads are defined. Domain code emits them through the unit of work
// (server/db/unit-of-work.ts); the functions in inngest/ trigger on them, and Inngest checks each
// received event against its schema before a function sees it.

const id = z.string().min(1);

/** A call was queued: `dial-call` screens and dials it. */
export const callRequested = eventType("call/requested", { schema: z.object({ callId: id, workspaceId: id }) });

/** The call ended (its carrier said so, or went silent): `wrap-up-call` asks for an answered call's analysis. */
export const callEnded = eventType("call/ended", { schema: z.object({ callId: id, workspaceId: id }) });

/** An answered call ended: `analyze-call` summarises it and announces `call.summary_ready`. */
export const callAnalysisRequested = eventType("call/analysis.requested", {
  schema: z.object({ callId: id, workspaceId: id }),
});

/** One webhook delivery (event × endpoint) to attempt: `deliver-webhook` runs it. */
export const deliveryRequested = eventType("webhook/delivery.requested", { schema: z.object({ deliveryId: id }) });

/** A campaign may have work to do (created, resumed), or will `at` (a start, a window, a retry): `run-campaign` places its next calls then. */
export const campaignDispatchRequested = eventType("campaign/dispatch.requested", {
  schema: z.object({ campaignId: id, workspaceId: id, at: z.iso.datetime().optional() }),
});

/** A campaign was paused or canceled: its sleeping `run-campaign` runs are canceled (`cancelOn`). */
export const campaignStopped = eventType("campaign/stopped", { schema: z.object({ campaignId: id, workspaceId: id }) });

/** One conversation of an agent test run to play: `play-agent-test` plays it and, when it is the run's last, completes the run. */
export const agentTestConversationRequested = eventType("agent-test/conversation.requested", {
  schema: z.object({ conversationId: id, runId: id, workspaceId: id }),
});

/** A knowledge document is to be (re)ingested: `ingest-knowledge-document` reads, chunks, embeds and stores it. */
export const knowledgeDocumentIngestRequested = eventType("knowledge/document.ingest.requested", {
  schema: z.object({ documentId: id, workspaceId: id, refresh: z.boolean().optional() }),
});

/** A number started or stopped taking calls, or was removed: `sync-number-with-carrier` tells Twilio where its calls go now. */
export const numberCarrierSyncRequested = eventType("number/carrier-sync.requested", {
  schema: z.object({ phoneNumber: z.string().min(1), workspaceId: id }),
});

/** Every five minutes: refetch the URL documents whose `refreshHours` have passed. */
export const refreshKnowledgeSchedule = cron("*/5 * * * *");

/** Once a minute: wake every running campaign whose scheduled wake-up was lost (a restart of the local executor). */
export const wakeCampaignsSchedule = cron("* * * * *");

/** Once a minute: re-send outbox events a crash or an Inngest outage left unsent. */
export const sweepOutboxSchedule = cron("* * * * *");

/** Every five minutes: close the calls whose carrier went silent past CALL_MAX_DURATION_SEC. */
export const closeSilentCallsSchedule = cron("*/5 * * * *");

/** Every quarter hour: announce API keys 7 days and 1 day before they expire (`api_key.expiring`). */
export const announceExpiringKeysSchedule = cron("*/15 * * * *");

/** Hourly: drop expired idempotency records. */
export const purgeIdempotencySchedule = cron("17 * * * *");
