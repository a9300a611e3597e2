import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const carrier = await vi.hoisted(async () => {
  // The matrix's tools call a fake business endpoint on localhost (POST …/test makes the request).
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
  // Twilio's REST API on localhost, so that a number can be synced with it (POST …/numbers/{numberId}/sync);
  // calls are still placed on the simulator.
  const { startFakeTwilio } = await import("../helpers/fake-twilio");
  const twilio = await startFakeTwilio();
  const { TELEPHONY_PROVIDER: _simulator, ...settings } = twilio.env;
  Object.assign(process.env, settings);
  return twilio;
});

import { appRouter } from "@/server/api/root";
import type { Meta } from "@/server/api/trpc";
import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { agentSettings } from "@/server/agents/inputs";
import { createAgent, updateAgent } from "@/server/agents/settings";
import { createCampaign, pauseCampaign } from "@/server/campaigns/campaigns";
import { createCampaignInput } from "@/server/campaigns/inputs";
import { createApiKey } from "@/server/keys/keys";
import { SCOPES, type Scope } from "@/server/keys/scopes";
import { createRunInput, createTestInput } from "@/server/agent-tests/inputs";
import { createExperiment } from "@/server/experiments/experiments";
import { createExperimentInput } from "@/server/experiments/inputs";
import { createTestRun } from "@/server/agent-tests/runs";
import { createAgentTest } from "@/server/agent-tests/tests";
import { createToolInput } from "@/server/tools/inputs";
import { createTool } from "@/server/tools/tools";
import { attemptDelivery } from "@/server/webhooks/delivery";
import { createWebhookEndpoint as saveWebhookEndpoint } from "@/server/webhooks/endpoints";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { createWebhookEndpoint, createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";

// Every workspace endpoint of /v1 against every kind of wrong credential, and workspace A's data
// never showing in an answer to anyone but A (and B's never in A's), and A's key never reaching B's
// configuration (agents and their versions, LLM connections, webhook endpoints and deliveries,
// do-not-call entries, numbers, tools, agent tests and their runs, API keys, knowledge bases and documents, alert rules) by its id. Within A, test and live are walls too: a key never
// sees or changes the other mode's calls, contacts and campaigns (docs/decisions.md "Test and
// live"); configuration is shared by both. Then SSRF: webhook targets in private ranges are refused when saved and again
// when delivered.

interface Endpoint {
  name: string;
  method: string;
  path: string;
  scope: Scope;
}

/** The call, contact and campaign a URL names: each belongs to one mode. */
interface Resources {
  callId: string;
  contactId: string;
  campaignId: string;
  /** An ended call with a turn (what a replay needs), and a replay of it. */
  endedCallId: string;
  replayId: string;
  /** An erasure of this mode (pending: nothing runs it here). */
  erasureId: string;
  /** The contact's number: GET …/personal-data asks about it. */
  contactPhone: string;
}

/** Configuration a URL names: shared by test and live keys. */
interface Configuration {
  /** An agent made through the domain, so it has version 1 (the fixture's agent has no versions). */
  agentId: string;
  connectionId: string;
  endpointId: string;
  deliveryId: string;
  entryId: string;
  numberId: string;
  toolId: string;
  /** A test key, so that A's test key may read, roll and revoke it (a test key never sees a live key). */
  keyId: string;
  /** A test of `agentId`, and a run of it (queued: this server plays nothing). */
  testId: string;
  runId: string;
  kbId: string;
  documentId: string;
  /** A running experiment of `agentId` (its version 2 the control, version 1 the variant). */
  experimentId: string;
  /** An alert rule (configuration of the workspace's webhooks). */
  ruleId: string;
}

interface Workspace extends WorkspaceFixture, Resources {
  /** A test-mode call, contact and campaign, beside the live ones above. */
  test: Resources;
  configuration: Configuration;
  /** Per endpoint scope: a live key with every scope but that one. */
  withoutScope: Record<Scope, string>;
  /** The number its agent answers. */
  inboundNumber: string;
  /** One of its agent's transfer numbers. */
  transferNumber: string;
}

let server: AppServer;
let toolEndpoint: ToolEndpoint;
let a: Workspace;
let b: Workspace;
let nextNumber = 500_000;

/** Workspace endpoints served by a route handler of their own (a stream), not by the router. */
const ROUTE_HANDLER_ENDPOINTS: Endpoint[] = [
  {
    name: "campaigns.results",
    method: "GET",
    path: "/workspaces/{id}/campaigns/{campaignId}/results.csv",
    scope: "campaigns:read",
  },
  { name: "calls.live", method: "GET", path: "/workspaces/{id}/calls/{callId}/live", scope: "calls:read" },
];

/** The workspace endpoints, read from the router itself so a new one is covered automatically. */
function workspaceEndpoints(): Endpoint[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  const routed = Object.entries(procedures).flatMap(([name, procedure]) => {
    const { openapi, scope } = procedure._def.meta ?? {};
    if (!openapi || !scope || !openapi.path.startsWith("/workspaces/{id}")) return [];
    return [{ name, method: openapi.method, path: openapi.path, scope }];
  });
  return [...routed, ...ROUTE_HANDLER_ENDPOINTS];
}

/** Starts next year, so it never places a call while the matrix runs. */
const LATER = { startAt: "2027-06-01T15:00:00Z" };

/** A scheduled campaign of `mode` with one recipient; paused when asked. */
async function campaign(fixture: WorkspaceFixture, mode: "live" | "test", paused = false): Promise<string> {
  const scope = { workspaceId: fixture.workspaceId, mode };
  const input = createCampaignInput.parse({
    name: `${mode} campaign`,
    agentId: fixture.agentId,
    schedule: LATER,
    recipients: [{ to: phoneNumber(nextNumber++) }],
  });
  const { id } = await transaction((tx) => createCampaign(tx, scope, input));
  if (paused) await transaction((tx) => pauseCampaign(tx, scope, id));
  return id;
}

async function resources(fixture: WorkspaceFixture, mode: "live" | "test"): Promise<Resources> {
  const { workspaceId, agentId, fromNumber } = fixture;
  const contact = await db.contact.create({
    data: { workspaceId, mode, phone: phoneNumber(nextNumber++), name: `${fixture.workspaceId} ${mode} contact` },
  });
  const call = await db.call.create({
    data: { workspaceId, mode, agentId, to: contact.phone, from: fromNumber, contactId: contact.id },
  });
  const ended = await db.call.create({
    data: { workspaceId, mode, agentId, to: contact.phone, from: fromNumber, status: "completed", endedAt: new Date() },
  });
  const at = new Date();
  await db.callTurn.create({
    data: { callId: ended.id, index: 0, role: "user", text: "Hello?", startedAt: at, endedAt: at },
  });
  const replay = await db.callReplay.create({
    data: { workspaceId, callId: ended.id, agentId, agentVersion: 1 },
  });
  const erasure = await db.erasure.create({ data: { workspaceId, mode } });
  return {
    callId: call.id,
    contactId: contact.id,
    campaignId: await campaign(fixture, mode),
    endedCallId: ended.id,
    replayId: replay.id,
    erasureId: erasure.id,
    contactPhone: contact.phone,
  };
}

/** A call in progress with its agent, its relay session held (what steering needs). */
async function callInProgress(fixture: WorkspaceFixture, mode: "live" | "test"): Promise<string> {
  const { workspaceId, agentId, fromNumber } = fixture;
  const call = await db.call.create({
    data: {
      workspaceId,
      mode,
      agentId,
      to: phoneNumber(nextNumber++),
      from: fromNumber,
      status: "in_progress",
      answeredAt: new Date(),
      relaySessionId: `rs_security_${nextNumber++}`,
    },
  });
  return call.id;
}

/** One of each configuration resource, none referenced by a call (so a DELETE may remove it). */
async function configuration(workspaceId: string): Promise<Configuration> {
  const suffix = nextNumber++;
  const settings = agentSettings.parse({
    name: `Agent ${suffix}`,
    voice: "en-US-Journey-O",
    language: "en-US",
    firstMessage: "Hi!",
    instructions: "",
  });
  const agent = await transaction(async (tx) => {
    const created = await createAgent(tx, workspaceId, settings, { kind: "operator" });
    // A second version, so that an experiment has a variant (version 1) beside the current one.
    return updateAgent(tx, workspaceId, created.id, { firstMessage: "Hello!" }, { kind: "operator" });
  });
  const connection = await db.llmConnection.create({
    data: { workspaceId, name: `LLM ${suffix}`, baseUrl: "https://93.184.216.34/v1", defaultModel: "m" },
  });
  const endpoint = await saveWebhookEndpoint(db, workspaceId, { url: `https://93.184.216.34/hook/${suffix}` });
  const event = await db.webhookEvent.create({
    data: { id: `evt_security_${suffix}`, workspaceId, type: "webhook.test", subjectId: `test_${suffix}`, payload: {} },
  });
  const delivery = await db.webhookDelivery.create({
    data: { eventId: event.id, endpointId: endpoint.id, status: "failed" },
  });
  const entry = await db.doNotCallEntry.create({ data: { workspaceId, phone: phoneNumber(nextNumber++) } });
  const number = await db.callerNumber.create({ data: { workspaceId, number: phoneNumber(nextNumber++) } });
  const tool = await createTool(db, workspaceId, createToolInput.parse(toolSettings(suffix)));
  const key = await createApiKey(db, { workspaceId, name: `key ${suffix}`, scopes: ["calls:read"], mode: "test" });
  const test = await createAgentTest(db, workspaceId, agent.id, createTestInput.parse(agentTestSettings(suffix)));
  const run = await transaction((tx) => createTestRun(tx, workspaceId, agent.id, createRunInput.parse({})));
  const base = await db.knowledgeBase.create({ data: { workspaceId, name: `Knowledge ${suffix}` } });
  const document = await db.knowledgeDocument.create({
    data: { knowledgeBaseId: base.id, title: `Document ${suffix}`, source: "text", status: "ready" },
  });
  const experiment = await createExperiment(
    db,
    workspaceId,
    agent.id,
    "test",
    createExperimentInput.parse(experimentSettings(suffix)),
  );
  const rule = await db.alertRule.create({
    data: {
      workspaceId,
      mode: "live",
      name: `Rule ${suffix}`,
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
      agentId: agent.id,
    },
  });
  return {
    agentId: agent.id,
    connectionId: connection.id,
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    entryId: entry.id,
    numberId: number.id,
    toolId: tool.id,
    keyId: key.apiKey.id,
    testId: test.id,
    runId: run.id,
    kbId: base.id,
    documentId: document.id,
    experimentId: experiment.id,
    ruleId: rule.id,
  };
}

async function workspace(name: string): Promise<Workspace> {
  const fixture = await createWorkspaceFixture(db, { name });
  const live = await resources(fixture, "live");
  const test = await resources(fixture, "test");
  const withoutScope = {} as Record<Scope, string>;
  for (const scope of SCOPES) {
    withoutScope[scope] = (
      await createApiKey(db, {
        workspaceId: fixture.workspaceId,
        name: `all but ${scope}`,
        scopes: SCOPES.filter((s) => s !== scope),
      })
    ).secret;
  }
  const settings = await configuration(fixture.workspaceId);
  // Its own number answers with its agent, so an incoming call can be simulated.
  const { number: inboundNumber } = await db.callerNumber.update({
    where: { id: settings.numberId },
    data: { inboundAgentId: fixture.agentId },
  });
  const transferNumber = phoneNumber(nextNumber++);
  await db.agent.update({ where: { id: fixture.agentId }, data: { transferNumbers: [transferNumber] } });
  return { ...fixture, ...live, test, configuration: settings, withoutScope, inboundNumber, transferNumber };
}

/** A tool at the fake business endpoint. */
function toolSettings(unique: number) {
  return {
    name: `tool_${unique}`,
    description: "Looks something up.",
    parameters: { type: "object" },
    url: `${toolEndpoint.url}/lookup`,
  };
}

/** An experiment of a configuration agent: its version 1 against the current one. */
function experimentSettings(unique: number) {
  return {
    name: `Experiment ${unique}`,
    variantVersion: 1,
    trafficPercent: 50,
    metric: { kind: "successful", goal: "increase" },
    minCallsPerArm: 20,
  };
}

/** An agent test: a script caller, an expectation. */
function agentTestSettings(unique: number) {
  return {
    name: `Test ${unique}`,
    caller: { script: ["Hello?"] },
    expectations: [{ type: "transcript", contains: "(?i)hello" }],
  };
}

const CONFIGURATION_PARAMETERS = [
  "{agentId}",
  "{connectionId}",
  "{endpointId}",
  "{deliveryId}",
  "{entryId}",
  "{numberId}",
  "{toolId}",
  "{keyId}",
  "{testId}",
  "{runId}",
  "{kbId}",
  "{documentId}",
  "{experimentId}",
  "{ruleId}",
];
const RESOURCE_PARAMETERS = ["{callId}", "{contactId}", "{campaignId}", "{erasureId}"];

function namesConfiguration(endpoint: Endpoint): boolean {
  return CONFIGURATION_PARAMETERS.some((parameter) => endpoint.path.includes(parameter));
}

function urlOf(
  endpoint: Endpoint,
  owner: Workspace,
  resources: Resources = owner,
  settings: Configuration = owner.configuration,
): string {
  const { contactId, campaignId, replayId, erasureId } = resources;
  // A replay is of a call that has ended; an ended call's live stream replays it and closes.
  const ended = endpoint.path.includes("/replays") || endpoint.path.endsWith("/live");
  const callId = ended ? resources.endedCallId : resources.callId;
  let path = endpoint.path.replace("{id}", owner.workspaceId).replace("{version}", "1");
  for (const [name, id] of Object.entries({ callId, contactId, campaignId, replayId, erasureId, ...settings }))
    path = path.replace(`{${name}}`, id);
  const query = queryOf(path, resources);
  return `${server.url}/v1${path}${query ? `?${query}` : ""}`;
}

/** The query an endpoint cannot answer without. */
function queryOf(path: string, resources: Resources): string | undefined {
  if (path.endsWith("/analytics")) return "from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&interval=hour";
  if (path.endsWith("/usage")) return "from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z";
  // What a read must be asked about: the person whose data GET …/personal-data shows.
  if (path.endsWith("/personal-data")) return `phone=${encodeURIComponent(resources.contactPhone)}`;
  return undefined;
}

/** Ends or moves what it names: such a request of the test key gets resources made for it alone. */
const DISPOSABLE = /\/(cancel|resume)$/;
/** Steers a call in progress: the test key's request gets one of its own. */
const STEERING = /\/calls\/\{callId\}\/(say|end|transfer)$/;
/** Changes what the shared configuration holds for every other request: the test key's gets its own. */
const OWN_CONFIGURATION = (endpoint: Endpoint) =>
  endpoint.method === "DELETE" || /\/experiments(\/\{experimentId\}\/(stop|promote))?$/.test(endpoint.path);

/** A valid body for each write (what the test key's request sends; wrong credentials never reach it). */
function bodyOf(endpoint: Endpoint, owner: Workspace): string | undefined {
  if (endpoint.method === "GET" || endpoint.method === "DELETE") return undefined;
  const unique = nextNumber++;
  const { path } = endpoint;
  if (endpoint.method === "PATCH") {
    if (path.endsWith("/settings")) return JSON.stringify({ retention: { dataDays: 3650 - (unique % 100) } });
    if (path.includes("/agents/")) return JSON.stringify({ name: `Renamed ${unique}` });
    if (path.includes("/llm-connections/")) return JSON.stringify({ defaultModel: `model-${unique}` });
    if (path.includes("/webhook-endpoints/")) return JSON.stringify({ description: `changed ${unique}` });
    if (path.includes("/tests/")) return JSON.stringify({ name: `Renamed test ${unique}` });
    if (path.includes("/tools/")) return JSON.stringify({ description: `Changed ${unique}.` });
    if (path.includes("/knowledge-bases/")) return JSON.stringify({ description: `Changed ${unique}.` });
    if (path.includes("/alert-rules/")) return JSON.stringify({ threshold: 0.25, name: `Renamed rule ${unique}` });
    if (path.endsWith("/privacy")) return JSON.stringify({ redact: ["card_number", "ssn"] });
    return JSON.stringify({ label: `line ${unique}` });
  }
  if (path.endsWith("/agents"))
    return JSON.stringify({
      name: `New ${unique}`,
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hi!",
      instructions: "",
    });
  if (path.endsWith("/contacts")) return JSON.stringify({ phone: phoneNumber(unique) });
  if (path.endsWith("/llm-connections"))
    return JSON.stringify({ name: `LLM ${unique}`, baseUrl: "https://93.184.216.34/v1", defaultModel: "m" });
  if (path.endsWith("/webhook-endpoints")) return JSON.stringify({ url: `https://93.184.216.34/hook/${unique}` });
  if (path.endsWith("/do-not-call")) return JSON.stringify({ numbers: [phoneNumber(unique)] });
  if (path.endsWith("/erasures")) return JSON.stringify({ phone: phoneNumber(unique) });
  if (path.endsWith("/numbers")) return JSON.stringify({ number: phoneNumber(unique) });
  if (path.endsWith("/simulate-inbound")) return JSON.stringify({ to: owner.inboundNumber });
  if (path.endsWith("/calls") || path.endsWith("/originate-manual"))
    return JSON.stringify({ agentId: owner.agentId, to: phoneNumber(unique) });
  if (path.endsWith("/tools")) return JSON.stringify(toolSettings(unique));
  if (path.endsWith("/api-keys")) return JSON.stringify({ name: `Key ${unique}`, scopes: ["calls:read"] });
  if (path.endsWith("/agents/{agentId}/tests")) return JSON.stringify(agentTestSettings(unique));
  if (path.endsWith("/tools/{toolId}/test")) return JSON.stringify({ arguments: {} });
  if (path.endsWith("/knowledge-bases")) return JSON.stringify({ name: `Knowledge ${unique}` });
  if (path.endsWith("/documents")) return JSON.stringify({ text: `Fact ${unique}.` });
  if (path.endsWith("/search")) return JSON.stringify({ query: "fact" });
  if (path.endsWith("/alert-rules"))
    return JSON.stringify({
      name: `Rule ${unique}`,
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
      agentId: owner.configuration.agentId,
    });
  if (path.endsWith("/campaigns"))
    return JSON.stringify({
      name: `Campaign ${unique}`,
      agentId: owner.agentId,
      schedule: LATER,
      recipients: [{ to: phoneNumber(unique) }],
    });
  if (path.endsWith("/recipients")) return JSON.stringify({ recipients: [{ to: phoneNumber(unique) }] });
  if (path.endsWith("/experiments")) return JSON.stringify(experimentSettings(unique));
  if (path.endsWith("/from-call")) return JSON.stringify({ callId: owner.test.endedCallId });
  if (path.endsWith("/say")) return JSON.stringify({ text: `Hello ${unique}.` });
  if (path.endsWith("/transfer")) return JSON.stringify({ to: owner.transferNumber });
  return "{}";
}

async function call(endpoint: Endpoint, key: string | null, url: string, body: string | undefined) {
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** Ids of `w` that must not appear in an answer (those the request itself named excepted). */
function idsOf(w: Workspace, except: string): string[] {
  return [
    w.workspaceId,
    w.agentId,
    w.callId,
    w.contactId,
    w.campaignId,
    w.sourceId,
    ...Object.values(w.configuration),
  ].filter((id) => !except.includes(id));
}

function expectNoLeak(text: string, url: string, ...others: Workspace[]): void {
  for (const other of others) for (const id of idsOf(other, url)) expect(text, `${url} leaked ${id}`).not.toContain(id);
}

/** What a request could change of a workspace's configuration resources. */
async function snapshotConfiguration(w: Workspace) {
  const {
    agentId,
    connectionId,
    endpointId,
    deliveryId,
    entryId,
    numberId,
    toolId,
    keyId,
    testId,
    runId,
    kbId,
    documentId,
    experimentId,
    ruleId,
  } = w.configuration;
  return Promise.all([
    db.workspace.findUnique({ where: { id: w.workspaceId }, select: { retention: true } }),
    db.agent.findUnique({ where: { id: agentId } }),
    db.agentVersion.findMany({ where: { agentId }, orderBy: { version: "asc" } }),
    db.llmConnection.findUnique({ where: { id: connectionId } }),
    db.webhookEndpoint.findUnique({ where: { id: endpointId } }),
    db.webhookDelivery.findUnique({ where: { id: deliveryId } }),
    db.doNotCallEntry.findUnique({ where: { id: entryId } }),
    db.callerNumber.findUnique({ where: { id: numberId } }),
    db.tool.findUnique({ where: { id: toolId } }),
    db.apiKey.findUnique({ where: { id: keyId }, include: { rolledTo: true } }),
    db.agentTest.findUnique({ where: { id: testId } }),
    db.agentTestRun.findUnique({ where: { id: runId } }),
    db.agentTestRun.count({ where: { agentId } }),
    db.knowledgeBase.findUnique({ where: { id: kbId } }),
    db.knowledgeDocument.findUnique({ where: { id: documentId }, omit: { content: true } }),
    db.experiment.findUnique({ where: { id: experimentId } }),
    db.alertRule.findUnique({ where: { id: ruleId } }),
  ]);
}

/** What a request of the other mode could change of a mode's call and campaign. */
async function snapshotResources(resources: Resources) {
  return Promise.all([
    db.call.findUniqueOrThrow({ where: { id: resources.callId }, select: { status: true } }),
    db.campaign.findUniqueOrThrow({ where: { id: resources.campaignId }, select: { status: true, updatedAt: true } }),
    db.campaignRecipient.count({ where: { campaignId: resources.campaignId } }),
  ]);
}

beforeAll(async () => {
  server = await startAppServer();
  toolEndpoint = await startToolEndpoint();
  a = await workspace("A");
  b = await workspace("B");
});
afterAll(async () => {
  await server?.close();
  await toolEndpoint?.close();
  await carrier.close();
});

describe("every workspace endpoint × every wrong credential", () => {
  const endpoints = workspaceEndpoints();

  it("covers every keyed operation of the OpenAPI document, each URL with every path parameter filled in", async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // /public/ operations take no API key (click-to-call admits by origin): no credential to get wrong.
    const documented = Object.entries(document.paths)
      .map(([path, byMethod]) => [path.replace(/^\/v1/, ""), byMethod] as const)
      .filter(([path]) => !path.startsWith("/public/"))
      .flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`));
    expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(documented.sort());
    for (const endpoint of endpoints) expect(urlOf(endpoint, a), endpoint.name).not.toMatch(/[{}]/);
  });

  const cases: Array<{ name: string; key: (e: Endpoint) => string | null; status: number; code: string }> = [
    { name: "no key", key: () => null, status: 401, code: "UNAUTHENTICATED" },
    { name: "revoked key", key: () => a.keys.revoked, status: 401, code: "INVALID_API_KEY" },
    { name: "other workspace's key", key: () => b.keys.live, status: 403, code: "WORKSPACE_MISMATCH" },
    { name: "key without the scope", key: (e) => a.withoutScope[e.scope], status: 403, code: "INSUFFICIENT_SCOPE" },
  ];

  for (const endpoint of endpoints) {
    for (const wrong of cases) {
      it(`${endpoint.method} ${endpoint.path} with ${wrong.name} → ${wrong.status} ${wrong.code}, nothing of A or B shown`, async () => {
        const url = urlOf(endpoint, a);
        const before = await db.call.count();
        const { status, text } = await call(endpoint, wrong.key(endpoint), url, bodyOf(endpoint, a));
        expect({ status, code: JSON.parse(text).code }).toEqual({ status: wrong.status, code: wrong.code });
        expectNoLeak(text, url, a, b);
        expect(await db.call.count()).toBe(before);
      });
    }

    it(`${endpoint.method} ${endpoint.path} with A's test key works, and shows nothing of B`, async () => {
      // Configuration is shared by both modes; what a DELETE removes, or a cancel or resume moves, is made for it alone.
      const settings = OWN_CONFIGURATION(endpoint) ? await configuration(a.workspaceId) : a.configuration;
      if (endpoint.method === "POST" && endpoint.path.endsWith("/experiments"))
        // One experiment runs per agent: a new one needs the agent's stopped.
        await db.experiment.update({ where: { id: settings.experimentId }, data: { status: "stopped" } });
      const resources = DISPOSABLE.test(endpoint.path)
        ? { ...a.test, campaignId: await campaign(a, "test", endpoint.path.endsWith("/resume")) }
        : STEERING.test(endpoint.path)
          ? { ...a.test, callId: await callInProgress(a, "test") }
          : a.test;
      const url = urlOf(endpoint, a, resources, settings);
      const { status, text } = await call(endpoint, a.keys.test, url, bodyOf(endpoint, a));
      expect(status, text).toBeGreaterThanOrEqual(200);
      expect(status, text).toBeLessThan(300);
      expectNoLeak(text, url, b);
      // The tool's test really reached the business endpoint, signed.
      if (endpoint.path.endsWith("/tools/{toolId}/test"))
        expect(JSON.parse(text).data).toMatchObject({ status: 200, error: null });
      const created =
        endpoint.method === "POST" ? (JSON.parse(text) as { data?: { id?: string } }).data?.id : undefined;
      if (created?.startsWith("call_") && created !== a.test.callId) {
        expect((await db.call.findUniqueOrThrow({ where: { id: created } })).mode).toBe("test");
      }
      if (created?.startsWith("cmp_") && created !== resources.campaignId) {
        expect((await db.campaign.findUniqueOrThrow({ where: { id: created } })).mode).toBe("test");
      }
    });

    if (namesConfiguration(endpoint)) {
      it(`${endpoint.method} ${endpoint.path} in A with A's key but B's ids → 404, B's configuration unchanged and not shown`, async () => {
        const url = urlOf(endpoint, a, a, b.configuration);
        const before = await snapshotConfiguration(b);
        const { status, text } = await call(endpoint, a.keys.live, url, bodyOf(endpoint, a));
        expect({ status, code: JSON.parse(text).code }).toEqual({ status: 404, code: "NOT_FOUND" });
        expectNoLeak(text, url, b);
        expect(await snapshotConfiguration(b)).toEqual(before);
      });
    } else if (RESOURCE_PARAMETERS.some((parameter) => endpoint.path.includes(parameter))) {
      it(`${endpoint.method} ${endpoint.path} in A with A's key but B's resource id → 404, nothing of B`, async () => {
        const url = urlOf(endpoint, a, b);
        const { status, text } = await call(endpoint, a.keys.live, url, bodyOf(endpoint, a));
        expect({ status, code: JSON.parse(text).code }).toEqual({ status: 404, code: "NOT_FOUND" });
        expectNoLeak(text, url, b);
      });

      for (const [keyMode, otherMode] of [
        ["test", "live"],
        ["live", "test"],
      ] as const) {
        it(`${endpoint.method} ${endpoint.path} in A with A's ${keyMode} key but A's ${otherMode} resource id → 404, nothing of the ${otherMode} world changed or shown`, async () => {
          const other = otherMode === "live" ? a : a.test;
          const url = urlOf(endpoint, a, other);
          const before = await snapshotResources(other);
          const calls = await db.call.count();
          const { status, text } = await call(endpoint, a.keys[keyMode], url, bodyOf(endpoint, a));
          expect({ status, code: JSON.parse(text).code }).toEqual({ status: 404, code: "NOT_FOUND" });
          expect(await snapshotResources(other)).toEqual(before);
          expect(await db.call.count()).toBe(calls);
        });
      }
    } else if (endpoint.method === "GET") {
      for (const [keyMode, otherMode] of [
        ["test", "live"],
        ["live", "test"],
      ] as const) {
        it(`${endpoint.method} ${endpoint.path} with A's ${keyMode} key lists nothing of A's ${otherMode} world`, async () => {
          const other = otherMode === "live" ? a : a.test;
          // A list's largest page; a read with a query of its own (a period, a person) has no pages.
          const url = urlOf(endpoint, a);
          const { status, text } = await call(
            endpoint,
            a.keys[keyMode],
            url.includes("?") ? url : `${url}?limit=100`,
            undefined,
          );
          expect(status, text).toBe(200);
          for (const id of [other.callId, other.contactId, other.campaignId])
            expect(text, `${keyMode} key saw ${id}`).not.toContain(id);
        });
      }
    }
  }

  it("the same Idempotency-Key from A's test key and then A's live key places two calls, one per mode", async () => {
    const endpoint = endpoints.find((e) => e.path.endsWith("/originate-manual"))!;
    const body = JSON.stringify({ agentId: a.agentId, to: phoneNumber(nextNumber++) });
    const idempotencyKey = crypto.randomUUID();
    const send = (key: string) =>
      fetch(urlOf(endpoint, a), {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          "idempotency-key": idempotencyKey,
        },
        body,
      });
    const test = await send(a.keys.test);
    const live = await send(a.keys.live);
    expect([test.status, live.status]).toEqual([202, 202]);
    expect(live.headers.get("idempotent-replayed")).toBeNull();
    const ids = [
      ((await test.json()) as { data: { id: string } }).data.id,
      ((await live.json()) as { data: { id: string } }).data.id,
    ];
    const placed = await db.call.findMany({ where: { id: { in: ids } }, select: { id: true, mode: true } });
    expect(new Map(placed.map((row) => [row.id, row.mode]))).toEqual(
      new Map([
        [ids[0], "test"],
        [ids[1], "live"],
      ]),
    );
  });

  it("an originate in A naming B's agent is refused without touching B", async () => {
    const endpoint = endpoints.find((e) => e.path.endsWith("/originate-manual"))!;
    const { status, text } = await call(
      endpoint,
      a.keys.live,
      urlOf(endpoint, a),
      JSON.stringify({ agentId: b.agentId, to: phoneNumber(nextNumber++) }),
    );
    expect({ status, code: JSON.parse(text).code }).toEqual({ status: 422, code: "AGENT_NOT_FOUND" });
    expect(await db.call.count({ where: { agentId: b.agentId, workspaceId: a.workspaceId } })).toBe(0);
  });
});

describe("webhook targets in private ranges", () => {
  const PRIVATE_TARGETS = [
    "http://127.0.0.1/hook",
    "http://localhost/hook",
    "http://127.1/hook",
    "http://2130706433/hook",
    "http://0x7f000001/hook",
    "http://0.0.0.0/hook",
    "http://10.0.0.5/hook",
    "http://172.16.3.4/hook",
    "http://192.168.1.10/hook",
    "http://100.64.0.1/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[fe80::1]/hook",
    "http://[fd00::1]/hook",
    // Reserved for documentation and benchmarking: not on the internet, maybe on our network
    "http://192.0.2.10/hook",
    "http://198.51.100.10/hook",
    "http://203.0.113.10/hook",
    "http://198.18.0.1/hook",
    "http://[2001:db8::1]/hook",
    // IPv6 forms that carry a private or reserved IPv4 address
    "http://[::ffff:0:127.0.0.1]/hook",
    "http://[::127.0.0.1]/hook",
    "http://[64:ff9b::169.254.169.254]/latest/meta-data",
    "http://[2002:7f00:1::1]/hook",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook",
  ];

  for (const url of PRIVATE_TARGETS) {
    it(`refuses to save ${url}`, async () => {
      const saving = db.$transaction((tx) => saveWebhookEndpoint(tx, a.workspaceId, { url }));
      await expect(saving).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
      expect(await db.webhookEndpoint.count({ where: { url } })).toBe(0);
    });
  }

  it("refuses to deliver to a private address even when the endpoint got stored (e.g. DNS changed since)", async () => {
    let hits = 0;
    const receiver = createServer((_, res) => {
      hits += 1;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hook`;
      const endpoint = await createWebhookEndpoint(db, a.workspaceId, url);
      await transaction((tx) =>
        emitWebhookEvent(tx, {
          workspaceId: a.workspaceId,
          type: "contact.created",
          subjectId: `ssrf-${Date.now()}`,
          data: { probe: true },
        }),
      );
      const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.endpointId } });

      expect(await attemptDelivery(delivery.id, 1_000)).toBe("retry");
      expect(hits).toBe(0);
      const attempt = await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/private|reserved/i);
    } finally {
      receiver.close();
    }
  });
});
