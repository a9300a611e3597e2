import { dispatchWorkspaceCampaigns } from "@/server/campaigns/dispatch";
import { recordCallOutcome } from "@/server/campaigns/outcomes";
import { callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/ended → a campaign call's attempt is recorded, and the slot it freed (any call's, campaign
// or not) goes at once to the workspace's running campaigns.

export const campaignCallEnded = inngest.createFunction(
  { id: "campaign-call-ended", triggers: [callEnded], retries: 4 },
  async ({ event, step }) => {
    await step.run("record-outcome", () => recordCallOutcome(event.data.callId));
    return { dispatched: await step.run("dispatch", () => dispatchWorkspaceCampaigns(event.data.workspaceId)) };
  },
);
