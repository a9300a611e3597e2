import { createHash } from "node:crypto";
import { db, type Prisma } from "@/server/db/client";
import { addToOutbox, relayOutboxSoon } from "@/server/outbox/outbox";
import type { WebhookEndpoint } from "@/server/db/generated/client";
import type { WEBHOOK_EVENT_TYPES } from "./inputs";

// Webhook events (docs/decisions.md "Webhooks"). An event's id derives from (type, subject), so
// emitting the same fact twice (a replayed request, a re-run step) is a no-op: no second event, no
// second delivery. Emitting records one delivery per subscribed endpoint and enqueues each through
// the outbox, in the caller's transaction.

export { WEBHOOK_EVENT_TYPES } from "./inputs";

/** `webhook.test` is what "send test event" emits; endpoints cannot subscribe to it. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | "webhook.test";

/** The outbox / Inngest event that asks `deliver-webhook` to deliver one delivery. */
export const DELIVERY_REQUESTED = "webhook/delivery.requested";

export interface WebhookEventInput {
  workspaceId: string;
  type: WebhookEventType;
  /** What the event is about (a call, lead or contact id); with the type it makes the event id. */
  subjectId: string;
  data: Prisma.InputJsonObject;
}

/** The body every receiver gets. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  workspaceId: string;
  data: Prisma.InputJsonObject;
}

export function webhookEventId(type: WebhookEventType, subjectId: string): string {
  return `evt_${createHash("sha256").update(`${type}\n${subjectId}`).digest("hex").slice(0, 32)}`;
}

/**
 * Records the event and its deliveries inside `tx`. Returns the outbox ids to relay after
 * commit (`relayOutboxSoon(outboxIds)`, or the idempotency middleware's `afterCommit`); an event
 * emitted before returns no ids.
 */
export async function emitWebhookEvent(
  tx: Prisma.TransactionClient,
  input: WebhookEventInput,
): Promise<{ eventId: string; outboxIds: string[] }> {
  const id = webhookEventId(input.type, input.subjectId);
  const payload: WebhookPayload = { id, type: input.type, createdAt: new Date().toISOString(), workspaceId: input.workspaceId, data: input.data };
  // One statement: the event, and the workspace's enabled endpoints only if the event is new.
  const endpoints = await tx.$queryRaw<Array<Pick<WebhookEndpoint, "id" | "events">>>`
    WITH new_event AS (
      INSERT INTO "WebhookEvent" ("id", "workspaceId", "type", "subjectId", "payload", "createdAt")
      VALUES (${id}, ${input.workspaceId}, ${input.type}, ${input.subjectId}, ${JSON.stringify(payload)}::jsonb, now() AT TIME ZONE 'UTC')
      ON CONFLICT ("id") DO NOTHING
      RETURNING "id"
    )
    SELECT "id", COALESCE("events", ARRAY[]::text[]) AS "events" FROM "WebhookEndpoint"
    WHERE "workspaceId" = ${input.workspaceId} AND "enabled" AND EXISTS (SELECT 1 FROM new_event)`;
  const subscribed = endpoints.filter((endpoint) => input.type === "webhook.test" || !endpoint.events.length || endpoint.events.includes(input.type));
  return { eventId: id, outboxIds: await createDeliveries(tx, id, subscribed.map((endpoint) => endpoint.id)) };
}

/** Emits in a transaction of its own and relays at once: for callers outside any transaction. */
export async function publishWebhookEvent(input: WebhookEventInput): Promise<string> {
  const { eventId, outboxIds } = await db.$transaction((tx) => emitWebhookEvent(tx, input));
  relayOutboxSoon(outboxIds);
  return eventId;
}

/** One pending delivery per endpoint, each enqueued for `deliver-webhook`. */
export async function createDeliveries(tx: Prisma.TransactionClient, eventId: string, endpointIds: string[]): Promise<string[]> {
  if (!endpointIds.length) return [];
  const deliveries = await tx.webhookDelivery.createManyAndReturn({
    data: endpointIds.map((endpointId) => ({ eventId, endpointId })),
    skipDuplicates: true,
    select: { id: true },
  });
  return Promise.all(deliveries.map((delivery) => requestDelivery(tx, delivery.id)));
}

/** Enqueues (another) delivery run for a delivery; returns the outbox id. */
export function requestDelivery(tx: Prisma.TransactionClient, deliveryId: string): Promise<string> {
  return addToOutbox(tx, { name: DELIVERY_REQUESTED, data: { deliveryId } });
}
