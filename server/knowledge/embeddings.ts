import { llmClient, type LlmConnectionSettings } from "@/server/llm/client";

// Embeddings through a knowledge base's LLM connection: the OpenAI-compatible `/embeddings`, by the
// connection's own client (its sockets behind the SSRF guard, LLM_ALLOW_PRIVATE_TARGETS). Vectors
// are L2-normalised, so that cosine similarity is their dot product wherever they are ranked.

export interface Embedder {
  connection: LlmConnectionSettings;
  model: string;
}

/** Inputs per request: servers cap a request's inputs (OpenAI at 2,048). */
const BATCH = 64;

function normalised(vector: number[]): number[] {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/** One vector per text, in order. Throws when the endpoint fails or answers otherwise. */
export async function embed(embedder: Embedder, texts: string[], signal?: AbortSignal): Promise<number[][]> {
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
