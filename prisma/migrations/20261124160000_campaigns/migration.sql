-- Campaigns (docs/decisions.md "Campaigns"): a list of recipients called within their calling
-- hours at a set concurrency, each attempt one call.
CREATE TYPE "CampaignStatus" AS ENUM ('scheduled', 'running', 'paused', 'completed', 'canceled', 'expired');
CREATE TYPE "CampaignRecipientState" AS ENUM ('pending', 'waiting', 'calling', 'done', 'failed', 'skipped', 'expired', 'canceled');

ALTER TABLE "Workspace" ADD COLUMN "maxCallsInFlight" INTEGER NOT NULL DEFAULT 10;

CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL DEFAULT svc_id('cmp'),
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL DEFAULT 'live',
    "name" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "fromNumbers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "CampaignStatus" NOT NULL DEFAULT 'scheduled',
    "timezone" TEXT NOT NULL DEFAULT 'callee',
    "hoursStart" TEXT NOT NULL DEFAULT '09:00',
    "hoursEnd" TEXT NOT NULL DEFAULT '20:00',
    "days" TEXT[] DEFAULT ARRAY['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']::TEXT[],
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),
    "maxConcurrent" INTEGER NOT NULL DEFAULT 5,
    "retryOn" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "maxAttempts" INTEGER NOT NULL DEFAULT 1,
    "retryDelayMinutes" INTEGER NOT NULL DEFAULT 60,
    "recipientCount" INTEGER NOT NULL DEFAULT 0,
    "callsPlaced" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "wakeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Campaign_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Campaign_workspaceId_mode_createdAt_id_idx" ON "Campaign"("workspaceId", "mode", "createdAt" DESC, "id" DESC);
CREATE INDEX "Campaign_workspaceId_status_idx" ON "Campaign"("workspaceId", "status");
CREATE INDEX "Campaign_agentId_idx" ON "Campaign"("agentId");
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "CampaignRecipient" (
    "id" TEXT NOT NULL DEFAULT svc_id('cmr'),
    "campaignId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "to" TEXT NOT NULL,
    "contactId" TEXT,
    "variables" JSONB,
    "metadata" JSONB,
    "state" "CampaignRecipientState" NOT NULL DEFAULT 'pending',
    "skipReason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "lastCallId" TEXT,
    "zones" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "CampaignRecipient_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "CampaignRecipient_campaignId_position_key" ON "CampaignRecipient"("campaignId", "position");
CREATE INDEX "CampaignRecipient_campaignId_state_nextAttemptAt_idx" ON "CampaignRecipient"("campaignId", "state", "nextAttemptAt");
CREATE INDEX "CampaignRecipient_campaignId_to_idx" ON "CampaignRecipient"("campaignId", "to");
ALTER TABLE "CampaignRecipient" ADD CONSTRAINT "CampaignRecipient_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One call per (recipient, attempt): a dispatch that runs twice cannot call anyone twice.
ALTER TABLE "Call" ADD COLUMN "campaignId" TEXT, ADD COLUMN "campaignRecipientId" TEXT, ADD COLUMN "campaignAttempt" INTEGER;
CREATE UNIQUE INDEX "Call_campaignRecipientId_campaignAttempt_key" ON "Call"("campaignRecipientId", "campaignAttempt");
CREATE INDEX "Call_campaignId_status_idx" ON "Call"("campaignId", "status");
