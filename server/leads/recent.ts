import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";

// Leads with what the settings UI shows next to them: contact, source and call.

export async function listLeadsWithContext(db: Db, workspaceId: string, mode: ApiKeyMode, input: PageInput) {
  const query = pageQuery(input);
  const rows = await db.lead.findMany({
    ...query,
    where: { AND: [{ workspaceId, mode }, query.where] },
    include: {
      contact: { select: { phone: true, name: true } },
      source: { select: { name: true } },
      call: { select: { id: true, status: true } },
    },
  });
  return toPage(rows, input.limit, (lead) => lead);
}
