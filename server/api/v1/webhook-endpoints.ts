import { z } from "zod";
import { roleAtLeast } from "@/server/auth/membership";
import type { Role } from "@/server/auth/schemas";
import { paginationInput } from "@/server/db/pagination";
import {
  createEndpointInput,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listDeliveriesInput,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateEndpointInput,
  updateWebhookEndpoint,
} from "@/server/webhooks/endpoints";
import {
  createdWebhookEndpointSchema,
  rotatedSecretSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from "@/server/webhooks/views";
import type { Principal } from "../context";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Webhook endpoints and their deliveries: /v1 with `webhooks:*` keys, and the settings UI (members
// read, admins change) through the same procedures. Signing secrets are answered by creation and
// rotation only; the settings UI's reveal is settings.webhooks.revealSecret.

const endpointPath = workspacePath.extend({
  endpointId: z.string().min(1).meta({ description: "Webhook endpoint id." }),
});
const tags = ["Webhook endpoints"];
const notFound = { 404: "No such webhook endpoint" };
const refusedUrl = { 400: "Invalid fields, or a URL in a private network" };

/** What receivers answered may echo what it should not: shown to those who may change webhooks. */
function seesResponses({ principal, role }: { principal: Principal; role: Role | null }): boolean {
  return principal.kind === "apiKey"
    ? principal.scopes.includes("webhooks:write")
    : role !== null && roleAtLeast(role, "admin");
}

export const webhookEndpointsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      successStatus: 201,
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/webhook-endpoints",
        tags,
        summary: "Create a webhook endpoint",
        description: "The answer carries the signing `secret`; no other answer ever does (rotate it to get a new one).",
        successDescription: "Created.",
        errorResponses: refusedUrl,
      },
    })
    .input(z.strictObject(createEndpointInput.shape).extend(workspacePath.shape))
    .output(envelope(createdWebhookEndpointSchema))
    .mutation(async ({ ctx, input: { id, ...endpoint } }) =>
      successBody(await createWebhookEndpoint(ctx.db, id, endpoint)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "webhooks:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/webhook-endpoints",
        tags,
        summary: "List webhook endpoints",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(webhookEndpointSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listWebhookEndpoints(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "webhooks:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}",
        tags,
        summary: "Retrieve a webhook endpoint",
        errorResponses: notFound,
      },
    })
    .input(endpointPath)
    .output(envelope(webhookEndpointSchema))
    .query(async ({ ctx, input }) => successBody(await getWebhookEndpoint(ctx.db, input.id, input.endpointId))),

  update: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}",
        tags,
        summary: "Update a webhook endpoint",
        description:
          "Changes only the fields given: `url`, `description`, `events`, `enabled` (false pauses deliveries).",
        errorResponses: { ...refusedUrl, ...notFound },
      },
    })
    .input(z.strictObject(updateEndpointInput.shape).extend(endpointPath.shape))
    .output(envelope(webhookEndpointSchema))
    .mutation(async ({ ctx, input: { id, endpointId, ...changes } }) =>
      successBody(await updateWebhookEndpoint(ctx.db, id, endpointId, changes)),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}",
        tags,
        summary: "Delete a webhook endpoint",
        description: "Its deliveries go with it.",
        errorResponses: notFound,
      },
    })
    .input(endpointPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteWebhookEndpoint(ctx.db, input.id, input.endpointId);
      return successBody(deleted(input.endpointId));
    }),

  rotateSecret: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret",
        tags,
        summary: "Rotate the signing secret",
        description:
          "Deliveries are signed with the new secret from now on, and with the old one too for 24 hours. The answer is the only one with the new secret.",
        errorResponses: notFound,
      },
    })
    .input(endpointPath)
    .output(envelope(rotatedSecretSchema))
    .mutation(async ({ ctx, input }) => successBody(await rotateWebhookSecret(ctx.db, input.id, input.endpointId))),

  sendTest: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}/test",
        tags,
        summary: "Send a test event",
        description: "Queues a `webhook.test` event to this endpoint only; follow it in the deliveries.",
        successDescription: "Accepted: the delivery is queued.",
        errorResponses: notFound,
      },
    })
    .input(endpointPath)
    .output(envelope(webhookDeliverySchema))
    .mutation(async ({ ctx, input }) => successBody(await sendTestEvent(ctx.db, input.id, input.endpointId))),

  deliveries: workspaceProcedure
    .meta({
      scope: "webhooks:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/webhook-endpoints/{endpointId}/deliveries",
        tags,
        summary: "List an endpoint's deliveries",
        description:
          "Newest first, each with its event and every attempt. What receivers answered is shown to keys with `webhooks:write` only.",
        errorResponses: notFound,
      },
    })
    .input(endpointPath.extend(listDeliveriesInput.shape))
    .output(envelope(page(webhookDeliverySchema)))
    .query(async ({ ctx, input: { id, endpointId, ...filter } }) =>
      successBody(await listWebhookDeliveries(ctx.db, id, endpointId, filter, { withResponses: seesResponses(ctx) })),
    ),

  redeliver: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/webhook-endpoints/deliveries/{deliveryId}/redeliver",
        tags,
        summary: "Redeliver an event",
        description: "A new series of attempts, whatever happened before.",
        successDescription: "Accepted: the delivery is pending again.",
        errorResponses: { 404: "No such delivery" },
      },
    })
    .input(workspacePath.extend({ deliveryId: z.string().min(1).meta({ description: "Webhook delivery id." }) }))
    .output(envelope(webhookDeliverySchema))
    .mutation(async ({ ctx, input }) =>
      successBody(await redeliverWebhook(ctx.db, input.id, input.deliveryId, { withResponses: seesResponses(ctx) })),
    ),
});
