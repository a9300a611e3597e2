import { createHash } from "node:crypto";
import type { Db, Prisma } from "@/server/db/client";
import { API_VERSION } from "@/server/api-version";
import { isoSql } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { emit, transaction } from "@/server/db/unit-of-work";
import type { WebhookEndpoint } from "@/server/db/generated/client";
import { deliveryRequested } from "@/server/events";
import type { WEBHOOK_EVENT_TYPES } from "./inputs";

// Webhook events (docs/decisions.md, webhooks). An event's id derives from (type, subject), so emitting
// the same fact twice (a replayed request, a re-run step) is a no-op: no second event, no second
// delivery. Emitting records one delivery per subscribed endpoint and emits a
// `webhook/delivery.requested` event for each, in the caller's unit of work.

export { WEBHOOK_EVENT_TYPES } from "./inputs";

/** `webhook.test` is what "send test event" emits; endpoints cannot subscribe to it. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | "webhook.test";

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
  /** The API version `data` follows (docs/api-versioning.md), stored with the event: a redelivery after an upgrade still says it. */
  apiVersion: typeof API_VERSION;
  createdAt: string;
  workspaceId: string;
  data: Prisma.InputJsonObject;
}

export function webhookEventId(type: WebhookEventType, subjectId: string): string {
  return `evt_${createHash("sha256").update(`${type}\n${subjectId}`).digest("hex").slice(0, 32)}`;
}

/** The body of a new event (webhookEventsSql builds the same in SQL). */
export function webhookPayload(input: WebhookEventInput): WebhookPayload {
  return {
    id: webhookEventId(input.type, input.subjectId),
    type: input.type,
    apiVersion: API_VERSION,
    createdAt: new Date().toISOString(),
    workspaceId: input.workspaceId,
    data: input.data,
  };
}

/** Records the event and its deliveries in `tx`'s unit of work (nothing when it was emitted before); returns its id. */
export async function emitWebhookEvent(db: Db, input: WebhookEventInput): Promise<string> {
  const payload = webhookPayload(input);
  const { id } = payload;
  // One statement: the event, and the workspace's enabled endpoints only if the event is new.
  const endpoints = await db.$queryRaw<Array<Pick<WebhookEndpoint, "id" | "events">>>`
    WITH new_event AS (
      INSERT INTO "WebhookEvent" ("id", "workspaceId", "type", "subjectId", "payload", "createdAt")
      VALUES (${id}, ${input.workspaceId}, ${input.type}, ${input.subjectId}, ${storableJson(payload)}::jsonb, now() AT TIME ZONE 'UTC')
      ON CONFLICT ("id") DO NOTHING
      RETURNING "id"
    )
    SELECT "id", COALESCE("events", ARRAY[]::text[]) AS "events" FROM "WebhookEndpoint"
    WHERE "workspaceId" = ${input.workspaceId} AND "enabled" AND EXISTS (SELECT 1 FROM new_event)`;
  const subscribed = endpoints.filter(
    (endpoint) => input.type === "webhook.test" || !endpoint.events.length || endpoint.events.includes(input.type),
  );
  await createDeliveries(
    db,
    { id, subjectId: input.subjectId },
    subscribed.map((endpoint) => endpoint.id),
  );
  return id;
}

/** The CTE of webhookEventsSql's outbox rows, one per delivery (outboxRowsSql reads it). */
export const DELIVERY_OUTBOX = "delivery_outbox";
/** The CTE webhookEventsSql reads, one row per event to record: the statement defines it under this name. */
export const WEBHOOK_FACTS = "facts";

/**
 * emitWebhookEvent inside one statement of the hot path (docs/decisions.md "The hot path in SQL"):
 * CTEs that record each row of the CTE WEBHOOK_FACTS ("workspaceId", "type", "subjectId", "data") as a
 * webhook event (id as webhookEventId makes it; nothing when it exists), one delivery per enabled
 * endpoint subscribed to its type, and each delivery's `webhook/delivery.requested` outbox row, which
 * the CTE DELIVERY_OUTBOX returns ("id", "name", "payload") for the relay. `deliveryEvent` is the
 * placeholder holding deliveryRequested.name.
 */
export function webhookEventsSql(deliveryEvent: string): string {
  return `new_events AS (
    INSERT INTO "WebhookEvent" ("id", "workspaceId", "type", "subjectId", "payload", "createdAt")
    SELECT e."id", e."workspaceId", e."type", e."subjectId",
           jsonb_build_object('id', e."id", 'type', e."type", 'apiVersion', '${API_VERSION}', 'createdAt', ${isoSql(`(now() AT TIME ZONE 'UTC')::timestamp(3)`)}, 'workspaceId', e."workspaceId", 'data', e."data"),
           now() AT TIME ZONE 'UTC'
    FROM (SELECT ${WEBHOOK_FACTS}.*, 'evt_' || left(encode(sha256(convert_to(${WEBHOOK_FACTS}."type" || E'\n' || ${WEBHOOK_FACTS}."subjectId", 'UTF8')), 'hex'), 32) AS "id" FROM ${WEBHOOK_FACTS}) e
    ON CONFLICT ("id") DO NOTHING
    RETURNING "id", "workspaceId", "type", "subjectId"
  ), deliveries AS (
    INSERT INTO "WebhookDelivery" ("eventId", "endpointId", "createdAt", "updatedAt")
    SELECT new_events."id", endpoint."id", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM new_events JOIN "WebhookEndpoint" endpoint ON endpoint."workspaceId" = new_events."workspaceId" AND endpoint."enabled"
      AND (cardinality(COALESCE(endpoint."events", ARRAY[]::text[])) = 0 OR new_events."type" = ANY(endpoint."events"))
    ON CONFLICT ("eventId", "endpointId") DO NOTHING
    RETURNING "id", "eventId", "endpointId"
  ), ${DELIVERY_OUTBOX} AS (
    INSERT INTO "Outbox" ("name", "payload", "createdAt")
    SELECT ${deliveryEvent}, jsonb_build_object('deliveryId', deliveries."id", 'queue', ${deliveryQueueSql(`deliveries."endpointId"`, `new_events."subjectId"`)}), now() AT TIME ZONE 'UTC'
    FROM deliveries JOIN new_events ON new_events."id" = deliveries."eventId"
    RETURNING "id", "name", "payload"
  )`;
}

/** Emits in a unit of work of its own: for callers outside any transaction. */
export function publishWebhookEvent(input: WebhookEventInput): Promise<string> {
  return transaction((tx) => emitWebhookEvent(tx, input));
}

/**
 * The deliveries of one endpoint about one subject (a call, a lead…) are attempted one at a time,
 * in the order of their events (`deliver-webhook`'s concurrency key): a receiver never sees a
 * call's `call.completed` before its `call.answered`. Deliveries about other subjects go side by side.
 */
export function deliveryQueue(endpointId: string, subjectId: string): string {
  return `${endpointId}/${subjectId}`;
}

/** deliveryQueue in SQL, over two text expressions. */
function deliveryQueueSql(endpointId: string, subjectId: string): string {
  return `${endpointId} || '/' || ${subjectId}`;
}

/** One pending delivery per endpoint, each enqueued for `deliver-webhook`. */
export async function createDeliveries(
  db: Db,
  event: { id: string; subjectId: string },
  endpointIds: string[],
): Promise<void> {
  if (!endpointIds.length) return;
  const deliveries = await db.webhookDelivery.createManyAndReturn({
    data: endpointIds.map((endpointId) => ({ eventId: event.id, endpointId })),
    skipDuplicates: true,
    select: { id: true, endpointId: true },
  });
  await Promise.all(
    deliveries.map((delivery) => requestDelivery(db, delivery.id, deliveryQueue(delivery.endpointId, event.subjectId))),
  );
}

/** Enqueues (another) delivery run for a delivery, in its queue (deliveryQueue). */
export function requestDelivery(db: Db, deliveryId: string, queue: string): Promise<void> {
  return emit(db, deliveryRequested.create({ deliveryId, queue }));
}
