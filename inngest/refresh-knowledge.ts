import { refreshKnowledgeSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { refreshDueDocuments } from "@/server/knowledge/refresh";

// Every five minutes: URL documents whose `refreshHours` have passed are fetched again.

export const refreshKnowledge = inngest.createFunction(
  { id: "refresh-knowledge", triggers: [refreshKnowledgeSchedule], concurrency: { limit: 1 }, retries: 1 },
  async () => ({ requested: await refreshDueDocuments() }),
);
