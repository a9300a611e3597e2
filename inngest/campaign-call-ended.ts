import { refillWorkspaceCampaigns } from "@/server/campaigns/dispatch";
import { recordCallOutcome } from "@/server/campaigns/outcomes";
import { callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/ended → a campaign call's attempt is recorded, and the slot it freed (any call's, campaign
// or not) is refilled here and now: the workspace's running campaigns are dispatched by this
// run, not by an event for run-campaign that would queue behind other work. No step: both parts
// are safe to repeat, and a step would cost one more call of the function per call that ends.
// One run per workspace at a time: the dispatch's advisory lock serializes them anyway, and
// calls ending together then queue here rather than each holding a database connection.

export const campaignCallEnded = inngest.createFunction(
  {
    id: "campaign-call-ended",
    triggers: [callEnded],
    concurrency: { key: "event.data.workspaceId", limit: 1 },
    retries: 4,
    priority: { run: "60" },
  },
  async ({ event }) => {
    await recordCallOutcome(event.data.callId);
    return { dispatched: await refillWorkspaceCampaigns(event.data.workspaceId) };
  },
);
