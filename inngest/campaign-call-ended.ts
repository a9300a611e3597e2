import { dispatchWorkspaceCampaigns } from "@/server/campaigns/dispatch";
import { recordCallOutcome } from "@/server/campaigns/outcomes";
import { callEnded } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// call/ended → a campaign call's attempt is recorded, and the slot it freed (any call's, campaign
// or not) goes at once to the workspace's running campaigns. No step: both parts are safe to
// repeat, and a step would cost one more call of the function per call that ends.

export const campaignCallEnded = inngest.createFunction({ id: "campaign-call-ended", triggers: [callEnded], retries: 4, priority: { run: "60" } }, async ({ event }) => {
  await recordCallOutcome(event.data.callId);
  return { dispatched: await dispatchWorkspaceCampaigns(event.data.workspaceId) };
});
