import type { Prisma } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";

// Leads with what the settings UI shows next to them: contact, source and call.

export function recentLeads(db: Prisma.TransactionClient, workspaceId: string, mode: ApiKeyMode, take = 100) {
  return db.lead.findMany({
    where: { workspaceId, mode },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    include: {
      contact: { select: { phone: true, name: true } },
      source: { select: { name: true } },
      call: { select: { id: true, status: true } },
    },
  });
}
