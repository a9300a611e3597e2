import { z } from "zod";
import { apiKeyInput } from "@/server/keys/inputs";
import { createApiKey, revokeApiKey } from "@/server/keys/keys";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const keysRouter = createTRPCRouter({
  /** The response is the only place the secret ever appears. */
  create: adminProcedure
    .input(workspaceInput.extend(apiKeyInput.shape))
    .mutation(({ ctx, input: { id, ...key } }) =>
      createApiKey(ctx.db, { ...key, workspaceId: id, createdById: ctx.userId }),
    ),
  revoke: adminProcedure
    .input(workspaceInput.extend({ keyId: z.string() }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, input.id, input.keyId)),
});
