import { getCountries, isSupportedCountry } from "libphonenumber-js";
import { z } from "zod";
import { ApiError } from "@/server/errors";
import type { Db } from "@/server/db/client";
import { readPhone } from "@/server/phone";

// The country a number written without + and a country code is read in (server/phone.ts), one per
// workspace (default US), set by admins on the workspace's overview page or through the API.

export const defaultCountryInput = z.object({
  defaultCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isSupportedCountry, "Must be an ISO 3166-1 alpha-2 country code, e.g. US or GB.")
    .meta({ description: "Country of numbers written without + and a country code.", example: "US" }),
});
export type DefaultCountryInput = z.infer<typeof defaultCountryInput>;

/** What the settings UI suggests. */
export function knownCountries(): string[] {
  return getCountries();
}

export async function setDefaultCountry(db: Db, workspaceId: string, { defaultCountry }: DefaultCountryInput) {
  return db.workspace.update({
    where: { id: workspaceId },
    data: { defaultCountry },
    select: { defaultCountry: true },
  });
}

export async function defaultCountryOf(db: Db, workspaceId: string): Promise<string> {
  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, select: { defaultCountry: true } });
  return workspace?.defaultCountry ?? "US";
}

const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The request's phone fields (`field` → value, undefined left out) read in the workspace's
 * country, which is looked up only for a number not in E.164; 400 VALIDATION_ERROR naming each
 * field that is no number and why.
 */
export async function readWorkspacePhones<Field extends string>(
  db: Db,
  workspaceId: string,
  fields: Partial<Record<Field, string | null>>,
): Promise<Partial<Record<Field, string>>> {
  const given = Object.entries(fields).filter((entry): entry is [Field, string] => typeof entry[1] === "string");
  const country = given.every(([, value]) => E164.test(value)) ? "US" : await defaultCountryOf(db, workspaceId);
  const read = given.map(([field, value]) => [field, readPhone(value, country)] as const);
  const issues = read.flatMap(([field, reading]) =>
    "error" in reading ? [{ path: [field], message: reading.error }] : [],
  );
  if (issues.length) throw new ApiError("VALIDATION_ERROR", undefined, { details: { issues } });
  return Object.fromEntries(read.map(([field, reading]) => [field, (reading as { e164: string }).e164])) as Partial<
    Record<Field, string>
  >;
}
