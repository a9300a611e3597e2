import { withCallTallies } from "@/server/calls/tallies";
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
    include: { _count: { select: { leads: true } } },
  });
  // The page's rows only (toPage drops the extra one that tells whether a next page exists).
  const page = toPage(rows, input.limit, (contact) => contact);
  return { ...page, items: await withCallTallies(db, page.items) };
}
