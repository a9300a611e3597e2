import { z } from "zod";
import { ApiError } from "@/server/errors";

// Keyset pagination, newest first, over (createdAt desc, id desc): stable while rows are added.
// The cursor is opaque to clients: base64url of the last row's createdAt and id. Rows with an
// order of their own (a campaign's recipients, in the order of their CSV) page the same way over
// their unique ascending `position`.

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

function encodeCursor({ createdAt, id }: Keyed): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

/** Only what encodeCursor wrote: anything else (a date Postgres cannot hold, a NUL in the id) is a 400, never a query. */
function decodeCursor(cursor: string): Keyed {
  const [iso = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso);
  const wellFormed =
    !rest.length && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(iso) && /^[a-z]{1,8}_[0-9A-Za-z]{1,64}$/.test(id);
  if (!wellFormed || Number.isNaN(createdAt.getTime()) || encodeCursor({ createdAt, id }) !== cursor) {
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: {
        issues: [{ path: ["cursor"], message: "Unknown cursor: pass `nextCursor` of the previous page as it is." }],
      },
    });
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
  const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
  return { items: items.map(view), nextCursor };
}

interface Positioned {
  position: number;
}

const encodePosition = (position: number) => Buffer.from(`position|${position}`).toString("base64url");

function decodePosition(cursor: string): number {
  const [label, digits = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const position = Number(digits);
  if (label !== "position" || rest.length || !/^\d{1,9}$/.test(digits) || encodePosition(position) !== cursor) {
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: {
        issues: [{ path: ["cursor"], message: "Unknown cursor: pass `nextCursor` of the previous page as it is." }],
      },
    });
  }
  return position;
}

/** pageQuery for rows in `position` order. */
export function positionPageQuery({ limit, cursor }: PageInput) {
  return {
    where: cursor ? { position: { gt: decodePosition(cursor) } } : {},
    orderBy: { position: "asc" as const },
    take: limit + 1,
  };
}

/** toPage for rows fetched with positionPageQuery. */
export function toPositionPage<Row extends Positioned, View>(rows: Row[], limit: number, view: (row: Row) => View) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodePosition(last.position) : null;
  return { items: items.map(view), nextCursor };
}
