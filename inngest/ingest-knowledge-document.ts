import { knowledgeDocumentIngestRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { failIngestion, UNPROCESSABLE_REASON } from "@/server/knowledge/failures";
import { ingestDocument } from "@/server/knowledge/ingest";

// knowledge/document.ingest.requested (a document added, a base's language or embeddings changed,
// a URL due for refresh) → the document read, chunked, embedded and stored. No step: one thing to
// do, safe to repeat (it replaces the document's chunks whole); a document that cannot be read is
// marked failed with the reason, not retried.

export const ingestKnowledgeDocument = inngest.createFunction(
  {
    id: "ingest-knowledge-document",
    triggers: [knowledgeDocumentIngestRequested],
    // Fair across workspaces: one's slow documents (hanging URLs, large PDFs) hold at most two of the
    // four slots, so another workspace's document starts at once. The key comes first: a run waits for
    // its workspace's slot before it takes one of the four (the local executor takes them in order).
    concurrency: [{ key: "event.data.workspaceId", limit: 2 }, { limit: 4 }],
    retries: 3,
    // Retries exhausted (the database kept failing the write): the document must not stay processing.
    onFailure: async ({ event, step }) => {
      const { documentId } = knowledgeDocumentIngestRequested.schema.parse(event.data.event.data);
      await step.run("record-failure", () => failIngestion(documentId, UNPROCESSABLE_REASON));
    },
  },
  async ({ event }) => ({
    documentId: event.data.documentId,
    outcome: await ingestDocument(event.data.documentId, event.data.refresh ?? false),
  }),
);
