import type { Db } from "../db/client";
import type { Role } from "./schemas";

// Who may do what in a workspace. Members read; admins change settings; owners also manage people.

const RANK: Record<Role, number> = { member: 0, admin: 1, owner: 2 };

export function roleAtLeast(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

export function listWorkspacesOf(db: Db, userId: string) {
  return db.membership.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { role: true, workspace: { select: { id: true, name: true } } },
  });
}
