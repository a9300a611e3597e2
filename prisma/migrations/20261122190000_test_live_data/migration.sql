-- Test and live are separate worlds (docs/decisions.md "Test and live"): contacts and leads get
-- the mode of the key that made them. Every existing row was made live (click-to-call or a key
-- before modes separated data), so the default fills them.
ALTER TABLE "Contact" ADD COLUMN "mode" "ApiKeyMode" NOT NULL DEFAULT 'live';
ALTER TABLE "Lead" ADD COLUMN "mode" "ApiKeyMode" NOT NULL DEFAULT 'live';

-- One contact per phone number in each mode: a test contact never blocks the live one.
DROP INDEX "Contact_workspaceId_phone_key";
CREATE UNIQUE INDEX "Contact_workspaceId_mode_phone_key" ON "Contact"("workspaceId", "mode", "phone");

-- Every list is of one mode now, newest first: the keyset indexes lead with it.
DROP INDEX "Call_workspaceId_createdAt_id_idx";
CREATE INDEX "Call_workspaceId_mode_createdAt_id_idx" ON "Call"("workspaceId", "mode", "createdAt" DESC, "id" DESC);
DROP INDEX "Contact_workspaceId_createdAt_id_idx";
CREATE INDEX "Contact_workspaceId_mode_createdAt_id_idx" ON "Contact"("workspaceId", "mode", "createdAt" DESC, "id" DESC);
DROP INDEX "Lead_workspaceId_createdAt_id_idx";
CREATE INDEX "Lead_workspaceId_mode_createdAt_id_idx" ON "Lead"("workspaceId", "mode", "createdAt" DESC, "id" DESC);
