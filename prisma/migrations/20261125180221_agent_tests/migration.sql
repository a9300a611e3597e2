-- Agent tests (docs/voice-agent.md "Agent tests"): scenarios a simulated caller plays against an
-- agent version, their runs, and each run's conversations with their verdicts.

CREATE TYPE "AgentTestRunStatus" AS ENUM ('queued', 'running', 'completed', 'canceled');
CREATE TYPE "AgentTestConversationStatus" AS ENUM ('queued', 'running', 'passed', 'failed', 'errored', 'canceled');

CREATE TABLE "AgentTest" (
    "id" TEXT NOT NULL DEFAULT svc_id('tst'),
    "workspaceId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "caller" JSONB NOT NULL,
    "variables" JSONB NOT NULL DEFAULT '{}',
    "maxTurns" INTEGER NOT NULL DEFAULT 20,
    "toolMocks" JSONB NOT NULL DEFAULT '[]',
    "expectations" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgentTest_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AgentTest_agentId_createdAt_idx" ON "AgentTest"("agentId", "createdAt");
ALTER TABLE "AgentTest" ADD CONSTRAINT "AgentTest_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AgentTest" ADD CONSTRAINT "AgentTest_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AgentTestRun" (
    "id" TEXT NOT NULL DEFAULT svc_id('trun'),
    "workspaceId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "agentVersion" INTEGER NOT NULL,
    "iterations" INTEGER NOT NULL,
    "status" "AgentTestRunStatus" NOT NULL DEFAULT 'queued',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "AgentTestRun_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AgentTestRun_agentId_createdAt_idx" ON "AgentTestRun"("agentId", "createdAt");
ALTER TABLE "AgentTestRun" ADD CONSTRAINT "AgentTestRun_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "AgentTestRun" ADD CONSTRAINT "AgentTestRun_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AgentTestConversation" (
    "id" TEXT NOT NULL DEFAULT svc_id('tcv'),
    "runId" TEXT NOT NULL,
    "testId" TEXT NOT NULL,
    "test" JSONB NOT NULL,
    "iteration" INTEGER NOT NULL,
    "status" "AgentTestConversationStatus" NOT NULL DEFAULT 'queued',
    "endedReason" TEXT,
    "transcript" JSONB NOT NULL DEFAULT '[]',
    "analysis" JSONB,
    "expectations" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "AgentTestConversation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AgentTestConversation_runId_testId_iteration_key" ON "AgentTestConversation"("runId", "testId", "iteration");
ALTER TABLE "AgentTestConversation" ADD CONSTRAINT "AgentTestConversation_runId_fkey" FOREIGN KEY ("runId") REFERENCES "AgentTestRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
