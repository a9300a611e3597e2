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
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/numbers",
        tags,
        summary: "Add a caller number",
        successDescription: "Added.",
        errorResponses: { 409: "The workspace has this number already" },
      },
    })
    .input(callerNumberInput.extend(workspacePath.shape))
    .output(envelope(callerNumberSchema))
    .mutation(async ({ ctx, input: { id, ...number } }) =>
      successBody(callerNumberView(await addCallerNumber(ctx.db, id, number))),
    ),

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
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/numbers/{numberId}",
        tags,
        summary: "Update a caller number",
        description: "Its label; the number itself is the line (add the new one, remove the old).",
        errorResponses: notFound,
      },
    })
    .input(callerNumberChanges.extend(numberPath.shape))
    .output(envelope(callerNumberSchema))
    .mutation(async ({ ctx, input: { id, numberId, ...changes } }) =>
      successBody(callerNumberView(await updateCallerNumber(ctx.db, id, numberId, changes))),
    ),

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
