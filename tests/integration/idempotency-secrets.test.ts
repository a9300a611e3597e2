import { afterAll, beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Loopback targets, never requested here: creating a tool or an endpoint only checks the address.
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
});

import { db, dbReady } from "@/server/db/client";
import { KEY_MANAGEMENT_SCOPES, STANDARD_SCOPES } from "@/server/keys/scopes";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// Answers that carry a secret shown once (a tool's or an endpoint's signing secret, an API key)
// are kept for idempotent replays sealed with SECRETS_KEY: the table holds no plaintext secret, and
// a replay still answers the same bytes.

let app: AppServer;
let ws: V1Workspace;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace({ scopes: [...STANDARD_SCOPES, ...KEY_MANAGEMENT_SCOPES] });
});
afterAll(() => app?.close());

async function post(path: string, body: unknown, idempotencyKey: string) {
  const response = await fetch(`${app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method: "POST",
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

it("keeps no plaintext secret in the idempotency table after creating and rotating a tool, an endpoint and a key, and replays each byte for byte", async () => {
  const requests: Array<
    [path: (ids: Record<string, string>) => string, body: unknown, secretOf: (data: never) => string]
  > = [
    [
      () => "/tools",
      { name: "lookup", description: "Looks up.", parameters: { type: "object" }, url: "http://127.0.0.1:9/tool" },
      (data: { signingSecret: string }) => data.signingSecret,
    ],
    [() => "/webhook-endpoints", { url: "http://127.0.0.1:9/hook" }, (data: { secret: string }) => data.secret],
    [() => "/api-keys", { name: "sealed", scopes: ["calls:read"] }, (data: { secret: string }) => data.secret],
    [(ids) => `/tools/${ids.tool}/rotate-secret`, {}, (data: { signingSecret: string }) => data.signingSecret],
    [(ids) => `/webhook-endpoints/${ids.endpoint}/rotate-secret`, {}, (data: { secret: string }) => data.secret],
    [(ids) => `/api-keys/${ids.key}/roll`, { expiresInSeconds: 60 }, (data: { secret: string }) => data.secret],
  ];
  const ids: Record<string, string> = {};
  const secrets: string[] = [];
  const answers: Array<{ path: string; body: unknown; key: string; status: number; text: string }> = [];
  for (const [pathOf, body, secretOf] of requests) {
    const path = pathOf(ids);
    const key = crypto.randomUUID();
    const answer = await post(path, body, key);
    expect(answer.status, answer.text).toBeLessThan(300);
    const { data } = JSON.parse(answer.text);
    secrets.push(secretOf(data as never));
    if (path === "/tools") ids.tool = data.id;
    if (path === "/webhook-endpoints") ids.endpoint = data.id;
    if (path === "/api-keys") ids.key = data.id;
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

  for (const { path, body, key, status, text } of answers) {
    const replay = await post(path, body, key);
    expect({ path, status: replay.status, replayed: replay.replayed }).toEqual({ path, status, replayed: "true" });
    expect(replay.text).toBe(text);
  }
});
