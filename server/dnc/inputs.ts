import { isSupportedCountry, type CountryCode } from "libphonenumber-js";
import { z } from "zod";
import { phoneSchema } from "@/server/phone";

const reason = z.preprocess((value) => (value === "" ? null : value), z.string().trim().max(200).nullable());

export const dncEntryInput = z.object({ phone: phoneSchema, reason });
export type DncEntryInput = z.infer<typeof dncEntryInput>;

/** Most numbers one request may add. */
export const MAX_DNC_NUMBERS_PER_REQUEST = 1_000;

/** /v1: numbers as people write them, each normalised and reported on by itself. */
export const dncAddInput = z.strictObject({
  numbers: z
    .array(z.string().max(64))
    .min(1)
    .max(MAX_DNC_NUMBERS_PER_REQUEST)
    .meta({
      description: `1 to ${MAX_DNC_NUMBERS_PER_REQUEST} numbers, in E.164 or as written in \`country\` (default: the workspace's \`defaultCountry\`).`,
      example: ["+14155552671"],
    }),
  reason: reason.optional().meta({ description: "Why these numbers must not be called (kept with each new entry)." }),
  country: z
    .string()
    .refine(
      (code): code is CountryCode => isSupportedCountry(code),
      "Not an ISO 3166-1 alpha-2 country code libphonenumber knows, e.g. US.",
    )
    .optional()
    .meta({
      description: "Country of numbers written without `+` and a country code, e.g. `US` for `(415) 555-2671`.",
    }),
});
export type DncAddInput = z.infer<typeof dncAddInput>;

/** A CSV of numbers, one per row in the first column; 1 MiB is ~50,000 rows. */
export const dncImportInput = z.object({
  csv: z
    .string()
    .min(1, "Choose a CSV file")
    .max(1024 * 1024, "The file is larger than 1 MiB; split it"),
});
