import { createTRPCRouter } from "../trpc";
import { agentsRouter, numbersRouter } from "./agents";
import { campaignsSettingsRouter } from "./campaigns";
import { dncRouter } from "./dnc";
import { keysRouter } from "./keys";
import { llmConnectionsRouter } from "./llm";
import { sourcesRouter } from "./sources";
import { teamRouter } from "./team";

/** Everything the settings UI changes that the /v1 API does not: `settings.<area>.<action>`. */
export const settingsRouter = createTRPCRouter({
  keys: keysRouter,
  agents: agentsRouter,
  llmConnections: llmConnectionsRouter,
  numbers: numbersRouter,
  sources: sourcesRouter,
  dnc: dncRouter,
  team: teamRouter,
  campaigns: campaignsSettingsRouter,
});
