"use server";

import { redirect } from "next/navigation";
import { acceptInvitation } from "@/server/auth/invitations";
import { requireUserId } from "@/server/auth/session";
import { toApiError } from "@/server/errors";

export async function acceptInvitationAction(token: string): Promise<{ error: string }> {
  const userId = await requireUserId(`/invite/${token}`);
  let workspaceId: string;
  try {
    ({ workspaceId } = await acceptInvitation(token, userId));
  } catch (error) {
    return { error: toApiError(error).toEnvelope().error };
  }
  redirect(`/w/${workspaceId}`);
}
