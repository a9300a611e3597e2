-- Agent versions (docs/decisions.md "Agent versions"): every change of an agent stores its whole
-- settings as a new version; a call records the version it was created with. Existing agents get
-- their current settings as version 1, by the operator, and their calls that version.

ALTER TABLE "Agent" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Call" ADD COLUMN "agentVersion" INTEGER;

CREATE TABLE "AgentVersion" (
    "id" TEXT NOT NULL DEFAULT svc_id('agv'),
    "agentId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,
    "authorKind" TEXT NOT NULL,
    "authorUserId" TEXT,
    "authorEmail" TEXT,
    "authorApiKeyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgentVersion_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AgentVersion_agentId_version_key" ON "AgentVersion"("agentId", "version");
ALTER TABLE "AgentVersion" ADD CONSTRAINT "AgentVersion_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "AgentVersion" ("agentId", "version", "settings", "authorKind", "createdAt")
SELECT "id", 1, jsonb_build_object(
    'name', "name", 'ttsProvider', "ttsProvider", 'voice', "voice", 'language', "language", 'firstMessage', "firstMessage",
    'instructions', "instructions", 'defaultCallerNumberId', "defaultCallerNumberId", 'brain', "brain", 'llmConnectionId', "llmConnectionId",
    'llmModel', "llmModel", 'temperature', "temperature", 'tools', to_jsonb("tools"), 'transferNumbers', to_jsonb("transferNumbers"),
    'voicemailAction', "voicemailAction", 'voicemailMessage', "voicemailMessage", 'silenceTimeoutSec', "silenceTimeoutSec",
    'maxDurationSec', "maxDurationSec", 'recordCalls', "recordCalls", 'analysisSchema', "analysisSchema", 'successCriteria', "successCriteria"),
  'operator', "updatedAt"
FROM "Agent";

UPDATE "Call" SET "agentVersion" = 1;
