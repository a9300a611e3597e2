import { z } from "zod";
import { sourceInput } from "@/server/clicktocall/source-inputs";
import { createSource, deleteSource, updateSource } from "@/server/clicktocall/sources";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

const sourceRef = workspaceInput.extend({ sourceId: z.string() });

export const sourcesRouter = createTRPCRouter({
  create: adminProcedure
    .input(workspaceInput.extend(sourceInput.shape))
    .mutation(({ ctx, input: { id, ...source } }) => createSource(ctx.db, id, source)),
  update: adminProcedure
    .input(sourceRef.extend(sourceInput.shape))
    .mutation(({ ctx, input: { id, sourceId, ...source } }) => updateSource(ctx.db, id, sourceId, source)),
  delete: adminProcedure.input(sourceRef).mutation(({ ctx, input }) => deleteSource(ctx.db, input.id, input.sourceId)),
});
