import { analyzeCallFunction } from "./analyze-call";
import { announceExpiringKeysFunction } from "./announce-expiring-keys";
import { campaignCallEnded } from "./campaign-call-ended";
import { closeSilentCallsFunction } from "./close-silent-calls";
import { concludeExperimentsFunction } from "./conclude-experiments";
import { deliverWebhook } from "./deliver-webhook";
import { evaluateAlertsFunction } from "./evaluate-alerts";
import { failStuckDocumentsFunction } from "./fail-stuck-documents";
import { dialCall } from "./dial-call";
import { erasePerson } from "./erase-person";
import { playAgentTest } from "./play-agent-test";
import { ingestKnowledgeDocument } from "./ingest-knowledge-document";
import { purgeExpiredDataFunction } from "./purge-expired-data";
import { purgeIdempotencyRecords } from "./purge-idempotency";
import { reconcileCallCostFunction } from "./reconcile-call-cost";
import { reconcileCallCostsFunction } from "./reconcile-call-costs";
import { refreshKnowledge } from "./refresh-knowledge";
import { retryWebhook } from "./retry-webhook";
import { replayCallFunction } from "./replay-call";
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
  retryWebhook,
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
  failStuckDocumentsFunction,
  syncNumberWithCarrierFunction,
  replayCallFunction,
  concludeExperimentsFunction,
  reconcileCallCostFunction,
  reconcileCallCostsFunction,
  purgeExpiredDataFunction,
  evaluateAlertsFunction,
  erasePerson,
];
