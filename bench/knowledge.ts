// `npm run bench:knowledge [-- --chunks 100000 --queries 300]`: knowledge ingestion and search on
// real Postgres (a scratch database). Ingestion: text documents of 200 pages (a page is 3,000
// characters, about 500 words) through the ingestion function itself (read, chunked, stored with
// the term counts kept by their triggers), until the base holds `--chunks` chunks: pages per
// second. Search: the lexical statement the search endpoint and every agent turn run, for
// questions made of 3 to 8 words of the corpus's sentences: latency percentiles.
//
// The corpus is English prose from the README files under node_modules, cut into sentences and
// laid out in random order: real words with their real frequencies. Results:
// bench/results/knowledge.md, with the machine's load (it is shared).
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";

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

const loadBefore = os.loadavg();
const databaseUrl = await createMigratedDatabase(
  process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test",
  "svc_bench_knowledge",
);
Object.assign(process.env, { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
const { db, dbReady, closeDb } = await import("@/server/db/client");
const { ingestDocument } = await import("@/server/knowledge/ingest");
const { searchKnowledge } = await import("@/server/knowledge/search");
await dbReady();

const sentences = corpus();
const workspace = await db.workspace.create({ data: { name: "Bench knowledge" } });
const base = await db.knowledgeBase.create({ data: { workspaceId: workspace.id, name: "Corpus" } });

let pages = 0;
let ingestMs = 0;
let chunks = 0;
while (chunks < TARGET_CHUNKS) {
  const text = document(sentences);
  const content = new TextEncoder().encode(text);
  const added = await db.knowledgeDocument.create({
    data: {
      knowledgeBaseId: base.id,
      title: `Document ${pages / PAGES_PER_DOCUMENT}`,
      source: "text",
      format: "text",
      content,
      bytes: content.length,
    },
  });
  const started = performance.now();
  const outcome = await ingestDocument(added.id);
  ingestMs += performance.now() - started;
  if (outcome !== "ready") throw new Error(`ingestion ${outcome}`);
  pages += PAGES_PER_DOCUMENT;
  chunks = (await db.knowledgeBase.findUniqueOrThrow({ where: { id: base.id } })).chunkCount;
  process.stdout.write(`\r${chunks} chunks, ${(pages / (ingestMs / 1000)).toFixed(0)} pages/s`);
}
process.stdout.write("\n");
await db.$executeRawUnsafe(`ANALYZE "KnowledgeChunk"; ANALYZE "KnowledgeTerm"`);

const ask = (query: string) =>
  searchKnowledge({ workspaceId: workspace.id, knowledgeBaseIds: [base.id], query, limit: 5 });
for (let i = 0; i < 30; i += 1) await ask(question(sentences)); // warm the pool's prepared statements and the cache
const times: number[] = [];
let empty = 0;
for (let i = 0; i < QUERIES; i += 1) {
  const started = performance.now();
  const { passages } = await ask(question(sentences));
  times.push(performance.now() - started);
  if (!passages.length) empty += 1;
}
times.sort((a, b) => a - b);
const loadAfter = os.loadavg();
await closeDb();

const pagesPerSecond = pages / (ingestMs / 1000);
const p95 = percentile(times, 95);
const load = (l: number[]) => l.map((value) => value.toFixed(2)).join(", ");
const report = `# Knowledge benchmark, ${new Date().toISOString()}

\`npm run bench:knowledge\` (bench/knowledge.ts) on Postgres (a scratch database), ${os.cpus().length} cores
shared with other work: load average (1, 5, 15 min) ${load(loadBefore)} before, ${load(loadAfter)} after.

**Ingestion**: ${pages} text pages (3,000 characters each, in documents of ${PAGES_PER_DOCUMENT} pages) through the
ingestion function (chunked, stored with the term counts their triggers keep) into ${chunks} chunks in
${(ingestMs / 1000).toFixed(1)} s: **${pagesPerSecond.toFixed(0)} pages/s**.

**Search** (lexical: the statement the search endpoint and every agent turn run), ${QUERIES} questions of 3 to 8
words from the corpus at ${chunks} chunks, one at a time after 30 to warm up: p50 ${percentile(times, 50).toFixed(1)} ms,
**p95 ${p95.toFixed(1)} ms**, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${empty} found nothing.

| target | figure | goal | |
|---|---:|---:|---|
| search p95 at ${chunks} chunks | ${p95.toFixed(1)} ms | ≤ 15 ms | ${p95 <= 15 ? "met" : "**missed**"} |
| ingestion | ${pagesPerSecond.toFixed(0)} pages/s | ≥ 200 pages/s | ${pagesPerSecond >= 200 ? "met" : "**missed**"} |
`;
writeFileSync("bench/results/knowledge.md", report);
console.log(report);
