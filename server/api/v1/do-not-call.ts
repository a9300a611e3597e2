import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import {
  addDncNumbers,
  dncAddReportSchema,
  dncEntrySchema,
  listDncEntries,
  removeDncEntry,
} from "@/server/dnc/entries";
import { dncAddInput } from "@/server/dnc/inputs";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// The workspace's do-not-call list, for /v1 and the settings UI alike: calls to a listed number
// are refused (422 NUMBER_BLOCKED) and never dialed.

const tags = ["Do-not-call"];

export const doNotCallRouter = createTRPCRouter({
  list: workspaceProcedure
    .meta({
      scope: "dnc:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/do-not-call",
        tags,
        summary: "List the do-not-call list",
        description: "Newest first.",
      },
    })
    .input(
      workspacePath.extend(paginationInput.shape).extend({
        search: z.string().max(200).optional().meta({ description: "Digits of the number, or words of the reason." }),
      }),
    )
    .output(envelope(page(dncEntrySchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listDncEntries(ctx.db, id, filter))),

  add: workspaceProcedure
    .meta({
      scope: "dnc:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/do-not-call",
        tags,
        summary: "Add numbers to the do-not-call list",
        description:
          "One to 1,000 numbers, each normalised to E.164 and reported on in order: `added`, `already_listed` or `invalid` (with `error`). Invalid numbers do not stop the valid ones.",
      },
    })
    .input(dncAddInput.extend(workspacePath.shape))
    .output(envelope(dncAddReportSchema))
    .mutation(async ({ ctx, input: { id, ...numbers } }) => successBody(await addDncNumbers(ctx.db, id, numbers))),

  remove: workspaceProcedure
    .meta({
      scope: "dnc:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/do-not-call/{entryId}",
        tags,
        summary: "Remove a number from the do-not-call list",
        description:
          "Calls to it are allowed again. Name the entry by its id or by the number in E.164 (`%2B14155552671`).",
        errorResponses: { 404: "The number is not on the list" },
      },
    })
    .input(
      workspacePath.extend({ entryId: z.string().min(1).meta({ description: "Entry id, or the number in E.164." }) }),
    )
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) =>
      successBody(deleted((await removeDncEntry(ctx.db, input.id, input.entryId)).id)),
    ),
});
