import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import { callerNumberChanges, callerNumberInput } from "@/server/numbers/inputs";
import {
  addCallerNumber,
  callerNumberSchema,
  callerNumberView,
  getCallerNumber,
  pageCallerNumbers,
  removeCallerNumber,
  rotateRoutingSecret,
  syncCallerNumber,
  updateCallerNumber,
} from "@/server/numbers/numbers";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Caller numbers (the `from` of calls), for /v1 and the settings UI alike.

const numberPath = workspacePath.extend({ numberId: z.string().min(1).meta({ description: "Caller number id." }) });
const tags = ["Numbers"];
const notFound = { 404: "No such caller number" };

export const numbersRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "numbers:write",
      successStatus: 201,
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/numbers",
        tags,
        summary: "Add a number",
        description:
          "A caller id for the workspace's calls and, with `inboundAgentId`, a line that agent answers. With a `routingUrl`, this answer is the only one that carries `routingSecret`.",
        successDescription: "Added.",
        errorResponses: {
          409: "The workspace has this number already, or another workspace answers it",
          422: "No such agent in this workspace",
        },
      },
    })
    .input(callerNumberInput.extend(workspacePath.shape))
    .output(envelope(callerNumberSchema))
    .mutation(async ({ ctx, input: { id, ...number } }) => successBody(await addCallerNumber(ctx.db, id, number))),

  list: workspaceProcedure
    .meta({
      scope: "numbers:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/numbers",
        tags,
        summary: "List caller numbers",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(callerNumberSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await pageCallerNumbers(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "numbers:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/numbers/{numberId}",
        tags,
        summary: "Retrieve a caller number",
        errorResponses: notFound,
      },
    })
    .input(numberPath)
    .output(envelope(callerNumberSchema))
    .query(async ({ ctx, input }) =>
      successBody(callerNumberView(await getCallerNumber(ctx.db, input.id, input.numberId))),
    ),

  update: workspaceProcedure
    .meta({
      scope: "numbers:write",
      secretInAnswer: true,
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/numbers/{numberId}",
        tags,
        summary: "Update a number",
        description:
          "Its label, inbound agent and routing; the number itself is the line (add the new one, remove the old). The answer that first sets `routingUrl` carries `routingSecret`, once.",
        errorResponses: {
          ...notFound,
          409: "Another workspace answers this number",
          422: "No such agent in this workspace",
        },
      },
    })
    .input(callerNumberChanges.extend(numberPath.shape))
    .output(envelope(callerNumberSchema))
    .mutation(async ({ ctx, input: { id, numberId, ...changes } }) =>
      successBody(await updateCallerNumber(ctx.db, id, numberId, changes)),
    ),

  rotateRoutingSecret: workspaceProcedure
    .meta({
      scope: "numbers:write",
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/numbers/{numberId}/rotate-routing-secret",
        tags,
        summary: "Rotate a number's routing secret",
        description: "A new `whsec_…` signs routing requests from now on; this answer is the only one that carries it.",
        errorResponses: notFound,
      },
    })
    .input(numberPath)
    .output(envelope(callerNumberSchema))
    .mutation(async ({ ctx, input }) => successBody(await rotateRoutingSecret(ctx.db, input.id, input.numberId))),

  sync: workspaceProcedure
    .meta({
      scope: "numbers:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/numbers/{numberId}/sync",
        tags,
        summary: "Sync a number with Twilio",
        description:
          "Tells Twilio again where the number's calls go, as things are now: to svc when an agent answers it, nowhere otherwise. Changing `inboundAgentId` does it by itself (and every server start does it for each answering number); this is for what no change reaches, such as a number given its agent before Twilio was configured. Twilio is asked in the background, again until it answers: `carrierState` then says how it went.",
        successDescription: "Accepted: Twilio is asked shortly.",
        errorResponses: { ...notFound, 409: "Twilio is not configured" },
      },
    })
    .input(numberPath)
    // Never the routing secret: nothing here makes one.
    .output(envelope(callerNumberSchema.omit({ routingSecret: true })))
    .mutation(async ({ ctx, input }) => successBody(await syncCallerNumber(ctx.db, input.id, input.numberId))),

  delete: workspaceProcedure
    .meta({
      scope: "numbers:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/numbers/{numberId}",
        tags,
        summary: "Remove a caller number",
        description:
          "Agents that call from it by default (`agentCount`) then need a `from` on each call. A campaign that has not ended and calls from it keeps it: 409 CONFLICT naming the campaigns (`details.campaignIds`).",
        errorResponses: { ...notFound, 409: "A campaign that has not ended calls from the number" },
      },
    })
    .input(numberPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await removeCallerNumber(ctx.db, input.id, input.numberId);
      return successBody(deleted(input.numberId));
    }),
});
