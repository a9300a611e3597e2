import { z } from "zod";
import { phoneSchema } from "@/server/phone";

const label = z
  .preprocess((value) => (value === "" ? null : value), z.string().trim().max(100).nullable())
  .optional()
  .meta({ description: "A name for people, e.g. `Main line`; empty or null clears it." });

export const callerNumberInput = z.strictObject({ number: phoneSchema, label });
export type CallerNumberInput = z.infer<typeof callerNumberInput>;

/** The number itself is the line: to change it, add the new one and remove the old. */
export const callerNumberChanges = z.strictObject({ label });
export type CallerNumberChanges = z.infer<typeof callerNumberChanges>;
