import { concludeDecidedExperiments } from "@/server/experiments/experiments";
import { concludeExperimentsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// Once a minute, every running experiment whose sequential test has decided (or whose maxCalls or
// endsAt has passed) concludes and sends `experiment.concluded`, read or not (docs/decisions.md
// "Experiments"). The test stays valid however often it is read, so the minute costs nothing.

export const concludeExperimentsFunction = inngest.createFunction(
  { id: "conclude-experiments", triggers: [concludeExperimentsSchedule], concurrency: { limit: 1 }, retries: 0 },
  async () => ({ concluded: await concludeDecidedExperiments() }),
);
