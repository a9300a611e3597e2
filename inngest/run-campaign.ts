import { dispatchCampaign } from "@/server/campaigns/dispatch";
import { campaignDispatchRequested, campaignStopped } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// campaign/dispatch.requested → the campaign's next calls are placed (server/campaigns/dispatch.ts);
// when it must wait (a start, a calling-hours window, a retry delay) the run sleeps until then
// and asks for the next dispatch. Pausing or canceling the campaign cancels a sleeping run.
// One dispatch at a time per workspace: the workspace's free capacity is shared out by one.

export const runCampaign = inngest.createFunction(
  {
    id: "run-campaign",
    triggers: [campaignDispatchRequested],
    concurrency: [
      { key: "event.data.workspaceId", limit: 1 },
      { key: "event.data.campaignId", limit: 1 },
    ],
    cancelOn: [{ event: campaignStopped.name, match: "data.campaignId" }],
    // As dial-call: a freed slot is refilled ahead of analyses and webhook deliveries.
    priority: { run: "60" },
    retries: 4,
  },
  async ({ event, step }) => {
    const wakeAt = await step.run("dispatch", () => dispatchCampaign(event.data.campaignId));
    if (!wakeAt) return { wakeAt };
    await step.sleepUntil("until-due", wakeAt);
    await step.sendEvent("dispatch-again", campaignDispatchRequested.create({ campaignId: event.data.campaignId, workspaceId: event.data.workspaceId }));
    return { wakeAt };
  },
);
