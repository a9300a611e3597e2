import { z } from "zod";
import type { Db, Prisma } from "@/server/db/client";
import type { DoNotCallEntry } from "@/server/db/generated/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { readPhone } from "@/server/phone";
import { defaultCountryOf } from "@/server/workspaces/default-country";
import type { DncAddInput } from "./inputs";

// The workspace's do-not-call list as the settings UI and /v1 manage it (the statements that request and dial calls read it).

export async function listDncEntries(db: Db, workspaceId: string, input: PageInput & { search?: string }) {
  const search = input.search?.trim();
  const digits = search?.replace(/[^\d+]/g, "") ?? "";
  const query = pageQuery(input);
  const matching: Prisma.DoNotCallEntryWhereInput = search
    ? {
        OR: [
          ...(digits ? [{ phone: { contains: digits } }] : []),
          { reason: { contains: search, mode: "insensitive" as const } },
        ],
      }
    : {};
  const rows = await db.doNotCallEntry.findMany({ ...query, where: { AND: [{ workspaceId }, matching, query.where] } });
  return toPage(rows, input.limit, dncEntryView);
}

export const dncEntrySchema = z.object({
  id: z.string().meta({ example: "dnc_7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b" }),
  phone: z.string().meta({ description: "E.164." }),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export function dncEntryView({ id, phone, reason, createdAt }: DoNotCallEntry): z.infer<typeof dncEntrySchema> {
  return { id, phone, reason, createdAt: createdAt.toISOString() };
}

export const dncAddResultSchema = z.object({
  input: z.string().meta({ description: "The number as it was sent." }),
  status: z.enum(["added", "already_listed", "invalid"]),
  phone: z.string().nullable().meta({ description: "E.164; null when invalid." }),
  entryId: z.string().nullable().meta({ description: "The entry on the list; null when invalid." }),
  error: z.string().nullable().meta({ description: "Why the number is invalid; null otherwise." }),
});

export const dncAddReportSchema = z.object({
  added: z.number().int(),
  alreadyListed: z.number().int(),
  invalid: z.number().int(),
  results: z.array(dncAddResultSchema).meta({ description: "One per number sent, in order." }),
});
type DncAddReport = z.infer<typeof dncAddReportSchema>;

/**
 * Adds each number that is valid and not on the list yet; every number sent is reported on in
 * order (a number sent twice is added once). Invalid numbers do not stop the valid ones.
 */
export async function addDncNumbers(
  db: Db,
  workspaceId: string,
  { numbers, reason, country }: DncAddInput,
): Promise<DncAddReport> {
  const readIn = country ?? (await defaultCountryOf(db, workspaceId));
  const normalised = numbers.map((input) => ({ input, ...readPhone(input, readIn) }));
  const phones = [...new Set(normalised.flatMap((number) => ("e164" in number ? [number.e164] : [])))];
  const created = await db.doNotCallEntry.createManyAndReturn({
    data: phones.map((phone) => ({ workspaceId, phone, reason: reason ?? null })),
    skipDuplicates: true,
    select: { id: true, phone: true },
  });
  const listed = await db.doNotCallEntry.findMany({
    where: { workspaceId, phone: { in: phones } },
    select: { id: true, phone: true },
  });
  const entryOf = new Map(listed.map(({ id, phone }) => [phone, id]));
  const fresh = new Set(created.map(({ phone }) => phone));
  const results = normalised.map((number): DncAddReport["results"][number] => {
    if (!("e164" in number))
      return { input: number.input, status: "invalid", phone: null, entryId: null, error: number.error };
    const status = fresh.delete(number.e164) ? "added" : "already_listed";
    return { input: number.input, status, phone: number.e164, entryId: entryOf.get(number.e164) ?? null, error: null };
  });
  const count = (status: DncAddReport["results"][number]["status"]) =>
    results.filter((result) => result.status === status).length;
  return { added: count("added"), alreadyListed: count("already_listed"), invalid: count("invalid"), results };
}

/** An entry by its id or by its number (E.164). */
function entryWhere(workspaceId: string, entryIdOrPhone: string): Prisma.DoNotCallEntryWhereInput {
  return entryIdOrPhone.startsWith("+") ? { workspaceId, phone: entryIdOrPhone } : { workspaceId, id: entryIdOrPhone };
}

/** Takes the number off the list; calls to it are allowed again. Returns the entry removed. */
export async function removeDncEntry(db: Db, workspaceId: string, entryIdOrPhone: string): Promise<DoNotCallEntry> {
  const notFound = () => new ApiError("NOT_FOUND", "No such number on this workspace's do-not-call list.");
  const [entry] = await db.doNotCallEntry.findMany({ where: entryWhere(workspaceId, entryIdOrPhone), take: 1 });
  if (!entry) throw notFound();
  // Removed by a concurrent request since the read: that one answers with the entry, this one 404.
  const { count } = await db.doNotCallEntry.deleteMany({ where: { id: entry.id, workspaceId } });
  if (!count) throw notFound();
  return entry;
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
 * do not stop the good ones. Numbers are read as every input reads them (readPhone, in the
 * workspace's default country); a header row ("phone", "number") is skipped.
 */
export async function importDncCsv(db: Db, workspaceId: string, csv: string): Promise<ImportReport> {
  const phones = new Set<string>();
  const rejected: ImportReport["rejected"] = [];
  let rejectedCount = 0;
  const country = await defaultCountryOf(db, workspaceId);
  csv.split(/\r?\n/).forEach((row, index) => {
    const value = (row.split(/[,;\t]/)[0] ?? "")
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim();
    if (!value || (index === 0 && /^[a-z _-]+$/i.test(value))) return;
    const number = readPhone(value, country);
    if ("e164" in number) phones.add(number.e164);
    else if (++rejectedCount <= MAX_REPORTED)
      rejected.push({ line: index + 1, value: value.slice(0, 40), message: number.error });
  });
  const { count } = await db.doNotCallEntry.createMany({
    data: [...phones].map((phone) => ({ workspaceId, phone, reason: "CSV import" })),
    skipDuplicates: true,
  });
  return { added: count, alreadyListed: phones.size - count, rejected, rejectedTotal: rejectedCount };
}
