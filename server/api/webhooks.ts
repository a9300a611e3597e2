import { z } from "zod";
import { roleAtLeast } from "@/server/auth/membership";
import {
  createEndpointInput,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listDeliveriesInput,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestEvent,
  updateEndpointInput,
  updateWebhookEndpoint,
} from "@/server/webhooks/endpoints";
import { adminProcedure, memberProcedure, workspaceInput } from "./settings/procedures";
import { createTRPCRouter } from "./trpc";

// Webhook endpoints in the settings UI: members see endpoints and deliveries; admins change them,
// see secrets and receivers' answers, and redeliver. `webhooks.<action>` with the workspace as `id`.

const endpointInput = workspaceInput.extend({ endpointId: z.string().min(1) });

export const webhooksRouter = createTRPCRouter({
  list: memberProcedure.input(workspaceInput).query(({ ctx, input }) => listWebhookEndpoints(ctx.db, input.id)),
  create: adminProcedure
    .input(workspaceInput.extend(createEndpointInput.shape))
    .mutation(({ ctx, input: { id, ...endpoint } }) => createWebhookEndpoint(ctx.db, id, endpoint)),
  update: adminProcedure
    .input(endpointInput.extend(updateEndpointInput.shape))
    .mutation(({ ctx, input: { id, endpointId, ...changes } }) => updateWebhookEndpoint(ctx.db, id, endpointId, changes)),
  remove: adminProcedure.input(endpointInput).mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, input.id, input.endpointId)),
  revealSecret: adminProcedure.input(endpointInput).query(({ ctx, input }) => revealWebhookSecret(ctx.db, input.id, input.endpointId)),
  rotateSecret: adminProcedure.input(endpointInput).mutation(({ ctx, input }) => rotateWebhookSecret(ctx.db, input.id, input.endpointId)),
  sendTest: adminProcedure.input(endpointInput).mutation(({ ctx, input }) => sendTestEvent(ctx.db, input.id, input.endpointId)),
  deliveries: memberProcedure
    .input(endpointInput.extend(listDeliveriesInput.shape))
    .query(({ ctx, input: { id, endpointId, ...page } }) =>
      listWebhookDeliveries(ctx.db, id, endpointId, page, { withResponses: roleAtLeast(ctx.role, "admin") }),
    ),
  redeliver: adminProcedure
    .input(workspaceInput.extend({ deliveryId: z.string().min(1) }))
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.db, input.id, input.deliveryId)),
});
