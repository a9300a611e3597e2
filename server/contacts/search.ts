import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";

// Contacts as the settings UI lists them: searchable by name, phone or email, with activity counts.

export async function searchContacts(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  input: PageInput & { search?: string },
) {
  const search = input.search?.trim();
  const query = pageQuery(input);
  const rows = await db.contact.findMany({
    ...query,
    where: {
      AND: [
        { workspaceId, mode },
        search
          ? {
              OR: [
                { phone: { contains: search.replace(/[^\d+]/g, "") || search } },
                { name: { contains: search, mode: "insensitive" } },
                { email: { contains: search, mode: "insensitive" } },
              ],
            }
          : {},
        query.where,
      ],
    },
    include: { _count: { select: { calls: true, leads: true } } },
  });
  return toPage(rows, input.limit, (contact) => contact);
}
