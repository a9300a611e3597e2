import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApiKey } from "@/server/keys/keys";
import { SCOPES } from "@/server/keys/scopes";
import { hashSecret } from "@/server/keys/secret";
import { phoneNumber } from "../helpers/fixtures";
import { logRecords } from "../helpers/production-server";
import { eventually, post } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// A fresh API key's secret, used in every way a client uses it (success, errors of all kinds,
// the wrong workspace, a mistyped copy, requests failing with the database down), must leave no
// trace: not in any table, not in any log line, even with the server logging at its most verbose.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { LOG_LEVEL: "trace" } });
});
afterAll(() => stack?.teardown());

/** Every row of every table of the database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = await stack.db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const dumps = await Promise.all(
    tables.map(({ name }) => stack.db.$queryRawUnsafe<{ row: string }[]>(`SELECT t::text AS row FROM "${name}" t`)),
  );
  return dumps
    .flat()
    .map((r) => r.row)
    .join("\n");
}

it("a fresh key's secret appears nowhere in the database or the logs", async () => {
  const { workspaceId, agentId } = stack.fixture;
  const { secret } = await createApiKey(stack.db, { workspaceId, name: "fresh", scopes: [...SCOPES] });
  const { secret: narrow } = await createApiKey(stack.db, { workspaceId, name: "narrow", scopes: ["leads:read"] });
  const base = `${stack.server.url}/v1/workspaces/${workspaceId}`;
  const logsBefore = stack.server.logs.length;

  for (const [key, url, body] of [
    [secret, `${base}/calls/originate-manual`, { agentId, to: phoneNumber(40_000) }], // 202
    [secret, `${base}/calls/originate-manual`, { agentId, to: "not a number" }], // 400
    [secret, `${base}/calls/originate-manual`, { agentId: "agt_nope", to: phoneNumber(40_001) }], // 422
    [secret, `${stack.server.url}/v1/workspaces/ws_someone_else/calls`, { agentId, to: phoneNumber(40_002) }], // 403
    [`${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`, `${base}/calls`, {}], // mistyped: 401
    [narrow, `${base}/calls/originate-manual`, { agentId, to: phoneNumber(40_003) }], // 403 scope
  ] as const) {
    await post(url, { authorization: `Bearer ${key}`, "idempotency-key": randomUUID() }, JSON.stringify(body));
  }
  await fetch(`${base}/calls`, { headers: { authorization: `Bearer ${secret}` } });
  await fetch(`${base}/calls?status=bogus`, {
    headers: { authorization: `Bearer ${secret}`, "x-request-id": "secrecy-check" },
  });
  // Failures are where request data most often leaks into logs: make the server log errors for
  // requests carrying the secret (database down → 503, logged with its cause).
  await stack.postgres.stop();
  await post(
    `${base}/calls/originate-manual`,
    { authorization: `Bearer ${secret}`, "idempotency-key": randomUUID() },
    JSON.stringify({ agentId, to: phoneNumber(40_004) }),
  );
  await fetch(`${base}/calls`, { headers: { authorization: `Bearer ${secret}` } });
  await stack.postgres.start();
  expect(await eventually(async () => (await fetch(`${stack.server.url}/api/health`)).status === 200, 30_000)).toBe(
    true,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // let the last log lines flush

  const logs = stack.server.logs.slice(logsBefore);
  expect(
    logRecords(logs).filter((record) => Number(record.level) >= 50).length,
    "the failures were logged",
  ).toBeGreaterThan(0);
  const random = secret.slice("svc_sk_live_".length);
  for (const needle of [secret, random, narrow, narrow.slice("svc_sk_live_".length)]) {
    expect(
      logs.filter((line) => line.includes(needle)),
      "log lines with the secret",
    ).toEqual([]);
    expect((await wholeDatabase()).includes(needle), "the secret is in the database").toBe(false);
  }
  // The dump does cover the keys' table (the hash is there), so the search above could have failed.
  expect(await wholeDatabase()).toContain(hashSecret(secret));
  // What is kept: the hash, and a display prefix and last 4 too short to use.
  const stored = await stack.db.apiKey.findFirstOrThrow({ where: { name: "fresh", workspaceId } });
  expect(stored.prefix.length + stored.last4.length).toBeLessThan(secret.length / 2);
});

it("an LLM connection's API key and a webhook endpoint's secrets reach no log line; the LLM key is in no table", async () => {
  const { workspaceId } = stack.fixture;
  const { secret } = await createApiKey(stack.db, { workspaceId, name: "configuration", scopes: [...SCOPES] });
  const base = `${stack.server.url}/v1/workspaces/${workspaceId}`;
  const headers = () => ({ authorization: `Bearer ${secret}`, "idempotency-key": randomUUID() });
  const send = async (method: string, url: string, body?: unknown) =>
    (
      await fetch(url, {
        method,
        headers: { ...headers(), "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
  const logsBefore = stack.server.logs.length;

  const llmKeys = [`sk-first-${randomUUID()}`, `sk-second-${randomUUID()}`, `sk-refused-${randomUUID()}`];
  const connection = await send("POST", `${base}/llm-connections`, {
    name: "Secrecy",
    baseUrl: "https://93.184.216.34/v1",
    defaultModel: "m",
    apiKey: llmKeys[0],
  });
  expect(connection.data.apiKeyLast4).toBe(llmKeys[0].slice(-4));
  await send("PATCH", `${base}/llm-connections/${connection.data.id}`, { apiKey: llmKeys[1] });
  expect(
    (
      await send("POST", `${base}/llm-connections`, {
        name: "Refused",
        baseUrl: "http://10.0.0.1/v1",
        defaultModel: "m",
        apiKey: llmKeys[2],
        extra: llmKeys[2],
      })
    ).code,
  ).toBe("VALIDATION_ERROR");

  const endpoint = await send("POST", `${base}/webhook-endpoints`, { url: "https://93.184.216.34/hook" });
  const rotated = await send("POST", `${base}/webhook-endpoints/${endpoint.data.id}/rotate-secret`);
  await send("POST", `${base}/webhook-endpoints/${endpoint.data.id}/test`);
  await fetch(`${base}/webhook-endpoints/${endpoint.data.id}/deliveries`, { headers: headers() });
  // Failures are logged with their cause: the database down while the keys are being written.
  const unwritten = `sk-unwritten-${randomUUID()}`;
  llmKeys.push(unwritten);
  await stack.postgres.stop();
  await send("POST", `${base}/llm-connections`, {
    name: "Down",
    baseUrl: "https://93.184.216.34/v1",
    defaultModel: "m",
    apiKey: unwritten,
  });
  await send("PATCH", `${base}/llm-connections/${connection.data.id}`, { apiKey: unwritten });
  await send("POST", `${base}/webhook-endpoints/${endpoint.data.id}/rotate-secret`);
  await stack.postgres.start();
  expect(await eventually(async () => (await fetch(`${stack.server.url}/api/health`)).status === 200, 30_000)).toBe(
    true,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // let the last log lines flush

  const logs = stack.server.logs.slice(logsBefore);
  expect(
    logRecords(logs).filter((record) => Number(record.level) >= 50).length,
    "the failures were logged",
  ).toBeGreaterThan(0);
  for (const needle of [...llmKeys, endpoint.data.secret, rotated.data.secret])
    expect(
      logs.filter((line) => line.includes(needle)),
      "log lines with a secret",
    ).toEqual([]);
  const database = await wholeDatabase();
  for (const needle of llmKeys) expect(database.includes(needle), "an LLM key in the database").toBe(false);
});
