import { z } from "zod";
import {
  erasureInput,
  erasureSchema,
  getErasure,
  personalData,
  personalDataSchema,
  personQuery,
  requestErasure,
} from "@/server/privacy/erasure";
import { modeOf } from "../context";
import { envelope, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// One person's data: erased (GDPR article 17) and shown (article 15), in the key's mode (docs/privacy.md).

const tags = ["Privacy"];

export const erasuresRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "contacts:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/erasures",
        tags,
        summary: "Erase a person's data",
        description:
          "Name the person by exactly one of `phone`, `email` or `contactId`. Their contacts, leads, their calls' turns, recordings, variables, metadata, summaries and analysis, campaign recipients, stored webhook payloads and deliveries, idempotency records and agent-test conversations naming them are erased; calls stay with the number masked (`+1415555••••`). `doNotCall: true` also lists the number. Runs in the background: `GET …/erasures/{erasureId}`, webhook `erasure.completed`.",
      },
    })
    .input(erasureInput.safeExtend(workspacePath.shape))
    .output(envelope(erasureSchema))
    .mutation(async ({ ctx, input: { id, ...input } }) =>
      successBody(await requestErasure(ctx.db, id, modeOf(ctx.principal), input)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "contacts:read",
      openapi: { method: "GET", path: "/workspaces/{id}/erasures/{erasureId}", tags, summary: "Get an erasure" },
    })
    .input(workspacePath.extend({ erasureId: z.string().min(1) }))
    .output(envelope(erasureSchema))
    .query(async ({ ctx, input }) =>
      successBody(await getErasure(ctx.db, input.id, modeOf(ctx.principal), input.erasureId)),
    ),

  personalData: workspaceProcedure
    .meta({
      scope: "contacts:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/personal-data",
        tags,
        summary: "Everything held about a person",
        description:
          "By `phone` or `email`: their contacts, leads, calls with transcripts, campaign recipients and do-not-call entries, as stored. Nothing after an erasure.",
      },
    })
    .input(personQuery.safeExtend(workspacePath.shape))
    .output(envelope(personalDataSchema))
    .query(async ({ ctx, input: { id, ...query } }) =>
      successBody(await personalData(ctx.db, id, modeOf(ctx.principal), query)),
    ),
});
