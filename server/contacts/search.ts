import type { Prisma } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";

// Contacts as the settings UI lists them: searchable by name, phone or email, with activity counts.

export function recentContacts(db: Prisma.TransactionClient, workspaceId: string, mode: ApiKeyMode, options: { search?: string; take?: number } = {}) {
  const search = options.search?.trim();
  return db.contact.findMany({
    where: {
      workspaceId,
      mode,
      ...(search
        ? { OR: [{ phone: { contains: search.replace(/[^\d+]/g, "") || search } }, { name: { contains: search, mode: "insensitive" } }, { email: { contains: search, mode: "insensitive" } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.take ?? 100,
    include: { _count: { select: { calls: true, leads: true } } },
  });
}
