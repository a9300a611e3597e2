import type { Db } from "@/server/db/client";

// Leads with what the settings UI shows next to them: contact, source and call.

export function recentLeads(db: Db, workspaceId: string, take = 100) {
  return db.lead.findMany({
    where: { workspaceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    include: {
      contact: { select: { phone: true, name: true } },
      source: { select: { name: true } },
      call: { select: { id: true, status: true } },
    },
  });
}
