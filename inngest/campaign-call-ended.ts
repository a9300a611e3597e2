import { refillWorkspaceCampaigns } from "@/server/campaigns/dispatch";
import { recordCallOutcome } from "@/server/campaigns/outcomes";
import { callClosed, callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/closed of a call whose freed slot a campaign may take (a campaign call's, or any call's in
// a workspace with a campaign that may place calls) → a campaign call's attempt is recorded, and the slot it freed is refilled here
// and now: the workspace's running campaigns are dispatched by this run, not by an event for
// run-campaign that would queue behind other work. No step: both parts are safe to repeat, and a
// step would cost one more call of the function per call that ends. One run per workspace at a
// time: the dispatch's advisory lock serializes them anyway, and calls ending together then queue
// here rather than each holding a database connection. `call/ended`, the previous release's event
// for every call's end, is still handled for one release (server/events.ts).

export const campaignCallEnded = inngest.createFunction(
  {
    id: "campaign-call-ended",
    triggers: [{ event: callClosed, if: "event.data.campaigns == true" }, callEnded],
    concurrency: { key: "event.data.workspaceId", limit: 1 },
    retries: 4,
    priority: { run: "60" },
  },
  async ({ event }) => {
    await recordCallOutcome(event.data.callId);
    return { dispatched: await refillWorkspaceCampaigns(event.data.workspaceId) };
  },
);
