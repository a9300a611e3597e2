import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRunInput, createTestInput } from "@/server/agent-tests/inputs";
import { createTestRun } from "@/server/agent-tests/runs";
import { createAgentTest } from "@/server/agent-tests/tests";
import { agentSettings } from "@/server/agents/inputs";
import { createAgent } from "@/server/agents/settings";
import { createCampaign } from "@/server/campaigns/campaigns";
import { createCampaignInput } from "@/server/campaigns/inputs";
import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { ERROR_CATALOG, type ErrorCode } from "@/server/errors";
import { createApiKey } from "@/server/keys/keys";
import { encryptSecret } from "@/server/secrets/encryption";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";
import { post } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// Every /v1 operation of the OpenAPI document, hit with what clients and attackers really send:
// wrong types, huge and unicode strings, missing fields, broken JSON, odd headers, wrong methods,
// arguments for a tool whose pattern backtracking engines take exponential time on, arguments
// nested deeper than anything may be. Whatever the input, svc must never answer 5xx, and every
// error must be the docs/api-contract.md §7 envelope with a code from the catalog and that code's
// status; and no input stalls the process (the last tests, on a server process of its own).

// FUZZ_REQUESTS and FUZZ_SEED let a developer run it shorter or replay a failure; CI uses the defaults.
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

interface Operation {
  method: string;
  /** Template relative to /v1, e.g. /workspaces/{id}/calls. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: { properties: Record<string, unknown>; required: string[] } | null;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

let server: AppServer;
let fixture: WorkspaceFixture;
let other: WorkspaceFixture;
let operations: Operation[];
/** Resources of `fixture` for the path parameters ({callId}, {contactId}, {agentId}, {version}, {toolId}, {campaignId}, {testId}, {runId}, …). */
let existing: Record<string, string>;
const statuses = new Map<number, number>();

beforeAll(async () => {
  server = await startAppServer();
  fixture = await createWorkspaceFixture(db);
  other = await createWorkspaceFixture(db);
  const { workspaceId } = fixture;
  // Made through the domain so it has version 1; its call keeps a DELETE from removing it (409).
  const settings = agentSettings.parse({
    name: "Fuzzed",
    voice: "en-US-Journey-O",
    language: "en-US",
    firstMessage: "Hi!",
    instructions: "",
  });
  const agent = await transaction((tx) => createAgent(tx, workspaceId, settings, { kind: "operator" }));
  const contact = await db.contact.create({ data: { workspaceId, phone: phoneNumber(999_999) } });
  const call = await db.call.create({
    data: { workspaceId, agentId: agent.id, to: contact.phone, from: fixture.fromNumber },
  });
  const connection = await db.llmConnection.create({
    data: { workspaceId, name: "Fuzzed", baseUrl: "https://93.184.216.34/v1", defaultModel: "m" },
  });
  const endpoint = await db.webhookEndpoint.create({
    data: { workspaceId, url: "https://93.184.216.34/hook", secret: "whsec_fuzz", events: [] },
  });
  const event = await db.webhookEvent.create({
    data: { id: "evt_fuzz", workspaceId, type: "webhook.test", subjectId: "test_fuzz", payload: {} },
  });
  const delivery = await db.webhookDelivery.create({
    data: { eventId: event.id, endpointId: endpoint.id, status: "failed" },
  });
  const entry = await db.doNotCallEntry.create({ data: { workspaceId, phone: phoneNumber(999_998) } });
  const number = await db.callerNumber.create({ data: { workspaceId, number: phoneNumber(999_997) } });
  // Stored past the save-time guard at a private address: its test is refused by the guard at the
  // request (documented outcome: 200 with `error`), so no fuzzed request leaves the machine.
  const tool = await db.tool.create({
    data: {
      workspaceId,
      name: "fuzzed",
      description: "x",
      parameters: REDOS_PARAMETERS,
      url: "http://127.0.0.1:9/x",
      secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
    },
  });
  // Starts next year, so it places no call while fuzzed (live, as the fuzzing key).
  const campaignInput = createCampaignInput.parse({
    name: "Fuzzed",
    agentId: fixture.agentId,
    schedule: { startAt: "2027-06-01T15:00:00Z" },
    recipients: [{ to: phoneNumber(999_996) }],
  });
  const campaign = await transaction((tx) => createCampaign(tx, { workspaceId, mode: "live" }, campaignInput));
  // A test of the agent and a queued run of it (this server plays nothing).
  const agentTest = await createAgentTest(
    db,
    workspaceId,
    agent.id,
    createTestInput.parse({ name: "Fuzzed", caller: { script: ["Hi."] } }),
  );
  const run = await transaction((tx) => createTestRun(tx, workspaceId, agent.id, createRunInput.parse({})));
  const knowledgeBase = await db.knowledgeBase.create({ data: { workspaceId, name: "Fuzzed" } });
  const document = await db.knowledgeDocument.create({
    data: { knowledgeBaseId: knowledgeBase.id, title: "Fuzzed", source: "text", status: "ready" },
  });
  const replay = await db.callReplay.create({
    data: { workspaceId, callId: call.id, agentId: agent.id, agentVersion: 1 },
  });
  // Stopped: it assigns no fuzzed call an arm.
  const experiment = await db.experiment.create({
    data: {
      workspaceId,
      agentId: agent.id,
      mode: "live",
      name: "Fuzzed",
      controlVersion: 1,
      variantVersion: 1,
      trafficPercent: 50,
      stickyBy: "call",
      metric: { kind: "successful", goal: "increase" },
      minCallsPerArm: 20,
      status: "stopped",
    },
  });
  const rule = await db.alertRule.create({
    data: {
      workspaceId,
      mode: "live",
      name: "Fuzzed",
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
    },
  });
  const erasure = await db.erasure.create({ data: { workspaceId, mode: "live" } });
  existing = {
    callId: call.id,
    contactId: contact.id,
    agentId: agent.id,
    version: "1",
    connectionId: connection.id,
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    entryId: entry.id,
    numberId: number.id,
    toolId: tool.id,
    campaignId: campaign.id,
    // Not the fuzz's own key: a roll or a revocation of it would end the run.
    keyId: (await createApiKey(db, { workspaceId, name: "Fuzzed", scopes: ["calls:read"] })).apiKey.id,
    testId: agentTest.id,
    runId: run.id,
    kbId: knowledgeBase.id,
    documentId: document.id,
    replayId: replay.id,
    experimentId: experiment.id,
    ruleId: rule.id,
    erasureId: erasure.id,
  };
  const response = await fetch(`${server.url}/v1/openapi.json`);
  expect(response.status).toBe(200);
  operations = operationsOf(await response.json());
  if (!operations.some((op) => op.path.startsWith("/public/click-to-call/"))) {
    // Not (yet) in the document, but a /v1 operation all the same.
    operations.push({
      method: "POST",
      path: "/public/click-to-call/{token}",
      pathParams: ["token"],
      queryParams: [],
      body: { properties: { origin: {}, phone: {}, name: {} }, required: ["origin", "phone"] },
    });
  }
});
afterAll(() => server?.close());

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: {
          content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
        };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => {
      const schema = op.requestBody?.content["application/json"]?.schema;
      return {
        method: method.toUpperCase(),
        path: path.replace(/^\/v1/, ""),
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        body: schema ? { properties: schema.properties ?? {}, required: schema.required ?? [] } : null,
      };
    }),
  );
}

/**
 * A tool's arguments schema as a workspace may write it: `^(a+)+$` takes a backtracking engine
 * 2^n steps on n a's and a "!", and `next` makes Ajv's validator recurse once per level.
 */
const REDOS_PARAMETERS = {
  type: "object",
  properties: { code: { type: "string", pattern: "^(a+)+$" }, next: { $ref: "#" } },
};

/** Arguments nested `depth` levels deep through `next`, as JSON text (JSON.stringify overflows the stack at a few thousand). */
function nestedArguments(depth: number): string {
  return `${'{"next":'.repeat(depth - 1)}{"code":"a"}${"}".repeat(depth - 1)}`;
}

// ── arbitraries ────────────────────────────────────────────────────────────

const latin1 = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });
const unicode = fc.string({ unit: "grapheme", maxLength: 40 });
const huge = fc.constantFrom("x".repeat(70_000), "é".repeat(40_000), "😀".repeat(20_000), "a".repeat(300));
const weirdText = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "..",
  "%00",
  "\u0000",
  "' OR 1=1 --",
  "<script>",
  "\u202e",
  "\ud800",
  "x\udc00",
);
/** Cursors no page ever handed out: dates Postgres cannot hold, NULs, extra parts, not base64url. */
const garbageCursor = fc.constantFrom(
  ...[
    "-100000-01-01T00:00:00.000Z|call_1",
    "2026-01-01T00:00:00.000Z|call_\u0000",
    "2026-01-01T00:00:00.000Z|call_1|x",
    "|",
    `2026-01-01T00:00:00.000Z|${"a".repeat(3_000)}`,
  ].map((text) => Buffer.from(text).toString("base64url")),
  "%%%",
  "AAAA",
);
/** Raw path fragments that are no valid percent-encoding. */
const badEscape = fc.constantFrom("%E0%A4%A", "%ZZ", "%", "%C0%AF", "%ud800");

/** Any JSON value, oddities included (__proto__ keys, deep arrays, big numbers). */
const anyJson = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, JSON.parse('{"__proto__":{"admin":true}}'), [
      [[[[]]]],
    ]),
  },
);

function goodValue(name: string): fc.Arbitrary<unknown> {
  const n = fc.integer({ min: 0, max: 999_999 }).map(phoneNumber);
  const known: Record<string, fc.Arbitrary<unknown>> = {
    agentId: fc.constantFrom(fixture.agentId, existing.agentId, other.agentId),
    to: n,
    from: fc.constantFrom(fixture.fromNumber, "+14155550199"),
    phone: n,
    origin: fc.constantFrom(fixture.origin, "https://evil.example"),
    name: unicode,
    email: fc.emailAddress(),
    metadata: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
    number: n,
    numbers: fc.array(fc.oneof(n, fc.constantFrom("(415) 555-2671", "nonsense", "+1415")), {
      minLength: 1,
      maxLength: 20,
    }),
    country: fc.constantFrom("US", "GB", "XX"),
    label: fc.oneof(unicode, fc.constant(null)),
    reason: fc.oneof(unicode, fc.constant(null)),
    baseUrl: fc.constantFrom("https://93.184.216.34/v1", "http://10.0.0.1/v1", "http://169.254.169.254/latest"),
    url: fc.constantFrom("https://93.184.216.34/hook", "http://127.0.0.1/hook", "ftp://example.com"),
    defaultModel: fc.constantFrom("gpt-4o-mini", ""),
    apiKey: fc.string({ maxLength: 40 }),
    events: fc.subarray(["call.completed", "call.summary_ready", "lead.created", "call.nope"]),
    enabled: fc.boolean(),
    voice: fc.constantFrom("en-US-Journey-O", "en-GB-Neural2-A", "nope"),
    ttsProvider: fc.constantFrom("Google", "ElevenLabs", "Nope"),
    language: fc.constantFrom("en-US", "de-DE", "xx-XX"),
    firstMessage: unicode,
    instructions: unicode,
    brain: fc.constantFrom("script", "llm"),
    temperature: fc.oneof(fc.double({ min: -1, max: 3, noNaN: true }), fc.constant("0.5")),
    tools: fc.subarray(["end_call", "transfer_call", "nope"]),
    variables: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
    arguments: fc.oneof(
      fc.integer({ min: 1, max: 100_000 }).map((n) => ({ code: `${"a".repeat(n)}!` })),
      fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse(nestedArguments(depth)) as unknown),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
    ),
  };
  return known[name] ?? fc.string({ maxLength: 20 });
}

const fieldValue = (name: string) =>
  fc.oneof(
    { weight: 5, arbitrary: goodValue(name) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: unicode },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: weirdText },
  );

function bodyOf(op: Operation): fc.Arbitrary<string | undefined> {
  const names = Object.keys(op.body?.properties ?? {});
  // Valid requests (so the deep paths run too) and mutations of them (wrong, missing, extra fields).
  const valid = fc.record(Object.fromEntries(names.map((name) => [name, goodValue(name)])), {
    requiredKeys: op.body?.required.filter((n) => names.includes(n)) ?? [],
  });
  const mutated = fc
    .record(Object.fromEntries(names.map((name) => [name, fieldValue(name)])), { requiredKeys: [] })
    .chain((fields) =>
      fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }).map((extra) => ({ ...extra, ...fields })),
    );
  const shaped = fc
    .oneof({ weight: 3, arbitrary: valid }, { weight: 5, arbitrary: mutated })
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 14, arbitrary: shaped },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: latin1(50) },
    { weight: 1, arbitrary: shaped.map((json) => json.slice(0, Math.max(1, json.length - 3))) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
    },
    {
      weight: 1,
      arbitrary: huge.map((text) => JSON.stringify({ to: text, agentId: text, phone: text, origin: text })),
    },
    // Numbers beyond double precision and lone surrogates, as raw JSON text.
    { weight: 1, arbitrary: shaped.map((json) => json.replace(/"[^"]*"(?=[,}])/, "1e400")) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"to":"\\ud800","agentId":"agt_1"}',
        '{"metadata":{"\\udc00":"x"}}',
        '{"phone":"\\ud83d","origin":"x"}',
      ),
    },
  );
}

/** Real values of `fixture` for each path parameter. */
const ownValues = (): Record<string, string> => ({ id: fixture.workspaceId, token: fixture.sourceId, ...existing });

function pathValue(name: string): fc.Arbitrary<string> {
  const own = ownValues();
  const foreign: Record<string, string> = { id: other.workspaceId, token: other.sourceId };
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(own[name] ?? "call_00000000000000000000000000000000") },
    { weight: 1, arbitrary: fc.constant(foreign[name] ?? other.agentId) },
    { weight: 1, arbitrary: unicode },
    { weight: 1, arbitrary: weirdText },
    { weight: 1, arbitrary: fc.constantFrom("x".repeat(3_000), `${fixture.workspaceId}%2F..`) },
  );
}

function headersOf(op: Operation): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { weight: 16, arbitrary: fc.constant(`Bearer ${fixture.keys.live}`) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(fixture.keys.test, fixture.keys.revoked, fixture.keys.readOnly, other.keys.live)
        .map((key) => `Bearer ${key}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "Bearer",
        "Bearer ",
        "Basic dXNlcjpwYXNz",
        `bearer  ${fixture.keys.live}`,
        `Bearer ${fixture.keys.live.slice(0, -1)}X`,
      ),
    },
    { weight: 1, arbitrary: latin1(80).map((junk) => `Bearer ${junk}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${"svc_sk_live_".padEnd(4_000, "A")}`) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/merge-patch+json",
        "multipart/form-data; boundary=x",
        "json",
        "",
      ),
    },
  );
  return fc.record(
    {
      authorization,
      "content-type": contentType,
      "idempotency-key": fc.oneof(
        fc.uuid(),
        latin1(20),
        fc.constantFrom("", " ", "k".repeat(255), "k".repeat(256), "k".repeat(3_000)),
      ),
      "x-request-id": fc.oneof(latin1(40), fc.constant("req_ok-1")),
      "if-match": fc.oneof(
        fc.constantFrom('"1"', 'W/"1"', '"2", "1"', '"999999999"', '"9999999999"', "*", "1", ""),
        latin1(20),
      ),
      origin: op.path.startsWith("/public/")
        ? fc.constantFrom(fixture.origin, other.origin, "null", "https://evil.example", "")
        : latin1(20),
      accept: fc.constantFrom("application/json", "*/*", "text/html", "application/xml"),
    },
    // Mostly present, so requests get past authentication; "" and the junk values cover the rest.
    { requiredKeys: ["authorization", "content-type"] },
  );
}

function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map(pathValue));
  const query = fc.dictionary(
    fc.constantFrom(...op.queryParams, "limit", "cursor", "status", "x"),
    fc.oneof(latin1(20), unicode, garbageCursor, fc.constantFrom("-1", "1e9", "0", "[]", "queued")),
    { maxKeys: 3 },
  );
  const rawEscape = fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: badEscape });
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  return fc
    .record({ params, query, method, headers: headersOf(op), body: bodyOf(op), rawEscape })
    .map(({ params, query, method, headers, body, rawEscape }) => {
      let path = op.path;
      op.pathParams.forEach(
        (name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i].toWellFormed()))),
      );
      // Now and then a path segment (or the query) carries an escape no decoder accepts, as sent.
      if (rawEscape) path = `${path}${rawEscape}`;
      const search = [new URLSearchParams(query).toString(), rawEscape ? `cursor=${rawEscape}` : ""]
        .filter(Boolean)
        .join("&");
      const request: FuzzRequest = {
        method,
        url: `${server.url}/v1${path}${search ? `?${search}` : ""}`,
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : body,
      };
      // Counterexamples can be megabytes (huge strings): report them shortened.
      return Object.assign(request, {
        [fc.toStringMethod]: () =>
          JSON.stringify(request, (_, v) =>
            typeof v === "string" && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
          ),
      });
    });
}

// ── the property ───────────────────────────────────────────────────────────

const ENVELOPE_KEYS = ["code", "details", "error", "success"];

/** One request on its own connection, so a connection closed after one answer cannot fail the next. */
function send(request: FuzzRequest): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    // Framed explicitly: Node sends an OPTIONS or DELETE body unframed unless told its length.
    const headers =
      request.body === undefined
        ? request.headers
        : { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) };
    const outgoing = httpRequest(request.url, { method: request.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"] ?? "",
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

async function checkResponse(request: FuzzRequest): Promise<void> {
  const response = await send(request);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const { text } = response;
  const context = `${request.method} ${request.url.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  if (request.method === "HEAD" || response.status === 204 || response.status < 400) return;
  expect(response.contentType, context).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { success: unknown; code: ErrorCode; error: unknown; details: unknown };
  expect(Object.keys(body).sort(), context).toEqual(ENVELOPE_KEYS);
  expect(body.success, context).toBe(false);
  expect(Object.keys(ERROR_CATALOG), context).toContain(body.code);
  expect(ERROR_CATALOG[body.code].status, context).toBe(response.status);
  expect(typeof body.error === "string" && body.error.length > 0, context).toBe(true);
  expect(body.details === null || (typeof body.details === "object" && !Array.isArray(body.details)), context).toBe(
    true,
  );
}

it("has an existing resource for every path parameter of the document, so requests reach past the look-up", () => {
  const own = ownValues();
  expect(
    operations.flatMap((op) =>
      op.pathParams.filter((name) => !(name in own)).map((name) => `${op.method.toUpperCase()} ${op.path}: {${name}}`),
    ),
  ).toEqual([]);
});

it(`answers ${TOTAL_REQUESTS}+ fuzzed requests over every /v1 operation without a 5xx, every error in the envelope`, async () => {
  const perOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
  // Operations run side by side (each property is sequential), like independent clients.
  await Promise.all(
    operations.map((op) =>
      fc.assert(fc.asyncProperty(requestOf(op), checkResponse), {
        numRuns: perOperation,
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
        endOnFailure: true,
      }),
    ),
  );
  const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    `fuzz: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
  );
  expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
});

// ── no input stalls the process ────────────────────────────────────────────

describe("inputs that stall or crash a naive validator, on a server process of its own", () => {
  let stack: Stack;
  beforeAll(async () => {
    // The tool's URL is on loopback; no argument here is valid, so no request is made to it.
    stack = await startStack({ env: { TOOLS_ALLOW_PRIVATE_TARGETS: "true" } });
  });
  afterAll(() => stack?.teardown());

  /** The server's health check answers while `work` is under way, every time it is asked. */
  async function answersHealthChecksDuring(work: Promise<unknown>): Promise<void> {
    let done = false;
    void work.finally(() => (done = true));
    let asked = 0;
    while (!done || asked < 3) {
      const health = await fetch(`${stack.server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(200);
      asked += 1;
    }
  }

  it("checks arguments against `^(a+)+$` and arguments nested 8,000 deep while health checks answer", async () => {
    const { workspaceId, keys } = stack.fixture;
    const headers = { authorization: `Bearer ${keys.live}` };
    const tools = `${stack.server.url}/v1/workspaces/${workspaceId}/tools`;
    const created = await post(
      tools,
      headers,
      JSON.stringify({ name: "redos", description: "x", parameters: REDOS_PARAMETERS, url: "http://127.0.0.1:9/x" }),
    );
    expect(created).toMatchObject({ kind: "response", status: 201 });
    const toolId = created.kind === "response" ? created.body.data!.id : "";
    const test = (args: string) => post(`${tools}/${toolId}/test`, headers, `{"arguments":${args}}`, 60_000);

    // 32 characters took a backtracking engine 20 s, and each one more doubles it.
    const redos = test(JSON.stringify({ code: `${"a".repeat(50_000)}!` }));
    await answersHealthChecksDuring(redos);
    expect(await redos).toMatchObject({ kind: "response", status: 400, body: { code: "VALIDATION_ERROR" } });

    // Arrays, so that 8,000 levels fit in the 64 KiB a body may have.
    const deep = test(`{"code":"a","deep":${"[".repeat(8_000)}${"]".repeat(8_000)}}`);
    await answersHealthChecksDuring(deep);
    expect(await deep).toMatchObject({ kind: "response", status: 400, body: { code: "VALIDATION_ERROR" } });
  });
});
