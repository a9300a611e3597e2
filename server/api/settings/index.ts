import { createTRPCRouter } from "../trpc";
import { campaignsSettingsRouter } from "./campaigns";
import { dncRouter } from "./dnc";
import { sourcesRouter } from "./sources";
import { teamRouter } from "./team";
import { webhooksRouter } from "./webhooks";
import { workspaceRouter } from "./workspace";

/**
 * Everything the settings UI changes that the /v1 API does not: `settings.<area>.<action>`.
 * Agents, LLM connections, caller numbers, the do-not-call list, webhook endpoints and API keys are
 * changed through their /v1 procedures (`v1.<area>.<action>`), by the UI as by API keys.
 */
export const settingsRouter = createTRPCRouter({
  sources: sourcesRouter,
  dnc: dncRouter,
  team: teamRouter,
  webhooks: webhooksRouter,
  workspace: workspaceRouter,
  campaigns: campaignsSettingsRouter,
});
