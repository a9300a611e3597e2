import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The fake embeddings model listens on localhost.
  process.env.LLM_ALLOW_PRIVATE_TARGETS = "true";
  // Three golden runs of 46 searches each, from one key.
  process.env.RATE_LIMIT_API_KEY_REQUESTS = "10000";
});

import { startDialingHarness, eventually, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";
import { CLINIC_DOCUMENTS, GOLDEN_QUESTIONS, SYNONYMS } from "../fixtures/knowledge-golden";

// Search over a fictional clinic's documents: recall@5 of the golden set, lexical (Postgres full-text
// search, the same on PGlite and Postgres) and hybrid (a fake embeddings model, fused by rank), and
// the search endpoint's errors. Run it with and without DATABASE_URL to see both databases.

let harness: DialingHarness;
let ws: V1Workspace;
let llm: FakeLlm;

beforeAll(async () => {
  harness = await startDialingHarness();
  ws = await createV1Workspace();
  llm = await startFakeLlm();
  llm.synonyms = SYNONYMS;
});
afterAll(async () => {
  await harness?.stop();
  await llm?.close();
});

const client = () => v1Client(harness.app.url, ws.apiKey);
const basesPath = () => `/v1/workspaces/${ws.workspaceId}/knowledge-bases`;

type Passage = { chunkId: string; documentId: string; title: string; text: string; score: number };

/** A base holding the clinic's documents, ready; answers its id and each document's id by title. */
async function clinicBase(name: string, settings: Record<string, unknown> = {}) {
  const base = await (await client().post(basesPath(), { name, ...settings })).json();
  const kbId = base.data.id as string;
  const ids = new Map<string, string>();
  for (const document of CLINIC_DOCUMENTS) {
    const added = await (await client().post(`${basesPath()}/${kbId}/documents`, document)).json();
    ids.set(document.title, added.data.id);
  }
  await eventually(
    async () => {
      const list = await (await client().get(`${basesPath()}/${kbId}/documents?limit=100`)).json();
      const statuses = list.data.items.map((doc: { status: string; error: string | null }) => doc.status);
      expect(statuses).not.toContain("failed");
      return statuses.every((status: string) => status === "ready");
    },
    30_000,
    "the clinic's documents",
  );
  return { kbId, ids };
}

async function search(kbId: string, query: string, topK = 5): Promise<Passage[]> {
  const response = await client().post(`${basesPath()}/${kbId}/search`, { query, topK });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function recallAt5(kbId: string, ids: Map<string, string>) {
  const misses: string[] = [];
  for (const { question, answer } of GOLDEN_QUESTIONS) {
    const passages = await search(kbId, question);
    if (!passages.some((passage) => passage.documentId === ids.get(answer))) misses.push(question);
  }
  return { recall: (GOLDEN_QUESTIONS.length - misses.length) / GOLDEN_QUESTIONS.length, misses };
}

/** Recall@5 of the search function itself, lexical only (no embedder), on the same base. */
async function lexicalRecallAt5(kbId: string, ids: Map<string, string>) {
  const { searchKnowledge } = await import("@/server/knowledge/search");
  const misses: string[] = [];
  for (const { question, answer } of GOLDEN_QUESTIONS) {
    const { passages } = await searchKnowledge({
      workspaceId: ws.workspaceId,
      knowledgeBaseIds: [kbId],
      query: question,
      limit: 5,
    });
    if (!passages.some((passage) => passage.documentId === ids.get(answer))) misses.push(question);
  }
  return { recall: (GOLDEN_QUESTIONS.length - misses.length) / GOLDEN_QUESTIONS.length, misses };
}

describe("knowledge search", () => {
  it(
    "finds the answering document in the top 5 for at least 90% of the golden questions, lexically and with the local model",
    { timeout: 120_000 },
    async () => {
      expect(GOLDEN_QUESTIONS.length).toBeGreaterThanOrEqual(40);
      // An English base without an LLM's embeddings: local word vectors, fused with full-text search.
      const { kbId, ids } = await clinicBase("Clinic (local)");
      const lexical = await lexicalRecallAt5(kbId, ids);
      console.log(
        `knowledge golden set, lexical: recall@5 = ${lexical.recall.toFixed(3)}; missed: ${JSON.stringify(lexical.misses)}`,
      );
      expect(lexical.recall).toBeGreaterThanOrEqual(0.9);
      const { recall, misses } = await recallAt5(kbId, ids);
      console.log(
        `knowledge golden set, local model: recall@5 = ${recall.toFixed(3)}; missed: ${JSON.stringify(misses)}`,
      );
      expect(recall).toBeGreaterThanOrEqual(lexical.recall);

      const [best] = await search(kbId, "How much does it cost to neuter a cat?", 1);
      expect(best.title).toBe("Surgery preparation");
      expect(best.text).toContain("Neutering a cat costs 180 dollars");
      expect(best.score).toBeGreaterThan(0);
      // Lexically, a question of words in no document finds nothing (a vector ranking has nearest chunks).
      const { searchKnowledge } = await import("@/server/knowledge/search");
      const nothing = {
        workspaceId: ws.workspaceId,
        knowledgeBaseIds: [kbId],
        query: "zebra quantum xylophone",
        limit: 5,
      };
      expect((await searchKnowledge(nothing)).passages).toEqual([]);
    },
  );

  it("reports the hybrid figure with embeddings (lexical and vector ranks fused)", { timeout: 120_000 }, async () => {
    const connection = await (
      await client().post(`/v1/workspaces/${ws.workspaceId}/llm-connections`, {
        name: "Embeddings",
        baseUrl: llm.baseUrl,
        defaultModel: "chat-model",
      })
    ).json();
    const { kbId, ids } = await clinicBase("Clinic (hybrid)", {
      llmConnectionId: connection.data.id,
      embeddingModel: "fake-embeddings",
    });
    // Every chunk was embedded at ingestion, in batches.
    expect(llm.embeddingRequests.every((request) => request.model === "fake-embeddings")).toBe(true);
    const embedded = llm.embeddingRequests.length;
    const { recall, misses } = await recallAt5(kbId, ids);
    console.log(`knowledge golden set, hybrid: recall@5 = ${recall.toFixed(3)}; missed: ${JSON.stringify(misses)}`);
    expect(llm.embeddingRequests.length).toBe(embedded + GOLDEN_QUESTIONS.length);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    // Found by meaning alone: no word in common with the answer's passage but a synonym.
    const [best] = await search(kbId, "quote", 1);
    expect(best.title).toBe("Payment and insurance");
  });

  it("answers topK passages at most (20), and 400 or 404 for a bad request", async () => {
    const { kbId } = await clinicBase("Clinic (limits)");
    expect((await search(kbId, "dog cat price dollars", 2)).length).toBe(2);
    expect((await client().post(`${basesPath()}/${kbId}/search`, { query: "dog", topK: 21 })).status).toBe(400);
    expect((await client().post(`${basesPath()}/${kbId}/search`, { query: " " })).status).toBe(400);
    expect((await client().post(`${basesPath()}/kb_nope/search`, { query: "dog" })).status).toBe(404);
  });
});
