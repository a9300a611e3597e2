import type { Db } from "@/server/db/client";

// What an agent turn was given from its knowledge bases is stored by chunk id and score; the
// pages that show a conversation (a call's, an agent test run's) look up each chunk's title and
// text here, for as long as its document exists.

/** The knowledge passages a conversation's turns were given, each `knowledge[].chunkId`. */
export function givenChunkIds(turns: ReadonlyArray<{ knowledge: ReadonlyArray<{ chunkId: string }> }>): string[] {
  return [...new Set(turns.flatMap((turn) => turn.knowledge.map((passage) => passage.chunkId)))];
}

/** The title and text of each chunk of the workspace's knowledge bases, by id, while its document exists. */
export async function passagesByChunk(
  db: Db,
  workspaceId: string,
  chunkIds: readonly string[],
): Promise<Record<string, { title: string; text: string }>> {
  if (!chunkIds.length) return {};
  const chunks = await db.knowledgeChunk.findMany({
    where: { id: { in: [...chunkIds] }, knowledgeBase: { workspaceId } },
    select: { id: true, text: true, document: { select: { title: true } } },
  });
  return Object.fromEntries(chunks.map((chunk) => [chunk.id, { title: chunk.document.title, text: chunk.text }]));
}
