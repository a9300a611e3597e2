-- An upload's bytes, staged through the driver before the request's transaction takes them
-- (server/knowledge/uploads.ts); a row the transaction did not take is swept after 15 minutes.
CREATE TABLE "KnowledgeUpload" (
    "id" TEXT NOT NULL DEFAULT svc_id('kupl'),
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgeUpload_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "KnowledgeUpload_createdAt_idx" ON "KnowledgeUpload"("createdAt");
