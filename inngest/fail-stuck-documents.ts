import { failStuckDocumentsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { db } from "@/server/db/client";
import { failStuckDocuments } from "@/server/knowledge/failures";
import { sweepStagedUploads } from "@/server/knowledge/uploads";

// Every five minutes: a document whose ingestion never ended (its process died, its queue was
// lost) is failed with the reason after STUCK_AFTER_MINUTES, instead of staying `processing`; an
// upload staged for a request that then failed (server/knowledge/uploads.ts) is deleted.

export const failStuckDocumentsFunction = inngest.createFunction(
  { id: "fail-stuck-documents", triggers: [failStuckDocumentsSchedule], concurrency: { limit: 1 }, retries: 1 },
  async () => ({ failed: await failStuckDocuments(), uploadsSwept: await sweepStagedUploads(db) }),
);
