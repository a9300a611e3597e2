import {
  ParseError,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  type CountryCode,
  type PhoneNumber,
} from "libphonenumber-js";
import { parsePhoneNumberFromString as parseWithFullMetadata } from "libphonenumber-js/max";
import { z } from "zod";

// Phone numbers cross the API only in E.164 (docs/api-contract.md §2). The schema accepts exactly
// that form when libphonenumber-js knows it as a valid number, and yields it unchanged.

const E164_SHAPE = /^\+[1-9]\d{1,14}$/;

export function parseE164(value: string): PhoneNumber | null {
  if (!E164_SHAPE.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() && parsed.number === value ? parsed : null;
}

export const e164Schema = z
  .string()
  .refine((value) => parseE164(value) !== null, {
    message: "Must be a valid phone number in E.164 format, e.g. +14155552671.",
  })
  .meta({ description: "Phone number in E.164 format.", example: "+14155552671" });

/**
 * The number read with libphonenumber's full metadata: only it knows number types (premium rate,
 * personal numbers, …) and the territory of ranges shared by several countries.
 */
export function parseE164Fully(e164: string): PhoneNumber | null {
  // A number is judged several times in a row (its hard blocks, then its country) and parsing with
  // full metadata is the costly part of judging 10,000 recipients: the last number is remembered.
  if (lastParsed?.e164 === e164) return lastParsed.parsed;
  const parsed = (parseE164(e164) && parseWithFullMetadata(e164)) || null;
  lastParsed = { e164, parsed };
  return parsed;
}

const PARSE_FAILURES: Record<string, string> = {
  INVALID_COUNTRY: "Unknown country: start with + and the country code, or name the `country`.",
  NOT_A_NUMBER: "Not a phone number.",
  TOO_SHORT: "Too short to be a phone number.",
  TOO_LONG: "Too long to be a phone number.",
  INVALID_LENGTH: "Not a valid length for a phone number.",
};

/**
 * A number as people write it ("+1 (415) 555-2671", or "415-555-2671" with `country` "US") in
 * E.164, or why it is none. Spaces, dashes, dots and brackets are ignored.
 */
export function normalisePhone(value: string, country?: CountryCode): { e164: string } | { error: string } {
  try {
    const parsed = parsePhoneNumberWithError(value, country);
    return parsed.isValid() ? { e164: parsed.number } : { error: "Not a valid phone number." };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return { error: PARSE_FAILURES[error.message] ?? "Not a valid phone number." };
  }
}
let lastParsed: { e164: string; parsed: PhoneNumber | null } | null = null;
