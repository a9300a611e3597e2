-- API keys that expire and roll (server/keys/): when a key's secret stops authenticating, and the key
-- a roll replaced (at most once: the unique index).

ALTER TABLE "ApiKey" ADD COLUMN "expiresAt" TIMESTAMP(3);
ALTER TABLE "ApiKey" ADD COLUMN "rolledFromId" TEXT;

CREATE UNIQUE INDEX "ApiKey_rolledFromId_key" ON "ApiKey"("rolledFromId");
CREATE INDEX "ApiKey_expiresAt_idx" ON "ApiKey"("expiresAt");

ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_rolledFromId_fkey" FOREIGN KEY ("rolledFromId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
