import { llmClient, type LlmConnectionSettings } from "@/server/llm/client";
import { LOCAL_MODEL, localEmbedding, localEmbeddingsFor } from "./local-embeddings";

// A knowledge base's embeddings: through its LLM connection (the OpenAI-compatible `/embeddings`,
// by the connection's own client, its sockets behind the SSRF guard, LLM_ALLOW_PRIVATE_TARGETS), or,
// without one, the local word vectors for an English base (./local-embeddings.ts). Vectors are
// L2-normalised, so that cosine similarity is their dot product wherever they are ranked.

export type Embedder = { kind: "llm"; connection: LlmConnectionSettings; model: string } | { kind: "local" };

/** The base's embedder: its LLM connection's model, else local vectors for English; null for none. */
export function embedderOf(base: {
  language: string;
  llmConnection: LlmConnectionSettings | null;
  embeddingModel: string | null;
}): Embedder | null {
  if (base.llmConnection && base.embeddingModel)
    return { kind: "llm", connection: base.llmConnection, model: base.embeddingModel };
  return localEmbeddingsFor(base.language) ? { kind: "local" } : null;
}

/** What tells embedders apart: texts embedded by one rank only against vectors of the same. */
export function embedderKey(embedder: Embedder): string {
  return embedder.kind === "local" ? LOCAL_MODEL : `${embedder.connection.id} ${embedder.model}`;
}

/** Inputs per request: servers cap a request's inputs (OpenAI at 2,048). */
const BATCH = 64;

function normalised(vector: number[]): number[] {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/**
 * One vector per text, in order (a local vector is empty for a text with no word the table knows).
 * Throws when the endpoint fails or answers otherwise.
 */
export async function embed(embedder: Embedder, texts: string[], signal?: AbortSignal): Promise<number[][]> {
  if (embedder.kind === "local") return texts.map((text) => localEmbedding(text) ?? []);
  const client = llmClient(embedder.connection);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH) {
    const batch = texts.slice(start, start + BATCH);
    const answer = await client.embeddings.create(
      { model: embedder.model, input: batch, encoding_format: "float" },
      { signal },
    );
    const byIndex = [...answer.data].sort((a, b) => a.index - b.index);
    if (byIndex.length !== batch.length)
      throw new Error(`the model answered ${byIndex.length} of ${batch.length} embeddings`);
    vectors.push(...byIndex.map((item) => normalised(item.embedding)));
  }
  return vectors;
}
