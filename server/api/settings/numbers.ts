import { z } from "zod";
import { addCallerNumber, removeCallerNumber } from "@/server/numbers/numbers";
import { callerNumberInput } from "@/server/numbers/inputs";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const numbersRouter = createTRPCRouter({
  add: adminProcedure.input(workspaceInput.extend(callerNumberInput.shape)).mutation(({ ctx, input: { id, ...number } }) => addCallerNumber(ctx.db, id, number)),
  remove: adminProcedure
    .input(workspaceInput.extend({ numberId: z.string() }))
    .mutation(({ ctx, input }) => removeCallerNumber(ctx.db, input.id, input.numberId)),
});
