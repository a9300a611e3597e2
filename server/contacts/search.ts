import type { Db } from "@/server/db/client";

// Contacts as the settings UI lists them: searchable by name, phone or email, with activity counts.

export function recentContacts(db: Db, workspaceId: string, options: { search?: string; take?: number } = {}) {
  const search = options.search?.trim();
  return db.contact.findMany({
    where: {
      workspaceId,
      ...(search
        ? { OR: [{ phone: { contains: search.replace(/[^\d+]/g, "") || search } }, { name: { contains: search, mode: "insensitive" } }, { email: { contains: search, mode: "insensitive" } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.take ?? 100,
    include: { _count: { select: { calls: true, leads: true } } },
  });
}
