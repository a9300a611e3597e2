-- Knowledge bases (server/knowledge/, docs/voice-agent.md "Knowledge bases"): documents cut into
-- chunks that agents search on every turn, lexically (a GIN index over each chunk's tsvector) and,
-- with embeddings, by vector.

-- pgvector ranks embeddings where it exists (embedded PGlite loads it; on Postgres it must be
-- installed): docs/decisions.md "Knowledge search". Without it, or without the right to create it,
-- embeddings are kept as real[] all the same and ranked in plain SQL.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pgvector is available but this role may not create it: embeddings are ranked without it';
END $$;

-- The text search configuration of an agent language: one rule for chunks and queries alike.
CREATE FUNCTION svc_search_config(language TEXT) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE split_part(language, '-', 1)
    WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german'
    WHEN 'it' THEN 'italian' WHEN 'pt' THEN 'portuguese' WHEN 'nl' THEN 'dutch' ELSE 'simple' END)::regconfig
$$;

CREATE TYPE "KnowledgeDocumentStatus" AS ENUM ('processing', 'ready', 'failed');
CREATE TYPE "KnowledgeSource" AS ENUM ('text', 'url', 'file');

CREATE TABLE "KnowledgeBase" (
    "id" TEXT NOT NULL DEFAULT svc_id('kb'),
    "workspaceId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en-US',
    "llmConnectionId" TEXT,
    "embeddingModel" TEXT,
    "chunkCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "KnowledgeBase_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "KnowledgeBase_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "KnowledgeBase_llmConnectionId_fkey" FOREIGN KEY ("llmConnectionId") REFERENCES "LlmConnection"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "KnowledgeBase_workspaceId_name_key" ON "KnowledgeBase"("workspaceId", "name");
CREATE INDEX "KnowledgeBase_workspaceId_createdAt_idx" ON "KnowledgeBase"("workspaceId", "createdAt");
CREATE INDEX "KnowledgeBase_llmConnectionId_idx" ON "KnowledgeBase"("llmConnectionId");

CREATE TABLE "KnowledgeDocument" (
    "id" TEXT NOT NULL DEFAULT svc_id('kdoc'),
    "knowledgeBaseId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "source" "KnowledgeSource" NOT NULL,
    "url" TEXT,
    "fileName" TEXT,
    "format" TEXT,
    "refreshHours" INTEGER,
    "status" "KnowledgeDocumentStatus" NOT NULL DEFAULT 'processing',
    "error" TEXT,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "chunkCount" INTEGER NOT NULL DEFAULT 0,
    "content" BYTEA,
    "text" TEXT,
    "ingestedAt" TIMESTAMP(3),
    "nextRefreshAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "KnowledgeDocument_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "KnowledgeDocument_knowledgeBaseId_fkey" FOREIGN KEY ("knowledgeBaseId") REFERENCES "KnowledgeBase"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "KnowledgeDocument_knowledgeBaseId_createdAt_id_idx" ON "KnowledgeDocument"("knowledgeBaseId", "createdAt" DESC, "id" DESC);
CREATE INDEX "KnowledgeDocument_nextRefreshAt_idx" ON "KnowledgeDocument"("nextRefreshAt");

-- Text and tsvector stay in the row, compressed (MAIN), rather than in TOAST: a search reads the
-- tsvector of every candidate, and a TOAST fetch per candidate tripled its time.
CREATE TABLE "KnowledgeChunk" (
    "id" TEXT NOT NULL DEFAULT svc_id('kch'),
    "knowledgeBaseId" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "search" tsvector,
    "embedding" REAL[] NOT NULL DEFAULT ARRAY[]::REAL[],
    CONSTRAINT "KnowledgeChunk_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "KnowledgeChunk_knowledgeBaseId_fkey" FOREIGN KEY ("knowledgeBaseId") REFERENCES "KnowledgeBase"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "KnowledgeChunk_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "KnowledgeDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
ALTER TABLE "KnowledgeChunk" ALTER COLUMN "text" SET STORAGE MAIN, ALTER COLUMN "search" SET STORAGE MAIN;
CREATE UNIQUE INDEX "KnowledgeChunk_documentId_position_key" ON "KnowledgeChunk"("documentId", "position");
CREATE INDEX "KnowledgeChunk_knowledgeBaseId_idx" ON "KnowledgeChunk"("knowledgeBaseId");
CREATE INDEX "KnowledgeChunk_search_idx" ON "KnowledgeChunk" USING GIN ("search");

CREATE TABLE "KnowledgeTerm" (
    "knowledgeBaseId" TEXT NOT NULL,
    "lexeme" TEXT NOT NULL,
    "chunks" INTEGER NOT NULL,
    CONSTRAINT "KnowledgeTerm_pkey" PRIMARY KEY ("knowledgeBaseId", "lexeme"),
    CONSTRAINT "KnowledgeTerm_knowledgeBaseId_fkey" FOREIGN KEY ("knowledgeBaseId") REFERENCES "KnowledgeBase"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- How many chunks of its base hold each lexeme, and how many chunks a base has: search weighs a
-- term by its rarity and picks its candidates by the rarest terms (docs/decisions.md "Knowledge
-- search"). Kept in the statement that writes the chunks, whichever path (ingestion, a document or
-- a base deleted by cascade); rows are upserted in key order, so concurrent ingestions of one base
-- never wait on each other in a cycle.
CREATE FUNCTION svc_count_added_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "KnowledgeTerm" AS term ("knowledgeBaseId", "lexeme", "chunks")
  SELECT a."knowledgeBaseId", l, count(*)::int FROM added_chunks a, unnest(tsvector_to_array(a."search")) l
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("knowledgeBaseId", "lexeme") DO UPDATE SET "chunks" = term."chunks" + EXCLUDED."chunks";
  UPDATE "KnowledgeBase" b SET "chunkCount" = b."chunkCount" + a.n
  FROM (SELECT "knowledgeBaseId", count(*)::int AS n FROM added_chunks GROUP BY 1) a WHERE b."id" = a."knowledgeBaseId";
  RETURN NULL;
END $$;

CREATE FUNCTION svc_count_deleted_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT d."knowledgeBaseId", l, count(*)::int AS n FROM deleted_chunks d, unnest(tsvector_to_array(d."search")) l
    GROUP BY 1, 2 ORDER BY 1, 2
  ), counted AS (
    UPDATE "KnowledgeTerm" t SET "chunks" = t."chunks" - gone.n FROM gone
    WHERE t."knowledgeBaseId" = gone."knowledgeBaseId" AND t."lexeme" = gone.l
    RETURNING t."knowledgeBaseId", t."lexeme", t."chunks"
  )
  DELETE FROM "KnowledgeTerm" t USING counted
  WHERE counted."chunks" <= 0 AND t."knowledgeBaseId" = counted."knowledgeBaseId" AND t."lexeme" = counted."lexeme";
  UPDATE "KnowledgeBase" b SET "chunkCount" = b."chunkCount" - d.n
  FROM (SELECT "knowledgeBaseId", count(*)::int AS n FROM deleted_chunks GROUP BY 1) d WHERE b."id" = d."knowledgeBaseId";
  RETURN NULL;
END $$;

CREATE TRIGGER "KnowledgeChunk_count_added" AFTER INSERT ON "KnowledgeChunk" REFERENCING NEW TABLE AS added_chunks
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_added_chunks();
CREATE TRIGGER "KnowledgeChunk_count_deleted" AFTER DELETE ON "KnowledgeChunk" REFERENCING OLD TABLE AS deleted_chunks
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_deleted_chunks();

ALTER TABLE "Agent" ADD COLUMN "knowledgeBaseIds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "CallTurn" ADD COLUMN "knowledge" JSONB, ADD COLUMN "knowledgeMs" INTEGER;
