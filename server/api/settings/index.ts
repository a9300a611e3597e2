import { createTRPCRouter } from "../trpc";
import { numbersRouter } from "./numbers";
import { dncRouter } from "./dnc";
import { keysRouter } from "./keys";
import { llmConnectionsRouter } from "./llm";
import { sourcesRouter } from "./sources";
import { teamRouter } from "./team";

/** Everything the settings UI changes that the /v1 API does not (agents: `v1.agents.*`): `settings.<area>.<action>`. */
export const settingsRouter = createTRPCRouter({
  keys: keysRouter,
  llmConnections: llmConnectionsRouter,
  numbers: numbersRouter,
  sources: sourcesRouter,
  dnc: dncRouter,
  team: teamRouter,
});
