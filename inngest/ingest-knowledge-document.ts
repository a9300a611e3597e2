import { knowledgeDocumentIngestRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { ingestDocument } from "@/server/knowledge/ingest";

// knowledge/document.ingest.requested (a document added, a base's language or embeddings changed,
// a URL due for refresh) → the document read, chunked, embedded and stored. No step: one thing to
// do, safe to repeat (it replaces the document's chunks whole); a document that cannot be read is
// marked failed with the reason, not retried.

export const ingestKnowledgeDocument = inngest.createFunction(
  {
    id: "ingest-knowledge-document",
    triggers: [knowledgeDocumentIngestRequested],
    concurrency: { limit: 4 },
    retries: 3,
  },
  async ({ event }) => ({
    documentId: event.data.documentId,
    outcome: await ingestDocument(event.data.documentId, event.data.refresh ?? false),
  }),
);
