import { failCall, placeCall } from "@/server/dialing/dial";
import { callRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/requested → the call is announced, screened against do-not-call and the hard-block list,
// and dialed. Status callbacks record what follows (server/dialing/callbacks.ts), its end with its
// wrap-up. A carrier's refusal ends the call at once; any other failure is retried, and a
// retry asks the carrier whether the failed dial went through before dialing again.

export const dialCall = inngest.createFunction(
  {
    id: "dial-call",
    triggers: [callRequested],
    concurrency: { key: "event.data.workspaceId", limit: 10 },
    // One run per call at a time: a second run that found the call claimed would take it for a dial
    // whose answer was lost, and ring the callee again while the first one's dial is under way.
    singleton: { key: "event.data.callId", mode: "skip" },
    // Under a backlog, dialing goes ahead of webhook deliveries: the 202 promises a call within seconds.
    priority: { run: "60" },
    retries: 4,
    // Retries exhausted: the call must not stay queued for ever.
    onFailure: async ({ event, error, step }) => {
      const { callId } = callRequested.schema.parse(event.data.event.data);
      await step.run("record-failure", () => failCall(callId, `dial_failed: ${error.message}`.slice(0, 300)));
    },
  },
  // No step: the run does one thing, every part of which is safe to repeat on a retry, and a step
  // would cost one more round trip to the function on the hot path.
  async ({ event }) => ({ callId: event.data.callId, outcome: await placeCall(event.data.callId) }),
);
