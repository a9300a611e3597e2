import { z } from "zod";
import { ApiError } from "@/server/errors";

// Keyset pagination, newest first, over (createdAt desc, id desc): stable while rows are added.
// The cursor is opaque to clients: base64url of the last row's createdAt and id.

export const paginationInput = z.object({
  limit: z.number().int().min(1).max(100).default(20).meta({ description: "Page size, 1 to 100." }),
  cursor: z.string().optional().meta({ description: "`nextCursor` of the previous page." }),
});

export interface PageInput {
  limit: number;
  cursor?: string;
}

interface Keyed {
  id: string;
  createdAt: Date;
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso);
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new ApiError("VALIDATION_ERROR", undefined, { details: { issues: [{ path: "cursor", message: "Unknown cursor." }] } });
  }
  return { createdAt, id };
}

/** Prisma `where` (to AND with the filters), `orderBy` and `take` for one page. */
export function pageQuery({ limit, cursor }: PageInput) {
  const after = cursor ? decodeCursor(cursor) : null;
  return {
    where: after
      ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
      : {},
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
    take: limit + 1,
  };
}

/** The page's items (viewed) and the cursor of the next page, from rows fetched with pageQuery. */
export function toPage<Row extends Keyed, View>(rows: Row[], limit: number, view: (row: Row) => View) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString("base64url") : null;
  return { items: items.map(view), nextCursor };
}
