import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { keyClock } from "@/server/keys/clock";
import { KEY_MANAGEMENT_SCOPES, STANDARD_SCOPES, type Scope } from "@/server/keys/scopes";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// API keys through /v1: made, read, rolled (both secrets work, then the old one stops with its own
// code) and revoked; `lastUsedAt`; and a key never granting more than it holds.

let app: AppServer;
let ws: V1Workspace;
/** A live key that manages keys, with every other scope too. */
let manager: string;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace({ scopes: [...STANDARD_SCOPES] });
  manager = await addKey(ws.workspaceId, [...STANDARD_SCOPES, ...KEY_MANAGEMENT_SCOPES]);
});
afterAll(() => app?.close());
afterEach(() => keyClock.set(null));

const keysPath = () => `/v1/workspaces/${ws.workspaceId}/api-keys`;
const HOUR_MS = 60 * 60 * 1000;

interface KeyData {
  id: string;
  name: string;
  secret?: string;
  scopes: Scope[];
  mode: "live" | "test";
  expiresAt: string | null;
  lastUsedAt: string | null;
  status: string;
  rolledFrom: { id: string; last4: string; expiresAt: string | null; status: string } | null;
  rolledToId: string | null;
}

async function created(response: Response): Promise<KeyData & { secret: string }> {
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text).data;
}

async function create(body: Record<string, unknown>, key = manager) {
  return created(await v1Client(app.url, key).post(keysPath(), body));
}

/** The status and code a request to the calls list gets with `key`. */
async function callsWith(key: string): Promise<[number, string | null]> {
  const response = await v1Client(app.url, key).get(`/v1/workspaces/${ws.workspaceId}/calls`);
  const body = await response.json();
  return [response.status, body.code ?? null];
}

async function expectError(response: Response, status: number, code: string) {
  const body = await response.json();
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  return body;
}

describe("creating and reading keys", () => {
  it("answers the secret once; reads show prefix and last 4 only; the key works", async () => {
    const key = await create({ name: "CRM sync", scopes: ["calls:read"] });
    expect(key).toMatchObject({
      id: expect.stringMatching(/^key_/),
      name: "CRM sync",
      scopes: ["calls:read"],
      mode: "live",
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
      status: "active",
      rolledFrom: null,
      rolledToId: null,
      secret: expect.stringMatching(/^svc_sk_live_/),
    });
    expect(await callsWith(key.secret)).toEqual([200, null]);

    const read = await (await v1Client(app.url, manager).get(`${keysPath()}/${key.id}`)).json();
    expect(read.data).toEqual(expect.objectContaining({ id: key.id, last4: key.secret.slice(-4) }));
    expect(JSON.stringify(read)).not.toContain(key.secret);
    const list = await (await v1Client(app.url, manager).get(`${keysPath()}?limit=100`)).json();
    expect(list.data.items.map((item: KeyData) => item.id)).toContain(key.id);
    expect(JSON.stringify(list)).not.toContain(key.secret);
  });

  it("needs keys:write to create and keys:read to read; no standard key holds either", async () => {
    expect(STANDARD_SCOPES).not.toContain("keys:read");
    expect(STANDARD_SCOPES).not.toContain("keys:write");
    await expectError(
      await v1Client(app.url, ws.apiKey).post(keysPath(), { name: "x", scopes: ["calls:read"] }),
      403,
      "INSUFFICIENT_SCOPE",
    );
    await expectError(await v1Client(app.url, ws.apiKey).get(keysPath()), 403, "INSUFFICIENT_SCOPE");
    const reader = await addKey(ws.workspaceId, ["keys:read"]);
    expect((await v1Client(app.url, reader).get(keysPath())).status).toBe(200);
    await expectError(
      await v1Client(app.url, reader).post(keysPath(), { name: "x", scopes: ["keys:read"] }),
      403,
      "INSUFFICIENT_SCOPE",
    );
  });

  it("refuses an expiresAt in the past, unknown fields and an unknown scope, creating nothing", async () => {
    const before = await db.apiKey.count({ where: { workspaceId: ws.workspaceId } });
    const client = v1Client(app.url, manager);
    const past = await expectError(
      await client.post(keysPath(), { name: "x", scopes: ["calls:read"], expiresAt: "2020-01-01T00:00:00Z" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(past.details.issues).toEqual([{ path: ["expiresAt"], message: "Must be in the future." }]);
    await expectError(
      await client.post(keysPath(), { name: "x", scopes: ["calls:read"], hash: "x" }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(await client.post(keysPath(), { name: "x", scopes: ["calls:dial"] }), 400, "VALIDATION_ERROR");
    expect(await db.apiKey.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });

  it("an unknown key id is 404, revoked keys stay listed and revoking is idempotent", async () => {
    const client = v1Client(app.url, manager);
    await expectError(await client.get(`${keysPath()}/key_00000000000000000000000000000000`), 404, "NOT_FOUND");
    const key = await create({ name: "to revoke", scopes: ["calls:read"] });
    const revoked = await client.delete(`${keysPath()}/${key.id}`);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).data).toEqual({ id: key.id, deleted: true });
    expect(await callsWith(key.secret)).toEqual([401, "INVALID_API_KEY"]);
    const again = await client.delete(`${keysPath()}/${key.id}`);
    expect(again.status).toBe(200);
    const read = (await (await client.get(`${keysPath()}/${key.id}`)).json()).data as KeyData;
    expect(read).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    await expectError(await client.post(`${keysPath()}/${key.id}/roll`, {}), 409, "CONFLICT");
  });
});

describe("expiry", () => {
  it("a key made with an expiresAt stops at that time with 401 API_KEY_EXPIRED, told apart from an unknown key", async () => {
    const expiresAt = new Date(Date.now() + 2 * HOUR_MS);
    const key = await create({ name: "short-lived", scopes: ["calls:read"], expiresAt: expiresAt.toISOString() });
    expect(key.expiresAt).toBe(expiresAt.toISOString());
    expect(await callsWith(key.secret)).toEqual([200, null]);

    keyClock.set(new Date(expiresAt.getTime() + 1));
    expect(await callsWith(key.secret)).toEqual([401, "API_KEY_EXPIRED"]);
    expect(await callsWith(`${key.secret.slice(0, -6)}AAAAAA`)).toEqual([401, "INVALID_API_KEY"]);
    const read = (await (await v1Client(app.url, manager).get(`${keysPath()}/${key.id}`)).json()).data as KeyData;
    expect(read.status).toBe("expired");
    const listed = (await (await v1Client(app.url, manager).get(`${keysPath()}?limit=100`)).json()).data.items;
    expect(listed.find((item: KeyData) => item.id === key.id).status).toBe("expired");

    keyClock.set(new Date(expiresAt.getTime() - 1000));
    expect(await callsWith(key.secret)).toEqual([200, null]);
  });

  it("an expired key cannot be rolled into an active one (409), and nothing is made", async () => {
    const expiresAt = new Date(Date.now() + 2 * HOUR_MS);
    const key = await create({ name: "lapsed", scopes: ["calls:read"], expiresAt: expiresAt.toISOString() });
    keyClock.set(new Date(expiresAt.getTime() + 1));
    const before = await db.apiKey.count({ where: { workspaceId: ws.workspaceId } });
    const refused = await expectError(
      await v1Client(app.url, manager).post(`${keysPath()}/${key.id}/roll`, {}),
      409,
      "CONFLICT",
    );
    expect(refused.details).toEqual({ expiredAt: expiresAt.toISOString() });
    expect(await db.apiKey.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
    expect(await db.apiKey.count({ where: { rolledFromId: key.id } })).toBe(0);
  });
});

describe("rolling", () => {
  it("keeps the old secret working until its time, then API_KEY_EXPIRED while the new one goes on", async () => {
    const old = await create({ name: "Billing", scopes: ["calls:read", "contacts:read"] });
    const rolled = await created(
      await v1Client(app.url, manager).post(`${keysPath()}/${old.id}/roll`, { expiresInSeconds: 3600 }),
    );
    expect(rolled).toMatchObject({
      name: "Billing",
      scopes: ["calls:read", "contacts:read"],
      mode: "live",
      expiresAt: null,
      rolledFrom: { id: old.id, last4: old.secret.slice(-4), status: "active" },
      secret: expect.stringMatching(/^svc_sk_live_/),
    });
    expect(rolled.id).not.toBe(old.id);
    expect(rolled.secret).not.toBe(old.secret);
    const stopsAt = Date.parse(rolled.rolledFrom!.expiresAt!);
    expect(Math.abs(stopsAt - (Date.now() + HOUR_MS))).toBeLessThan(60_000);

    expect(await callsWith(old.secret)).toEqual([200, null]);
    expect(await callsWith(rolled.secret)).toEqual([200, null]);
    const oldRead = (await (await v1Client(app.url, manager).get(`${keysPath()}/${old.id}`)).json()).data as KeyData;
    expect(oldRead).toMatchObject({ rolledToId: rolled.id, expiresAt: rolled.rolledFrom!.expiresAt });

    keyClock.set(new Date(stopsAt));
    expect(await callsWith(old.secret)).toEqual([401, "API_KEY_EXPIRED"]);
    expect(await callsWith(rolled.secret)).toEqual([200, null]);

    // Rolled once: the successor is the one to roll next.
    const twice = await expectError(
      await v1Client(app.url, manager).post(`${keysPath()}/${old.id}/roll`, {}),
      409,
      "CONFLICT",
    );
    expect(twice.details).toEqual({ rolledToId: rolled.id });
  });

  it("with 0 seconds the old secret stops at once; by default it lives 24 hours, and never past its own expiry", async () => {
    const now = await create({ name: "now", scopes: ["calls:read"] });
    await created(await v1Client(app.url, manager).post(`${keysPath()}/${now.id}/roll`, { expiresInSeconds: 0 }));
    expect(await callsWith(now.secret)).toEqual([401, "API_KEY_EXPIRED"]);

    const byDefault = await create({ name: "default", scopes: ["calls:read"] });
    const rolled = await created(await v1Client(app.url, manager).post(`${keysPath()}/${byDefault.id}/roll`, {}));
    expect(Math.abs(Date.parse(rolled.rolledFrom!.expiresAt!) - (Date.now() + 24 * HOUR_MS))).toBeLessThan(60_000);

    const soon = new Date(Date.now() + HOUR_MS).toISOString();
    const expiring = await create({ name: "expiring", scopes: ["calls:read"], expiresAt: soon });
    const capped = await created(
      await v1Client(app.url, manager).post(`${keysPath()}/${expiring.id}/roll`, { expiresInSeconds: 604_800 }),
    );
    expect(capped.rolledFrom!.expiresAt).toBe(soon);
  });

  it("rolled by ten requests at once: one new key, nine 409 CONFLICT", async () => {
    const key = await create({ name: "raced", scopes: ["calls:read"] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => v1Client(app.url, manager).post(`${keysPath()}/${key.id}/roll`, {})),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.apiKey.count({ where: { rolledFromId: key.id } })).toBe(1);
  });

  it("refuses more than 7 days, and changes nothing", async () => {
    const key = await create({ name: "long", scopes: ["calls:read"] });
    await expectError(
      await v1Client(app.url, manager).post(`${keysPath()}/${key.id}/roll`, { expiresInSeconds: 604_801 }),
      400,
      "VALIDATION_ERROR",
    );
    const row = await db.apiKey.findUniqueOrThrow({ where: { id: key.id }, include: { rolledTo: true } });
    expect(row).toMatchObject({ expiresAt: null, rolledTo: null });
  });

  it("revoking a successor ends the grace of the secrets it replaced, not of keys already ended or unrelated", async () => {
    const first = await create({ name: "lineage", scopes: ["calls:read"] });
    const roll = async (id: string, expiresInSeconds: number) =>
      created(await v1Client(app.url, manager).post(`${keysPath()}/${id}/roll`, { expiresInSeconds }));
    const second = await roll(first.id, 604_800);
    const third = await roll(second.id, 3600);
    const bystander = await create({ name: "bystander", scopes: ["calls:read"] });
    for (const key of [first, second, third, bystander]) expect(await callsWith(key.secret)).toEqual([200, null]);

    const revoked = await v1Client(app.url, manager).delete(`${keysPath()}/${third.id}`);
    expect(revoked.status).toBe(200);
    for (const key of [first, second, third]) expect(await callsWith(key.secret)).toEqual([401, "INVALID_API_KEY"]);
    expect(await callsWith(bystander.secret)).toEqual([200, null]);
    const rows = await db.apiKey.findMany({
      where: { id: { in: [first.id, second.id, third.id] } },
      select: { revokedAt: true },
    });
    expect(new Set(rows.map((row) => row.revokedAt?.toISOString())).size).toBe(1);

    // An old secret whose grace had already ended stays expired, not revoked.
    const ended = await create({ name: "ended", scopes: ["calls:read"] });
    const successor = await roll(ended.id, 0);
    expect((await v1Client(app.url, manager).delete(`${keysPath()}/${successor.id}`)).status).toBe(200);
    expect(await db.apiKey.findUniqueOrThrow({ where: { id: ended.id } })).toMatchObject({ revokedAt: null });
    expect(await callsWith(ended.secret)).toEqual([401, "API_KEY_EXPIRED"]);
  });

  it("a key rolls itself: its new secret carries on", async () => {
    const self = await create({ name: "self", scopes: ["calls:read", "keys:write"] });
    const rolled = await created(
      await v1Client(app.url, self.secret).post(`${keysPath()}/${self.id}/roll`, { expiresInSeconds: 0 }),
    );
    expect(await callsWith(self.secret)).toEqual([401, "API_KEY_EXPIRED"]);
    expect(await callsWith(rolled.secret)).toEqual([200, null]);
  });
});

describe("lastUsedAt", () => {
  it("moves when the key authenticates a request, to the minute", async () => {
    const key = await create({ name: "used", scopes: ["calls:read"] });
    const read = async () =>
      ((await (await v1Client(app.url, manager).get(`${keysPath()}/${key.id}`)).json()).data as KeyData).lastUsedAt;
    expect(await read()).toBeNull();
    const before = Date.now();
    expect(await callsWith(key.secret)).toEqual([200, null]);
    let usedAt: string | null = null;
    for (let tries = 0; tries < 100 && !usedAt; tries += 1) {
      usedAt = await read();
      if (!usedAt) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.parse(usedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(usedAt!)).toBeLessThanOrEqual(Date.now());
  });
});

describe("escalation", () => {
  it("a key never creates a key with a scope it does not hold", async () => {
    const narrow = await addKey(ws.workspaceId, ["calls:read", "keys:write"]);
    const before = await db.apiKey.count({ where: { workspaceId: ws.workspaceId } });
    const refused = await expectError(
      await v1Client(app.url, narrow).post(keysPath(), { name: "wider", scopes: ["calls:read", "calls:write"] }),
      403,
      "API_KEY_ESCALATION",
    );
    expect(refused.details).toEqual({ missingScopes: ["calls:write"] });
    expect(await db.apiKey.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
    await create({ name: "narrower", scopes: ["calls:read"] }, narrow);
  });

  it("a key never rolls a key with a scope it does not hold", async () => {
    const narrow = await addKey(ws.workspaceId, ["calls:read", "keys:write"]);
    const wide = await create({ name: "wide", scopes: ["calls:read", "calls:write"] });
    await expectError(
      await v1Client(app.url, narrow).post(`${keysPath()}/${wide.id}/roll`, {}),
      403,
      "API_KEY_ESCALATION",
    );
    expect(await db.apiKey.findUniqueOrThrow({ where: { id: wide.id } })).toMatchObject({ expiresAt: null });
    expect(await callsWith(wide.secret)).toEqual([200, null]);
  });

  it("a key never revokes a key with a scope it does not hold, and revokes one within its own", async () => {
    const narrow = await addKey(ws.workspaceId, ["calls:read", "keys:write"]);
    const wide = await create({ name: "wide", scopes: ["calls:read", "calls:write"] });
    const refused = await expectError(
      await v1Client(app.url, narrow).delete(`${keysPath()}/${wide.id}`),
      403,
      "API_KEY_ESCALATION",
    );
    expect(refused.details).toEqual({ missingScopes: ["calls:write"] });
    expect(await db.apiKey.findUniqueOrThrow({ where: { id: wide.id } })).toMatchObject({ revokedAt: null });
    expect(await callsWith(wide.secret)).toEqual([200, null]);

    const within = await create({ name: "within", scopes: ["calls:read"] });
    expect((await v1Client(app.url, narrow).delete(`${keysPath()}/${within.id}`)).status).toBe(200);
    expect(await callsWith(within.secret)).toEqual([401, "INVALID_API_KEY"]);
  });

  it("a test key makes test keys only, and never sees a live key", async () => {
    const testManager = await addKey(ws.workspaceId, ["calls:read", "keys:read", "keys:write"], "test");
    const client = v1Client(app.url, testManager);
    const refused = await expectError(
      await client.post(keysPath(), { name: "live from test", scopes: ["calls:read"], mode: "live" }),
      403,
      "API_KEY_ESCALATION",
    );
    expect(refused.details).toEqual({ mode: "live" });

    const made = await created(await client.post(keysPath(), { name: "test by default", scopes: ["calls:read"] }));
    expect(made).toMatchObject({ mode: "test", secret: expect.stringMatching(/^svc_sk_test_/) });

    const live = await create({ name: "a live key", scopes: ["calls:read"] });
    await expectError(await client.get(`${keysPath()}/${live.id}`), 404, "NOT_FOUND");
    await expectError(await client.post(`${keysPath()}/${live.id}/roll`, {}), 404, "NOT_FOUND");
    await expectError(await client.delete(`${keysPath()}/${live.id}`), 404, "NOT_FOUND");
    const listed = (await (await client.get(`${keysPath()}?limit=100`)).json()).data.items as KeyData[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((key) => key.mode === "test")).toBe(true);
    expect(await callsWith(live.secret)).toEqual([200, null]);

    // A live key manages test keys too.
    const rolled = await created(
      await v1Client(app.url, manager).post(`${keysPath()}/${made.id}/roll`, { expiresInSeconds: 0 }),
    );
    expect(rolled.mode).toBe("test");
  });
});
