import { cron, eventType } from "inngest";
import { z } from "zod";

// Every event svc sends to its background functions, and every schedule they run on: the one place
// their names and payloads are defined. Domain code emits them through the unit of work
// (server/db/unit-of-work.ts); the functions in inngest/ trigger on them, and Inngest checks each
// received event against its schema before a function sees it.

const id = z.string().min(1);

/** A call was queued: `dial-call` screens and dials it. */
export const callRequested = eventType("call/requested", { schema: z.object({ callId: id, workspaceId: id }) });

/**
 * The previous release's end of every call: no longer emitted (`call/closed` replaced it). The
 * events still in flight across the deploy are handled for one release (`wrap-up-call`,
 * `campaign-call-ended` and `reconcile-call-cost` beside `call/closed`); then it goes.
 */
export const callEnded = eventType("call/ended", {
  schema: z.object({ callId: id, workspaceId: id, provider: z.string().nullable().optional() }),
});

/**
 * A call ended, its wrap-up requested in the same statement (its analysis, when answered; its
 * carrier's price, when the carrier bills): emitted by the statement that ends it
 * (server/dialing/transitions.ts). `campaign-call-ended` takes those whose freed slot a campaign may
 * take (`campaigns`: a call of a campaign, or of a workspace with one that is scheduled, running or
 * paused); the others start no run. `provider` is the previous release's: its events, still in
 * flight across the deploy, start `reconcile-call-cost` for one release; this one's say null (not
 * absent, which trigger expressions are not promised to read alike), and its calls' prices are
 * asked for by `reconcile-call-costs`.
 */
export const callClosed = eventType("call/closed", {
  schema: z.object({ callId: id, workspaceId: id, provider: z.string().nullable(), campaigns: z.boolean() }),
});

/** An answered call ended (emitted by the statement that ends it): `analyze-call` summarises it and announces `call.summary_ready`. */
export const callAnalysisRequested = eventType("call/analysis.requested", {
  schema: z.object({ callId: id, workspaceId: id }),
});

/**
 * One webhook delivery (event × endpoint) to attempt: `deliver-webhook` makes its first attempt.
 * Deliveries of one `queue` (an endpoint and a subject: server/webhooks/events.ts) are attempted
 * one at a time, in order; the previous release's events have none.
 */
export const deliveryRequested = eventType("webhook/delivery.requested", {
  schema: z.object({ deliveryId: id, queue: id.optional() }),
});

/** A delivery's first attempt failed: `retry-webhook` makes the others, on the retry schedule. */
export const deliveryRetryRequested = eventType("webhook/delivery.retry.requested", {
  schema: z.object({ deliveryId: id }),
});

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

/** A person's data is to be erased: `erase-person` erases it (docs/privacy.md "Erasure"). */
export const erasureRequested = eventType("privacy/erasure.requested", {
  schema: z.object({ erasureId: id, workspaceId: id }),
});

/** A call is to be replayed against an agent version: `replay-call` plays it (docs/voice-agent.md "Replays"). */
export const callReplayRequested = eventType("call/replay.requested", {
  schema: z.object({ replayId: id, workspaceId: id }),
});

/** A knowledge document is to be (re)ingested: `ingest-knowledge-document` reads, chunks, embeds and stores it. */
export const knowledgeDocumentIngestRequested = eventType("knowledge/document.ingest.requested", {
  schema: z.object({ documentId: id, workspaceId: id, refresh: z.boolean().optional() }),
});

/**
 * A number started or stopped taking calls, or was removed, or a sync was asked for (the API, a
 * server's start): `sync-number-with-carrier` tells Twilio where its calls go now.
 */
export const numberCarrierSyncRequested = eventType("number/carrier-sync.requested", {
  schema: z.object({ phoneNumber: z.string().min(1), workspaceId: id }),
});

/** Once a minute: ask the carriers for the prices of the ended calls whose ask is due (server/metering/reconcile.ts). */
export const reconcileCallCostsSchedule = cron("* * * * *");

/** Once a minute: conclude the running experiments whose data has decided or whose budget is spent. */
export const concludeExperimentsSchedule = cron("* * * * *");

/** Once a minute: evaluate every alert rule; those whose condition started or stopped holding send their event. */
export const evaluateAlertsSchedule = cron("* * * * *");

/** Every five minutes: refetch the URL documents whose `refreshHours` have passed. */
export const refreshKnowledgeSchedule = cron("*/5 * * * *");

/** Every five minutes: fail the knowledge documents whose ingestion never ended. */
export const failStuckDocumentsSchedule = cron("*/5 * * * *");

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

/** Hourly: remove what calls hold past their workspace's and agent's retention (docs/privacy.md "Retention"). */
export const purgeExpiredDataSchedule = cron("43 * * * *");
