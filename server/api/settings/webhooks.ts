import { z } from "zod";
import { revealWebhookSecret } from "@/server/webhooks/endpoints";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

// The one webhook action that stays in the settings UI: an admin may read the current signing
// secret again. /v1 shows a secret only once, when it is created or rotated.

export const webhooksRouter = createTRPCRouter({
  revealSecret: adminProcedure
    .input(workspaceInput.extend({ endpointId: z.string().min(1) }))
    .query(({ ctx, input }) => revealWebhookSecret(ctx.db, input.id, input.endpointId)),
});
