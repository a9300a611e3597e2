import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { findMembership, roleAtLeast } from "./membership";
import { authOptions } from "./options";
import type { Role } from "./schemas";

// Access checks for pages (server components). tRPC procedures do the same through the user principal.

/** The signed-in user's id, or null. */
export const currentUserId = cache(async (): Promise<string | null> => {
  const session = await getServerSession(authOptions);
  return session?.userId ?? null;
});

export async function requireUserId(returnTo: string): Promise<string> {
  const userId = await currentUserId();
  if (!userId) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return userId;
}

export interface WorkspaceAccess {
  userId: string;
  workspace: { id: string; name: string };
  role: Role;
  /** Admins and owners change settings; members only look. */
  canManage: boolean;
}

/**
 * The signed-in user's access to a workspace. Not signed in: to sign-in, then back. Not a member
 * (or no such workspace): 404, so workspace ids of others cannot even be confirmed to exist.
 */
export const requireWorkspace = cache(async (workspaceId: string, minimum: Role = "member"): Promise<WorkspaceAccess> => {
  const userId = await requireUserId(`/w/${workspaceId}`);
  const membership = await findMembership(userId, workspaceId);
  if (!membership || !roleAtLeast(membership.role, minimum)) notFound();
  return { userId, workspace: membership.workspace, role: membership.role, canManage: roleAtLeast(membership.role, "admin") };
});
