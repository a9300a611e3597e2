import { afterAll, beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Loopback targets, never requested here: creating a tool or an endpoint only checks the address.
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
});

import { forEachOpenApiProcedure, getInputOutputParsers } from "trpc-to-openapi";
import { z } from "zod";
import { appRouter } from "@/server/api/root";
import type { Meta } from "@/server/api/trpc";
import { db, dbReady } from "@/server/db/client";
import { routingSecretOf, sealPlaintextRoutingSecrets } from "@/server/numbers/routing-secret";
import { KEY_MANAGEMENT_SCOPES, STANDARD_SCOPES } from "@/server/keys/scopes";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// Answers that carry a secret shown once (a tool's or an endpoint's signing secret, an API key, a
// number's routing secret) are kept for idempotent replays sealed with SECRETS_KEY: the table holds
// no plaintext secret, and a replay still answers the same bytes. Which operations those are is
// read from the procedures (`secretInAnswer`), and checked against their answers' schemas.

let app: AppServer;
let ws: V1Workspace;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace({ scopes: [...STANDARD_SCOPES, ...KEY_MANAGEMENT_SCOPES] });
});
afterAll(() => app?.close());

async function post(path: string, body: unknown, idempotencyKey: string, method = "POST") {
  const response = await fetch(`${app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${ws.apiKey}`,
      "Content-Type": "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get("idempotent-replayed"),
    text: await response.text(),
  };
}

/** Each operation whose answer carries a secret, as its procedure declares it (`secretInAnswer`). */
function sealedOperations(): string[] {
  const operations: string[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ meta }) => {
    if ((meta as Meta).secretInAnswer) operations.push(`${meta.openapi.method} ${meta.openapi.path}`);
  });
  return operations.sort();
}

/**
 * Each write (what an idempotency record keeps) whose success answer has a field named like a
 * secret (`secret`, `signingSecret`, `routingSecret`…).
 */
function operationsAnsweringSecrets(): string[] {
  const operations: string[] = [];
  forEachOpenApiProcedure(appRouter._def.procedures, ({ procedure, meta }) => {
    if (meta.openapi.method === "GET") return;
    const { outputParser } = getInputOutputParsers(procedure);
    const schema = JSON.stringify(z.toJSONSchema(outputParser as z.ZodType, { unrepresentable: "any", io: "output" }));
    if (/"[A-Za-z]*(secret|Secret)":\{/.test(schema)) operations.push(`${meta.openapi.method} ${meta.openapi.path}`);
  });
  return operations.sort();
}

type Recipe = [path: (ids: Record<string, string>) => string, body: unknown, secretOf: (data: never) => string];

/** How to call each sealed operation (in this order: later ones use what earlier ones made). */
const RECIPES: Record<string, Recipe> = {
  "POST /workspaces/{id}/tools": [
    () => "/tools",
    { name: "lookup", description: "Looks up.", parameters: { type: "object" }, url: "http://127.0.0.1:9/tool" },
    (data: { signingSecret: string }) => data.signingSecret,
  ],
  "POST /workspaces/{id}/webhook-endpoints": [
    () => "/webhook-endpoints",
    { url: "http://127.0.0.1:9/hook" },
    (data: { secret: string }) => data.secret,
  ],
  "POST /workspaces/{id}/api-keys": [
    () => "/api-keys",
    { name: "sealed", scopes: ["calls:read"] },
    (data: { secret: string }) => data.secret,
  ],
  "POST /workspaces/{id}/numbers": [
    () => "/numbers",
    { number: "+14155550191", routingUrl: "http://127.0.0.1:9/route" },
    (data: { routingSecret: string }) => data.routingSecret,
  ],
  "PATCH /workspaces/{id}/numbers/{numberId}": [
    (ids) => `/numbers/${ids.plainNumber}`,
    { routingUrl: "http://127.0.0.1:9/route" },
    (data: { routingSecret: string }) => data.routingSecret,
  ],
  "POST /workspaces/{id}/numbers/{numberId}/rotate-routing-secret": [
    (ids) => `/numbers/${ids.number}/rotate-routing-secret`,
    {},
    (data: { routingSecret: string }) => data.routingSecret,
  ],
  "POST /workspaces/{id}/tools/{toolId}/rotate-secret": [
    (ids) => `/tools/${ids.tool}/rotate-secret`,
    {},
    (data: { signingSecret: string }) => data.signingSecret,
  ],
  "POST /workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret": [
    (ids) => `/webhook-endpoints/${ids.endpoint}/rotate-secret`,
    {},
    (data: { secret: string }) => data.secret,
  ],
  "POST /workspaces/{id}/api-keys/{keyId}/roll": [
    (ids) => `/api-keys/${ids.key}/roll`,
    { expiresInSeconds: 60 },
    (data: { secret: string }) => data.secret,
  ],
};

it("every operation whose answer carries a secret declares it, and has a case below", () => {
  expect(sealedOperations()).toEqual(expect.arrayContaining(operationsAnsweringSecrets()));
  expect(Object.keys(RECIPES).sort()).toEqual(sealedOperations());
});

it("keeps no plaintext secret in the idempotency table after each operation that answers one, and replays each byte for byte", async () => {
  const plain = await db.callerNumber.create({ data: { workspaceId: ws.workspaceId, number: "+14155550192" } });
  const ids: Record<string, string> = { plainNumber: plain.id };
  const secrets: string[] = [];
  const answers: Array<{ path: string; body: unknown; key: string; status: number; text: string }> = [];
  for (const [operation, [pathOf, body, secretOf]] of Object.entries(RECIPES)) {
    const path = pathOf(ids);
    const key = crypto.randomUUID();
    const answer = await post(path, body, key, operation.split(" ")[0]);
    expect(answer.status, `${operation}: ${answer.text}`).toBeLessThan(300);
    const { data } = JSON.parse(answer.text);
    secrets.push(secretOf(data as never));
    if (path === "/tools") ids.tool = data.id;
    if (path === "/webhook-endpoints") ids.endpoint = data.id;
    if (path === "/api-keys") ids.key = data.id;
    if (path === "/numbers") ids.number = data.id;
    answers.push({ path, body, key, status: answer.status, text: answer.text });
  }
  expect(secrets.every((secret) => secret.length >= 20)).toBe(true);

  const stored = await db.$queryRaw<Array<{ endpoint: string; body: string }>>`
    SELECT "endpoint", "responseBody"::text AS "body" FROM "IdempotencyRecord" WHERE "workspaceId" = ${ws.workspaceId}`;
  expect(stored).toHaveLength(answers.length);
  for (const { endpoint, body } of stored) {
    for (const secret of secrets) expect(body, endpoint).not.toContain(secret);
    expect(JSON.parse(body), endpoint).toEqual({ sealed: expect.stringMatching(/^v1\./) });
  }
  // Nor do the numbers keep their routing secrets in plaintext.
  const numbers = await db.$queryRaw<Array<{ row: string }>>`
    SELECT row_to_json(n)::text AS "row" FROM "CallerNumber" n WHERE "workspaceId" = ${ws.workspaceId}`;
  for (const { row } of numbers) for (const secret of secrets) expect(row).not.toContain(secret);

  for (const [index, { path, body, key, status, text }] of answers.entries()) {
    const method = Object.keys(RECIPES)[index].split(" ")[0];
    const replay = await post(path, body, key, method);
    expect({ path, status: replay.status, replayed: replay.replayed }).toEqual({ path, status, replayed: "true" });
    expect(replay.text).toBe(text);
  }
});

it("a routing secret kept in plaintext (before secrets were sealed) is sealed when a server starts, and signs as before", async () => {
  const plaintext = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const number = await db.callerNumber.create({
    data: { workspaceId: ws.workspaceId, number: "+14155550193", routingSecret: plaintext },
  });
  expect(await sealPlaintextRoutingSecrets()).toBeGreaterThanOrEqual(1);
  const row = await db.callerNumber.findUniqueOrThrow({ where: { id: number.id } });
  expect(row.routingSecret).toBeNull();
  expect(row.routingSecretSealed).toMatch(/^v1\./);
  expect(routingSecretOf(row.routingSecretSealed!)).toBe(plaintext);
  expect(await sealPlaintextRoutingSecrets()).toBe(0);
});
