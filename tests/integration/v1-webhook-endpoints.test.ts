import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import type { V1Workspace } from "../helpers/v1-fixture";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// Webhook endpoints through /v1: the secret is shown by creation and rotation only, a test event
// reaches the receiver signed with it, deliveries list every attempt, a redelivery sends again.

// Server modules read their settings when first imported: after the harness has set them.
let harness: DialingHarness;
let db: typeof import("@/server/db/client").db;
let webhookTargets: typeof import("@/server/webhooks/endpoints").webhookTargets;
let fixture: typeof import("../helpers/v1-fixture");
let ws: V1Workspace;
let api: ReturnType<typeof fixture.v1Client>;
let path: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  harness = await startDialingHarness({ WEBHOOK_RETRY_SCHEDULE: "1s,1s" }); // private targets allowed: the receiver is on loopback
  ({ db } = await import("@/server/db/client"));
  ({ webhookTargets } = await import("@/server/webhooks/endpoints"));
  fixture = await import("../helpers/v1-fixture");
  ws = await fixture.createV1Workspace();
  api = fixture.v1Client(harness.app.url, ws.apiKey);
  path = `/v1/workspaces/${ws.workspaceId}/webhook-endpoints`;
  let answered = 0;
  receiver = await startWebhookReceiver({ answer: () => (answered++ === 0 ? 503 : 204) });
});
afterAll(async () => {
  await receiver?.close();
  await harness?.stop();
});

async function json(response: Response) {
  return {
    status: response.status,
    headers: response.headers,
    text: await response.clone().text(),
    body: await response.json(),
  };
}

describe("webhook endpoints on /v1", () => {
  it("create shows the secret once; list, get and update never do", async () => {
    const created = await json(
      await api.post(path, { url: receiver.url, description: "CRM", events: ["call.completed", "lead.created"] }),
    );
    expect(created.status).toBe(201);
    const { secret, ...endpoint } = created.body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^whe_/),
      url: receiver.url,
      description: "CRM",
      events: ["call.completed", "lead.created"],
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    receiver.setSecret(secret);

    const list = await json(await api.get(path));
    expect(list.body.data).toEqual({ items: [endpoint], nextCursor: null });
    const one = await json(await api.get(`${path}/${endpoint.id}`));
    expect(one.body.data).toEqual(endpoint);
    const paused = await json(await api.patch(`${path}/${endpoint.id}`, { enabled: false, events: [] }));
    expect(paused.body.data).toMatchObject({ url: receiver.url, description: "CRM", events: [], enabled: false });
    for (const answer of [list, one, paused]) expect(answer.text).not.toContain(secret);
    await api.patch(`${path}/${endpoint.id}`, { enabled: true });
  });

  it("sends a signed test event, lists the delivery with every attempt, and redelivers it", async () => {
    const endpoint = (await json(await api.get(path))).body.data.items[0];
    const test = await json(await api.post(`${path}/${endpoint.id}/test`, {}));
    expect(test.status).toBe(202);
    expect(test.body.data).toMatchObject({
      endpointId: endpoint.id,
      status: "pending",
      event: { type: "webhook.test" },
      attempts: [],
    });
    const eventId = test.body.data.event.id as string;

    await eventually(async () => receiver.delivered().includes(eventId), 15_000, "the test event to arrive");
    expect(
      receiver.attempts
        .filter((attempt) => attempt.eventId === eventId)
        .map((attempt) => [attempt.status, attempt.signatureValid]),
    ).toEqual([
      [503, true],
      [204, true],
    ]);
    const deliveries = await eventually(
      async () => {
        const page = (await json(await api.get(`${path}/${endpoint.id}/deliveries?limit=1`))).body.data;
        return page.items[0]?.status === "succeeded" && page;
      },
      10_000,
      "the delivery to settle",
    );
    expect(deliveries.items[0]).toMatchObject({ id: test.body.data.id, attemptCount: 2, lastStatusCode: 204 });
    expect(
      deliveries.items[0].attempts.map((attempt: { attemptNumber: number; statusCode: number }) => [
        attempt.attemptNumber,
        attempt.statusCode,
      ]),
    ).toEqual([
      [1, 503],
      [2, 204],
    ]);

    const redelivered = await json(await api.post(`${path}/deliveries/${test.body.data.id}/redeliver`, {}));
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.data).toMatchObject({ id: test.body.data.id, status: "pending" });
    await eventually(
      async () => receiver.delivered().filter((id) => id === eventId).length === 2,
      15_000,
      "the redelivery to arrive",
    );
  });

  it("pages deliveries with a cursor and hides receivers' answers from keys without webhooks:write", async () => {
    const endpoint = (await json(await api.get(path))).body.data.items[0];
    await api.post(`${path}/${endpoint.id}/test`, {});
    const first = (await json(await api.get(`${path}/${endpoint.id}/deliveries?limit=1`))).body.data;
    const second = (await json(await api.get(`${path}/${endpoint.id}/deliveries?limit=1&cursor=${first.nextCursor}`)))
      .body.data;
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await json(await api.get(`${path}/${endpoint.id}/deliveries?cursor=garbage`))).body.code).toBe(
      "VALIDATION_ERROR",
    );

    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    await db.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attemptNumber: 99,
        durationMs: 5,
        statusCode: 500,
        responseSnippet: "stack trace of db-7",
      },
    });
    const reader = fixture.v1Client(harness.app.url, await fixture.addKey(ws.workspaceId, ["webhooks:read"]));
    const seen = async (client: typeof api) =>
      JSON.stringify((await json(await client.get(`${path}/${endpoint.id}/deliveries?limit=100`))).body.data);
    expect(await seen(reader)).not.toContain("db-7");
    expect(await seen(api)).toContain("db-7");
    expect((await json(await reader.post(`${path}/${endpoint.id}/test`, {}))).body.code).toBe("INSUFFICIENT_SCOPE");
  });

  it("rotates the secret: the answer is the only one with the new secret, and both sign for a day", async () => {
    const endpoint = (await json(await api.get(path))).body.data.items[0];
    const old = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    const rotated = await json(await api.post(`${path}/${endpoint.id}/rotate-secret`, {}));
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toEqual({
      secret: expect.stringMatching(/^whsec_/),
      previousSecretExpiresAt: expect.any(String),
    });
    expect(Date.parse(rotated.body.data.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({
      secret: rotated.body.data.secret,
      previousSecret: old.secret,
    });
    for (const url of [path, `${path}/${endpoint.id}`, `${path}/${endpoint.id}/deliveries`]) {
      const text = (await json(await api.get(url))).text;
      expect(text).not.toContain(rotated.body.data.secret);
      expect(text).not.toContain(old.secret);
    }
  });

  it("refuses private targets (when not allowed), unknown events and unknown fields, writing nothing", async () => {
    const before = await db.webhookEndpoint.count({ where: { workspaceId: ws.workspaceId } });
    const issuePaths = async (response: Response) => {
      const { status, body } = await json(response);
      expect({ status, code: body.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
      return body.details.issues.map((issue: { path: (string | number)[] }) => issue.path);
    };
    webhookTargets.allowPrivate = false; // as in production
    try {
      expect(await issuePaths(await api.post(path, { url: "http://169.254.169.254/latest" }))).toEqual([["url"]]);
      const endpoint = (await json(await api.get(path))).body.data.items[0];
      expect(await issuePaths(await api.patch(`${path}/${endpoint.id}`, { url: "http://10.1.2.3/hook" }))).toEqual([
        ["url"],
      ]);
      expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).url).toBe(receiver.url);
    } finally {
      webhookTargets.allowPrivate = true;
    }
    expect(await issuePaths(await api.post(path, { url: "https://93.184.216.34/h", events: ["call.nope"] }))).toEqual([
      ["events", 0],
    ]);
    expect(
      await issuePaths(await api.post(path, { url: "https://93.184.216.34/h", event: ["call.completed"] })),
    ).toEqual([["event"]]);
    expect(await db.webhookEndpoint.count({ where: { workspaceId: ws.workspaceId } })).toBe(before);
  });

  it("replays a create (one endpoint, the same secret) and keeps other workspaces' endpoints and deliveries out of reach", async () => {
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const first = await json(await api.post(path, { url: "https://93.184.216.34/once" }, key));
    const again = await json(await api.post(path, { url: "https://93.184.216.34/once" }, key));
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(
      await db.webhookEndpoint.count({ where: { workspaceId: ws.workspaceId, url: "https://93.184.216.34/once" } }),
    ).toBe(1);

    const other = await fixture.createV1Workspace();
    const theirs = fixture.v1Client(harness.app.url, other.apiKey);
    const endpoint = (
      await json(
        await theirs.post(`/v1/workspaces/${other.workspaceId}/webhook-endpoints`, {
          url: "https://93.184.216.34/theirs",
        }),
      )
    ).body.data;
    const delivery = (
      await json(await theirs.post(`/v1/workspaces/${other.workspaceId}/webhook-endpoints/${endpoint.id}/test`, {}))
    ).body.data;
    for (const response of [
      await api.get(`${path}/${endpoint.id}`),
      await api.get(`${path}/${endpoint.id}/deliveries`),
      await api.patch(`${path}/${endpoint.id}`, { enabled: false }),
      await api.post(`${path}/${endpoint.id}/rotate-secret`, {}),
      await api.post(`${path}/${endpoint.id}/test`, {}),
      await api.post(`${path}/deliveries/${delivery.id}/redeliver`, {}),
      await api.delete(`${path}/${endpoint.id}`),
    ]) {
      expect((await json(response)).body.code).toBe("NOT_FOUND");
    }
    expect((await json(await theirs.get(path))).body.code).toBe("WORKSPACE_MISMATCH");
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({
      enabled: true,
      secret: endpoint.secret,
    });

    const deleted = await json(
      await theirs.delete(`/v1/workspaces/${other.workspaceId}/webhook-endpoints/${endpoint.id}`),
    );
    expect(deleted.body).toEqual({ success: true, data: { id: endpoint.id, deleted: true } });
    expect(await db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });
});
