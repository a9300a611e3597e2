-- Alert rules (docs/decisions.md "Alerts"): a metric of the workspace's calls (read from
-- "CallRollup"), its calls in flight or its failed webhook attempts, against a threshold over a
-- window; evaluated each minute. A rule keeps its own state, so each crossing is announced once:
-- the evaluation moves `state` with a conditional update, and only the update that moved it sends.

CREATE TABLE "AlertRule" (
    "id" TEXT NOT NULL DEFAULT svc_id('alr'),
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL,
    "name" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "comparator" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "windowMinutes" INTEGER NOT NULL,
    "agentId" TEXT,
    "campaignId" TEXT,
    "minCalls" INTEGER,
    "state" TEXT NOT NULL DEFAULT 'ok',
    "crossings" INTEGER NOT NULL DEFAULT 0,
    "lastValue" DOUBLE PRECISION,
    "lastTriggeredAt" TIMESTAMP(3),
    "lastResolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AlertRule_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AlertRule_workspaceId_createdAt_idx" ON "AlertRule"("workspaceId", "createdAt");
ALTER TABLE "AlertRule" ADD CONSTRAINT "AlertRule_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AlertRule" ADD CONSTRAINT "AlertRule_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AlertRule" ADD CONSTRAINT "AlertRule_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- `webhook_failures` counts the failed attempts of a window: the failed ones only, by time.
CREATE INDEX "WebhookAttempt_failed_startedAt_idx" ON "WebhookAttempt"("startedAt") WHERE "error" IS NOT NULL;
