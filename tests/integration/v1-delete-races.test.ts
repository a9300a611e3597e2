import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady, Prisma } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";

// A DELETE that commits between another request's look-up and its write: that request answers
// 404 NOT_FOUND in the envelope, never 500, and writes nothing. The interleaving is forced, not
// hoped for: a transaction of the test holds the row locked while the DELETE queues on it and the
// other request has done its look-up; then it lets go, so the DELETE commits first.

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
let base: string;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
  base = `/v1/workspaces/${ws.workspaceId}`;
});
afterAll(() => app?.close());

/** Server processes waiting on a lock that one of `holders` holds or waits ahead for. */
async function waitersOn(holders: number[]): Promise<number[]> {
  const rows = await db.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity WHERE pg_blocking_pids(pid) && ${holders}::int[] AND NOT (pid = ANY(${holders}::int[]))`;
  return rows.map(({ pid }) => pid);
}

async function firstWaiterOn(holders: number[]): Promise<number> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const [pid] = await waitersOn(holders);
    if (pid) return pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing came to wait on ${holders.join(", ")}`);
}

/**
 * Locks the row `lockRow` selects, sends the DELETE and waits until it queues on the lock, then
 * sends `other` and waits until it queues too (past its look-up), and lets the DELETE go first.
 */
async function deleteCommitsMidway(
  lockRow: Prisma.Sql,
  remove: () => Promise<Response>,
  other: () => Promise<Response>,
) {
  let release!: () => void;
  let locked!: (pid: number) => void;
  const held = new Promise<number>((resolve) => (locked = resolve));
  const holder = db.$transaction(
    async (tx) => {
      const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      await tx.$queryRaw`${lockRow} FOR UPDATE`;
      locked(pid);
      await new Promise<void>((resolve) => (release = resolve));
    },
    { timeout: 30_000 },
  );
  const holderPid = await held;
  const removed = remove();
  const removerPid = await firstWaiterOn([holderPid]);
  const answered = other();
  await firstWaiterOn([holderPid, removerPid]);
  release();
  await holder;
  const [deleteAnswer, otherAnswer] = await Promise.all([removed, answered]);
  return {
    deleted: { status: deleteAnswer.status, body: await deleteAnswer.json() },
    other: { status: otherAnswer.status, body: await otherAnswer.json() },
  };
}

function expectNotFound(answer: { status: number; body: unknown }) {
  expect(answer).toMatchObject({ status: 404, body: { success: false, code: "NOT_FOUND", error: expect.any(String) } });
}

async function newEndpoint(): Promise<string> {
  const created = await api.post(`${base}/webhook-endpoints`, { url: "https://93.184.216.34/in" });
  expect(created.status).toBe(201);
  return (await created.json()).data.id;
}

describe(
  "a DELETE committing between another request's look-up and its write",
  postgresOnly(SEVERAL_CONNECTIONS),
  () => {
    it("rotate-secret, test and PATCH of a webhook endpoint answer 404 and leave nothing behind", async () => {
      for (const action of ["rotate-secret", "test", "patch"] as const) {
        const endpointId = await newEndpoint();
        const endpoint = `${base}/webhook-endpoints/${endpointId}`;
        const { deleted, other } = await deleteCommitsMidway(
          Prisma.sql`SELECT 1 FROM "WebhookEndpoint" WHERE "id" = ${endpointId}`,
          () => api.delete(endpoint),
          () =>
            action === "patch" ? api.patch(endpoint, { description: "late" }) : api.post(`${endpoint}/${action}`, {}),
        );
        expect(deleted.status, action).toBe(200);
        expectNotFound(other);
        expect(await db.webhookEndpoint.count({ where: { id: endpointId } })).toBe(0);
        expect(await db.webhookDelivery.count({ where: { endpointId } })).toBe(0);
      }
      expect(await db.webhookEvent.count({ where: { workspaceId: ws.workspaceId, type: "webhook.test" } })).toBe(0);
    });

    it("a redelivery of a delivery whose endpoint is being deleted answers 404", async () => {
      const endpointId = await newEndpoint();
      const test = await api.post(`${base}/webhook-endpoints/${endpointId}/test`, {});
      const deliveryId = (await test.json()).data.id;
      const { deleted, other } = await deleteCommitsMidway(
        Prisma.sql`SELECT 1 FROM "WebhookDelivery" WHERE "id" = ${deliveryId}`,
        () => api.delete(`${base}/webhook-endpoints/${endpointId}`),
        () => api.post(`${base}/webhook-endpoints/deliveries/${deliveryId}/redeliver`, {}),
      );
      expect(deleted.status).toBe(200);
      expectNotFound(other);
      expect(await db.webhookDelivery.count({ where: { id: deliveryId } })).toBe(0);
    });

    it("a PATCH of a caller number being removed answers 404", async () => {
      const created = await api.post(`${base}/numbers`, { number: "+14155550177", label: "Sales" });
      const numberId = (await created.json()).data.id;
      const { deleted, other } = await deleteCommitsMidway(
        Prisma.sql`SELECT 1 FROM "CallerNumber" WHERE "id" = ${numberId}`,
        () => api.delete(`${base}/numbers/${numberId}`),
        () => api.patch(`${base}/numbers/${numberId}`, { label: "Support" }),
      );
      expect(deleted.status).toBe(200);
      expectNotFound(other);
      expect(await db.callerNumber.count({ where: { id: numberId } })).toBe(0);
    });

    it("of two removals of one do-not-call entry, the second answers 404", async () => {
      const added = await api.post(`${base}/do-not-call`, { numbers: ["+14155550188"] });
      const entryId = (await added.json()).data.results[0].entryId;
      const { deleted, other } = await deleteCommitsMidway(
        Prisma.sql`SELECT 1 FROM "DoNotCallEntry" WHERE "id" = ${entryId}`,
        () => api.delete(`${base}/do-not-call/${entryId}`),
        () => api.delete(`${base}/do-not-call/+14155550188`),
      );
      expect(deleted.status).toBe(200);
      expectNotFound(other);
      expect(await db.doNotCallEntry.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
    });

    it("rotate-secret, PATCH and a second DELETE of a tool being deleted answer 404", async () => {
      for (const action of ["rotate-secret", "patch", "delete"] as const) {
        const created = await api.post(`${base}/tools`, {
          name: `racy_${action.replace("-", "_")}`,
          description: "Racy.",
          parameters: { type: "object" },
          url: "https://93.184.216.34/tool",
        });
        expect(created.status).toBe(201);
        const toolId = (await created.json()).data.id;
        const tool = `${base}/tools/${toolId}`;
        const { deleted, other } = await deleteCommitsMidway(
          Prisma.sql`SELECT 1 FROM "Tool" WHERE "id" = ${toolId}`,
          () => api.delete(tool),
          () =>
            action === "patch"
              ? api.patch(tool, { description: "Late." })
              : action === "delete"
                ? api.delete(tool)
                : api.post(`${tool}/rotate-secret`, {}),
        );
        expect(deleted.status, action).toBe(200);
        expectNotFound(other);
        expect(await db.tool.count({ where: { id: toolId } })).toBe(0);
      }
    });

    it("a PATCH of an LLM connection being deleted answers 404", async () => {
      const created = await api.post(`${base}/llm-connections`, {
        name: "Racy",
        baseUrl: "https://93.184.216.34/v1",
        defaultModel: "m",
        apiKey: "sk-live-abcdefghijklmnop1234",
      });
      expect(created.status).toBe(201);
      const connectionId = (await created.json()).data.id;
      const { deleted, other } = await deleteCommitsMidway(
        Prisma.sql`SELECT 1 FROM "LlmConnection" WHERE "id" = ${connectionId}`,
        () => api.delete(`${base}/llm-connections/${connectionId}`),
        () => api.patch(`${base}/llm-connections/${connectionId}`, { defaultModel: "m2" }),
      );
      expect(deleted.status).toBe(200);
      expectNotFound(other);
      expect(await db.llmConnection.count({ where: { id: connectionId } })).toBe(0);
    });
  },
);
