import { z } from "zod";
import type { Lead } from "@/server/db/generated/client";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage } from "@/server/db/pagination";

// Leads as /v1 shows them: who asked for a callback, from which click-to-call source.

export const leadSchema = z.object({
  id: z.string().meta({ example: "lead_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d" }),
  contactId: z.string(),
  sourceId: z.string().nullable(),
  callId: z.string().nullable(),
  origin: z.string().nullable().meta({ description: "Website origin the request came from." }),
  name: z.string().nullable(),
  createdAt: z.string(),
});

function leadView(lead: Lead): z.infer<typeof leadSchema> {
  return {
    id: lead.id,
    contactId: lead.contactId,
    sourceId: lead.sourceId,
    callId: lead.callId,
    origin: lead.origin,
    name: lead.name,
    createdAt: lead.createdAt.toISOString(),
  };
}

export async function listLeads(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  pageInput: { limit: number; cursor?: string },
) {
  const query = pageQuery(pageInput);
  const rows = await db.lead.findMany({ ...query, where: { AND: [{ workspaceId, mode }, query.where] } });
  return toPage(rows, pageInput.limit, leadView);
}
