import { getCountries, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { parseE164Fully } from "@/server/phone";

// The countries a workspace may call, as carriers' geographic permissions do. A workspace stores
// an explicit list, or an empty one meaning "derived": the countries of its caller numbers, so
// adding a caller number in a new country extends it without anyone editing a setting.

const KNOWN_COUNTRIES = new Set<string>(getCountries());

/** Crown dependencies share the UK numbering plan; their ranges (many +447… mobiles) count as GB. */
const NUMBERING_PLAN_OF: Partial<Record<CountryCode, CountryCode>> = { GG: "GB", JE: "GB", IM: "GB" };

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => KNOWN_COUNTRIES.has(code), {
    message: "Must be an ISO 3166 alpha-2 country code with a phone numbering plan, e.g. US.",
  });

/** The country whose permission a number needs; null for numbers of no country. */
export function destinationCountryOf(e164: string): string | null {
  const country = parseE164Fully(e164)?.country;
  return country ? (NUMBERING_PLAN_OF[country] ?? country) : null;
}

/** The workspace's allowed countries: its explicit list, else those of its caller numbers. */
export function allowedCountriesOf(explicit: readonly string[], callerNumbers: readonly string[]): string[] {
  if (explicit.length) return [...explicit];
  const derived = callerNumbers.map(destinationCountryOf).filter((country): country is string => country !== null);
  return [...new Set(derived)].sort();
}

export function isDestinationAllowed(e164: string, allowedCountries: readonly string[]): boolean {
  const country = destinationCountryOf(e164);
  return country !== null && allowedCountries.includes(country);
}

export const allowedCountriesInput = z.object({
  /** The explicit list; empty returns the workspace to the countries of its caller numbers. */
  countries: z
    .array(countryCodeSchema)
    .max(KNOWN_COUNTRIES.size)
    .transform((codes) => [...new Set(codes)].sort()),
});
export type AllowedCountriesInput = z.infer<typeof allowedCountriesInput>;

/** What the settings page shows: the countries in force and whether they are derived. */
export async function destinationSettings(db: Db, workspaceId: string) {
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: { allowedDestinationCountries: true, callerNumbers: { select: { number: true } } },
  });
  const callerNumbers = workspace.callerNumbers.map(({ number }) => number);
  return {
    derived: workspace.allowedDestinationCountries.length === 0,
    countries: allowedCountriesOf(workspace.allowedDestinationCountries, callerNumbers),
  };
}

export async function setAllowedCountries(db: Db, workspaceId: string, input: AllowedCountriesInput) {
  await db.workspace.update({ where: { id: workspaceId }, data: { allowedDestinationCountries: input.countries } });
  return destinationSettings(db, workspaceId);
}
