import { randomBytes } from "node:crypto";
import { z } from "zod";
import { Prisma, type Db } from "@/server/db/client";
import { pageQuery, paginationInput, toPage } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { assertPublicTarget, TargetNotAllowedError, targetPolicy } from "@/server/net/target-guard";
import { createDeliveries, deliveryQueue, requestDelivery, webhookPayload } from "./events";
import { createEndpointInput, listDeliveriesInput, updateEndpointInput } from "./inputs";
import { deliveryInclude, webhookDeliveryView, webhookEndpointView } from "./views";

// Webhook endpoints of a workspace: what /v1 and the settings UI manage (server/api/v1/webhook-endpoints.ts).
// Every function is scoped by workspace (an id from another workspace is simply not found) and
// works in the caller's transaction (the tRPC context's `db`); those that send something need a
// unit of work (server/db/unit-of-work.ts).

/** How long the old secret keeps signing after a rotation, so receivers can switch over. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export { createEndpointInput, listDeliveriesInput, updateEndpointInput, webhookEventTypeSchema } from "./inputs";

export type CreateEndpointInput = z.input<typeof createEndpointInput>;
export type UpdateEndpointInput = z.input<typeof updateEndpointInput>;

/** Receivers must be public addresses, except in dev and tests. */
export const webhookTargets = targetPolicy("WEBHOOK_ALLOW_PRIVATE_TARGETS");

const PUBLIC_FIELDS = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** A Standard Webhooks signing secret (also a number's routing secret). */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * 400 naming `field` when `url` is not a public address (private ones pass in dev:
 * WEBHOOK_ALLOW_PRIVATE_TARGETS); `what` the URL is called in the message.
 */
export async function checkTarget(url: string, field = "url", what = "webhook URL"): Promise<void> {
  try {
    await assertPublicTarget(new URL(url), webhookTargets);
  } catch (error) {
    if (!(error instanceof TargetNotAllowedError)) throw error;
    throw new ApiError("VALIDATION_ERROR", `The ${what} is not allowed: ${error.message}.`, {
      details: { issues: [{ path: [field], message: error.message }] },
    });
  }
}

const endpointNotFound = () => new ApiError("NOT_FOUND", "No such webhook endpoint.");
const deliveryNotFound = () => new ApiError("NOT_FOUND", "No such webhook delivery.");

async function findEndpoint(db: Db, workspaceId: string, endpointId: string) {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: endpointId, workspaceId } });
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

/**
 * The endpoint, locked until the caller's transaction ends, so that a DELETE committing meanwhile
 * cannot pull it from under the write that follows (a 404 then, never a 500). KEY SHARE is enough
 * to keep it from being deleted; NO KEY UPDATE also queues concurrent changes to it.
 */
async function lockedEndpoint(
  db: Db,
  workspaceId: string,
  endpointId: string,
  strength: "KEY SHARE" | "NO KEY UPDATE",
) {
  const lock = strength === "KEY SHARE" ? Prisma.sql`FOR KEY SHARE` : Prisma.sql`FOR NO KEY UPDATE`;
  await db.$queryRaw`SELECT 1 FROM "WebhookEndpoint" WHERE "id" = ${endpointId} AND "workspaceId" = ${workspaceId} ${lock}`;
  return findEndpoint(db, workspaceId, endpointId);
}

/** Creates an endpoint; this answer is the only one that carries its signing secret. */
export async function createWebhookEndpoint(db: Db, workspaceId: string, input: CreateEndpointInput) {
  const { url, description, events } = createEndpointInput.parse(input);
  await checkTarget(url);
  const { secret, ...endpoint } = await db.webhookEndpoint.create({
    data: { workspaceId, url, description, events, secret: newSecret() },
    select: { ...PUBLIC_FIELDS, secret: true },
  });
  return { ...webhookEndpointView(endpoint), secret };
}

/** One page, newest first. */
export async function listWebhookEndpoints(db: Db, workspaceId: string, input: z.input<typeof paginationInput> = {}) {
  const page = paginationInput.parse(input);
  const query = pageQuery(page);
  const rows = await db.webhookEndpoint.findMany({
    ...query,
    where: { AND: [{ workspaceId }, query.where] },
    select: PUBLIC_FIELDS,
  });
  return toPage(rows, page.limit, webhookEndpointView);
}

export async function getWebhookEndpoint(db: Db, workspaceId: string, endpointId: string) {
  return webhookEndpointView(await findEndpoint(db, workspaceId, endpointId));
}

/** The current signing secret, for an admin to copy into the receiver. */
export async function revealWebhookSecret(db: Db, workspaceId: string, endpointId: string): Promise<string> {
  return (await findEndpoint(db, workspaceId, endpointId)).secret;
}

/** Changes URL, description, events filter or enabled. */
export async function updateWebhookEndpoint(
  db: Db,
  workspaceId: string,
  endpointId: string,
  input: UpdateEndpointInput,
) {
  const changes = updateEndpointInput.parse(input);
  await findEndpoint(db, workspaceId, endpointId);
  if (changes.url) await checkTarget(changes.url);
  // Look-up and write in one statement: a DELETE committed since the check above leaves nothing to update.
  const { count } = await db.webhookEndpoint.updateMany({ where: { id: endpointId, workspaceId }, data: changes });
  if (!count) throw endpointNotFound();
  return getWebhookEndpoint(db, workspaceId, endpointId);
}

export async function deleteWebhookEndpoint(db: Db, workspaceId: string, endpointId: string): Promise<void> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id: endpointId, workspaceId } });
  if (!count) throw endpointNotFound();
}

/** A new secret signs from now on; the old one also signs for 24 h. The answer is the only one with the new secret. */
export async function rotateWebhookSecret(db: Db, workspaceId: string, endpointId: string) {
  const endpoint = await lockedEndpoint(db, workspaceId, endpointId, "NO KEY UPDATE");
  const secret = newSecret();
  const previousSecretExpiresAt = new Date(Date.now() + ROTATION_OVERLAP_MS);
  await db.webhookEndpoint.update({
    where: { id: endpointId },
    data: { secret, previousSecret: endpoint.secret, previousSecretExpiresAt },
  });
  return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}

/** The `data` of `webhook.test`. */
export const webhookTestSchema = z.object({ message: z.string() }).meta({ id: "WebhookTest" });

/** Sends a `webhook.test` event to this endpoint only; returns the delivery queued. */
export async function sendTestEvent(db: Db, workspaceId: string, endpointId: string) {
  await lockedEndpoint(db, workspaceId, endpointId, "KEY SHARE");
  const subjectId = `test_${randomBytes(8).toString("hex")}`;
  const payload = webhookPayload({
    workspaceId,
    type: "webhook.test",
    subjectId,
    data: { message: "This is a test event from svc." } satisfies z.infer<typeof webhookTestSchema>,
  });
  const { id } = payload;
  await db.webhookEvent.create({ data: { id, workspaceId, type: "webhook.test", subjectId, payload: { ...payload } } });
  await createDeliveries(db, { id, subjectId }, [endpointId]);
  return findDelivery(db, workspaceId, { eventId: id, endpointId }, false);
}

async function findDelivery(
  db: Db,
  workspaceId: string,
  where: Prisma.WebhookDeliveryWhereInput,
  withResponses: boolean,
) {
  const delivery = await db.webhookDelivery.findFirst({
    where: { ...where, endpoint: { workspaceId } },
    include: deliveryInclude,
  });
  if (!delivery) throw deliveryNotFound();
  return webhookDeliveryView(delivery, withResponses);
}

/**
 * Deliveries of an endpoint, newest first, each with its event and every attempt. What receivers
 * answered only `withResponses` (for admins: an answer may echo what it should not).
 */
export async function listWebhookDeliveries(
  db: Db,
  workspaceId: string,
  endpointId: string,
  input: z.input<typeof listDeliveriesInput> = {},
  { withResponses = false } = {},
) {
  const page = listDeliveriesInput.parse(input);
  await findEndpoint(db, workspaceId, endpointId);
  const query = pageQuery(page);
  const rows = await db.webhookDelivery.findMany({
    ...query,
    where: { AND: [{ endpointId }, query.where] },
    include: deliveryInclude,
  });
  return toPage(rows, page.limit, (delivery) => webhookDeliveryView(delivery, withResponses));
}

/** Delivers again (a new series of attempts), whatever happened before; returns the delivery, pending again. */
export async function redeliverWebhook(
  db: Db,
  workspaceId: string,
  deliveryId: string,
  { withResponses = false } = {},
) {
  // One statement scoped by workspace; its row lock keeps an endpoint's DELETE waiting until this commits.
  const { count } = await db.webhookDelivery.updateMany({
    where: { id: deliveryId, endpoint: { workspaceId } },
    data: { status: "pending", completedAt: null },
  });
  if (!count) throw deliveryNotFound();
  const { endpointId, event } = await db.webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    select: { endpointId: true, event: { select: { subjectId: true } } },
  });
  await requestDelivery(db, deliveryId, deliveryQueue(endpointId, event.subjectId));
  return findDelivery(db, workspaceId, { id: deliveryId }, withResponses);
}
