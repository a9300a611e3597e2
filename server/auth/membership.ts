import { db } from "../db/client";
import type { Role } from "./schemas";

// Who may do what in a workspace. Members read; admins change settings; owners also manage people.

const RANK: Record<Role, number> = { member: 0, admin: 1, owner: 2 };

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

/** The user's membership of the workspace, or null (also for a workspace that does not exist). */
export function findMembership(userId: string, workspaceId: string) {
  return db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId } },
    include: { workspace: { select: { id: true, name: true } } },
  });
}

export function listWorkspacesOf(userId: string) {
  return db.membership.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { role: true, workspace: { select: { id: true, name: true } } },
  });
}
