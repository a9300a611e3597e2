import { env } from "@/server/env";
import { preparedSql, sql } from "@/server/db/sql";

// Chunk vectors ranked in process. Postgres without pgvector ranks a base by a dot product in plain
// SQL over real[], about 29 µs a chunk (3 s at 100,000 chunks, on every turn of an English base:
// bench/results/knowledge.md); pgvector casts every row. Here a base's vectors are loaded whole,
// one signed byte per dimension ("KnowledgeChunk"."embeddingInt8"), once per version of its chunks
// ("KnowledgeBase"."chunksVersion", moved on by the triggers of every statement that adds or
// removes chunks, whichever process ran it), and scanned in a tight loop. They are kept, least
// recently used dropped first, within KNOWLEDGE_VECTOR_CACHE_MB; a base that does not fit is
// ranked by the database (search.ts).

export interface VectorHit {
  chunkId: string;
  documentId: string;
  knowledgeBaseId: string;
  /** Cosine distance: 1 − similarity. */
  distance: number;
}

interface BaseVectors {
  version: number;
  dimensions: number;
  chunkIds: string[];
  documentIds: string[];
  /** Row-major, `dimensions` bytes a chunk: the L2-normalised value × 127. */
  vectors: Int8Array;
  bytes: number;
}

/** Bytes a chunk costs beyond its vector (its two ids, as strings in the heap). */
const CHUNK_OVERHEAD = 96;
const SCALE = 127;

/** The vector as stored for the index: one signed byte per dimension. */
export function quantized(vector: number[]): Buffer {
  return Buffer.from(Int8Array.from(vector, toByte).buffer);
}

const toByte = (value: number) => Math.max(-SCALE, Math.min(SCALE, Math.round(value * SCALE)));

/** A base's vectors in this process: the copy it has, and a newer one being loaded. */
interface Kept {
  ready?: BaseVectors;
  loading?: { version: number; copy: Promise<BaseVectors> };
}

/** By base and dimensions, least recently used first. */
const copies = new Map<string, Kept>();
/** The ready copies' bytes. */
let keptBytes = 0;

const VERSIONS = preparedSql<{ id: string; version: number; chunks: number }>(
  "knowledge-vector-versions",
  `SELECT "id", "chunksVersion" AS version, "chunkCount" AS chunks
   FROM "KnowledgeBase" WHERE "id" IN (SELECT jsonb_array_elements_text($1::jsonb))`,
);

async function load(baseId: string, version: number, dimensions: number): Promise<BaseVectors> {
  // Read after the version, so the chunks are at least as new as it: a change in between costs one more load, never a stale copy.
  const rows = await sql<{ id: string; documentId: string; vector: string }>(
    `SELECT "id", "documentId", encode("embeddingInt8", 'base64') AS vector FROM "KnowledgeChunk"
     WHERE "knowledgeBaseId" = $1 AND length("embeddingInt8") = $2`,
    [baseId, dimensions],
  );
  const vectors = new Int8Array(rows.length * dimensions);
  rows.forEach((row, at) => vectors.set(new Int8Array(Buffer.from(row.vector, "base64")), at * dimensions));
  return {
    version,
    dimensions,
    chunkIds: rows.map((row) => row.id),
    documentIds: rows.map((row) => row.documentId),
    vectors,
    bytes: rows.length * (dimensions + CHUNK_OVERHEAD),
  };
}

function forget(key: string) {
  keptBytes -= copies.get(key)?.ready?.bytes ?? 0;
  copies.delete(key);
}

/**
 * The base's copy at `version`, loading it when the one kept is older (a turn after a change waits
 * for it: a new document must count at once, and a base missing from the vector ranking sinks in the
 * fusion); null when the base's vectors would not fit.
 */
function copyOf(baseId: string, version: number, chunks: number, dimensions: number): Promise<BaseVectors> | null {
  const budget = env.KNOWLEDGE_VECTOR_CACHE_MB * 1024 * 1024;
  const key = `${baseId} ${dimensions}`;
  if (chunks * (dimensions + CHUNK_OVERHEAD) > budget) {
    forget(key);
    return null;
  }
  const kept = copies.get(key) ?? {};
  copies.delete(key);
  copies.set(key, kept);
  if (kept.ready?.version === version) return Promise.resolve(kept.ready);
  let loading = kept.loading;
  if (loading?.version !== version) {
    const started = { version, copy: load(baseId, version, dimensions) };
    loading = kept.loading = started;
    started.copy.then(
      (loaded) => {
        if (kept.loading === started) kept.loading = undefined;
        if (copies.get(key) !== kept || (kept.ready && kept.ready.version >= loaded.version)) return;
        keptBytes += loaded.bytes - (kept.ready?.bytes ?? 0);
        kept.ready = loaded;
        for (const other of copies.keys()) if (keptBytes > budget && other !== key) forget(other);
      },
      () => kept.loading === started && (kept.loading = undefined),
    );
  }
  return loading.copy;
}

/** Keeps the `limit` best of `hits` by distance then chunk id, as the database orders them. */
function insertRanked(hits: VectorHit[], hit: VectorHit, limit: number) {
  let at = hits.length;
  while (
    at > 0 &&
    (hits[at - 1].distance > hit.distance ||
      (hits[at - 1].distance === hit.distance && hits[at - 1].chunkId > hit.chunkId))
  )
    at -= 1;
  if (at >= limit) return;
  hits.splice(at, 0, hit);
  if (hits.length > limit) hits.pop();
}

/** Each chunk's dot product with `query`, in units of SCALE²: one tight loop, nothing but arithmetic. */
function dotProducts(copy: BaseVectors, query: Int32Array): Int32Array {
  const { dimensions, vectors } = copy;
  const dots = new Int32Array(copy.chunkIds.length);
  for (let chunk = 0, offset = 0; chunk < dots.length; chunk += 1, offset += dimensions) {
    let dot = 0;
    for (let d = 0; d < dimensions; d += 1) dot = (dot + query[d] * vectors[offset + d]) | 0;
    dots[chunk] = dot;
  }
  return dots;
}

function scan(
  baseId: string,
  copy: BaseVectors,
  query: Int32Array,
  limit: number,
  maxDistance: number,
  hits: VectorHit[],
) {
  const dots = dotProducts(copy, query);
  for (let chunk = 0; chunk < dots.length; chunk += 1) {
    const distance = 1 - dots[chunk] / (SCALE * SCALE);
    if (distance > maxDistance) continue;
    if (hits.length === limit && distance > hits[limit - 1].distance) continue;
    insertRanked(
      hits,
      { chunkId: copy.chunkIds[chunk], documentId: copy.documentIds[chunk], knowledgeBaseId: baseId, distance },
      limit,
    );
  }
}

/**
 * The chunks of `knowledgeBaseIds` nearest to `vector` within `maxDistance` (cosine), nearest first,
 * ranked in process; `unranked` lists the bases whose vectors do not fit, for the database to rank.
 */
export async function nearestInProcess(
  knowledgeBaseIds: string[],
  vector: number[],
  limit: number,
  maxDistance: number,
): Promise<{ hits: VectorHit[]; unranked: string[] }> {
  // Both sides in whole numbers: the loop adds small integers, the fastest it runs.
  const query = Int32Array.from(vector, toByte);
  const hits: VectorHit[] = [];
  const unranked: string[] = [];
  for (const base of await VERSIONS([JSON.stringify(knowledgeBaseIds)])) {
    const copy = copyOf(base.id, base.version, base.chunks, vector.length);
    if (copy) scan(base.id, await copy, query, limit, maxDistance, hits);
    else unranked.push(base.id);
  }
  return { hits, unranked };
}

/** How many copies this process keeps and their bytes (what the budget counts). */
export function vectorIndexStats(): { bases: number; bytes: number } {
  return { bases: copies.size, bytes: keptBytes };
}
