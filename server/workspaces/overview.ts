import type { Role } from "@/server/auth/schemas";
import type { Db } from "@/server/db/client";
import { listWorkspacesOf, roleAtLeast } from "@/server/auth/membership";

// What the dashboard shows around every page: the workspace, the user's role in it, their other
// workspaces, and how far the workspace is through its setup.

export async function workspaceAccess(db: Db, workspaceId: string, userId: string, role: Role) {
  const [workspace, memberships] = await Promise.all([
    db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { id: true, name: true } }),
    listWorkspacesOf(db, userId),
  ]);
  // Admins and owners change settings; members only look.
  return { workspace, role, canManage: roleAtLeast(role, "admin"), workspaces: memberships.map((m) => m.workspace) };
}

export async function setupProgress(db: Db, workspaceId: string) {
  const [agent, keyCount, numberCount] = await Promise.all([
    db.agent.findFirst({ where: { workspaceId }, orderBy: { createdAt: "asc" }, select: { id: true } }),
    db.apiKey.count({ where: { workspaceId, revokedAt: null } }),
    db.callerNumber.count({ where: { workspaceId } }),
  ]);
  return { firstAgentId: agent?.id ?? null, keyCount, numberCount };
}
