// Request and response types of /v1, derived from the generated OpenAPI types (never restated).

import type { components, paths } from "./generated/openapi.js";

type Method = "get" | "post" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type SuccessStatus = 200 | 201 | 202;

/** The JSON body an endpoint accepts. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { "application/json": infer B } } } ? B : never;

/** Its query parameters. */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The `data` of its success envelope. */
export type Data<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R[keyof R & SuccessStatus] extends { content: { "application/json": { data: infer D } } }
      ? D
      : never
    : never;

export type QueuedCall = Data<"/workspaces/{id}/calls/originate-manual", "post">;
export type Call = Data<"/workspaces/{id}/calls/{callId}", "get">;
export type CallStatus = Call["status"];
/** `outbound`: svc called `to`; `inbound`: `from` rang `to`, one of the workspace's numbers. */
export type CallDirection = Call["direction"];
export type SimulateInboundCallParams = Body<"/workspaces/{id}/calls/simulate-inbound", "post">;
export type SimulatedInboundCall = Data<"/workspaces/{id}/calls/simulate-inbound", "post">;
export type Transcript = Data<"/workspaces/{id}/calls/{callId}/transcript", "get">;
export type TranscriptTurn = Transcript["turns"][number];
/** What an ended call used, cost, and how fast its agent answered; null while it is open. */
export type CallUsage = components["schemas"]["CallUsage"];
export type CallCost = components["schemas"]["CallCost"];
export type CallLatency = components["schemas"]["CallLatency"];
/** An agent turn's response time and its parts, which add up to `responseMs`. */
export type TurnLatency = components["schemas"]["TurnLatency"];
export type LlmPricing = components["schemas"]["LlmPricing"];
export type Analytics = Data<"/workspaces/{id}/analytics", "get">;
export type AnalyticsBucket = Analytics["buckets"][number];
export type AnalyticsParams = Query<"/workspaces/{id}/analytics", "get">;
export type Usage = Data<"/workspaces/{id}/usage", "get">;
export type UsageParams = Query<"/workspaces/{id}/usage", "get">;
export type Concurrency = Data<"/workspaces/{id}/concurrency", "get">;
export type ConcurrencyParams = Query<"/workspaces/{id}/concurrency", "get">;
export type Contact = Data<"/workspaces/{id}/contacts/{contactId}", "get">;
export type CallAnalysis = components["schemas"]["CallAnalysis"];
/** The `data` of a `call.summary_ready` webhook: verify it with `verifyWebhook<CallSummaryReady>(…)`. */
export type CallSummaryReady = components["schemas"]["CallSummaryReady"];
/** The `data` of `call.queued`, `call.ringing`, `call.answered`, `call.completed` and `call.failed`. */
export type CallStatusChanged = components["schemas"]["CallStatusChanged"];
/** A call's transfer to a person (`call.transfer`), warm or cold, and how it went. */
export type CallTransfer = components["schemas"]["CallTransfer"];
/** The `data` of `call.transfer_started`, `call.transfer_bridged` and `call.transfer_failed`. */
export type CallTransferChanged = components["schemas"]["CallTransferChanged"];
export type TransferCallParams = Body<"/workspaces/{id}/calls/{callId}/transfer", "post">;
export type Steered = Data<"/workspaces/{id}/calls/{callId}/transfer", "post">;
export type SayParams = Body<"/workspaces/{id}/calls/{callId}/say", "post">;
export type EndCallParams = Body<"/workspaces/{id}/calls/{callId}/end", "post">;
export type Agent = Data<"/workspaces/{id}/agents/{agentId}", "get">;
export type AgentVersion = Data<"/workspaces/{id}/agents/{agentId}/versions/{version}", "get">;
export type Lead = Data<"/workspaces/{id}/leads", "get">["items"][number];
/** The `data` of a `lead.created` webhook: the lead with its contact's phone. */
export type LeadCreated = components["schemas"]["LeadCreated"];
/** The `data` of a `contact.created` webhook. */
export type ContactCreated = components["schemas"]["ContactCreated"];
/** The `data` of `campaign.started`, `campaign.paused` and `campaign.completed`: the campaign with its counts. */
export type Campaign = components["schemas"]["Campaign"];

export type AgentTest = Data<"/workspaces/{id}/agents/{agentId}/tests/{testId}", "get">;
export type CreateAgentTestParams = Body<"/workspaces/{id}/agents/{agentId}/tests", "post">;
export type CreateAgentTestFromCallParams = Body<"/workspaces/{id}/agent-tests/from-call", "post">;
export type UpdateAgentTestParams = Body<"/workspaces/{id}/agents/{agentId}/tests/{testId}", "patch">;
export type ListAgentTestsParams = Query<"/workspaces/{id}/agents/{agentId}/tests", "get">;
/** A run as listed and as the `test_run.completed` webhook carries it: status, counts, pass rates. */
export type AgentTestRun = Data<"/workspaces/{id}/agents/{agentId}/test-runs", "post">;
/** A run with each conversation: transcript, tool calls, analysis, each expectation's verdict. */
export type AgentTestRunDetail = Data<"/workspaces/{id}/agents/{agentId}/test-runs/{runId}", "get">;
export type RunAgentTestsParams = Body<"/workspaces/{id}/agents/{agentId}/test-runs", "post">;
export type ListAgentTestRunsParams = Query<"/workspaces/{id}/agents/{agentId}/test-runs", "get">;
/** An experiment with each arm's statistics, the difference and the sequential test's decision. */
export type Experiment = Data<"/workspaces/{id}/agents/{agentId}/experiments/{experimentId}", "get">;
export type CreateExperimentParams = Body<"/workspaces/{id}/agents/{agentId}/experiments", "post">;
export type ListExperimentsParams = Query<"/workspaces/{id}/agents/{agentId}/experiments", "get">;
export type PromoteExperimentParams = Body<
  "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}/promote",
  "post"
>;
/** A call replayed against an agent version: both sides exchange by exchange, `same`, `divergedAt`, `usage`. */
export type CallReplay = Data<"/workspaces/{id}/calls/{callId}/replays/{replayId}", "get">;
export type ReplayCallParams = Body<"/workspaces/{id}/calls/{callId}/replays", "post">;
export type ListCallReplaysParams = Query<"/workspaces/{id}/calls/{callId}/replays", "get">;

export type Tool = Data<"/workspaces/{id}/tools/{toolId}", "get">;
/** A tool as created: with its `signingSecret`, shown this once. */
export type CreatedTool = Data<"/workspaces/{id}/tools", "post">;
export type ToolTestResult = Data<"/workspaces/{id}/tools/{toolId}/test", "post">;
export type CreateToolParams = Body<"/workspaces/{id}/tools", "post">;
export type UpdateToolParams = Body<"/workspaces/{id}/tools/{toolId}", "patch">;
export type TestToolParams = Body<"/workspaces/{id}/tools/{toolId}/test", "post">;
export type ListToolsParams = Query<"/workspaces/{id}/tools", "get">;

export type KnowledgeBase = Data<"/workspaces/{id}/knowledge-bases/{kbId}", "get">;
export type CreateKnowledgeBaseParams = Body<"/workspaces/{id}/knowledge-bases", "post">;
export type UpdateKnowledgeBaseParams = Body<"/workspaces/{id}/knowledge-bases/{kbId}", "patch">;
export type ListKnowledgeBasesParams = Query<"/workspaces/{id}/knowledge-bases", "get">;
export type KnowledgeDocument = Data<"/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}", "get">;
/** A text (`{title?, text}`) or a URL (`{title?, url, refreshHours?}`); a file goes through `uploadDocument`. */
export type AddKnowledgeDocumentParams = Body<"/workspaces/{id}/knowledge-bases/{kbId}/documents", "post">;
export type ListKnowledgeDocumentsParams = Query<"/workspaces/{id}/knowledge-bases/{kbId}/documents", "get">;
export type SearchKnowledgeParams = Body<"/workspaces/{id}/knowledge-bases/{kbId}/search", "post">;
export type KnowledgePassage = Data<"/workspaces/{id}/knowledge-bases/{kbId}/search", "post">[number];

export type ClickToCallRequest = Body<"/public/click-to-call/{token}", "post">;
export type ClickToCallResult = Data<"/public/click-to-call/{token}", "post">;

export type OriginateManualCallParams = Body<"/workspaces/{id}/calls/originate-manual", "post">;
export type CreateCallParams = Body<"/workspaces/{id}/calls", "post">;
export type CreateContactParams = Body<"/workspaces/{id}/contacts", "post">;
export type ListCallsParams = Query<"/workspaces/{id}/calls", "get">;
export type ListContactsParams = Query<"/workspaces/{id}/contacts", "get">;
export type ListAgentsParams = Query<"/workspaces/{id}/agents", "get">;
export type CreateAgentParams = Body<"/workspaces/{id}/agents", "post">;
export type UpdateAgentParams = Body<"/workspaces/{id}/agents/{agentId}", "patch">;
export type ListAgentVersionsParams = Query<"/workspaces/{id}/agents/{agentId}/versions", "get">;
export type ListLeadsParams = Query<"/workspaces/{id}/leads", "get">;

export type LlmConnection = Data<"/workspaces/{id}/llm-connections/{connectionId}", "get">;
export type CreateLlmConnectionParams = Body<"/workspaces/{id}/llm-connections", "post">;
export type UpdateLlmConnectionParams = Body<"/workspaces/{id}/llm-connections/{connectionId}", "patch">;
export type ListLlmConnectionsParams = Query<"/workspaces/{id}/llm-connections", "get">;

export type WebhookEndpoint = Data<"/workspaces/{id}/webhook-endpoints/{endpointId}", "get">;
/** The answer to a creation: the endpoint with its `secret`, shown this once. */
export type CreatedWebhookEndpoint = Data<"/workspaces/{id}/webhook-endpoints", "post">;
export type CreateWebhookEndpointParams = Body<"/workspaces/{id}/webhook-endpoints", "post">;
export type UpdateWebhookEndpointParams = Body<"/workspaces/{id}/webhook-endpoints/{endpointId}", "patch">;
export type ListWebhookEndpointsParams = Query<"/workspaces/{id}/webhook-endpoints", "get">;

/** A metric against a threshold over a window, evaluated each minute, with its state and last crossings. */
export type AlertRule = Data<"/workspaces/{id}/alert-rules/{ruleId}", "get">;
export type CreateAlertRuleParams = Body<"/workspaces/{id}/alert-rules", "post">;
export type UpdateAlertRuleParams = Body<"/workspaces/{id}/alert-rules/{ruleId}", "patch">;
export type ListAlertRulesParams = Query<"/workspaces/{id}/alert-rules", "get">;
/** The `data` of `alert.triggered` and `alert.resolved`: the value, threshold and window of a crossing. */
export type AlertEvent = components["schemas"]["AlertEvent"];
export type RotatedWebhookSecret = Data<"/workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret", "post">;
export type WebhookDelivery = Data<"/workspaces/{id}/webhook-endpoints/{endpointId}/test", "post">;
export type WebhookAttempt = WebhookDelivery["attempts"][number];
export type ListWebhookDeliveriesParams = Query<"/workspaces/{id}/webhook-endpoints/{endpointId}/deliveries", "get">;
/** The `data` of the `webhook.test` event that `webhookEndpoints.test(id)` sends. */
export type WebhookTest = components["schemas"]["WebhookTest"];

export type DoNotCallEntry = Data<"/workspaces/{id}/do-not-call", "get">["items"][number];
export type AddDoNotCallParams = Body<"/workspaces/{id}/do-not-call", "post">;
export type PrivacySettings = Data<"/workspaces/{id}/privacy", "get">;
export type UpdatePrivacyParams = Body<"/workspaces/{id}/privacy", "patch">;
export type Erasure = Data<"/workspaces/{id}/erasures/{erasureId}", "get">;
export type CreateErasureParams = Body<"/workspaces/{id}/erasures", "post">;
export type PersonalData = Data<"/workspaces/{id}/personal-data", "get">;
/** Per number sent, in order: `added`, `already_listed` or `invalid` (with `error`). */
export type DoNotCallReport = Data<"/workspaces/{id}/do-not-call", "post">;
export type ListDoNotCallParams = Query<"/workspaces/{id}/do-not-call", "get">;

export type CallerNumber = Data<"/workspaces/{id}/numbers/{numberId}", "get">;
export type CreateNumberParams = Body<"/workspaces/{id}/numbers", "post">;
export type UpdateNumberParams = Body<"/workspaces/{id}/numbers/{numberId}", "patch">;
export type WorkspaceSettings = Data<"/workspaces/{id}/settings", "get">;
export type UpdateWorkspaceSettingsParams = Body<"/workspaces/{id}/settings", "patch">;
export type ListNumbersParams = Query<"/workspaces/{id}/numbers", "get">;

export type ApiKey = Data<"/workspaces/{id}/api-keys/{keyId}", "get">;
/** A key as created or rolled: with its `secret`, shown this once. */
export type CreatedApiKey = Data<"/workspaces/{id}/api-keys", "post">;
export type CreateApiKeyParams = Body<"/workspaces/{id}/api-keys", "post">;
export type RollApiKeyParams = Body<"/workspaces/{id}/api-keys/{keyId}/roll", "post">;
export type ListApiKeysParams = Query<"/workspaces/{id}/api-keys", "get">;
/** The `data` of an `api_key.expiring` webhook: verify it with `verifyWebhook<ApiKeyExpiring>(…)`. */
export type ApiKeyExpiring = components["schemas"]["ApiKeyExpiring"];

/** What a DELETE answers. */
export type Deleted = Data<"/workspaces/{id}/numbers/{numberId}", "delete">;

/** One page of a list endpoint, newest first. */
export interface Page<Item> {
  items: Item[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** The codes the server documents; a newer server may send others, hence `string`. */
export type SvcErrorCode = components["schemas"]["Error"]["code"] | "HTTP_ERROR" | (string & {});
