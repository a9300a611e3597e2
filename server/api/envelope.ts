import { z } from "zod";
import { successBody, type SuccessEnvelope } from "@/server/errors";

// Schemas of what /v1 sends: the docs/api-contract.md §2 success envelope around a resource or a
// page of them.

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  });
}

export { successBody, type SuccessEnvelope };

/** What a DELETE answers: the id of what is gone. */
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export function deleted(id: string): z.infer<typeof deletedSchema> {
  return { id, deleted: true };
}
