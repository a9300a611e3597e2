import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// Webhook endpoints and their deliveries through the local executor: retries on the (fast)
// schedule, every attempt logged, redelivery, timeouts and redirects, secret rotation.

let harness: DialingHarness;
let workspaceId: string;
let webhooks: typeof import("@/server/webhooks/endpoints");
let events: typeof import("@/server/webhooks/events");
let db: typeof import("@/server/db/client").db;
const closers: Array<() => Promise<void>> = [];
/** Outside tRPC: what sends runs in a unit of work of its own, the rest through `db`. */
let transaction: typeof import("@/server/db/unit-of-work").transaction;

beforeAll(async () => {
  // A timeout a loaded machine cannot miss by accident: on the embedded database 300 ms let an
  // attempt time out before it reached a receiver that answers at once.
  harness = await startDialingHarness({ WEBHOOK_RETRY_SCHEDULE: "1s,1s", WEBHOOK_TIMEOUT_MS: "1500" });
  ({ db } = await import("@/server/db/client"));
  webhooks = await import("@/server/webhooks/endpoints");
  events = await import("@/server/webhooks/events");
  workspaceId = (await db.workspace.create({ data: { name: "Webhooks" } })).id;
  ({ transaction } = await import("@/server/db/unit-of-work"));
});
afterAll(async () => {
  await harness?.stop();
  for (const close of closers) await close();
});

async function receiverAnswering(answer: (attemptIndex: number) => number): Promise<WebhookReceiver> {
  let count = 0;
  const receiver = await startWebhookReceiver({ answer: () => answer(count++) });
  closers.push(receiver.close);
  return receiver;
}

async function endpointFor(receiver: WebhookReceiver, events: string[] = []) {
  const endpoint = await webhooks.createWebhookEndpoint(db, workspaceId, {
    url: receiver.url,
    events: events as never,
  });
  receiver.setSecret(endpoint.secret);
  return endpoint;
}

function settled(deliveryId: string) {
  return eventually(
    async () => {
      const delivery = await db.webhookDelivery.findUniqueOrThrow({
        where: { id: deliveryId },
        include: { attempts: { orderBy: { attemptNumber: "asc" } } },
      });
      return delivery.status !== "pending" && delivery;
    },
    15_000,
    `delivery ${deliveryId} to settle`,
  );
}

describe("webhook endpoints", () => {
  it("are created with a whsec_ secret, listed without it, filtered, disabled and deleted", async () => {
    const receiver = await receiverAnswering(() => 204);
    const endpoint = await endpointFor(receiver, ["lead.created"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await webhooks.listWebhookEndpoints(db, workspaceId, { limit: 100 });
    expect(listed.items.find((e) => e.id === endpoint.id)).toEqual(
      expect.not.objectContaining({ secret: expect.anything() }),
    );

    await events.publishWebhookEvent({ workspaceId, type: "contact.created", subjectId: "con_filtered", data: {} });
    expect(await db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);

    await webhooks.updateWebhookEndpoint(db, workspaceId, endpoint.id, { enabled: false });
    await events.publishWebhookEvent({ workspaceId, type: "lead.created", subjectId: "lead_while_disabled", data: {} });
    expect(await db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);

    await webhooks.deleteWebhookEndpoint(db, workspaceId, endpoint.id);
    await expect(transaction((tx) => webhooks.sendTestEvent(tx, workspaceId, endpoint.id))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuse bad URLs and ids of other workspaces", async () => {
    await expect(webhooks.createWebhookEndpoint(db, workspaceId, { url: "ftp://example.com/hook" })).rejects.toThrow();
    await expect(
      webhooks.createWebhookEndpoint(db, workspaceId, { url: "https://example.com", events: ["call.nope" as never] }),
    ).rejects.toThrow();
    const other = (await db.workspace.create({ data: { name: "Other" } })).id;
    const endpoint = await webhooks.createWebhookEndpoint(db, other, { url: "https://example.com/hook" });
    await expect(webhooks.rotateWebhookSecret(db, workspaceId, endpoint.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(webhooks.listWebhookDeliveries(db, workspaceId, endpoint.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("deliveries", () => {
  it("a receiver that fails twice then succeeds gets exactly one success and three logged attempts", async () => {
    const receiver = await receiverAnswering((i) => (i < 2 ? 503 : 200));
    const endpoint = await endpointFor(receiver);
    const eventId = (await transaction((tx) => webhooks.sendTestEvent(tx, workspaceId, endpoint.id))).event.id;
    const delivery = await settled((await db.webhookDelivery.findFirstOrThrow({ where: { eventId } })).id);

    expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 3, lastStatusCode: 200 });
    expect(delivery.attempts.map((a) => [a.attemptNumber, a.statusCode])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(delivery.attempts.every((a) => a.durationMs >= 0)).toBe(true);
    expect(receiver.delivered()).toEqual([eventId]);
    expect(receiver.attempts.every((a) => a.signatureValid)).toBe(true);

    const { items: deliveries } = await webhooks.listWebhookDeliveries(db, workspaceId, endpoint.id);
    expect(deliveries[0]).toMatchObject({ id: delivery.id, event: { type: "webhook.test" }, attempts: [{}, {}, {}] });
  });

  it("fails after the schedule runs out, and a redelivery succeeds", async () => {
    let healthy = false;
    const receiver = await receiverAnswering(() => (healthy ? 204 : 500));
    const endpoint = await endpointFor(receiver);
    const eventId = (await transaction((tx) => webhooks.sendTestEvent(tx, workspaceId, endpoint.id))).event.id;
    const deliveryId = (await db.webhookDelivery.findFirstOrThrow({ where: { eventId } })).id;
    const failed = await settled(deliveryId);
    expect(failed).toMatchObject({ status: "failed", attemptCount: 3 });

    healthy = true;
    await transaction((tx) => webhooks.redeliverWebhook(tx, workspaceId, deliveryId));
    const redelivered = await eventually(async () => {
      const row = await db.webhookDelivery.findUniqueOrThrow({
        where: { id: deliveryId },
        include: { attempts: true },
      });
      return row.status === "succeeded" && row;
    });
    expect(redelivered.attempts.map((a) => a.attemptNumber).sort()).toEqual([1, 2, 3, 4]);
    expect(receiver.delivered()).toEqual([eventId]);
  });

  it("records a timeout and a redirect as failed attempts with the reason", async () => {
    let mode: "hang" | "redirect" = "hang";
    const server: Server = createServer((_req, res) => {
      if (mode === "redirect") res.writeHead(302, { location: "http://169.254.169.254/" }).end("moved");
      // "hang": never answers
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(async () => {
      server.closeAllConnections();
      server.close();
    });
    const endpoint = await webhooks.createWebhookEndpoint(db, workspaceId, {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    });

    const eventId = (await transaction((tx) => webhooks.sendTestEvent(tx, workspaceId, endpoint.id))).event.id;
    const deliveryId = (await db.webhookDelivery.findFirstOrThrow({ where: { eventId } })).id;
    await eventually(() => db.webhookAttempt.findFirst({ where: { deliveryId } }), 10_000, "first attempt");
    mode = "redirect";
    const delivery = await settled(deliveryId);
    expect(delivery.status).toBe("failed");
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: "no response within 1500 ms" });
    expect(delivery.attempts.at(-1)).toMatchObject({
      statusCode: 302,
      responseSnippet: "moved",
      error: "HTTP 302 (redirects are not followed)",
    });
  });

  it("keep the first KiB of a receiver's answer, shown only to whoever may see it", async () => {
    const server: Server = createServer((_req, res) =>
      res.writeHead(500, { "content-type": "text/plain" }).end("x".repeat(64 * 1024)),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const endpoint = await webhooks.createWebhookEndpoint(db, workspaceId, {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/long`,
    });

    const eventId = (await transaction((tx) => webhooks.sendTestEvent(tx, workspaceId, endpoint.id))).event.id;
    const deliveryId = (await db.webhookDelivery.findFirstOrThrow({ where: { eventId } })).id;
    const attempt = await eventually(
      () => db.webhookAttempt.findFirst({ where: { deliveryId } }),
      10_000,
      "first attempt",
    );
    expect(attempt).toMatchObject({ statusCode: 500, responseSnippet: "x".repeat(1024) });

    const asMember = await webhooks.listWebhookDeliveries(db, workspaceId, endpoint.id);
    expect(asMember.items[0].attempts[0]).toMatchObject({
      statusCode: 500,
      durationMs: expect.any(Number),
      responseSnippet: null,
    });
    const asAdmin = await webhooks.listWebhookDeliveries(db, workspaceId, endpoint.id, {}, { withResponses: true });
    expect(asAdmin.items[0].attempts[0].responseSnippet).toBe("x".repeat(1024));
  });

  it("signs with both secrets for a day after a rotation", async () => {
    const receiver = await receiverAnswering(() => 204);
    const endpoint = await endpointFor(receiver);
    const { secret: newSecret } = await webhooks.rotateWebhookSecret(db, workspaceId, endpoint.id);
    expect(newSecret).not.toBe(endpoint.secret);
    expect(await webhooks.revealWebhookSecret(db, workspaceId, endpoint.id)).toBe(newSecret);

    const { signatureHeaders } = await import("@/server/webhooks/delivery");
    const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    const headers = signatureHeaders(row, "evt_x", '{"a":1}');
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(endpoint.secret).verify('{"a":1}', headers)).toEqual({ a: 1 });
    expect(new Webhook(newSecret).verify('{"a":1}', headers)).toEqual({ a: 1 });
  });

  it("emitting the same (type, subject) twice creates one event and one delivery", async () => {
    const receiver = await receiverAnswering(() => 204);
    const endpoint = await endpointFor(receiver);
    const input = { workspaceId, type: "lead.created" as const, subjectId: "lead_once", data: { id: "lead_once" } };
    const [first, second] = [await events.publishWebhookEvent(input), await events.publishWebhookEvent(input)];
    expect(second).toBe(first);
    await eventually(async () => receiver.delivered().includes(first));
    expect(await db.webhookDelivery.count({ where: { eventId: first, endpointId: endpoint.id } })).toBe(1);
  });
});
