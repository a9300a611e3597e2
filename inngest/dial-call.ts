import { failCall, placeCall, wrapUpCall } from "@/server/dialing/dial";
import { env } from "@/server/env";
import { callEnded, callRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/requested → the call is announced, screened against do-not-call and the hard-block list,
// dialed, and wrapped up once the carrier reports its end (status callbacks record the steps in
// between: server/dialing/callbacks.ts).

export const dialCall = inngest.createFunction(
  {
    id: "dial-call",
    triggers: [callRequested],
    concurrency: { key: "event.data.workspaceId", limit: 10 },
    // Under a backlog, dialing goes ahead of webhook deliveries: the 202 promises a call within seconds.
    priority: { run: "60" },
    retries: 4,
    // Retries exhausted: the call must not stay queued for ever.
    onFailure: async ({ event, step }) => {
      const { callId } = callRequested.schema.parse(event.data.event.data);
      await step.run("record-failure", () => failCall(callId, "dialing_failed"));
    },
  },
  async ({ event, step }) => {
    const { callId } = event.data;
    // Waiting is set up alongside the dial so that even an instant hang-up cannot be missed. The
    // dial step also announces and screens the call: every step is a round trip to the function,
    // and this is the hot path.
    const ended = step.waitForEvent("wait-for-end", { event: callEnded, match: "data.callId", timeout: env.CALL_MAX_DURATION_SEC * 1000 });
    let outcome;
    try {
      outcome = await step.run("dial", () => placeCall(callId));
    } catch (error) {
      await step.run("record-dial-failure", () => failCall(callId, `dial_failed: ${(error as Error).message}`.slice(0, 300)));
      return { callId, outcome: "dial_failed" };
    }
    // Never dialed: nothing will end.
    if (outcome === "blocked" || outcome === "canceled" || outcome === "no_such_call") return { callId, outcome };
    await ended;
    // The last thing the run does, so it runs once (again only if it fails, as a step would) and
    // needs no step of its own: a step would cost one more round trip to the function.
    return { callId, outcome: await wrapUpCall(callId) };
  },
);
