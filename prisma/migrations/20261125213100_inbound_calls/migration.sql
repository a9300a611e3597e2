-- Inbound calls (docs/voice-agent.md "Inbound calls"): a number answers with its agent, optionally
-- asking the workspace's routing URL first; every call knows its direction.

CREATE TYPE "CallDirection" AS ENUM ('outbound', 'inbound');

ALTER TABLE "Call" ADD COLUMN "direction" "CallDirection" NOT NULL DEFAULT 'outbound',
  ADD COLUMN "routing" JSONB;

ALTER TABLE "CallerNumber" ADD COLUMN "inboundAgentId" TEXT,
  ADD COLUMN "routingUrl" TEXT,
  ADD COLUMN "routingTimeoutMs" INTEGER NOT NULL DEFAULT 2000,
  ADD COLUMN "routingSecret" TEXT,
  ADD COLUMN "carrierState" TEXT;

-- An agent answering a number cannot be deleted (the API says which numbers: 409).
ALTER TABLE "CallerNumber" ADD CONSTRAINT "CallerNumber_inboundAgentId_fkey"
  FOREIGN KEY ("inboundAgentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "CallerNumber_inboundAgentId_idx" ON "CallerNumber"("inboundAgentId");

-- The carrier names only the dialed number: one workspace at a time may answer it, and this is
-- the look-up of every inbound call.
CREATE UNIQUE INDEX "CallerNumber_answering_number_key" ON "CallerNumber"("number") WHERE "inboundAgentId" IS NOT NULL;
