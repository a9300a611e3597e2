// SvcClient: the workspace-scoped /v1 API behind an API key. Every method is one logical operation:
// it retries by the docs/api-contract.md §8 schedule and, when it changes state, sends one
// Idempotency-Key on all of its attempts.

import type {
  AddDoNotCallParams,
  AlertRule,
  CreateAlertRuleParams,
  ListAlertRulesParams,
  UpdateAlertRuleParams,
  PrivacySettings,
  UpdatePrivacyParams,
  Erasure,
  CreateErasureParams,
  PersonalData,
  Analytics,
  AnalyticsParams,
  Concurrency,
  ConcurrencyParams,
  Usage,
  UsageParams,
  ApiKey,
  CreateApiKeyParams,
  CreatedApiKey,
  ListApiKeysParams,
  RollApiKeyParams,
  AddKnowledgeDocumentParams,
  CreateKnowledgeBaseParams,
  KnowledgeBase,
  KnowledgeDocument,
  KnowledgePassage,
  ListKnowledgeBasesParams,
  ListKnowledgeDocumentsParams,
  SearchKnowledgeParams,
  UpdateKnowledgeBaseParams,
  Call,
  CallReplay,
  Steered,
  TransferCallParams,
  SayParams,
  EndCallParams,
  ListCallReplaysParams,
  ReplayCallParams,
  CallerNumber,
  Contact,
  CreateCallParams,
  CreateContactParams,
  CreatedWebhookEndpoint,
  CreateLlmConnectionParams,
  CreateNumberParams,
  CreateWebhookEndpointParams,
  Data,
  Deleted,
  DoNotCallReport,
  Agent,
  AgentTest,
  AgentTestRun,
  AgentTestRunDetail,
  AgentVersion,
  CreateAgentTestParams,
  CreateAgentTestFromCallParams,
  CreateExperimentParams,
  Experiment,
  ListExperimentsParams,
  PromoteExperimentParams,
  ListAgentTestRunsParams,
  ListAgentTestsParams,
  RunAgentTestsParams,
  UpdateAgentTestParams,
  CreateAgentParams,
  ListAgentsParams,
  ListAgentVersionsParams,
  UpdateAgentParams,
  ListCallsParams,
  ListContactsParams,
  ListDoNotCallParams,
  ListLeadsParams,
  CreateToolParams,
  ListLlmConnectionsParams,
  ListNumbersParams,
  ListToolsParams,
  ListWebhookDeliveriesParams,
  ListWebhookEndpointsParams,
  LlmConnection,
  OriginateManualCallParams,
  RotatedWebhookSecret,
  SimulatedInboundCall,
  SimulateInboundCallParams,
  TestToolParams,
  Transcript,
  UpdateLlmConnectionParams,
  UpdateNumberParams,
  UpdateWorkspaceSettingsParams,
  WorkspaceSettings,
  UpdateToolParams,
  UpdateWebhookEndpointParams,
  WebhookDelivery,
  WebhookEndpoint,
} from "./api-types.js";
import type { DeprecationHandler } from "./deprecation.js";
import type { paths } from "./generated/openapi.js";
import { liveEvents, type LiveEvent, type LiveOptions } from "./live.js";
import { paginate } from "./pagination.js";
import { sleep as realSleep, type Sleep } from "./retry.js";
import { Transport, type RequestOptions, type RequestSpec, type SvcResponse } from "./transport.js";

/** A svc server on this machine (`npm start`, the server's default APP_URL); set `baseUrl` to your
 * deployment's address everywhere else. */
export const DEFAULT_BASE_URL = "http://localhost:3000";

export interface SvcClientOptions {
  /** A secret key, `svc_sk_live_…` (or `svc_sk_test_…`). Keep it on your server. */
  apiKey: string;
  workspaceId: string;
  /** Where svc is served, without `/v1`; default `http://localhost:3000`. */
  baseUrl?: string;
  /** Per-attempt timeout in ms (default 30 000). */
  timeoutMs?: number;
  /** Retries after the first attempt: 0 to 5 (default 5, the docs/api-contract.md §8 schedule). */
  maxRetries?: number;
  fetch?: typeof fetch;
  /** Replaces the wait between attempts; for tests and custom schedulers. */
  sleep?: Sleep;
  /** Told once per deprecated operation the client calls (the answer carried `Deprecation`); default: `console.warn`. */
  onDeprecation?: DeprecationHandler;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A change made against the version you read: refused with 412 PRECONDITION_FAILED if the agent changed since. */
export interface VersionedOptions extends RequestOptions {
  ifVersion?: number;
}

function ifMatch({ ifVersion, ...options }: VersionedOptions = {}): RequestOptions {
  return ifVersion === undefined
    ? options
    : { ...options, headers: { ...options.headers, "If-Match": `"${ifVersion}"` } };
}

/** How `agents.tests.run` and `calls.replays.create` wait: with `wait: true` they poll until it is over. */
export interface WaitOptions {
  wait?: boolean;
  /** Between polls, in ms (default 2 000). */
  pollIntervalMs?: number;
  /** Gives up waiting after this many ms (default 30 minutes): rejects with a TimeoutError; the run goes on. */
  waitTimeoutMs?: number;
}

type RunTests = {
  (
    agentId: string,
    params: RunAgentTestsParams & WaitOptions & { wait: true },
    options?: RequestOptions,
  ): Promise<AgentTestRunDetail>;
  (agentId: string, params?: RunAgentTestsParams & WaitOptions, options?: RequestOptions): Promise<AgentTestRun>;
};

export class SvcClient {
  readonly workspaceId: string;
  private readonly transport: Transport;
  private readonly sleep: Sleep;

  constructor(options: SvcClientOptions) {
    if (!options.apiKey) throw new TypeError("SvcClient: apiKey is required");
    if (!options.workspaceId) throw new TypeError("SvcClient: workspaceId is required");
    this.workspaceId = options.workspaceId;
    this.sleep = options.sleep ?? realSleep;
    this.transport = new Transport({
      baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      sleep: options.sleep,
      onDeprecation: options.onDeprecation,
    });
  }

  readonly calls = {
    /** docs/api-contract.md §4.1: queues a call (202, status `queued`); the agent dials within seconds. */
    originateManual: (params: OriginateManualCallParams, options?: RequestOptions) =>
      this.send("POST", "/workspaces/{id}/calls/originate-manual", {}, { body: params }, options),
    /** Queues a call to `to` or to a contact, with metadata and variables for the agent. */
    create: (params: CreateCallParams, options?: RequestOptions) =>
      this.send("POST", "/workspaces/{id}/calls", {}, { body: params }, options),
    get: (callId: string, options?: RequestOptions): Promise<Call> =>
      this.send("GET", "/workspaces/{id}/calls/{callId}", { callId }, {}, options),
    /** Pages of calls, newest first: `for await (const page of client.calls.list()) …`. */
    list: (params: ListCallsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/calls", {}, { query }, options)),
    /** The conversation turn by turn; a call in progress shows the turns finished so far. */
    transcript: (callId: string, options?: RequestOptions): Promise<Transcript> =>
      this.send("GET", "/workspaces/{id}/calls/{callId}/transcript", { callId }, {}, options),
    /**
     * Test keys only: the simulator rings one of the workspace's numbers (`to`) from `from` (a
     * magic number picks the caller's persona); its agent answers. 409 when the number rejects the call.
     */
    simulateInbound: (params: SimulateInboundCallParams, options?: RequestOptions): Promise<SimulatedInboundCall> =>
      this.send("POST", "/workspaces/{id}/calls/simulate-inbound", {}, { body: params }, options),
    /** Cancels a `queued` call; any other status gives 409 CONFLICT. */
    cancel: (callId: string, options?: RequestOptions): Promise<Call> =>
      this.send("POST", "/workspaces/{id}/calls/{callId}/cancel", { callId }, {}, options),
    /**
     * Hands a call in progress to a person at `to` (one of its agent's `transferNumbers`, or any
     * number when the workspace allows it): `cold` puts the caller through as the person answers;
     * `warm` lets the person hear who calls and a summary first, and press 2 to decline. A person
     * who does not answer within `timeoutSec` (default 20) or declines leaves the caller with the
     * agent. 202; follow it on `call.transfer` or the `call.transfer_*` webhooks; 409 when the call
     * is not in progress with its agent.
     */
    transfer: (callId: string, params: TransferCallParams, options?: RequestOptions): Promise<Steered> =>
      this.send("POST", "/workspaces/{id}/calls/{callId}/transfer", { callId }, { body: params }, options),
    /** The agent says `text` next, or at once over what it is saying (`interrupt`); 409 unless the call is in progress with its agent. */
    say: (callId: string, params: SayParams, options?: RequestOptions): Promise<Steered> =>
      this.send("POST", "/workspaces/{id}/calls/{callId}/say", { callId }, { body: params }, options),
    /** The agent says goodbye and hangs up (ended reason `operator_ended`). */
    end: (callId: string, params: EndCallParams = {}, options?: RequestOptions): Promise<Steered> =>
      this.send("POST", "/workspaces/{id}/calls/{callId}/end", { callId }, { body: params }, options),
    /**
     * The call's events as they happen (`for await (const event of client.calls.live(callId)) …`):
     * statuses, the agent's words as they are sent to be spoken, turns, tool calls, transfers;
     * a call that is over replays its events. Ends after `ended`; a dropped connection resumes.
     */
    live: (callId: string, options?: LiveOptions): AsyncGenerator<LiveEvent, void, undefined> => {
      if (!callId) throw new TypeError("SvcClient: callId must be a non-empty string");
      const path = `/v1/workspaces/${encodeURIComponent(this.workspaceId)}/calls/${encodeURIComponent(callId)}/live`;
      return liveEvents(this.transport, path, this.sleep, options);
    },
    /** A call's caller turns played again against a version of its agent (scopes `agents:write` / `agents:read`). */
    replays: {
      /**
       * Replays the call against `agentVersion` (default the agent's current one), tool results
       * `recorded` (default) or `live`; with `wait: true` answers once it is `completed` or `failed`.
       */
      create: async (
        callId: string,
        { wait, pollIntervalMs = 1_000, waitTimeoutMs = 10 * 60_000, ...body }: ReplayCallParams & WaitOptions = {},
        options: RequestOptions = {},
      ): Promise<CallReplay> => {
        const replay: CallReplay = await this.send(
          "POST",
          "/workspaces/{id}/calls/{callId}/replays",
          { callId },
          { body },
          options,
        );
        const deadline = Date.now() + waitTimeoutMs;
        for (let now = replay; wait;) {
          if (now.status === "completed" || now.status === "failed") return now;
          if (Date.now() >= deadline)
            throw new DOMException(
              `Replay ${replay.id} was still ${now.status} after ${waitTimeoutMs} ms`,
              "TimeoutError",
            );
          await this.sleep(pollIntervalMs, options.signal);
          now = await this.calls.replays.get(callId, replay.id, { signal: options.signal });
        }
        return replay;
      },
      get: (callId: string, replayId: string, options?: RequestOptions): Promise<CallReplay> =>
        this.send("GET", "/workspaces/{id}/calls/{callId}/replays/{replayId}", { callId, replayId }, {}, options),
      /** Pages of the call's replays, newest first. */
      list: (callId: string, params: ListCallReplaysParams = {}, options?: RequestOptions) =>
        paginate(params, (query) =>
          this.send("GET", "/workspaces/{id}/calls/{callId}/replays", { callId }, { query }, options),
        ),
    },
  };

  readonly analytics = {
    /** Calls per hour or day in the workspace's zone, per `groupBy`: outcomes, minutes, cost, tokens, response times. */
    calls: (params: AnalyticsParams, options?: RequestOptions): Promise<Analytics> =>
      this.send("GET", "/workspaces/{id}/analytics", {}, { query: params }, options),
    /** What the calls of a range used and cost: totals, by agent, by API key, by campaign. */
    usage: (params: UsageParams, options?: RequestOptions): Promise<Usage> =>
      this.send("GET", "/workspaces/{id}/usage", {}, { query: params }, options),
    /** Calls in flight now against the limit; with `from` and `to` (a day at most), each minute's peak. */
    concurrency: (params: ConcurrencyParams = {}, options?: RequestOptions): Promise<Concurrency> =>
      this.send("GET", "/workspaces/{id}/concurrency", {}, { query: params }, options),
  };

  readonly contacts = {
    create: (params: CreateContactParams, options?: RequestOptions): Promise<Contact> =>
      this.send("POST", "/workspaces/{id}/contacts", {}, { body: params }, options),
    get: (contactId: string, options?: RequestOptions): Promise<Contact> =>
      this.send("GET", "/workspaces/{id}/contacts/{contactId}", { contactId }, {}, options),
    list: (params: ListContactsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/contacts", {}, { query }, options)),
  };

  readonly agents = {
    /** Creates an agent; its settings are version 1. */
    create: (params: CreateAgentParams, options?: RequestOptions): Promise<Agent> =>
      this.send("POST", "/workspaces/{id}/agents", {}, { body: params }, options),
    get: (agentId: string, options?: RequestOptions): Promise<Agent> =>
      this.send("GET", "/workspaces/{id}/agents/{agentId}", { agentId }, {}, options),
    list: (params: ListAgentsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/agents", {}, { query }, options)),
    /** Changes the fields given (a new version); `ifVersion` refuses it if the agent changed since that version. */
    update: (agentId: string, params: UpdateAgentParams, options?: VersionedOptions): Promise<Agent> =>
      this.send("PATCH", "/workspaces/{id}/agents/{agentId}", { agentId }, { body: params }, ifMatch(options)),
    /** 409 CONFLICT while calls or a click-to-call source reference the agent. */
    delete: (agentId: string, options?: VersionedOptions) =>
      this.send("DELETE", "/workspaces/{id}/agents/{agentId}", { agentId }, {}, ifMatch(options)),
    /** Pages of the agent's versions, newest first: each change's whole settings, who made it and when. */
    versions: (agentId: string, params: ListAgentVersionsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) =>
        this.send("GET", "/workspaces/{id}/agents/{agentId}/versions", { agentId }, { query }, options),
      ),
    version: (agentId: string, version: number, options?: RequestOptions): Promise<AgentVersion> =>
      this.send(
        "GET",
        "/workspaces/{id}/agents/{agentId}/versions/{version}",
        { agentId, version: String(version) },
        {},
        options,
      ),
    /** Two versions of the agent on its real calls, and when the difference is real (scopes `agents:read` / `agents:write`). */
    experiments: {
      create: (agentId: string, params: CreateExperimentParams, options?: RequestOptions): Promise<Experiment> =>
        this.send("POST", "/workspaces/{id}/agents/{agentId}/experiments", { agentId }, { body: params }, options),
      get: (agentId: string, experimentId: string, options?: RequestOptions): Promise<Experiment> =>
        this.send(
          "GET",
          "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}",
          { agentId, experimentId },
          {},
          options,
        ),
      list: (agentId: string, params: ListExperimentsParams = {}, options?: RequestOptions) =>
        paginate(params, (query) =>
          this.send("GET", "/workspaces/{id}/agents/{agentId}/experiments", { agentId }, { query }, options),
        ),
      /** No call is assigned any more; 409 CONFLICT unless it is running. */
      stop: (agentId: string, experimentId: string, options?: RequestOptions): Promise<Experiment> =>
        this.send(
          "POST",
          "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}/stop",
          { agentId, experimentId },
          {},
          options,
        ),
      /** The variant's settings become the agent's next version; 409 CONFLICT once promoted. */
      promote: (
        agentId: string,
        experimentId: string,
        params: PromoteExperimentParams = {},
        options?: RequestOptions,
      ): Promise<Experiment> =>
        this.send(
          "POST",
          "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}/promote",
          { agentId, experimentId },
          { body: params },
          options,
        ),
    },
    /** Scenarios a simulated caller plays against the agent, and their runs (scopes `agents:read` / `agents:write`). */
    tests: {
      create: (agentId: string, params: CreateAgentTestParams, options?: RequestOptions): Promise<AgentTest> =>
        this.send("POST", "/workspaces/{id}/agents/{agentId}/tests", { agentId }, { body: params }, options),
      /** A test of the call's agent made from the call: its script, tool mocks and expectations (passes on the call's version). */
      fromCall: (params: CreateAgentTestFromCallParams, options?: RequestOptions): Promise<AgentTest> =>
        this.send("POST", "/workspaces/{id}/agent-tests/from-call", {}, { body: params }, options),
      get: (agentId: string, testId: string, options?: RequestOptions): Promise<AgentTest> =>
        this.send("GET", "/workspaces/{id}/agents/{agentId}/tests/{testId}", { agentId, testId }, {}, options),
      list: (agentId: string, params: ListAgentTestsParams = {}, options?: RequestOptions) =>
        paginate(params, (query) =>
          this.send("GET", "/workspaces/{id}/agents/{agentId}/tests", { agentId }, { query }, options),
        ),
      update: (agentId: string, testId: string, params: UpdateAgentTestParams, options?: RequestOptions) =>
        this.send(
          "PATCH",
          "/workspaces/{id}/agents/{agentId}/tests/{testId}",
          { agentId, testId },
          { body: params },
          options,
        ),
      delete: (agentId: string, testId: string, options?: RequestOptions): Promise<Deleted> =>
        this.send("DELETE", "/workspaces/{id}/agents/{agentId}/tests/{testId}", { agentId, testId }, {}, options),
      /**
       * Runs the agent's tests (all by default) against a version (the current one by default); with
       * `wait: true` answers once the run is over, with its counts and each conversation.
       */
      run: (async (
        agentId: string,
        { wait, pollIntervalMs = 2_000, waitTimeoutMs = 30 * 60_000, ...body }: RunAgentTestsParams & WaitOptions = {},
        options: RequestOptions = {},
      ) => {
        const run = await this.send(
          "POST",
          "/workspaces/{id}/agents/{agentId}/test-runs",
          { agentId },
          { body },
          options,
        );
        if (!wait) return run;
        const deadline = Date.now() + waitTimeoutMs;
        for (;;) {
          const now: AgentTestRunDetail = await this.send(
            "GET",
            "/workspaces/{id}/agents/{agentId}/test-runs/{runId}",
            { agentId, runId: run.id },
            {},
            { signal: options.signal },
          );
          if (now.status === "completed" || now.status === "canceled") return now;
          if (Date.now() >= deadline)
            throw new DOMException(`Run ${run.id} was still ${now.status} after ${waitTimeoutMs} ms`, "TimeoutError");
          await this.sleep(pollIntervalMs, options.signal);
        }
      }) as RunTests,
      /** Pages of the agent's runs, newest first, each with its counts and pass rates. */
      runs: (agentId: string, params: ListAgentTestRunsParams = {}, options?: RequestOptions) =>
        paginate(params, (query) =>
          this.send("GET", "/workspaces/{id}/agents/{agentId}/test-runs", { agentId }, { query }, options),
        ),
      getRun: (agentId: string, runId: string, options?: RequestOptions): Promise<AgentTestRunDetail> =>
        this.send("GET", "/workspaces/{id}/agents/{agentId}/test-runs/{runId}", { agentId, runId }, {}, options),
      /** Conversations not yet played are canceled; 409 CONFLICT for a completed run. */
      cancelRun: (agentId: string, runId: string, options?: RequestOptions): Promise<AgentTestRun> =>
        this.send(
          "POST",
          "/workspaces/{id}/agents/{agentId}/test-runs/{runId}/cancel",
          { agentId, runId },
          {},
          options,
        ),
    },
  };

  readonly leads = {
    list: (params: ListLeadsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/leads", {}, { query }, options)),
  };

  readonly tools = {
    /** An HTTP endpoint of yours that agents may call mid-call; the answer's `signingSecret` is shown this once. */
    create: (params: CreateToolParams, options?: RequestOptions) =>
      this.send("POST", "/workspaces/{id}/tools", {}, { body: params }, options),
    get: (toolId: string, options?: RequestOptions) =>
      this.send("GET", "/workspaces/{id}/tools/{toolId}", { toolId }, {}, options),
    list: (params: ListToolsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/tools", {}, { query }, options)),
    /** Changes the fields given; `headers`: a value sets one, null removes it, the rest are kept. */
    update: (toolId: string, params: UpdateToolParams, options?: RequestOptions) =>
      this.send("PATCH", "/workspaces/{id}/tools/{toolId}", { toolId }, { body: params }, options),
    /** 409 CONFLICT while agents list the tool (`details.agents`). */
    delete: (toolId: string, options?: RequestOptions) =>
      this.send("DELETE", "/workspaces/{id}/tools/{toolId}", { toolId }, {}, options),
    /** A new signing secret; the old one keeps signing for 24 hours. */
    rotateSecret: (toolId: string, options?: RequestOptions) =>
      this.send("POST", "/workspaces/{id}/tools/{toolId}/rotate-secret", { toolId }, {}, options),
    /** Makes the real request with these arguments: `{ status, latencyMs, body, error }`. */
    test: (toolId: string, params: TestToolParams = {}, options?: RequestOptions) =>
      this.send("POST", "/workspaces/{id}/tools/{toolId}/test", { toolId }, { body: params }, options),
  };

  /** Documents agents answer from (scopes `knowledge:read` / `knowledge:write`). */
  readonly knowledgeBases = {
    create: (params: CreateKnowledgeBaseParams, options?: RequestOptions): Promise<KnowledgeBase> =>
      this.send("POST", "/workspaces/{id}/knowledge-bases", {}, { body: params }, options),
    get: (kbId: string, options?: RequestOptions): Promise<KnowledgeBase> =>
      this.send("GET", "/workspaces/{id}/knowledge-bases/{kbId}", { kbId }, {}, options),
    list: (params: ListKnowledgeBasesParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/knowledge-bases", {}, { query }, options)),
    /** A new `language` or embeddings re-ingests every document. */
    update: (kbId: string, params: UpdateKnowledgeBaseParams, options?: RequestOptions): Promise<KnowledgeBase> =>
      this.send("PATCH", "/workspaces/{id}/knowledge-bases/{kbId}", { kbId }, { body: params }, options),
    /** 409 CONFLICT while agents list it (`details.agents`). */
    delete: (kbId: string, options?: RequestOptions) =>
      this.send("DELETE", "/workspaces/{id}/knowledge-bases/{kbId}", { kbId }, {}, options),
    /** A text or a URL; answers at once with the document `processing` (poll `getDocument` until `ready` or `failed`). */
    addDocument: (
      kbId: string,
      params: AddKnowledgeDocumentParams,
      options?: RequestOptions,
    ): Promise<KnowledgeDocument> =>
      this.send("POST", "/workspaces/{id}/knowledge-bases/{kbId}/documents", { kbId }, { body: params }, options),
    /** A PDF, DOCX, Markdown, HTML or text file of at most 25 MB, sent as multipart/form-data; answers it `processing`. */
    uploadDocument: (
      kbId: string,
      file: Blob,
      { fileName, title, ...options }: RequestOptions & { fileName?: string; title?: string } = {},
    ): Promise<KnowledgeDocument> => {
      const form = new FormData();
      form.append("file", file, fileName ?? (file as { name?: string }).name ?? "document");
      if (title) form.append("title", title);
      return this.send("POST", "/workspaces/{id}/knowledge-bases/{kbId}/documents", { kbId }, { body: form }, options);
    },
    listDocuments: (kbId: string, params: ListKnowledgeDocumentsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) =>
        this.send("GET", "/workspaces/{id}/knowledge-bases/{kbId}/documents", { kbId }, { query }, options),
      ),
    getDocument: (kbId: string, documentId: string, options?: RequestOptions): Promise<KnowledgeDocument> =>
      this.send(
        "GET",
        "/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}",
        { kbId, documentId },
        {},
        options,
      ),
    /** Its passages leave search at once. */
    deleteDocument: (kbId: string, documentId: string, options?: RequestOptions) =>
      this.send(
        "DELETE",
        "/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}",
        { kbId, documentId },
        {},
        options,
      ),
    /** The passages an agent would be given for these words, best first. */
    search: (kbId: string, params: SearchKnowledgeParams, options?: RequestOptions): Promise<KnowledgePassage[]> =>
      this.send("POST", "/workspaces/{id}/knowledge-bases/{kbId}/search", { kbId }, { body: params }, options),
  };

  /** OpenAI-compatible endpoints agents think through (scopes `agents:read` / `agents:write`). */
  readonly llmConnections = {
    /** The `apiKey` is write-only: answers carry its last 4 characters (`apiKeyLast4`). */
    create: (params: CreateLlmConnectionParams, options?: RequestOptions): Promise<LlmConnection> =>
      this.send("POST", "/workspaces/{id}/llm-connections", {}, { body: params }, options),
    get: (connectionId: string, options?: RequestOptions): Promise<LlmConnection> =>
      this.send("GET", "/workspaces/{id}/llm-connections/{connectionId}", { connectionId }, {}, options),
    list: (params: ListLlmConnectionsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/llm-connections", {}, { query }, options)),
    /** Changes only the fields given; without `apiKey` the saved key stays. */
    update: (
      connectionId: string,
      params: UpdateLlmConnectionParams,
      options?: RequestOptions,
    ): Promise<LlmConnection> =>
      this.send(
        "PATCH",
        "/workspaces/{id}/llm-connections/{connectionId}",
        { connectionId },
        { body: params },
        options,
      ),
    /** 409 CONFLICT (`details.agentIds`) while agents use it. */
    delete: (connectionId: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/llm-connections/{connectionId}", { connectionId }, {}, options),
  };

  /** Where svc sends signed events (scopes `webhooks:read` / `webhooks:write`). */
  readonly webhookEndpoints = {
    /** The answer's `secret` is shown this once: store it to verify deliveries. */
    create: (params: CreateWebhookEndpointParams, options?: RequestOptions): Promise<CreatedWebhookEndpoint> =>
      this.send("POST", "/workspaces/{id}/webhook-endpoints", {}, { body: params }, options),
    get: (endpointId: string, options?: RequestOptions): Promise<WebhookEndpoint> =>
      this.send("GET", "/workspaces/{id}/webhook-endpoints/{endpointId}", { endpointId }, {}, options),
    list: (params: ListWebhookEndpointsParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/webhook-endpoints", {}, { query }, options)),
    /** Changes only the fields given (`url`, `description`, `events`, `enabled`). */
    update: (
      endpointId: string,
      params: UpdateWebhookEndpointParams,
      options?: RequestOptions,
    ): Promise<WebhookEndpoint> =>
      this.send("PATCH", "/workspaces/{id}/webhook-endpoints/{endpointId}", { endpointId }, { body: params }, options),
    delete: (endpointId: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/webhook-endpoints/{endpointId}", { endpointId }, {}, options),
    /** A new secret signs from now on, the old one too for 24 h; the answer is the only one with the new secret. */
    rotateSecret: (endpointId: string, options?: RequestOptions): Promise<RotatedWebhookSecret> =>
      this.send("POST", "/workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret", { endpointId }, {}, options),
    /** Queues a `webhook.test` event to this endpoint only (202). */
    test: (endpointId: string, options?: RequestOptions): Promise<WebhookDelivery> =>
      this.send("POST", "/workspaces/{id}/webhook-endpoints/{endpointId}/test", { endpointId }, {}, options),
    /** Pages of deliveries, newest first, each with every attempt. */
    deliveries: (endpointId: string, params: ListWebhookDeliveriesParams = {}, options?: RequestOptions) =>
      paginate(params, (query) =>
        this.send(
          "GET",
          "/workspaces/{id}/webhook-endpoints/{endpointId}/deliveries",
          { endpointId },
          { query },
          options,
        ),
      ),
    /** Delivers the event again, whatever happened before (202). */
    redeliver: (deliveryId: string, options?: RequestOptions): Promise<WebhookDelivery> =>
      this.send(
        "POST",
        "/workspaces/{id}/webhook-endpoints/deliveries/{deliveryId}/redeliver",
        { deliveryId },
        {},
        options,
      ),
  };

  /**
   * A metric (failure or success rate, p90 response time, cost, calls in flight, webhook failures,
   * tool errors) against a threshold over a window, evaluated each minute: `alert.triggered` and
   * `alert.resolved` once per crossing (scopes `webhooks:read` / `webhooks:write`).
   */
  readonly alertRules = {
    create: (params: CreateAlertRuleParams, options?: RequestOptions): Promise<AlertRule> =>
      this.send("POST", "/workspaces/{id}/alert-rules", {}, { body: params }, options),
    get: (ruleId: string, options?: RequestOptions): Promise<AlertRule> =>
      this.send("GET", "/workspaces/{id}/alert-rules/{ruleId}", { ruleId }, {}, options),
    /** Pages of rules, newest first, each with its state and last crossings. */
    list: (params: ListAlertRulesParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/alert-rules", {}, { query }, options)),
    /** Changes only the fields given (null clears agentId, campaignId or minCalls); the next evaluation decides the state. */
    update: (ruleId: string, params: UpdateAlertRuleParams, options?: RequestOptions): Promise<AlertRule> =>
      this.send("PATCH", "/workspaces/{id}/alert-rules/{ruleId}", { ruleId }, { body: params }, options),
    delete: (ruleId: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/alert-rules/{ruleId}", { ruleId }, {}, options),
  };

  /** What svc keeps of people: redaction, erasure and access (scopes `contacts:read` / `contacts:write`; docs/privacy.md). */
  readonly privacy = {
    get: (options?: RequestOptions): Promise<PrivacySettings> =>
      this.send("GET", "/workspaces/{id}/privacy", {}, {}, options),
    /** The fields given are set; redaction applies to what is said from then on. */
    update: (params: UpdatePrivacyParams, options?: RequestOptions): Promise<PrivacySettings> =>
      this.send("PATCH", "/workspaces/{id}/privacy", {}, { body: params }, options),
    /** Erases a person named by one of `phone`, `email` or `contactId` (scope `contacts:write`); pending until `erasure.completed`. */
    erase: (params: CreateErasureParams, options?: RequestOptions): Promise<Erasure> =>
      this.send("POST", "/workspaces/{id}/erasures", {}, { body: params }, options),
    erasure: (erasureId: string, options?: RequestOptions): Promise<Erasure> =>
      this.send("GET", "/workspaces/{id}/erasures/{erasureId}", { erasureId }, {}, options),
    /** Everything held about a person, by `phone` or `email` (scope `contacts:read`). */
    personalData: (params: { phone: string } | { email: string }, options?: RequestOptions): Promise<PersonalData> =>
      this.send("GET", "/workspaces/{id}/personal-data", {}, { query: params }, options),
  };

  /** Numbers no call may go to (scopes `dnc:read` / `dnc:write`). */
  readonly doNotCall = {
    /** 1 to 1,000 numbers, each normalised and reported on in order; invalid ones do not stop the rest. */
    add: (params: AddDoNotCallParams, options?: RequestOptions): Promise<DoNotCallReport> =>
      this.send("POST", "/workspaces/{id}/do-not-call", {}, { body: params }, options),
    list: (params: ListDoNotCallParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/do-not-call", {}, { query }, options)),
    /** By entry id or by the number in E.164. */
    remove: (entryIdOrPhone: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/do-not-call/{entryId}", { entryId: entryIdOrPhone }, {}, options),
  };

  /**
   * API keys (scopes `keys:read` / `keys:write`, which no key holds unless given by hand). A key
   * never creates or rolls a key with a scope it lacks, nor a live key from a test key (403
   * `API_KEY_ESCALATION`); a test key sees test keys only.
   */
  readonly apiKeys = {
    /** The answer's `secret` is shown this once. `mode` defaults to the calling key's. */
    create: (params: CreateApiKeyParams, options?: RequestOptions): Promise<CreatedApiKey> =>
      this.send("POST", "/workspaces/{id}/api-keys", {}, { body: params }, options),
    get: (keyId: string, options?: RequestOptions): Promise<ApiKey> =>
      this.send("GET", "/workspaces/{id}/api-keys/{keyId}", { keyId }, {}, options),
    /** Pages of keys, newest first, revoked and expired ones included. */
    list: (params: ListApiKeysParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/api-keys", {}, { query }, options)),
    /**
     * A new key with the same name, scopes and mode (its `secret` in this answer only); the old
     * secret keeps working for `expiresInSeconds` (default 24 h, at most 7 days, 0: stops now),
     * then answers 401 `API_KEY_EXPIRED`. `rolledFrom.expiresAt` says when.
     */
    roll: (keyId: string, params: RollApiKeyParams = {}, options?: RequestOptions): Promise<CreatedApiKey> =>
      this.send("POST", "/workspaces/{id}/api-keys/{keyId}/roll", { keyId }, { body: params }, options),
    /** From now on the key answers 401 `INVALID_API_KEY`; it stays listed as `revoked`. */
    revoke: (keyId: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/api-keys/{keyId}", { keyId }, {}, options),
  };

  /** The numbers calls go out from, and that agents answer (scopes `numbers:read` / `numbers:write`). */
  readonly numbers = {
    /** 409 CONFLICT when the workspace has it already. With a `routingUrl`, the answer carries `routingSecret` (only this once). */
    create: (params: CreateNumberParams, options?: RequestOptions): Promise<CallerNumber> =>
      this.send("POST", "/workspaces/{id}/numbers", {}, { body: params }, options),
    get: (numberId: string, options?: RequestOptions): Promise<CallerNumber> =>
      this.send("GET", "/workspaces/{id}/numbers/{numberId}", { numberId }, {}, options),
    list: (params: ListNumbersParams = {}, options?: RequestOptions) =>
      paginate(params, (query) => this.send("GET", "/workspaces/{id}/numbers", {}, { query }, options)),
    update: (numberId: string, params: UpdateNumberParams, options?: RequestOptions): Promise<CallerNumber> =>
      this.send("PATCH", "/workspaces/{id}/numbers/{numberId}", { numberId }, { body: params }, options),
    /** A new routing secret signs from now on: the answer's `routingSecret`, shown only this once. */
    rotateRoutingSecret: (numberId: string, options?: RequestOptions): Promise<CallerNumber> =>
      this.send("POST", "/workspaces/{id}/numbers/{numberId}/rotate-routing-secret", { numberId }, {}, options),
    /** Tells Twilio again where the number's calls go (202); `carrierState` says how it went once Twilio answered. */
    sync: (numberId: string, options?: RequestOptions): Promise<Omit<CallerNumber, "routingSecret">> =>
      this.send("POST", "/workspaces/{id}/numbers/{numberId}/sync", { numberId }, {}, options),
    /** Agents calling from it by default then need a `from` on each call. */
    delete: (numberId: string, options?: RequestOptions): Promise<Deleted> =>
      this.send("DELETE", "/workspaces/{id}/numbers/{numberId}", { numberId }, {}, options),
  };

  /** The workspace's own settings (scopes `workspace:read` / `workspace:write`). */
  readonly settings = {
    get: (options?: RequestOptions): Promise<WorkspaceSettings> =>
      this.send("GET", "/workspaces/{id}/settings", {}, {}, options),
    /**
     * `retention`: days calls keep transcripts, recordings and data (1 to 3,650, null keeps); it
     * replaces the whole setting. An agent's own `retention` may only shorten them.
     */
    update: (params: UpdateWorkspaceSettingsParams, options?: RequestOptions): Promise<WorkspaceSettings> =>
      this.send("PATCH", "/workspaces/{id}/settings", {}, { body: params }, options),
  };

  /** Any /v1 request with the SDK's retries and idempotency, answering the whole response (status,
   * headers such as `RateLimit-Remaining` and `Idempotent-Replayed`, request id) with `data`. */
  request<T = unknown>(spec: RequestSpec): Promise<SvcResponse<T>> {
    return this.transport.request<T>(spec);
  }

  private async send<P extends keyof paths, M extends Method>(
    method: M,
    template: P,
    pathParams: Record<string, string>,
    input: Pick<RequestSpec, "body" | "query">,
    options: RequestOptions = {},
  ): Promise<Data<P, Lowercase<M>>> {
    const params: Record<string, string> = { id: this.workspaceId, ...pathParams };
    const path =
      "/v1" +
      template.replace(/\{(\w+)\}/g, (_, name: string) => {
        // An empty id would address another endpoint ("/calls/" is the list).
        if (!params[name]) throw new TypeError(`SvcClient: ${name} must be a non-empty string`);
        return encodeURIComponent(params[name]);
      });
    const operation = `${method} /v1${template}`;
    return (await this.transport.request<Data<P, Lowercase<M>>>({ ...options, ...input, method, path, operation }))
      .data;
  }
}
