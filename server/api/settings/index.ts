import { createTRPCRouter } from "../trpc";
import { agentsRouter, numbersRouter } from "./agents";
import { dncRouter } from "./dnc";
import { keysRouter } from "./keys";
import { llmConnectionsRouter } from "./llm";
import { sourcesRouter } from "./sources";
import { teamRouter } from "./team";
import { workspaceRouter } from "./workspace";

/** Everything the settings UI changes that the /v1 API does not: `settings.<area>.<action>`. */
export const settingsRouter = createTRPCRouter({
  keys: keysRouter,
  agents: agentsRouter,
  llmConnections: llmConnectionsRouter,
  numbers: numbersRouter,
  sources: sourcesRouter,
  dnc: dncRouter,
  team: teamRouter,
  workspace: workspaceRouter,
});
