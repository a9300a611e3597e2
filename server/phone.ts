import { isSupportedCountry, ParseError, parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js";
import {
  parsePhoneNumberFromString as parseWithFullMetadata,
  parsePhoneNumberWithError as parseWithError,
} from "libphonenumber-js/max";
import { z } from "zod";

// Phone numbers leave the API in E.164 (docs/api-contract.md §2) and are read on the way in by one
// function, readPhone, with the workspace's default country. e164Schema accepts exactly E.164
// where a number is stored as given (an agent's transfer numbers, a contact).

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
  INVALID_COUNTRY:
    "Unknown country: start with + and the country code, or set the workspace's default country in the settings.",
  NOT_A_NUMBER: "Not a phone number.",
  TOO_SHORT: "Too short to be a phone number.",
  TOO_LONG: "Too long to be a phone number.",
  INVALID_LENGTH: "Not a valid length for a phone number.",
};

/** What readPhone returns: the number in E.164, or why the input is none (naming what to fix). */
export type PhoneReading = { e164: string } | { error: string };

/**
 * The one reading of a phone number, for every input (docs/decisions.md "Phone numbers"): as
 * people write it ("+1 212 555 0199", "(312) 555-0101", "00 44 20 7183 8750") in E.164, a number
 * without + and a country code read in `defaultCountry` (the workspace's), or why it is none.
 * Spaces, dashes, dots, slashes and brackets are ignored; a number must be valid with
 * libphonenumber's full metadata, as the destination judgement reads it.
 */
export function readPhone(value: string, defaultCountry: string): PhoneReading {
  const compact = value.replace(/[\s().\-/]/g, "").replace(/^00/, "+");
  // Most inputs are E.164 already: one parse, which the judgement after reuses (parseE164Fully).
  if (E164_SHAPE.test(compact) && parseE164Fully(compact)) return { e164: compact };
  try {
    const parsed = parseWithError(compact, isSupportedCountry(defaultCountry) ? defaultCountry : undefined);
    return parsed.isValid() && parseE164Fully(parsed.number)
      ? { e164: parsed.number }
      : { error: "Not a valid phone number." };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return { error: PARSE_FAILURES[error.message] ?? "Not a valid phone number." };
  }
}

/** A phone number in a request body: as people write it, read by readPhone with the workspace's country. */
export const phoneSchema = z.string().trim().min(1, "Not a phone number.").max(64).meta({
  description:
    "Phone number: E.164, or as written in the workspace's default country (`defaultCountry`), e.g. (415) 555-2671.",
  example: "+14155552671",
});

let lastParsed: { e164: string; parsed: PhoneNumber | null } | null = null;
