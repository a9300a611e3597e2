import { createConfig, lintFromString } from "@redocly/openapi-core";
import { createWorkspaceStore } from "@scalar/workspace-store/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbReady } from "@/server/db/client";
import { ERROR_CODES } from "@/server/errors";
import { startAppServer, type AppServer } from "../helpers/app-server";

// /v1/openapi.json is what the SDK and integrators build on: it must be valid and tell the truth.

let app: AppServer;
let document: {
  openapi: string;
  info: { description: string };
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
        parameters?: { name: string; in: string }[];
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
let response: Response;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  response = await fetch(`${app.url}/v1/openapi.json`);
  document = await response.clone().json();
});
afterAll(() => app?.close());

const ENDPOINTS = [
  "post /workspaces/{id}/calls/originate-manual",
  "post /workspaces/{id}/calls",
  "get /workspaces/{id}/calls",
  "get /workspaces/{id}/calls/{callId}",
  "post /workspaces/{id}/calls/{callId}/cancel",
  "post /workspaces/{id}/contacts",
  "get /workspaces/{id}/contacts",
  "get /workspaces/{id}/contacts/{contactId}",
  "get /workspaces/{id}/agents",
  "post /workspaces/{id}/agents",
  "get /workspaces/{id}/agents/{agentId}",
  "patch /workspaces/{id}/agents/{agentId}",
  "delete /workspaces/{id}/agents/{agentId}",
  "get /workspaces/{id}/agents/{agentId}/versions",
  "get /workspaces/{id}/agents/{agentId}/versions/{version}",
  "get /workspaces/{id}/leads",
  "post /workspaces/{id}/llm-connections",
  "get /workspaces/{id}/llm-connections",
  "get /workspaces/{id}/llm-connections/{connectionId}",
  "patch /workspaces/{id}/llm-connections/{connectionId}",
  "delete /workspaces/{id}/llm-connections/{connectionId}",
  "post /workspaces/{id}/webhook-endpoints",
  "get /workspaces/{id}/webhook-endpoints",
  "get /workspaces/{id}/webhook-endpoints/{endpointId}",
  "patch /workspaces/{id}/webhook-endpoints/{endpointId}",
  "delete /workspaces/{id}/webhook-endpoints/{endpointId}",
  "post /workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret",
  "post /workspaces/{id}/webhook-endpoints/{endpointId}/test",
  "get /workspaces/{id}/webhook-endpoints/{endpointId}/deliveries",
  "post /workspaces/{id}/webhook-endpoints/deliveries/{deliveryId}/redeliver",
  "get /workspaces/{id}/do-not-call",
  "post /workspaces/{id}/do-not-call",
  "delete /workspaces/{id}/do-not-call/{entryId}",
  "post /workspaces/{id}/numbers",
  "get /workspaces/{id}/numbers",
  "get /workspaces/{id}/numbers/{numberId}",
  "patch /workspaces/{id}/numbers/{numberId}",
  "delete /workspaces/{id}/numbers/{numberId}",
  "post /workspaces/{id}/numbers/{numberId}/sync",
];

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document that validates, served with the /v1 headers", async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit-limit")).toBeTruthy();
    expect(document.openapi).toMatch(/^3\.1\./);
    const config = await createConfig({ extends: ["minimal"] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    expect(
      problems
        .filter((problem) => problem.severity === "error")
        .map((problem) => `${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it("lists every endpoint, the public click-to-call one included", () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining([...ENDPOINTS, "post /public/click-to-call/{token}"]));
  });

  it("documents 202 for queued calls, 201 for created contacts, and never a 200 beside them", () => {
    const originate = document.paths["/workspaces/{id}/calls/originate-manual"].post;
    expect(Object.keys(originate.responses)).toContain("202");
    expect(Object.keys(originate.responses)).not.toContain("200");
    expect(Object.keys(document.paths["/workspaces/{id}/calls"].post.responses)).toContain("202");
    expect(Object.keys(document.paths["/workspaces/{id}/contacts"].post.responses)).toContain("201");
    expect(originate.responses["202"].headers).toHaveProperty("RateLimit-Remaining");
    expect(originate.responses["202"].headers).toHaveProperty("Idempotent-Replayed");
    for (const created of [
      "/workspaces/{id}/llm-connections",
      "/workspaces/{id}/webhook-endpoints",
      "/workspaces/{id}/numbers",
    ]) {
      expect(Object.keys(document.paths[created].post.responses), created).toContain("201");
    }
    for (const accepted of [
      "/workspaces/{id}/webhook-endpoints/{endpointId}/test",
      "/workspaces/{id}/numbers/{numberId}/sync",
    ])
      expect(Object.keys(document.paths[accepted].post.responses), accepted).toContain("202");
    expect(Object.keys(document.paths["/workspaces/{id}/llm-connections/{connectionId}"].delete.responses)).toContain(
      "409",
    );
  });

  it("documents the error envelope, the Idempotency-Key header and bearer auth", () => {
    expect(document.components.schemas.Error).toMatchObject({ required: ["success", "code", "error", "details"] });
    expect(Object.keys(document.components.schemas).filter((name) => name.startsWith("error."))).toEqual([]);
    for (const endpoint of ENDPOINTS) {
      const [method, path] = endpoint.split(" ");
      const operation = document.paths[path][method];
      expect(operation.security).toEqual([{ ApiKey: [] }]);
      for (const status of ["400", "401", "403", "429", "500"]) {
        expect(operation.responses[status]?.content?.["application/json"].schema, `${endpoint} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
      const idempotencyHeader = operation.parameters?.some(
        (parameter) => parameter.in === "header" && parameter.name === "Idempotency-Key",
      );
      expect(idempotencyHeader, endpoint).toBe(method !== "get");
    }
    expect(document.paths["/workspaces/{id}/calls/originate-manual"].post.responses["422"]).toBeDefined();
    expect(document.paths["/workspaces/{id}/calls/originate-manual"].post.responses["429"].headers).toHaveProperty(
      "Retry-After",
    );
  });

  it("documents an agent's ETag, the If-Match of its changes and their 412", () => {
    const agent = document.paths["/workspaces/{id}/agents/{agentId}"];
    expect(agent.get.responses["200"].headers).toHaveProperty("ETag");
    expect(agent.patch.responses["200"].headers).toHaveProperty("ETag");
    expect(document.paths["/workspaces/{id}/agents"].post.responses["201"].headers).toHaveProperty("ETag");
    for (const method of ["patch", "delete"]) {
      expect(
        agent[method].parameters?.some((parameter) => parameter.in === "header" && parameter.name === "If-Match"),
        method,
      ).toBe(true);
      expect(agent[method].responses["412"], method).toBeDefined();
    }
    expect(agent.delete.responses["409"]).toBeDefined();
  });

  it("carries the whole error-code catalog in its description", () => {
    for (const code of ERROR_CODES) expect(document.info.description).toContain(`\`${code}\``);
  });
});

describe("GET /docs", () => {
  it("renders the reference from /v1/openapi.json", async () => {
    const page = await fetch(`${app.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("/v1/openapi.json");
  });

  it("reads the document without validation errors, as the page's renderer (Scalar) does", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await createWorkspaceStore().addDocument({ name: "svc", document: structuredClone(document) as never });
      expect(warn.mock.calls.map((call) => JSON.stringify(call).slice(0, 500))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("preselects bearer authentication", async () => {
    const html = await (await fetch(`${app.url}/docs`)).text();
    expect(html).toMatch(/"preferredSecurityScheme":\s*"ApiKey"/);
    expect(Object.keys(document.components.securitySchemes)).toEqual(["ApiKey"]);
  });
});
