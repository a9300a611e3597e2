-- Several server processes on one database (docs/decisions.md "Several processes on one database"):
-- each heartbeats in "ServerProcess"; a call records the process that carries it (simulator) and
-- the one holding its relay session, so only what a gone process held is ever recovered.

CREATE TABLE "ServerProcess" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMP(3) NOT NULL,
    "stoppedAt" TIMESTAMP(3),
    "backendPid" INTEGER,
    CONSTRAINT "ServerProcess_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ServerProcess_stoppedAt_heartbeatAt_idx" ON "ServerProcess"("stoppedAt", "heartbeatAt");

ALTER TABLE "Call" ADD COLUMN "carrierProcessId" TEXT;
ALTER TABLE "Call" ADD COLUMN "relayProcessId" TEXT;
ALTER TABLE "Call" ADD COLUMN "relaySessionId" TEXT;
