import { dispatchCampaign } from "@/server/campaigns/dispatch";
import { campaignDispatchRequested, campaignStopped } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// campaign/dispatch.requested → the campaign's next calls are placed (server/campaigns/dispatch.ts),
// at once or, for a request with `at` (a start, a calling-hours window, a retry delay), after
// sleeping until then; a dispatch that must wait again asks for the next one itself. Pausing or
// canceling the campaign cancels a sleeping run. A freed slot is refilled by campaign-call-ended,
// not here. One dispatch step at a time per workspace and per campaign (the advisory lock in the
// dispatch is what guarantees it; these keys keep runs from queuing on it).

export const runCampaign = inngest.createFunction(
  {
    id: "run-campaign",
    triggers: [campaignDispatchRequested],
    concurrency: [
      { key: "event.data.workspaceId", limit: 1 },
      { key: "event.data.campaignId", limit: 1 },
    ],
    cancelOn: [{ event: campaignStopped.name, match: "data.campaignId" }],
    // As dial-call: placing calls goes ahead of analyses and webhook deliveries.
    priority: { run: "60" },
    retries: 4,
  },
  async ({ event, step }) => {
    if (event.data.at) await step.sleepUntil("until-due", event.data.at);
    return { wakeAt: await step.run("dispatch", () => dispatchCampaign(event.data.campaignId)) };
  },
);
