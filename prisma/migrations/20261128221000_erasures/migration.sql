-- Erasure (docs/privacy.md): one person's data erased from a workspace by the `erase-person` function.
CREATE TABLE "Erasure" (
    "id" TEXT NOT NULL DEFAULT svc_id('era'),
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL DEFAULT 'live',
    "phone" TEXT,
    "email" TEXT,
    "contactId" TEXT,
    "doNotCall" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "counts" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    CONSTRAINT "Erasure_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Erasure_workspaceId_createdAt_idx" ON "Erasure"("workspaceId", "createdAt");
ALTER TABLE "Erasure" ADD CONSTRAINT "Erasure_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
