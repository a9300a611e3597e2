import { createTRPCRouter } from "../trpc";
import { callsRouter } from "./calls";
import { campaignsRouter } from "./campaigns";
import { agentsRouter, contactsRouter, leadsRouter } from "./workspace-data";

/** The workspace-scoped /v1 API (API keys; the settings UI may call the same procedures). */
export const v1Router = createTRPCRouter({
  calls: callsRouter,
  contacts: contactsRouter,
  agents: agentsRouter,
  leads: leadsRouter,
  campaigns: campaignsRouter,
});
