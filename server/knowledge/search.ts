import { db } from "@/server/db/client";
import { preparedSql, sql } from "@/server/db/sql";
import { logger } from "@/server/logger";
import { embed, embedderKey, type Embedder } from "./embeddings";
import { nearestInProcess, type VectorHit } from "./vector-index";

// Search over a workspace's knowledge bases: one statement through the pool, used by the search
// endpoint and by every agent turn (docs/decisions.md "Knowledge search").
//
// Lexical: the words are cut into lexemes in each base's language (svc_search_config) and weighed
// by their rarity in the base (BM25's idf, from "KnowledgeTerm"). Candidates are the chunks holding
// the rarest lexemes whose chunks add up to at most CANDIDATE_BUDGET (the rarest two together when
// even the rarest is commoner than that), at most CANDIDATE_CAP of them: ranking every chunk that
// holds a common word cost half a second at 100,000 chunks. Each candidate scores the idf of every
// lexeme of the question it holds (the turn before counts CONTEXT_WEIGHT as much), with ts_rank
// breaking ties (how often, and whether in the title).
//
// Hybrid (a base with embeddings): the question's vector ranks the base's chunks by cosine
// similarity, in process (./vector-index.ts), or for a base too large to keep, by the database
// (pgvector where it has it, else plain SQL over real[]); the lexical and vector rankings are fused
// by reciprocal rank (RRF_K).

const CANDIDATE_BUDGET = 1_000;
const CANDIDATE_CAP = 500;
const CONTEXT_WEIGHT = 0.3;
/** Each ranking contributes this many to the fusion. */
const FUSED_DEPTH = 50;
const RRF_K = 60;
/**
 * Local vectors less alike than this say nothing (a question about something else entirely), and
 * such a chunk is left out of the fusion. Kept low: a chunk's vector averages all its sentences, so
 * the one that answers is diluted (the address in a 560-character chunk: 0.22 to "Where are you
 * located?"). An LLM's vectors are ranked as they come.
 */
const LOCAL_MIN_SIMILARITY = 0.15;

const minimumSimilarity = (embedder: Embedder) => (embedder.kind === "local" ? LOCAL_MIN_SIMILARITY : -1);

export interface Passage {
  chunkId: string;
  documentId: string;
  knowledgeBaseId: string;
  title: string;
  text: string;
  score: number;
}

export interface SearchResult {
  passages: Passage[];
  /** The lexemes of the latest words in each base's language: what a passage's sentences are matched on. */
  terms: Record<string, string[]>;
}

export interface SearchRequest {
  workspaceId: string;
  knowledgeBaseIds: string[];
  /** The words searched for: the callee's latest, or the search endpoint's query. */
  query: string;
  /** Words that give context (the turn before), weighed less. */
  context?: string;
  limit: number;
  /** Embedders of the bases that have embeddings, by base id. */
  embedders?: Map<string, Embedder>;
  signal?: AbortSignal;
}

const LEXICAL = preparedSql<{
  chunkId: string;
  documentId: string;
  knowledgeBaseId: string;
  title: string;
  text: string;
  score: number;
  terms: string[];
}>(
  "knowledge-search",
  `WITH bases AS (
     SELECT b."id", svc_search_config(b."language") AS config, GREATEST(b."chunkCount", 1)::float8 AS n
     FROM "KnowledgeBase" b WHERE b."workspaceId" = $1 AND b."id" IN (SELECT jsonb_array_elements_text($2::jsonb))
   ), words AS (
     SELECT b."id" AS base, t."lexeme", t."chunks" AS df, max(w.weight) AS weight,
       ln(1 + (b.n - t."chunks" + 0.5) / (t."chunks" + 0.5)) AS idf,
       ('''' || replace(replace(t."lexeme", '\\', '\\\\'), '''', '''''') || '''')::tsquery AS q
     FROM bases b
       CROSS JOIN LATERAL (VALUES ($3::text, 1.0::float8), ($4::text, ${CONTEXT_WEIGHT}::float8)) AS w(text, weight)
       CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(b.config, w.text))) AS l(lexeme)
       JOIN "KnowledgeTerm" t ON t."knowledgeBaseId" = b."id" AND t."lexeme" = l.lexeme
     GROUP BY b."id", b.n, t."lexeme", t."chunks"
   ), ordered AS (
     SELECT *, sum(df) OVER (PARTITION BY base ORDER BY df, lexeme) AS cum,
       row_number() OVER (PARTITION BY base ORDER BY df, lexeme) AS rarity
     FROM words
   ), chosen AS (
     SELECT base, CASE WHEN bool_or(cum <= ${CANDIDATE_BUDGET})
       THEN string_agg(q::text, ' | ') FILTER (WHERE cum <= ${CANDIDATE_BUDGET})
       ELSE string_agg(q::text, ' & ') FILTER (WHERE rarity <= 2) END::tsquery AS q,
       string_agg(q::text, ' | ')::tsquery AS everything
     FROM ordered GROUP BY base
   ), candidates AS (
     SELECT c."id", c."documentId", c."knowledgeBaseId", c."search", chosen.everything
     FROM chosen CROSS JOIN LATERAL (
       SELECT k."id", k."documentId", k."knowledgeBaseId", k."search" FROM "KnowledgeChunk" k
       WHERE k."knowledgeBaseId" = chosen.base AND k."search" @@ chosen.q LIMIT ${CANDIDATE_CAP}
     ) c
   ), scored AS (
     SELECT c."id", c."documentId", c."knowledgeBaseId",
       (SELECT sum(w.idf * w.weight) FROM words w WHERE w.base = c."knowledgeBaseId" AND c."search" @@ w.q)
         + ts_rank(c."search", c.everything) AS score
     FROM candidates c ORDER BY score DESC, c."id" LIMIT $5
   )
   SELECT s."id" AS "chunkId", s."documentId", s."knowledgeBaseId", d."title", k."text", s.score::float8 AS score,
     tsvector_to_array(to_tsvector(b.config, $3)) AS terms
   FROM scored s JOIN "KnowledgeChunk" k ON k."id" = s."id" JOIN "KnowledgeDocument" d ON d."id" = s."documentId"
     JOIN bases b ON b."id" = s."knowledgeBaseId"
   ORDER BY s.score DESC, s."id"`,
);

let pgvector: Promise<boolean> | undefined;

/** Whether the database has pgvector (checked once per process: an operator installs it before starting svc). */
function hasPgvector(): Promise<boolean> {
  pgvector ??= sql<{ installed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS installed`,
    [],
  )
    .then(([row]) => row.installed)
    .catch(() => false);
  return pgvector;
}

/** The chunks of `knowledgeBaseIds` nearest to `vector` within `maxDistance` (cosine), ranked by the database. */
async function nearestInDatabase(knowledgeBaseIds: string[], vector: number[], limit: number, maxDistance: number) {
  const literal = `{${vector.join(",")}}`;
  const distance = (await hasPgvector())
    ? `(c."embedding"::vector <=> $2::real[]::vector)`
    : `(1 - (SELECT sum(a * b) FROM unnest(c."embedding", $2::real[]) AS e(a, b)))`;
  return sql<VectorHit>(
    `SELECT * FROM (
       SELECT c."id" AS "chunkId", c."documentId", c."knowledgeBaseId", ${distance}::float8 AS distance
       FROM "KnowledgeChunk" c
       WHERE c."knowledgeBaseId" IN (SELECT jsonb_array_elements_text($1::jsonb)) AND cardinality(c."embedding") = $3
       ORDER BY distance, c."id" LIMIT $4
     ) nearest WHERE distance <= $5`,
    [JSON.stringify(knowledgeBaseIds), literal, vector.length, limit, maxDistance],
  );
}

/** The chunks nearest to `vector`, nearest first: in process where the bases' vectors fit (./vector-index.ts). */
async function nearest(knowledgeBaseIds: string[], vector: number[], limit: number, maxDistance: number) {
  const { hits, unranked } = await nearestInProcess(knowledgeBaseIds, vector, limit, maxDistance);
  if (!unranked.length) return hits;
  return [...hits, ...(await nearestInDatabase(unranked, vector, limit, maxDistance))]
    .sort((a, b) => a.distance - b.distance || (a.chunkId < b.chunkId ? -1 : 1))
    .slice(0, limit);
}

/** Bases grouped by the embedder they share, so that each question is embedded once per model. */
function byEmbedder(embedders: Map<string, Embedder>): { embedder: Embedder; bases: string[] }[] {
  const groups = new Map<string, { embedder: Embedder; bases: string[] }>();
  for (const [base, embedder] of embedders) {
    const key = embedderKey(embedder);
    const group = groups.get(key) ?? { embedder, bases: [] };
    group.bases.push(base);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The chunks nearest to the question by one embedder's vectors; none when its model fails, so that lexical results still answer. */
async function vectorRanking(
  request: SearchRequest,
  { embedder, bases }: { embedder: Embedder; bases: string[] },
): Promise<VectorHit[]> {
  try {
    const [vector] = await embed(embedder, [request.query], request.signal);
    return vector.length ? await nearest(bases, vector, FUSED_DEPTH, 1 - minimumSimilarity(embedder)) : [];
  } catch (error) {
    logger.warn(
      { err: (error as Error).message, workspaceId: request.workspaceId },
      "knowledge search: the query could not be ranked by its vectors",
    );
    return [];
  }
}

/** The best passages for the request, best first. */
export async function searchKnowledge(request: SearchRequest): Promise<SearchResult> {
  const { workspaceId, knowledgeBaseIds, query, context = "", limit, embedders } = request;
  const hybrid = embedders && embedders.size > 0;
  // Lists travel as JSON text: both drivers (pg, PGlite through Prisma) pass text alike.
  const ids = JSON.stringify(knowledgeBaseIds);
  // The vector rankings go on while the database answers the lexical one.
  const [lexical, ...vectorRankings] = await Promise.all([
    LEXICAL([workspaceId, ids, query, context, hybrid ? FUSED_DEPTH : limit]),
    ...(hybrid ? byEmbedder(embedders).map((group) => vectorRanking(request, group)) : []),
  ]);
  const terms = Object.fromEntries(lexical.map((row) => [row.knowledgeBaseId, row.terms]));
  const passage = ({ terms: _terms, ...row }: (typeof lexical)[number]): Passage => row;
  if (!hybrid) return { passages: lexical.map(passage), terms };

  const rankings: { chunkId: string; documentId: string; knowledgeBaseId: string }[][] = [lexical, ...vectorRankings];
  const fused = new Map<string, { chunkId: string; documentId: string; knowledgeBaseId: string; score: number }>();
  for (const ranking of rankings)
    ranking.forEach((hit, rank) => {
      const entry = fused.get(hit.chunkId) ?? { ...hit, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      fused.set(hit.chunkId, entry);
    });
  const best = [...fused.values()]
    .sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId))
    .slice(0, limit);
  const texts = new Map(
    (
      await db.knowledgeChunk.findMany({
        where: { id: { in: best.map((hit) => hit.chunkId) } },
        select: { id: true, text: true, document: { select: { title: true } } },
      })
    ).map((chunk) => [chunk.id, chunk]),
  );
  const passages = best.flatMap((hit) => {
    const chunk = texts.get(hit.chunkId);
    return chunk ? [{ ...hit, title: chunk.document.title, text: chunk.text }] : [];
  });
  return { passages, terms };
}
