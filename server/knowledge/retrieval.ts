import { z } from "zod";
import { db, type Db } from "@/server/db/client";
import type { KnowledgeBase, LlmConnection } from "@/server/db/generated/client";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import { embedderOf, type Embedder } from "./embeddings";
import type { SearchRequest } from "./search";
import { searchKnowledge, type Passage } from "./search";

// How search is asked: by the search endpoint, and on every agent turn (a conversation's knowledge
// source, docs/voice-agent.md "Knowledge bases"). A turn gets at most KNOWLEDGE_TURN_PASSAGES
// passages and KNOWLEDGE_TURN_CHARS characters; a retrieval that fails (the embeddings model down)
// answers what lexical search found, and one that cannot search at all answers nothing: the turn
// goes on either way.

export const passageSchema = z
  .object({
    chunkId: z.string(),
    documentId: z.string(),
    title: z.string().meta({ description: "The document's title." }),
    text: z.string(),
    score: z.number().meta({
      description:
        "Higher is better: the idf-weighted match of the query's words (lexical), or the reciprocal-rank fusion of the lexical and vector rankings (hybrid).",
    }),
  })
  .meta({ id: "KnowledgePassage" });

type WithConnection = KnowledgeBase & { llmConnection: LlmConnection | null };

/** The embedders of the bases that have embeddings (an LLM's, or local vectors), by base id. */
function embeddersOf(bases: WithConnection[]): Map<string, Embedder> {
  return new Map(
    bases.flatMap((base) => {
      const embedder = embedderOf(base);
      return embedder ? [[base.id, embedder] as const] : [];
    }),
  );
}

/** The search endpoint: the base's best passages for `query`. */
export async function searchKnowledgeBase(
  db: Db,
  workspaceId: string,
  knowledgeBaseId: string,
  { query, topK }: { query: string; topK: number },
): Promise<z.infer<typeof passageSchema>[]> {
  const base = await db.knowledgeBase.findFirst({
    where: { id: knowledgeBaseId, workspaceId },
    include: { llmConnection: true },
  });
  if (!base) throw new ApiError("NOT_FOUND", "No such knowledge base.");
  const { passages } = await searchKnowledge({
    workspaceId,
    knowledgeBaseIds: [knowledgeBaseId],
    query,
    limit: topK,
    embedders: embeddersOf([base]),
  });
  return passages.map(({ chunkId, documentId, title, text, score }) => ({ chunkId, documentId, title, text, score }));
}

/** What one turn was given. */
export interface Retrieval {
  passages: Passage[];
  /** The latest words' lexemes per base (search.ts): what the script brain matches sentences on. */
  terms: Record<string, string[]>;
  ms: number;
}

export interface KnowledgeSource {
  /** The passages for the callee's latest words, with the turn before as context. Never throws. */
  retrieve(latest: string, context: string, signal: AbortSignal): Promise<Retrieval>;
}

/** How long a turn waits for the question's embedding before it goes on with lexical results. */
const EMBEDDING_TIMEOUT_MS = 1_500;

/** Whole passages, best first, until the budget; the first is cut to it when it alone is longer. */
function withinBudget(passages: Passage[], maxPassages: number, maxChars: number): Passage[] {
  const kept: Passage[] = [];
  let chars = 0;
  for (const passage of passages.slice(0, maxPassages)) {
    if (chars + passage.text.length > maxChars) {
      if (!kept.length) kept.push({ ...passage, text: passage.text.slice(0, maxChars) });
      break;
    }
    kept.push(passage);
    chars += passage.text.length;
  }
  return kept;
}

/** A conversation's knowledge (a call, the test panel, any text conversation); null without bases. */
export function knowledgeSource(workspaceId: string, knowledgeBaseIds: string[]): KnowledgeSource | null {
  if (!knowledgeBaseIds.length) return null;
  // Read once per conversation: which bases embed, and through what.
  let embedders: Promise<Map<string, Embedder>> | undefined;
  const log = logger.child({ workspaceId });
  return {
    async retrieve(latest, context, signal) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        embedders ??= db.knowledgeBase
          .findMany({
            where: { id: { in: knowledgeBaseIds }, workspaceId },
            include: { llmConnection: true },
          })
          .then(embeddersOf);
        const request: SearchRequest = {
          workspaceId,
          knowledgeBaseIds,
          query: latest,
          context,
          limit: env.KNOWLEDGE_TURN_PASSAGES,
          embedders: await embedders,
          signal: AbortSignal.any([signal, AbortSignal.timeout(EMBEDDING_TIMEOUT_MS)]),
        };
        const { passages, terms } = await searchKnowledge(request);
        return {
          passages: withinBudget(passages, env.KNOWLEDGE_TURN_PASSAGES, env.KNOWLEDGE_TURN_CHARS),
          terms,
          ms: elapsed(),
        };
      } catch (error) {
        embedders = undefined;
        log.warn({ err: (error as Error).message }, "knowledge retrieval failed: the turn goes on without passages");
        return { passages: [], terms: {}, ms: elapsed() };
      }
    },
  };
}
