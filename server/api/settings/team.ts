import { z } from "zod";
import { inviteTeammate, revokeInvitation } from "@/server/auth/invitations";
import { inviteInput } from "@/server/auth/schemas";
import { createTRPCRouter } from "../trpc";
import { adminProcedure, workspaceInput } from "./procedures";

export const teamRouter = createTRPCRouter({
  invite: adminProcedure
    .input(workspaceInput.extend(inviteInput.shape))
    .mutation(({ ctx, input: { id, ...invite } }) => inviteTeammate(ctx.db, id, ctx.userId, invite)),
  revokeInvitation: adminProcedure
    .input(workspaceInput.extend({ invitationId: z.string() }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, input.id, input.invitationId)),
});
