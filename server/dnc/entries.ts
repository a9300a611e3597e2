import type { Db, Prisma } from "@/server/db/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { parseE164 } from "@/server/phone";
import type { DncEntryInput } from "./inputs";

// The workspace's do-not-call list as the settings UI manages it (the statements that request and dial calls read it).

export async function listDncEntries(db: Db, workspaceId: string, input: PageInput & { search?: string }) {
  const search = input.search?.trim();
  const digits = search?.replace(/[^\d+]/g, "") ?? "";
  const query = pageQuery(input);
  const matching: Prisma.DoNotCallEntryWhereInput = search
    ? { OR: [...(digits ? [{ phone: { contains: digits } }] : []), { reason: { contains: search, mode: "insensitive" as const } }] }
    : {};
  const rows = await db.doNotCallEntry.findMany({ ...query, where: { AND: [{ workspaceId }, matching, query.where] } });
  return toPage(rows, input.limit, (entry) => entry);
}

export async function addDncEntry(db: Db, workspaceId: string, input: DncEntryInput) {
  const existing = await db.doNotCallEntry.findUnique({ where: { workspaceId_phone: { workspaceId, phone: input.phone } } });
  if (existing) {
    throw new ApiError("CONFLICT", "This number is already on the do-not-call list.", {
      details: { issues: [{ path: "phone", message: "Already on the list" }] },
    });
  }
  return db.doNotCallEntry.create({ data: { ...input, workspaceId }, select: { id: true, phone: true } });
}

export async function removeDncEntry(db: Db, workspaceId: string, entryId: string): Promise<void> {
  const { count } = await db.doNotCallEntry.deleteMany({ where: { id: entryId, workspaceId } });
  if (!count) throw new ApiError("NOT_FOUND", "No do-not-call entry with this id in this workspace.");
}

export interface ImportReport {
  added: number;
  alreadyListed: number;
  /** The first 100 bad rows; `rejectedTotal` counts them all. */
  rejected: { line: number; value: string; message: string }[];
  rejectedTotal: number;
}

const MAX_REPORTED = 100;

/**
 * Adds every valid number of the CSV's first column; bad rows are reported (line, value, why) and
 * do not stop the good ones. Spaces, dashes, dots and brackets in numbers are ignored; a header
 * row ("phone", "number") is skipped.
 */
export async function importDncCsv(db: Db, workspaceId: string, csv: string): Promise<ImportReport> {
  const phones = new Set<string>();
  const rejected: ImportReport["rejected"] = [];
  let rejectedCount = 0;
  csv.split(/\r?\n/).forEach((row, index) => {
    const value = (row.split(/[,;\t]/)[0] ?? "").trim().replace(/^"(.*)"$/, "$1").trim();
    if (!value || (index === 0 && /^[a-z _-]+$/i.test(value))) return;
    const compact = value.replace(/[\s().-]/g, "");
    if (parseE164(compact)) phones.add(compact);
    else if (++rejectedCount <= MAX_REPORTED) {
      rejected.push({ line: index + 1, value: value.slice(0, 40), message: "Not a valid phone number in E.164 format, e.g. +14155552671" });
    }
  });
  const { count } = await db.doNotCallEntry.createMany({
    data: [...phones].map((phone) => ({ workspaceId, phone, reason: "CSV import" })),
    skipDuplicates: true,
  });
  return { added: count, alreadyListed: phones.size - count, rejected, rejectedTotal: rejectedCount };
}
