import { emit, transaction } from "@/server/db/unit-of-work";
import { knowledgeDocumentIngestRequested } from "@/server/events";

// URL documents with `refreshHours` are fetched again once that long has passed since their last
// ingestion (`refresh-knowledge`, every five minutes). The next refresh is moved on in the statement
// that takes a document, so two runs never refresh it twice.

/** Asks for the refresh of every due URL document; answers how many. */
export async function refreshDueDocuments(): Promise<number> {
  return transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string; workspaceId: string }[]>`
      UPDATE "KnowledgeDocument" d SET "nextRefreshAt" = (now() AT TIME ZONE 'UTC') + make_interval(hours => d."refreshHours")
      FROM "KnowledgeBase" b
      WHERE b."id" = d."knowledgeBaseId" AND d."nextRefreshAt" <= (now() AT TIME ZONE 'UTC') AND d."status" <> 'processing'
      RETURNING d."id", b."workspaceId"`;
    for (const { id, workspaceId } of due)
      await emit(tx, knowledgeDocumentIngestRequested.create({ documentId: id, workspaceId, refresh: true }));
    return due.length;
  });
}
