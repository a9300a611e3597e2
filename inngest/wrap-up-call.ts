import { wrapUpCall } from "@/server/dialing/dial";
import { callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/ended → an answered call's analysis is requested (`analyze-call`). No step: one thing to do,
// safe to repeat.

export const wrapUpCallFunction = inngest.createFunction(
  { id: "wrap-up-call", triggers: [callEnded], retries: 4 },
  async ({ event }) => ({ callId: event.data.callId, status: await wrapUpCall(event.data.callId) }),
);
