-- Tools: the business's HTTP endpoints an agent may call during a call (server/tools/).

CREATE TYPE "ToolMethod" AS ENUM ('POST', 'GET');

CREATE TABLE "Tool" (
    "id" TEXT NOT NULL DEFAULT svc_id('tool'),
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "parameters" JSONB NOT NULL,
    "url" TEXT NOT NULL,
    "method" "ToolMethod" NOT NULL DEFAULT 'POST',
    "headersSealed" JSONB NOT NULL DEFAULT '{}',
    "timeoutSec" INTEGER NOT NULL DEFAULT 20,
    "startMessage" TEXT,
    "failedMessage" TEXT,
    "async" BOOLEAN NOT NULL DEFAULT false,
    "secretSealed" TEXT NOT NULL,
    "previousSecretSealed" TEXT,
    "previousSecretExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tool_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Tool_workspaceId_name_key" ON "Tool"("workspaceId", "name");
CREATE INDEX "Tool_workspaceId_createdAt_idx" ON "Tool"("workspaceId", "createdAt");

ALTER TABLE "Tool" ADD CONSTRAINT "Tool_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Agent" ADD COLUMN "toolIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
