import { analyzeCallFunction } from "./analyze-call";
import { announceExpiringKeysFunction } from "./announce-expiring-keys";
import { campaignCallEnded } from "./campaign-call-ended";
import { closeSilentCallsFunction } from "./close-silent-calls";
import { deliverWebhook } from "./deliver-webhook";
import { dialCall } from "./dial-call";
import { playAgentTest } from "./play-agent-test";
import { ingestKnowledgeDocument } from "./ingest-knowledge-document";
import { purgeIdempotencyRecords } from "./purge-idempotency";
import { refreshKnowledge } from "./refresh-knowledge";
import { runCampaign } from "./run-campaign";
import { sweepOutbox } from "./sweep-outbox";
import { syncNumberWithCarrierFunction } from "./sync-number-with-carrier";
import { wakeCampaignsFunction } from "./wake-campaigns";
import { wrapUpCallFunction } from "./wrap-up-call";

/** Every Inngest function of svc, served at /api/inngest. */
export const functions = [
  dialCall,
  wrapUpCallFunction,
  analyzeCallFunction,
  deliverWebhook,
  sweepOutbox,
  closeSilentCallsFunction,
  purgeIdempotencyRecords,
  runCampaign,
  campaignCallEnded,
  wakeCampaignsFunction,
  announceExpiringKeysFunction,
  playAgentTest,
  ingestKnowledgeDocument,
  refreshKnowledge,
  syncNumberWithCarrierFunction,
];
