import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // 64 KiB of vectors (about 330 chunks of 100 dimensions): the small bases fit, two medium ones
  // not together, the large one never.
  process.env.KNOWLEDGE_VECTOR_CACHE_MB = String(64 / 1024);
});

import { db } from "@/server/db/client";
import { localEmbedding } from "@/server/knowledge/local-embeddings";
import { nearestInProcess, vectorIndexStats } from "@/server/knowledge/vector-index";
import { documentReady, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";
import { CLINIC_DOCUMENTS } from "../fixtures/knowledge-golden";

// The local vectors ranked in process (server/knowledge/vector-index.ts): a base's copy follows its
// changes, the copies stay within KNOWLEDGE_VECTOR_CACHE_MB, and a base too large for it is ranked
// by the database with the same answers.

let harness: DialingHarness;
let ws: V1Workspace;
let counter = 0;

beforeAll(async () => {
  harness = await startDialingHarness();
  ws = await createV1Workspace();
});
afterAll(async () => {
  await harness?.stop();
});

const client = () => v1Client(harness.app.url, ws.apiKey);
const basesPath = () => `/v1/workspaces/${ws.workspaceId}/knowledge-bases`;

async function addDocument(kbId: string, title: string, text: string): Promise<string> {
  const response = await client().post(`${basesPath()}/${kbId}/documents`, { title, text });
  expect(response.status).toBe(202);
  const id = (await response.json()).data.id as string;
  await documentReady(db, id, `the document ${title}`);
  return id;
}

/** A base of the clinic's documents and `paddingChunks` chunks or so of other prose; answers its id and each document's id by title. */
async function base(paddingChunks = 0) {
  const created = await (await client().post(basesPath(), { name: `Base ${++counter}` })).json();
  const kbId = created.data.id as string;
  const ids = new Map<string, string>();
  for (const { title, text } of CLINIC_DOCUMENTS) ids.set(title, await addDocument(kbId, title, text));
  if (paddingChunks) await addDocument(kbId, "Town council minutes", prose(paddingChunks * 800));
  return { kbId, ids };
}

const SUBJECTS = [
  "The council",
  "A committee",
  "The mayor",
  "Residents",
  "The treasurer",
  "Volunteers",
  "The engineer",
];
const VERBS = ["discussed", "approved", "postponed", "reviewed", "questioned", "praised", "rejected"];
const OBJECTS = [
  "the bridge repairs",
  "a new bus route",
  "the library budget",
  "winter road salt",
  "the harbour wall",
  "street lighting",
  "the summer festival",
];
const ENDINGS = [
  "after a long debate.",
  "before the vote.",
  "for the third time.",
  "with little enthusiasm.",
  "in a short session.",
];

/** About `chars` characters of town-council minutes: prose about nothing a clinic's caller asks. */
function prose(chars: number): string {
  const sentences: string[] = [];
  for (let i = 0, size = 0; size < chars; i += 1) {
    const pick = (words: string[], step: number) => words[Math.floor(i / step) % words.length];
    const sentence = `${pick(SUBJECTS, 1)} ${pick(VERBS, 3)} ${pick(OBJECTS, 5)} ${pick(ENDINGS, 2)}`;
    sentences.push(i % 6 === 5 ? `${sentence}\n\n` : sentence);
    size += sentence.length + 1;
  }
  return sentences.join(" ");
}

const chunkCount = async (kbId: string) =>
  (await db.knowledgeBase.findUniqueOrThrow({ where: { id: kbId } })).chunkCount;

const nearest = (kbId: string, text: string, limit = 3) => nearestInProcess([kbId], localEmbedding(text)!, limit, 1);

describe("the local vectors ranked in process", () => {
  it("find a paraphrase, and see a document added or deleted at the next search", { timeout: 120_000 }, async () => {
    const { kbId, ids } = await base();
    const located = await nearest(kbId, "Where are you located?");
    expect(located.unranked).toEqual([]);
    expect(located.hits[0].documentId).toBe(ids.get("Opening hours and location"));
    expect(vectorIndexStats().bases).toBeGreaterThanOrEqual(1);

    const ferry = "The clinic's boat ambulance crosses the lake to the islands every Wednesday afternoon.";
    const added = await addDocument(kbId, "Island visits", ferry);
    const found = await nearest(kbId, ferry, 1);
    expect(found.hits).toMatchObject([{ documentId: added, knowledgeBaseId: kbId }]);
    expect(found.hits[0].distance).toBeLessThan(0.02);

    expect((await client().delete(`${basesPath()}/${kbId}/documents/${added}`)).status).toBe(200);
    const after = await nearest(kbId, ferry, 20);
    expect(after.hits.map((hit) => hit.documentId)).not.toContain(added);
    expect(after.hits.length).toBeGreaterThan(0);
  });

  it(
    "keep within the budget: a base loaded after others pushes the least recently used out",
    { timeout: 120_000 },
    async () => {
      const first = await base(170);
      const second = await base(170);
      // Each fits alone (at 196 bytes a chunk), not both.
      for (const { kbId } of [first, second]) expect(await chunkCount(kbId)).toBeGreaterThan(170);
      const budget = 64 * 1024;
      await nearest(first.kbId, "Where are you located?");
      const withFirst = vectorIndexStats();
      await nearest(second.kbId, "Where are you located?");
      const withSecond = vectorIndexStats();
      expect(withSecond.bytes).toBeLessThanOrEqual(budget);
      expect(withSecond.bases).toBeLessThanOrEqual(withFirst.bases);
      // The first is loaded again when asked, still answering the same.
      const again = await nearest(first.kbId, "Where are you located?");
      expect(again.unranked).toEqual([]);
      expect(again.hits[0].documentId).toBe(first.ids.get("Opening hours and location"));
      expect(vectorIndexStats().bytes).toBeLessThanOrEqual(budget);
    },
  );

  it(
    "leave a base too large for the budget to the database, which ranks it the same way",
    { timeout: 120_000 },
    async () => {
      const created = await (await client().post(basesPath(), { name: `Base ${++counter}` })).json();
      const kbId = created.data.id as string;
      await addDocument(kbId, "Visiting us", "Our office is at 12 Elm Street, next to the bakery.");
      await addDocument(kbId, "Town council minutes", prose(400 * 800));
      expect(await chunkCount(kbId)).toBeGreaterThan(340);
      const before = vectorIndexStats();
      expect((await nearest(kbId, "Where are you located?")).unranked).toEqual([kbId]);
      expect(vectorIndexStats().bytes).toBeLessThanOrEqual(before.bytes);
      // No word of the question is in the answer: only the vectors, ranked by the database, find it.
      const { searchKnowledge } = await import("@/server/knowledge/search");
      const lexical = await searchKnowledge({
        workspaceId: ws.workspaceId,
        knowledgeBaseIds: [kbId],
        query: "Where are you located?",
        limit: 1,
      });
      expect(lexical.passages).toEqual([]);
      const response = await client().post(`${basesPath()}/${kbId}/search`, {
        query: "Where are you located?",
        topK: 1,
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject([{ title: "Visiting us" }]);
    },
  );
});
