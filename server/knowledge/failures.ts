import { sql } from "@/server/db/sql";

// How a document's ingestion ends when it cannot succeed: a document that cannot be read, a run
// whose retries ran out (the function's onFailure), or one that never ended at all (its process
// died, its queue was lost): a sweep fails every document `processing` for longer than
// STUCK_AFTER_MINUTES. Each gets its reason; one that has chunks (a failed refresh, or a re-ingestion
// after a change of the base) stays `ready` with them, the reason in `error`.

export type IngestOutcome = "ready" | "failed" | "gone";

export const STUCK_AFTER_MINUTES = 15;
export const STUCK_REASON = `Its ingestion did not finish within ${STUCK_AFTER_MINUTES} minutes; add it again, or try a smaller file.`;
export const UNPROCESSABLE_REASON = "The document could not be processed.";

/** Ends the ingestion with the reason; a document with chunks stays ready with them (a URL's refresh tries again later). */
export async function failIngestion(documentId: string, reason: string): Promise<IngestOutcome> {
  const [row] = await sql<{ id: string }>(FAIL, [documentId, reason]);
  return row ? "failed" : "gone";
}

const SET_FAILED = `"status" = (CASE WHEN d."chunkCount" > 0 THEN 'ready' ELSE 'failed' END)::"KnowledgeDocumentStatus",
  "error" = $2,
  "nextRefreshAt" = CASE WHEN d."chunkCount" > 0 AND d."refreshHours" IS NOT NULL
    THEN (now() AT TIME ZONE 'UTC') + make_interval(hours => d."refreshHours") ELSE d."nextRefreshAt" END,
  "updatedAt" = now() AT TIME ZONE 'UTC'`;

const FAIL = `UPDATE "KnowledgeDocument" d SET ${SET_FAILED} WHERE d."id" = $1 RETURNING d."id"`;

const FAIL_STUCK = `UPDATE "KnowledgeDocument" d SET ${SET_FAILED}
  WHERE d."status" = 'processing' AND d."updatedAt" < (now() AT TIME ZONE 'UTC') - make_interval(mins => $1)
  RETURNING d."id"`;

/** Fails every document `processing` for longer than STUCK_AFTER_MINUTES; answers how many. */
export async function failStuckDocuments(): Promise<number> {
  return (await sql<{ id: string }>(FAIL_STUCK, [STUCK_AFTER_MINUTES, STUCK_REASON])).length;
}
