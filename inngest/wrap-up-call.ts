import { wrapUpCall } from "@/server/dialing/dial";
import { callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/ended, the previous release's event for every call's end → an answered call's analysis is
// requested (`analyze-call`). The statement that ends a call now does this itself
// (server/dialing/transitions.ts); this function stays for one release, for the events emitted
// before the deploy, and then goes. No step: one thing to do, safe to repeat.

export const wrapUpCallFunction = inngest.createFunction(
  { id: "wrap-up-call", triggers: [callEnded], retries: 4 },
  async ({ event }) => ({ callId: event.data.callId, status: await wrapUpCall(event.data.callId) }),
);
