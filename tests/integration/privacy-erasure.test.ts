import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";
import { postgresOnly, POSTGRES_SERVER } from "../helpers/postgres-only";

// Erasure and access (docs/privacy.md): a person's contact, calls (over the simulator, so with
// turns, webhook payloads and deliveries), lead and campaign recipient; then what is held about
// them, their erasure by the `erase-person` function, and a dump of the whole database that holds
// their number in no form but the do-not-call entry asked for.

const NUMBER = "+14155552671";
const FORMS = [
  "4155552671",
  "(415) 555-2671",
  "415 555 2671",
  "415-555-2671",
  "grace.hopper@example.com",
  "Grace Hopper",
];

let started: DialingWorkspace;
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];
let base: string;
let contactId: string;
const callIds: string[] = [];

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${ws.keys.test}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, unknown>;
      details?: { issues: { path: (string | number)[] }[] };
    },
  };
}

async function completed(erasureId: string) {
  return eventually(
    async () => {
      const { body } = await send("GET", `/erasures/${erasureId}`);
      return body.data.status === "completed" && body.data;
    },
    30_000,
    "the erasure to complete",
  );
}

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  base = `${started.harness.app.url}/v1/workspaces/${ws.workspaceId}`;
  const contact = await send("POST", "/contacts", {
    phone: "(415) 555-2671",
    name: "Grace Hopper",
    email: "grace.hopper@example.com",
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  contactId = contact.body.data.id as string;
  for (let i = 0; i < 2; i++) {
    const { status, body } = await send("POST", "/calls", {
      agentId: ws.agentId,
      to: NUMBER,
      variables: { name: "Grace Hopper" },
      metadata: { email: "grace.hopper@example.com" },
    });
    expect(status, JSON.stringify(body)).toBe(202);
    callIds.push(body.data.id as string);
  }
  for (const callId of callIds)
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).analysis,
      30_000,
      `call ${callId} to be analysed`,
    );
  await db.lead.create({
    data: { workspaceId: ws.workspaceId, mode: "test", contactId, callId: callIds[0], name: "Grace Hopper" },
  });
});
afterAll(() => started?.stop());

describe("erasure and access", () => {
  it("refuses a request naming nothing, two things, an unknown contact or an invalid number, naming the field", async () => {
    const cases: [unknown, string][] = [
      [{}, "phone"],
      [{ phone: NUMBER, email: "a@b.io" }, "email"],
      [{ contactId: "con_nope" }, "contactId"],
      [{ phone: "12" }, "phone"],
      [{ email: "not an address" }, "email"],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await send("POST", "/erasures", body);
      expect(status, JSON.stringify(answer)).toBe(400);
      expect(answer.details?.issues.map((issue) => issue.path)).toContainEqual([field]);
    }
    expect((await send("GET", "/personal-data")).status).toBe(400);
    expect(await db.erasure.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it("shows everything held about the person, by number or address", async () => {
    const { status, body } = await send("GET", `/personal-data?phone=${encodeURIComponent("415 555 2671")}`);
    expect(status).toBe(200);
    const data = body.data as Record<string, Record<string, unknown>[]>;
    expect(data.contacts.map((c) => c.id)).toEqual([contactId]);
    expect(data.calls.map((c) => c.id).sort()).toEqual([...callIds].sort());
    expect((data.calls[0].transcript as unknown[]).length).toBeGreaterThan(0);
    expect(data.leads).toHaveLength(1);
    const byEmail = await send("GET", "/personal-data?email=Grace.Hopper@example.com");
    expect((byEmail.body.data.contacts as unknown[]).length).toBe(1);
  });

  it("erases the person: calls stay with the number masked, the rest is gone, the number is listed; a second erasure counts nothing", async () => {
    const asked = await send("POST", "/erasures", { phone: "(415) 555-2671", doNotCall: true });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.data).toMatchObject({ status: "pending" });
    const done = await completed(asked.body.data.id as string);
    expect(done.counts).toMatchObject({ contacts: 1, leads: 1, calls: 2, recordings: 0 });
    expect((done.counts as { turns: number }).turns).toBeGreaterThan(0);
    expect((done.counts as { webhookEvents: number }).webhookEvents).toBeGreaterThan(0);
    expect(done.completedAt).toEqual(expect.any(String));

    const calls = await db.call.findMany({ where: { id: { in: callIds } } });
    expect(calls.map((call) => call.to)).toEqual(["+1415555••••", "+1415555••••"]);
    expect(calls.every((call) => call.variables === null && call.analysis === null && call.status)).toBe(true);
    expect(await db.callTurn.count({ where: { callId: { in: callIds } } })).toBe(0);
    expect(await db.doNotCallEntry.count({ where: { workspaceId: ws.workspaceId, phone: NUMBER } })).toBe(1);

    const after = await send("GET", `/personal-data?phone=${encodeURIComponent(NUMBER)}`);
    expect(after.body.data).toMatchObject({ contacts: [], leads: [], calls: [], campaignRecipients: [] });

    const again = await send("POST", "/erasures", { phone: NUMBER });
    const second = await completed(again.body.data.id as string);
    expect(Object.values(second.counts as Record<string, number>).every((count) => count === 0)).toBe(true);

    await eventually(
      async () => started.receiver.attempts.some((attempt) => attempt.type === "erasure.completed"),
      20_000,
      "erasure.completed to be delivered",
    );
  });

  it("erases a person with 10,000 calls (4 turns each, a webhook event each) within 30 s", async () => {
    const many = "+14155550142";
    await db.$executeRawUnsafe(
      `WITH calls AS (
         INSERT INTO "Call" ("workspaceId", "agentId", "mode", "to", "from", "status", "variables", "updatedAt")
         SELECT $1, $2, 'test', $3, $4, 'completed', jsonb_build_object('name', 'Many ' || i), now() FROM generate_series(1, 10000) i
         RETURNING "id"
       ), turns AS (
         INSERT INTO "CallTurn" ("callId", "index", "role", "text", "startedAt", "endedAt")
         SELECT c."id", t, 'user', 'Call me on 415 555 0142', now(), now() FROM calls c, generate_series(0, 3) t
       )
       INSERT INTO "WebhookEvent" ("id", "workspaceId", "type", "subjectId", "payload")
       SELECT 'evt_many_' || c."id", $1, 'call.completed', c."id", jsonb_build_object('to', $3::text) FROM calls c`,
      ws.workspaceId,
      ws.agentId,
      many,
      ws.fromNumber,
    );
    const startedAt = Date.now();
    const asked = await send("POST", "/erasures", { phone: many });
    const done = await completed(asked.body.data.id as string);
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(done.counts).toMatchObject({ calls: 10_000, turns: 40_000, webhookEvents: 10_000 });
  });

  it(
    "after it, a dump of the whole database holds the person in no form but the do-not-call entry",
    postgresOnly(POSTGRES_SERVER),
    async () => {
      const dump = execFileSync("pg_dump", ["--data-only", process.env.DATABASE_URL!], {
        encoding: "utf8",
        maxBuffer: 512 * 1024 * 1024,
      });
      const lines = dump.split("\n").filter((line) => !line.includes("Erasure request"));
      for (const form of [NUMBER, ...FORMS])
        expect(
          lines.filter((line) => line.toLowerCase().includes(form.toLowerCase())),
          form,
        ).toEqual([]);
      expect(dump.split("\n").filter((line) => line.includes(NUMBER))).toHaveLength(1);
    },
  );
});
