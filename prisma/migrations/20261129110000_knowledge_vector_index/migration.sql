-- Chunk vectors ranked in process (server/knowledge/vector-index.ts): each chunk's embedding also
-- as one signed byte per dimension (the L2-normalised value × 127), which a process loads whole in
-- one read, and a version per base that every statement changing its chunks moves on, so that a
-- process knows its copy is stale (docs/decisions.md "Knowledge search").
ALTER TABLE "KnowledgeChunk" ADD COLUMN "embeddingInt8" BYTEA;
ALTER TABLE "KnowledgeBase" ADD COLUMN "chunksVersion" INTEGER NOT NULL DEFAULT 0;

UPDATE "KnowledgeChunk" c SET "embeddingInt8" = (
  SELECT decode(string_agg(lpad(to_hex(round(e.value * 127)::int & 255), 2, '0'), '' ORDER BY e.at), 'hex')
  FROM unnest(c."embedding") WITH ORDINALITY AS e(value, at)
) WHERE cardinality(c."embedding") > 0;

CREATE OR REPLACE FUNCTION svc_count_added_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "KnowledgeTerm" AS term ("knowledgeBaseId", "lexeme", "chunks")
  SELECT a."knowledgeBaseId", l, count(*)::int FROM added_chunks a, unnest(tsvector_to_array(a."search")) l
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("knowledgeBaseId", "lexeme") DO UPDATE SET "chunks" = term."chunks" + EXCLUDED."chunks";
  UPDATE "KnowledgeBase" b SET "chunkCount" = b."chunkCount" + a.n, "chunksVersion" = b."chunksVersion" + 1
  FROM (SELECT "knowledgeBaseId", count(*)::int AS n FROM added_chunks GROUP BY 1) a WHERE b."id" = a."knowledgeBaseId";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION svc_count_deleted_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE "KnowledgeBase" b SET "chunkCount" = b."chunkCount" - d.n, "chunksVersion" = b."chunksVersion" + 1
  FROM (SELECT "knowledgeBaseId", count(*)::int AS n FROM deleted_chunks GROUP BY 1) d WHERE b."id" = d."knowledgeBaseId";
  RETURN NULL;
END $$;
