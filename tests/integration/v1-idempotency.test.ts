import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { purgeExpiredRecords } from "@/server/idempotency/idempotency";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";

// docs/api-contract.md §8 idempotency, rule by rule, over HTTP against the real database.

let app: AppServer;
let a: V1Workspace;
let b: V1Workspace;
const to = "+14155552671";
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  a = await createV1Workspace();
  b = await createV1Workspace();
});
afterAll(() => app?.close());

const originatePath = (ws: V1Workspace) => `/v1/workspaces/${ws.workspaceId}/calls/originate-manual`;
const originate = (ws: V1Workspace, key: string, body: unknown = { agentId: ws.agentId, to }) =>
  v1Client(app.url, ws.apiKey).post(originatePath(ws), body, { "Idempotency-Key": key });
const callCount = (ws: V1Workspace) => db.call.count({ where: { workspaceId: ws.workspaceId } });

describe("replays", () => {
  it("the same request again returns the stored status and body, marked replayed, and places no second call", async () => {
    const key = newKey();
    const before = await callCount(a);
    const first = await originate(a, key);
    const firstText = await first.text();
    expect(first.status).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const second = await originate(a, key);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.text()).toBe(firstText);
    expect(await callCount(a)).toBe(before + 1);
    const callId = JSON.parse(firstText).data.id;
    expect(await db.outbox.count({ where: { payload: { equals: { callId, workspaceId: a.workspaceId } } } })).toBe(1);
  });

  it("the same JSON with other key order and whitespace is the same request", async () => {
    const key = newKey();
    const first = await originate(a, key, `{"agentId":"${a.agentId}","to":"${to}"}`);
    const second = await originate(a, key, `{ "to" : "${to}",\n "agentId": "${a.agentId}" }`);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
  });

  it("422 IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD for a different body, without side effect", async () => {
    const key = newKey();
    expect((await originate(a, key)).status).toBe(202);
    const before = await callCount(a);
    const reuse = await originate(a, key, { agentId: a.agentId, to: "+14155552672" });
    expect(reuse.status).toBe(422);
    expect(await reuse.json()).toMatchObject({
      success: false,
      code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
      details: null,
    });
    expect(await callCount(a)).toBe(before);
  });

  it("a different concrete path under the same endpoint is a different request (422)", async () => {
    const api = v1Client(app.url, a.apiKey);
    const calls = await Promise.all(
      [originate(a, newKey()), originate(a, newKey())].map(async (r) => (await (await r).json()).data.id),
    );
    const key = newKey();
    expect(
      (await api.post(`/v1/workspaces/${a.workspaceId}/calls/${calls[0]}/cancel`, {}, { "Idempotency-Key": key }))
        .status,
    ).toBe(200);
    const other = await api.post(
      `/v1/workspaces/${a.workspaceId}/calls/${calls[1]}/cancel`,
      {},
      { "Idempotency-Key": key },
    );
    expect((await other.json()).code).toBe("IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD");
    expect((await db.call.findUniqueOrThrow({ where: { id: calls[1] } })).status).toBe("queued");
  });

  it("a 4xx is kept and replayed even after its cause is gone; a new key then succeeds", async () => {
    const blocked = "+14155552690";
    const entry = await db.doNotCallEntry.create({ data: { workspaceId: a.workspaceId, phone: blocked } });
    const key = newKey();
    const first = await originate(a, key, { agentId: a.agentId, to: blocked });
    expect(first.status).toBe(422);
    const firstText = await first.text();
    await db.doNotCallEntry.delete({ where: { id: entry.id } });
    const replay = await originate(a, key, { agentId: a.agentId, to: blocked });
    expect(replay.status).toBe(422);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.text()).toBe(firstText);
    expect((await originate(a, newKey(), { agentId: a.agentId, to: blocked })).status).toBe(202);
  });
});

describe("scope of a key", () => {
  it("the same key on two endpoints does not collide", async () => {
    const key = newKey();
    const api = v1Client(app.url, a.apiKey);
    const manual = await originate(a, key);
    const create = await api.post(
      `/v1/workspaces/${a.workspaceId}/calls`,
      { agentId: a.agentId, to },
      { "Idempotency-Key": key },
    );
    const contact = await api.post(
      `/v1/workspaces/${a.workspaceId}/contacts`,
      { phone: "+14155552691" },
      { "Idempotency-Key": key },
    );
    expect([manual.status, create.status, contact.status]).toEqual([202, 202, 201]);
    expect([manual, create, contact].map((r) => r.headers.get("idempotent-replayed"))).toEqual([null, null, null]);
    expect((await manual.json()).data.id).not.toBe((await create.json()).data.id);
  });

  it("two workspaces do not collide", async () => {
    const key = newKey();
    const inA = await originate(a, key);
    const inB = await originate(b, key);
    expect([inA.status, inB.status]).toEqual([202, 202]);
    expect(inB.headers.get("idempotent-replayed")).toBeNull();
    expect((await inB.json()).data.agentId).toBe(b.agentId);
  });

  it("400 IDEMPOTENCY_KEY_INVALID for an empty key or one over 255 characters; 255 is fine", async () => {
    const before = await callCount(a);
    for (const key of ["x".repeat(256), ""]) {
      const response = await originate(a, key);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("IDEMPOTENCY_KEY_INVALID");
    }
    expect(await callCount(a)).toBe(before);
    expect((await originate(a, `${newKey()}-`.padEnd(255, "y"))).status).toBe(202);
  });
});

describe("lifetime", () => {
  it("an expired key counts as unused: the request runs again; expired records are purged", async () => {
    const key = newKey();
    const first = await (await originate(a, key)).json();
    await db.idempotencyRecord.updateMany({ where: { key }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const again = await originate(a, key, { agentId: a.agentId, to: "+14155552692" });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect((await again.json()).data.id).not.toBe(first.data.id);
    const record = await db.idempotencyRecord.findFirstOrThrow({ where: { key } });
    expect(record.expiresAt.getTime() - record.createdAt.getTime()).toBe(24 * 3600_000);

    await db.idempotencyRecord.updateMany({ where: { key }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await purgeExpiredRecords()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyRecord.count({ where: { key } })).toBe(0);
  });

  it("a 5xx stores nothing and is masked; the retry with the same key runs afresh", async () => {
    await db.$executeRawUnsafe(`CREATE FUNCTION svc_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk on fire, password=hunter2'; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER svc_test_fail BEFORE INSERT ON "Call" FOR EACH ROW EXECUTE FUNCTION svc_test_fail()`,
    );
    const key = newKey();
    const before = await callCount(a);
    try {
      const failed = await originate(a, key);
      expect(failed.status).toBe(500);
      const text = await failed.text();
      expect(text).not.toMatch(/hunter2|fire|stack|at /);
      expect(JSON.parse(text)).toEqual({
        success: false,
        code: "INTERNAL_ERROR",
        error: expect.any(String),
        details: null,
      });
      expect(await db.idempotencyRecord.count({ where: { key } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER svc_test_fail ON "Call"`);
      await db.$executeRawUnsafe(`DROP FUNCTION svc_test_fail()`);
    }
    const retry = await originate(a, key);
    expect(retry.status).toBe(202);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await callCount(a)).toBe(before + 1);
  });
});

describe("concurrency", () => {
  it("50 concurrent identical requests: exactly one call and 50 identical bodies", async () => {
    const key = newKey();
    const before = await callCount(a);
    const freshBudget = { ...a, apiKey: await addKey(a.workspaceId, ["calls:write"]) };
    const responses = await Promise.all(Array.from({ length: 50 }, () => originate(freshBudget, key)));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(202));
    expect(new Set(texts).size).toBe(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(49);
    expect(await callCount(a)).toBe(before + 1);
  });

  it(
    "a duplicate still waiting after 10 s gets 503 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1",
    postgresOnly(SEVERAL_CONNECTIONS),
    async () => {
      const key = newKey();
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query("BEGIN");
        await holder.query(
          `INSERT INTO "IdempotencyRecord" ("workspaceId", "endpoint", "key", "requestHash", "statusCode", "responseBody", "expiresAt")
         VALUES ($1, 'POST /v1/workspaces/{id}/calls/originate-manual', $2, 'x', 0, 'null', now() + interval '1 day')`,
          [a.workspaceId, key],
        );
        const started = Date.now();
        const response = await originate(a, key);
        expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("1");
        expect((await response.json()).code).toBe("IDEMPOTENCY_KEY_IN_USE");
      } finally {
        await holder.query("ROLLBACK");
        await holder.end();
      }
    },
  );
});
