import { createTRPCRouter } from "../trpc";
import { callsRouter } from "./calls";
import { agentsRouter } from "./agents";
import { agentTestsRouter } from "./agent-tests";
import { doNotCallRouter } from "./do-not-call";
import { llmConnectionsRouter } from "./llm-connections";
import { numbersRouter } from "./numbers";
import { webhookEndpointsRouter } from "./webhook-endpoints";
import { contactsRouter, leadsRouter } from "./workspace-data";
import { campaignsRouter } from "./campaigns";
import { toolsRouter } from "./tools";
import { apiKeysRouter } from "./api-keys";
import { knowledgeBasesRouter } from "./knowledge-bases";
import { liveCallsRouter } from "./live-calls";
import { replaysRouter } from "./replays";
import { experimentsRouter } from "./experiments";
import { analyticsRouter } from "./analytics";
import { workspaceSettingsRouter } from "./workspace-settings";
import { alertRulesRouter } from "./alert-rules";
import { privacyRouter } from "./privacy";
import { erasuresRouter } from "./erasures";

/** The workspace-scoped /v1 API (API keys; the settings UI calls the same procedures). */
export const v1Router = createTRPCRouter({
  calls: callsRouter,
  contacts: contactsRouter,
  agents: agentsRouter,
  agentTests: agentTestsRouter,
  leads: leadsRouter,
  llmConnections: llmConnectionsRouter,
  webhookEndpoints: webhookEndpointsRouter,
  doNotCall: doNotCallRouter,
  numbers: numbersRouter,
  campaigns: campaignsRouter,
  tools: toolsRouter,
  apiKeys: apiKeysRouter,
  knowledgeBases: knowledgeBasesRouter,
  liveCalls: liveCallsRouter,
  replays: replaysRouter,
  experiments: experimentsRouter,
  analytics: analyticsRouter,
  workspaceSettings: workspaceSettingsRouter,
  alertRules: alertRulesRouter,
  privacy: privacyRouter,
  erasures: erasuresRouter,
});
