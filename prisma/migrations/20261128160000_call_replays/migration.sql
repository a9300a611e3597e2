-- Replays (docs/voice-agent.md "Replays"): a call's caller turns played again against a version of
-- its agent, with both sides of each exchange kept.

CREATE TYPE "CallReplayStatus" AS ENUM ('queued', 'running', 'completed', 'failed');
CREATE TYPE "ReplayToolResults" AS ENUM ('recorded', 'live');

CREATE TABLE "CallReplay" (
    "id" TEXT NOT NULL DEFAULT svc_id('rpl'),
    "workspaceId" TEXT NOT NULL,
    "callId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "agentVersion" INTEGER NOT NULL,
    "toolResults" "ReplayToolResults" NOT NULL DEFAULT 'recorded',
    "status" "CallReplayStatus" NOT NULL DEFAULT 'queued',
    "turns" JSONB NOT NULL DEFAULT '[]',
    "divergedAt" INTEGER,
    "usage" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "CallReplay_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CallReplay_callId_createdAt_idx" ON "CallReplay"("callId", "createdAt");
CREATE INDEX "CallReplay_workspaceId_idx" ON "CallReplay"("workspaceId");
CREATE INDEX "CallReplay_agentId_idx" ON "CallReplay"("agentId");
ALTER TABLE "CallReplay" ADD CONSTRAINT "CallReplay_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CallReplay" ADD CONSTRAINT "CallReplay_callId_fkey" FOREIGN KEY ("callId") REFERENCES "Call"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CallReplay" ADD CONSTRAINT "CallReplay_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
