// `npm run bench:knowledge [-- --chunks 100000 --queries 300]`: knowledge ingestion and search on
// real Postgres (a scratch database), as an English base without an LLM connection runs them (the
// local word vectors fused with full-text search).
// - Ingestion: text documents of 200 pages (a page is 3,000 characters, about 500 words) through
//   the ingestion function itself (read, chunked, embedded, stored with the term counts kept by
//   their triggers), until the base holds `--chunks` chunks: pages per second.
// - Recall: the golden set's recall@5 (tests/fixtures/knowledge-golden.ts) in a base holding only
//   the clinic's documents, and in the large base that holds them among the corpus's chunks.
// - Search: the statement the search endpoint and every agent turn run, lexical alone and hybrid,
//   for questions made of 3 to 8 words of the corpus's sentences: latency percentiles.
//
// The corpus is English prose from the README files under node_modules, cut into sentences and
// laid out in random order: real words with their real frequencies. Results (appended):
// bench/results/knowledge.md, with the machine's load (it is shared).
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CLINIC_DOCUMENTS, GOLDEN_QUESTIONS } from "../tests/fixtures/knowledge-golden";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    chunks: { type: "string", default: "100000" },
    queries: { type: "string", default: "300" },
  },
});
const TARGET_CHUNKS = Number(values.chunks);
const QUERIES = Number(values.queries);
const PAGE_CHARS = 3_000;
const PAGES_PER_DOCUMENT = 200;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

function corpus(): string[] {
  const files = execSync(`find node_modules -iname "readme.md" -size +2k`, { maxBuffer: 1e8 })
    .toString()
    .trim()
    .split("\n");
  const sentences: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8")
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/[#*`>|_[\]()<>-]+/g, " ");
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const flat = sentence.replace(/\s+/g, " ").trim();
      if (flat.length > 30 && flat.length < 400 && /[a-z]{3}/.test(flat)) sentences.push(flat);
    }
  }
  return sentences;
}

/** A document of PAGES_PER_DOCUMENT pages: paragraphs of 3 to 6 random sentences. */
function document(sentences: string[]): string {
  const paragraphs: string[] = [];
  let size = 0;
  while (size < PAGE_CHARS * PAGES_PER_DOCUMENT) {
    const count = 3 + Math.floor(random() * 4);
    const paragraph = Array.from({ length: count }, () => sentences[Math.floor(random() * sentences.length)]).join(" ");
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return paragraphs.join("\n\n");
}

function question(sentences: string[]): string {
  const words = sentences[Math.floor(random() * sentences.length)].split(" ");
  const length = 3 + Math.floor(random() * 6);
  const start = Math.floor(random() * Math.max(1, words.length - length));
  return words.slice(start, start + length).join(" ");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const databaseUrl = await createMigratedDatabase(
  process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test",
  "svc_bench_knowledge",
);
Object.assign(process.env, { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
const { db, dbReady, closeDb } = await import("@/server/db/client");
const { ingestDocument } = await import("@/server/knowledge/ingest");
const { searchKnowledge } = await import("@/server/knowledge/search");
const { embedderOf } = await import("@/server/knowledge/embeddings");
await dbReady();

const workspace = await db.workspace.create({ data: { name: "Bench knowledge" } });

/** A new base (English, no LLM connection) and the embedders its searches use, as every turn finds them. */
async function newBase(name: string) {
  const base = await db.knowledgeBase.create({ data: { workspaceId: workspace.id, name } });
  const embedder = embedderOf({ ...base, llmConnection: null });
  if (!embedder) throw new Error("no local word vectors: run npm ci (scripts/word-vectors.mjs makes them)");
  return { id: base.id, embedders: new Map([[base.id, embedder]]) };
}

/** Adds a text document to the base through the ingestion function; answers how long ingestion took. */
async function ingest(baseId: string, title: string, text: string): Promise<number> {
  const content = new TextEncoder().encode(text);
  const added = await db.knowledgeDocument.create({
    data: { knowledgeBaseId: baseId, title, source: "text", format: "text", content, bytes: content.length },
  });
  const started = performance.now();
  const outcome = await ingestDocument(added.id);
  if (outcome !== "ready") throw new Error(`ingestion ${outcome}`);
  return performance.now() - started;
}

type Base = Awaited<ReturnType<typeof newBase>>;
const search = (base: Base, query: string, hybrid: boolean) =>
  searchKnowledge({
    workspaceId: workspace.id,
    knowledgeBaseIds: [base.id],
    query,
    limit: 5,
    embedders: hybrid ? base.embedders : undefined,
  });

/** The share of golden questions whose answering document is among the top 5 passages. */
async function recallAt5(base: Base, hybrid: boolean): Promise<number> {
  let found = 0;
  for (const { question, answer } of GOLDEN_QUESTIONS) {
    const { passages } = await search(base, question, hybrid);
    if (passages.some((passage) => passage.title === answer)) found += 1;
  }
  return found / GOLDEN_QUESTIONS.length;
}

const clinic = await newBase("Clinic");
for (const { title, text } of CLINIC_DOCUMENTS) await ingest(clinic.id, title, text);
const smallRecall = { lexical: await recallAt5(clinic, false), hybrid: await recallAt5(clinic, true) };

const sentences = corpus();
const large = await newBase("Clinic among the corpus");
for (const { title, text } of CLINIC_DOCUMENTS) await ingest(large.id, title, text);
let pages = 0;
let ingestMs = 0;
let chunks = 0;
while (chunks < TARGET_CHUNKS) {
  ingestMs += await ingest(large.id, `Document ${pages / PAGES_PER_DOCUMENT}`, document(sentences));
  pages += PAGES_PER_DOCUMENT;
  chunks = (await db.knowledgeBase.findUniqueOrThrow({ where: { id: large.id } })).chunkCount;
  process.stdout.write(`\r${chunks} chunks, ${(pages / (ingestMs / 1000)).toFixed(0)} pages/s`);
}
process.stdout.write("\n");
await db.$executeRawUnsafe(`ANALYZE "KnowledgeChunk"; ANALYZE "KnowledgeTerm"`);
const largeRecall = { lexical: await recallAt5(large, false), hybrid: await recallAt5(large, true) };

/**
 * Latency percentiles of QUERIES corpus questions, one at a time after 30 to warm the pool and the
 * cache; and how long the first took (for the hybrid one, the load of the base's vectors into the process).
 */
async function latency(hybrid: boolean) {
  let started = performance.now();
  await search(large, question(sentences), hybrid);
  const first = performance.now() - started;
  for (let i = 0; i < 29; i += 1) await search(large, question(sentences), hybrid);
  const times: number[] = [];
  let empty = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    started = performance.now();
    const { passages } = await search(large, question(sentences), hybrid);
    times.push(performance.now() - started);
    if (!passages.length) empty += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p).toFixed(1);
  return {
    first,
    p95: percentile(times, 95),
    text: `p50 ${at(50)} ms, **p95 ${at(95)} ms**, p99 ${at(99)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${empty} found nothing`,
  };
}
const lexical = await latency(false);
// A change to the base makes the process's copy of its vectors stale: the first hybrid search loads them again.
await ingest(large.id, "Late addition", "A document added after the others, as an editor would.");
const hybrid = await latency(true);
await closeDb();

const pagesPerSecond = pages / (ingestMs / 1000);
const kept = largeRecall.hybrid / smallRecall.hybrid;
const met = (ok: boolean) => (ok ? "met" : "**missed**");
const body = `
**Ingestion**: ${pages} text pages (3,000 characters each, in documents of ${PAGES_PER_DOCUMENT} pages) through the
ingestion function (chunked, embedded with the local word vectors, stored with the term counts their triggers keep)
into ${chunks} chunks in ${(ingestMs / 1000).toFixed(1)} s: **${pagesPerSecond.toFixed(0)} pages/s**.

**Recall@5** of the golden set (${GOLDEN_QUESTIONS.length} questions a caller would ask a veterinary clinic, each answered by one
of its ${CLINIC_DOCUMENTS.length} documents): in a base of the clinic's documents alone, lexical ${smallRecall.lexical.toFixed(3)}, hybrid
${smallRecall.hybrid.toFixed(3)}; with the same documents among the corpus's ${chunks} chunks, lexical ${largeRecall.lexical.toFixed(3)},
hybrid **${largeRecall.hybrid.toFixed(3)}** (${(kept * 100).toFixed(1)} % of the small base's).

**Search** at ${chunks} chunks, ${QUERIES} questions of 3 to 8 words from the corpus:
- lexical alone: ${lexical.text};
- hybrid, as every turn of an English base without an LLM connection searches (the local vectors ranked in
  the process, server/knowledge/vector-index.ts, while the database ranks the words; fused): ${hybrid.text}.
  The first, after a document was added, loaded the base's vectors into the process again: ${hybrid.first.toFixed(0)} ms.

| target | figure | goal | |
|---|---:|---:|---|
| hybrid recall@5 at ${chunks} chunks ÷ at ${CLINIC_DOCUMENTS.length} documents | ${kept.toFixed(3)} | ≥ 0.9 | ${met(kept >= 0.9)} |
| hybrid search p95 at ${chunks} chunks | ${hybrid.p95.toFixed(1)} ms | ≤ 15 ms | ${met(hybrid.p95 <= 15)} |
| lexical search p95 at ${chunks} chunks | ${lexical.p95.toFixed(1)} ms | ≤ 15 ms | ${met(lexical.p95 <= 15)} |
| ingestion | ${pagesPerSecond.toFixed(0)} pages/s | ≥ 200 pages/s | ${met(pagesPerSecond >= 200)} |
`;
console.log(
  appendRun(
    "knowledge",
    "Knowledge benchmark (`npm run bench:knowledge`)",
    "bench/knowledge.ts on Postgres (a scratch database), on this machine's cores shared with other work.",
    body,
  ),
);
