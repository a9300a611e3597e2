import { z } from "zod";
import { e164Schema } from "@/server/phone";

export const dncEntryInput = z.object({
  phone: e164Schema,
  reason: z.preprocess((value) => (value === "" ? null : value), z.string().trim().max(200).nullable()),
});
export type DncEntryInput = z.infer<typeof dncEntryInput>;

/** A CSV of numbers, one per row in the first column; 1 MiB is ~50,000 rows. */
export const dncImportInput = z.object({
  csv: z.string().min(1, "Choose a CSV file").max(1024 * 1024, "The file is larger than 1 MiB; split it"),
});
