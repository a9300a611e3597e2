import { z } from "zod";
import { createLlmConnection, deleteLlmConnection, updateLlmConnection } from "@/server/llm/connections";
import { llmConnectionInput } from "@/server/llm/inputs";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

const connectionRef = workspaceInput.extend({ connectionId: z.string() });

export const llmConnectionsRouter = createTRPCRouter({
  create: adminProcedure.input(workspaceInput.extend(llmConnectionInput.shape)).mutation(({ ctx, input: { id, ...connection } }) => createLlmConnection(ctx.db, id, connection)),
  update: adminProcedure
    .input(connectionRef.extend(llmConnectionInput.shape))
    .mutation(({ ctx, input: { id, connectionId, ...connection } }) => updateLlmConnection(ctx.db, id, connectionId, connection)),
  delete: adminProcedure.input(connectionRef).mutation(({ ctx, input }) => deleteLlmConnection(ctx.db, input.id, input.connectionId)),
});
