import { z } from "zod";
import { e164Schema } from "@/server/phone";

export const callerNumberInput = z.object({
  number: e164Schema,
  label: z.preprocess((value) => (value === "" ? null : value), z.string().trim().max(100).nullable()),
});
export type CallerNumberInput = z.infer<typeof callerNumberInput>;
