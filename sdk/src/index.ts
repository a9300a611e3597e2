export { SvcClient, DEFAULT_BASE_URL, type SvcClientOptions, type VersionedOptions } from "./client.js";
export { requestClickToCall, type ClickToCallOptions } from "./click-to-call.js";
export { SvcApiError, SvcTransportError } from "./errors.js";
export { RETRY_DELAYS_MS, type Sleep } from "./retry.js";
export type { RequestOptions, RequestSpec, SvcResponse } from "./transport.js";
export { verifyWebhook, SvcWebhookVerificationError, type SvcWebhookEvent } from "./webhooks.js";
export type {
  Agent,
  AgentVersion,
  Call,
  CallStatus,
  ClickToCallRequest,
  ClickToCallResult,
  Contact,
  CreateAgentParams,
  CreateCallParams,
  CreateContactParams,
  Lead,
  ListAgentsParams,
  ListAgentVersionsParams,
  ListCallsParams,
  ListContactsParams,
  ListLeadsParams,
  OriginateManualCallParams,
  Page,
  QueuedCall,
  Transcript,
  TranscriptTurn,
  UpdateAgentParams,
  CallAnalysis,
  CallSummaryReady,
  SvcErrorCode,
} from "./api-types.js";
