import { closeSilentCalls } from "@/server/dialing/dial";
import { closeSilentCallsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// A carrier that never reports a call's end (a lost callback) must not leave it open for ever:
// past CALL_MAX_DURATION_SEC after dialing it is closed failed, and wrapped up like any other.

export const closeSilentCallsFunction = inngest.createFunction(
  { id: "close-silent-calls", triggers: [closeSilentCallsSchedule], concurrency: { limit: 1 }, retries: 1 },
  async ({ step }) => ({ closed: await step.run("close", closeSilentCalls) }),
);
