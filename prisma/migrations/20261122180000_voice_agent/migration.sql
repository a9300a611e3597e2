-- The voice agent: brains, LLM connections (keys sealed), conversation settings, turns, analysis.

CREATE TYPE "AgentBrain" AS ENUM ('script', 'llm');
CREATE TYPE "VoicemailAction" AS ENUM ('hang_up', 'leave_message');
CREATE TYPE "CallEndedReason" AS ENUM ('completed', 'agent_ended', 'transferred', 'voicemail', 'silence_timeout', 'max_duration', 'llm_error', 'carrier_error', 'no_answer', 'busy', 'canceled', 'blocked', 'failed');
CREATE TYPE "TurnRole" AS ENUM ('agent', 'user');

CREATE TABLE "LlmConnection" (
    "id" TEXT NOT NULL DEFAULT svc_id('llm'),
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "baseUrl" TEXT NOT NULL,
    "apiKeySealed" TEXT,
    "apiKeyLast4" TEXT,
    "defaultModel" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "LlmConnection_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "LlmConnection_workspaceId_name_key" ON "LlmConnection"("workspaceId", "name");
ALTER TABLE "LlmConnection" ADD CONSTRAINT "LlmConnection_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Agent"
    ADD COLUMN "brain" "AgentBrain" NOT NULL DEFAULT 'script',
    ADD COLUMN "llmConnectionId" TEXT,
    ADD COLUMN "llmModel" TEXT,
    ADD COLUMN "temperature" DOUBLE PRECISION NOT NULL DEFAULT 0.7,
    ADD COLUMN "tools" TEXT[] DEFAULT ARRAY['end_call']::TEXT[],
    ADD COLUMN "transferNumbers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    ADD COLUMN "voicemailAction" "VoicemailAction" NOT NULL DEFAULT 'hang_up',
    ADD COLUMN "voicemailMessage" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "silenceTimeoutSec" INTEGER NOT NULL DEFAULT 10,
    ADD COLUMN "maxDurationSec" INTEGER NOT NULL DEFAULT 600,
    ADD COLUMN "recordCalls" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "analysisSchema" JSONB,
    ADD COLUMN "successCriteria" TEXT NOT NULL DEFAULT '';
CREATE INDEX "Agent_llmConnectionId_idx" ON "Agent"("llmConnectionId");
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_llmConnectionId_fkey" FOREIGN KEY ("llmConnectionId") REFERENCES "LlmConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Call"
    ADD COLUMN "endedReason" "CallEndedReason",
    ADD COLUMN "answeredBy" TEXT,
    ADD COLUMN "recordingUrl" TEXT,
    ADD COLUMN "analysis" JSONB;

CREATE TABLE "CallTurn" (
    "id" TEXT NOT NULL DEFAULT svc_id('turn'),
    "callId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "role" "TurnRole" NOT NULL,
    "text" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "interrupted" BOOLEAN NOT NULL DEFAULT false,
    "toolCalls" JSONB,
    CONSTRAINT "CallTurn_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "CallTurn_callId_index_key" ON "CallTurn"("callId", "index");
ALTER TABLE "CallTurn" ADD CONSTRAINT "CallTurn_callId_fkey" FOREIGN KEY ("callId") REFERENCES "Call"("id") ON DELETE CASCADE ON UPDATE CASCADE;
