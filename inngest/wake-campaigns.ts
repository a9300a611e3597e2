import { wakeCampaigns } from "@/server/campaigns/dispatch";
import { wakeCampaignsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// Once a minute, a dispatch for each running or scheduled campaign with no wake-up ahead: the
// safety net for a sleeping run lost with its process (the local executor keeps runs in memory).

export const wakeCampaignsFunction = inngest.createFunction(
  { id: "wake-campaigns", triggers: [wakeCampaignsSchedule], concurrency: { limit: 1 }, retries: 0 },
  async () => ({ woken: await wakeCampaigns() }),
);
