import { z } from "zod";
import { agentFields, agentRules } from "@/server/agents/inputs";
import { createAgent, deleteAgent, updateAgent } from "@/server/agents/settings";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

const agentRef = workspaceInput.extend({ agentId: z.string() });

export const agentsRouter = createTRPCRouter({
  create: adminProcedure
    .input(workspaceInput.extend(agentFields.shape).superRefine(agentRules))
    .mutation(({ ctx, input: { id, ...agent } }) => createAgent(ctx.db, id, agent)),
  update: adminProcedure
    .input(agentRef.extend(agentFields.shape).superRefine(agentRules))
    .mutation(({ ctx, input: { id, agentId, ...agent } }) => updateAgent(ctx.db, id, agentId, agent)),
  delete: adminProcedure.input(agentRef).mutation(({ ctx, input }) => deleteAgent(ctx.db, input.id, input.agentId)),
});
