import { db } from "@/server/db/client";
import { erasureRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { deleteRecordingsAtCarrier, performErasure } from "@/server/privacy/erasure";

// privacy/erasure.requested → one person's data erased (docs/privacy.md "Erasure"). First their
// recordings at the carrier (a refusal is retried; the erasure stays pending meanwhile), then the
// rest in one transaction, so a run cut short by a restart left nothing half-erased and the retry
// does it all; a completed erasure is not run again.

export const erasePerson = inngest.createFunction(
  { id: "erase-person", triggers: [erasureRequested], retries: 5 },
  async ({ event, step }) => {
    const { erasureId } = event.data;
    await step.run("delete recordings at the carrier", () => deleteRecordingsAtCarrier(db, erasureId));
    const erased = await step.run("erase", () => performErasure(erasureId));
    return { erasureId, status: erased?.status };
  },
);
