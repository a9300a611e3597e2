export { SvcClient, DEFAULT_BASE_URL, type SvcClientOptions } from "./client.js";
export { requestClickToCall, type ClickToCallOptions } from "./click-to-call.js";
export { SvcApiError, SvcTransportError } from "./errors.js";
export { RETRY_DELAYS_MS, type Sleep } from "./retry.js";
export type { RequestOptions, RequestSpec, SvcResponse } from "./transport.js";
export { verifyWebhook, SvcWebhookVerificationError, type SvcWebhookEvent } from "./webhooks.js";
export { verifyToolRequest, type SvcToolRequest } from "./tools.js";
export type {
  Agent,
  Call,
  CallStatus,
  ClickToCallRequest,
  ClickToCallResult,
  Contact,
  CreateCallParams,
  CreateContactParams,
  Lead,
  ListAgentsParams,
  ListCallsParams,
  ListContactsParams,
  ListLeadsParams,
  OriginateManualCallParams,
  Page,
  QueuedCall,
  Transcript,
  TranscriptTurn,
  CallAnalysis,
  CallSummaryReady,
  CreatedTool,
  CreateToolParams,
  ListToolsParams,
  TestToolParams,
  Tool,
  ToolTestResult,
  UpdateToolParams,
  SvcErrorCode,
} from "./api-types.js";
