import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The fake business endpoint listens on localhost.
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
});

import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// Tools through /v1: created, read, changed, tested for real against an endpoint that verifies the
// signature, rotated, and deleted unless an agent uses them; with every error a user can cause.

let app: AppServer;
let ws: V1Workspace;
let endpoint: ToolEndpoint;
let counter = 0;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  endpoint = await startToolEndpoint();
});
afterAll(async () => {
  await app?.close();
  await endpoint?.close();
});

const client = () => v1Client(app.url, ws.apiKey);
const toolsPath = () => `/v1/workspaces/${ws.workspaceId}/tools`;
const request = (method: string, path: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${ws.apiKey}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const orderLookup = (overrides: Record<string, unknown> = {}) => ({
  name: `lookup_order_${++counter}`,
  description: "Looks up an order by its number.",
  parameters: {
    type: "object",
    properties: { orderNumber: { type: "string", pattern: "^[0-9]+$" } },
    required: ["orderNumber"],
  },
  url: `${endpoint.url}/orders`,
  headers: { Authorization: "Bearer sk-business-0123456789abcd" },
  messages: { start: "Let me look that up.", failed: "I could not reach the order system." },
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const response = await client().post(toolsPath(), orderLookup(overrides));
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: string; name: string; signingSecret: string };
}

describe("creating and reading tools", () => {
  it("creates a tool with defaults, shows its secret once and its header values only as their last 4", async () => {
    const response = await client().post(toolsPath(), orderLookup());
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      id: expect.stringMatching(/^tool_/),
      method: "POST",
      timeoutSec: 20,
      async: false,
      headers: { Authorization: "…abcd" },
      messages: { start: "Let me look that up.", failed: "I could not reach the order system." },
      signingSecret: expect.stringMatching(/^whsec_/),
    });

    const read = await (await client().get(`${toolsPath()}/${data.id}`)).json();
    expect(read.data).toEqual({ ...data, signingSecret: undefined });
    expect(JSON.stringify(read)).not.toContain("sk-business");
    expect(JSON.stringify(read)).not.toContain("whsec_");
    // Sealed in the database, not stored as given.
    const row = await db.tool.findUniqueOrThrow({ where: { id: data.id } });
    expect(JSON.stringify(row)).not.toContain("sk-business");
    expect(JSON.stringify(row)).not.toContain(data.signingSecret);

    const list = await (await client().get(toolsPath())).json();
    expect(list.data.items.map((tool: { id: string }) => tool.id)).toContain(data.id);
  });

  it("refuses a bad JSON Schema with a 400 naming the path inside `parameters`", async () => {
    const response = await client().post(
      toolsPath(),
      orderLookup({ parameters: { type: "object", properties: { orderNumber: { type: "strung" } } } }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(body.details.issues[0].path).toEqual(["parameters", "properties", "orderNumber", "type"]);
  });

  it("refuses a pattern RE2 cannot compile (a lookahead, a backreference) with a 400 naming its path", async () => {
    for (const [parameters, path] of [
      [
        { type: "object", properties: { code: { type: "string", pattern: "^(?=a)a+$" } } },
        ["parameters", "properties", "code", "pattern"],
      ],
      [{ type: "object", patternProperties: { "^(x)\\1$": {} } }, ["parameters", "patternProperties", "^(x)\\1$"]],
      // A parameter whose name holds a dot is one key of the path, not two.
      [
        { type: "object", properties: { "order.code": { type: "string", pattern: "^(?=a)a+$" } } },
        ["parameters", "properties", "order.code", "pattern"],
      ],
    ] as const) {
      const response = await client().post(toolsPath(), orderLookup({ parameters }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(body.details.issues[0].path).toEqual(path);
      expect(body.details.issues[0].message).toMatch(/RE2/);
    }
  });

  it("refuses a pattern over the limits (a 16.8 KB one, a 1,000-repeat) with a 400 naming its path, and stays up", async () => {
    for (const [pattern, message] of [
      ["x{1000}".repeat(2400), "A pattern has at most 512 characters, not 16800"],
      ["^(?:a|b){1000}$", /compiles to \d+ RE2 instructions, more than 1000/],
      ["(?<=\\$)\\d+", "RE2 has no lookbehind (`(?<=…)`, `(?<!…)`)"],
    ] as const) {
      const parameters = { type: "object", properties: { code: { type: "string", pattern } } };
      const response = await client().post(toolsPath(), orderLookup({ parameters }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.details.issues).toEqual([
        { path: ["parameters", "properties", "code", "pattern"], message: expect.anything() },
      ]);
      expect(body.details.issues[0].message).toMatch(message);
    }
    expect((await client().get(toolsPath())).status).toBe(200);
  });

  it.each([
    ["a name with a space", { name: "look up" }, "name"],
    ["a built-in tool's name", { name: "end_call" }, "name"],
    ["a parameters schema that is not an object schema", { parameters: { type: "string" } }, "parameters"],
    ["a timeout over 120 s", { timeoutSec: 121 }, "timeoutSec"],
    ["a method other than GET or POST", { method: "PUT" }, "method"],
    ["an ftp URL", { url: "ftp://example.com/x" }, "url"],
    ["a header svc sets itself", { headers: { "Webhook-Signature": "x" } }, "headers"],
    ["a header value with a newline", { headers: { "X-Api-Key": "a\r\nX-Evil: 1" } }, "headers"],
  ])("refuses %s (400 naming the field)", async (_case, overrides, field) => {
    const response = await client().post(toolsPath(), orderLookup(overrides));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.issues.map((issue: { path: (string | number)[] }) => issue.path[0])).toContain(field);
  });

  it("refuses a second tool with the same name in the workspace (409)", async () => {
    const first = await created();
    const response = await client().post(toolsPath(), orderLookup({ name: first.name }));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("CONFLICT");
  });

  it("answers 404 for a tool id that does not exist", async () => {
    const response = await client().get(`${toolsPath()}/tool_nope`);
    expect(response.status).toBe(404);
  });
});

describe("changing and deleting tools", () => {
  it("PATCH changes the fields named, sets and removes headers, and keeps the rest", async () => {
    const tool = await created({
      headers: { Authorization: "Bearer sk-business-0123456789abcd", "X-Tenant": "tenant-0123456789" },
    });
    const response = await request("PATCH", `${toolsPath()}/${tool.id}`, {
      timeoutSec: 5,
      headers: { "X-Tenant": null, "X-Region": "eu-west-1-abcdef" },
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      timeoutSec: 5,
      method: "POST",
      description: "Looks up an order by its number.",
      headers: { Authorization: "…abcd", "X-Region": "…cdef" },
    });
    expect(data.headers["X-Tenant"]).toBeUndefined();
  });

  it("a tool an agent uses is not deleted: 409 naming the agents; once removed from them it is", async () => {
    const tool = await created();
    await db.agent.update({ where: { id: ws.agentId }, data: { toolIds: [tool.id] } });
    const refused = await request("DELETE", `${toolsPath()}/${tool.id}`);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.details.agents).toEqual([{ id: ws.agentId, name: "Ada" }]);
    expect(body.error).toContain("Ada");

    await db.agent.update({ where: { id: ws.agentId }, data: { toolIds: [] } });
    expect((await request("DELETE", `${toolsPath()}/${tool.id}`)).status).toBe(200);
    expect(await db.tool.findUnique({ where: { id: tool.id } })).toBeNull();
  });
});

describe("testing a tool and rotating its secret", () => {
  it("makes the real, signed request and answers what came back", async () => {
    const tool = await created();
    endpoint.setSecret(tool.signingSecret);
    endpoint.answer = () => ({ json: { status: "shipped", eta: "Tuesday" } });
    const response = await client().post(`${toolsPath()}/${tool.id}/test`, { arguments: { orderNumber: "1234" } });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      status: 200,
      body: '{"status":"shipped","eta":"Tuesday"}',
      error: null,
      latencyMs: expect.any(Number),
    });

    const received = endpoint.requests.at(-1)!;
    expect(received.signatureValid).toBe(true);
    expect(received.headers.authorization).toBe("Bearer sk-business-0123456789abcd");
    expect(received.headers["idempotency-key"]).toBe(received.headers["webhook-id"]);
    expect(received.payload).toMatchObject({
      type: "tool.call",
      tool: { id: tool.id, name: tool.name },
      arguments: { orderNumber: "1234" },
      call: { id: null, mode: "test" },
    });
  });

  it("a GET tool gets the payload as its query, signed over the query string", async () => {
    const tool = await created({ method: "GET" });
    endpoint.setSecret(tool.signingSecret);
    endpoint.answer = () => ({ text: "in stock" });
    const { data } = await (
      await client().post(`${toolsPath()}/${tool.id}/test`, { arguments: { orderNumber: "77" } })
    ).json();
    expect(data).toMatchObject({ status: 200, body: "in stock" });
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe("GET");
    expect(received.signatureValid).toBe(true);
    expect(received.payload).toMatchObject({ type: "tool.call", arguments: { orderNumber: "77" } });
  });

  it("reports a 500 and arguments that do not match the schema", async () => {
    const tool = await created();
    endpoint.answer = () => ({ status: 500, json: { message: "database down" } });
    const { data } = await (
      await client().post(`${toolsPath()}/${tool.id}/test`, { arguments: { orderNumber: "1" } })
    ).json();
    expect(data).toMatchObject({ status: 500, error: "The endpoint answered HTTP 500." });

    const invalid = await client().post(`${toolsPath()}/${tool.id}/test`, { arguments: { orderNumber: "abc" } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).details.issues[0].path).toEqual(["arguments"]);
  });

  it("after a rotation both secrets sign for a while; the answer shows the new one once", async () => {
    const tool = await created();
    const rotated = await client().post(`${toolsPath()}/${tool.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    const { signingSecret } = (await rotated.json()).data;
    expect(signingSecret).toMatch(/^whsec_/);
    expect(signingSecret).not.toBe(tool.signingSecret);
    endpoint.answer = () => ({ json: {} });
    for (const secret of [signingSecret, tool.signingSecret]) {
      endpoint.setSecret(secret);
      await client().post(`${toolsPath()}/${tool.id}/test`, { arguments: { orderNumber: "5" } });
      expect(endpoint.requests.at(-1)!.signatureValid).toBe(true);
    }
  });

  it("a create replayed with the same Idempotency-Key makes one tool", async () => {
    const body = orderLookup();
    const first = await client().post(toolsPath(), body, { "Idempotency-Key": `tool-${counter}` });
    const second = await client().post(toolsPath(), body, { "Idempotency-Key": `tool-${counter}` });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.tool.count({ where: { workspaceId: ws.workspaceId, name: body.name } })).toBe(1);
  });
});
