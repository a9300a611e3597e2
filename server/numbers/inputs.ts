import { z } from "zod";
import { phoneSchema } from "@/server/phone";

const label = z
  .preprocess((value) => (value === "" ? null : value), z.string().trim().max(100).nullable())
  .optional()
  .meta({ description: "A name for people, e.g. `Main line`; empty or null clears it." });

const inboundAgentId = z
  .string()
  .min(1)
  .nullable()
  .optional()
  .meta({ description: "The agent that answers calls to this number; null: the number takes no calls." });

const routingUrl = z
  .preprocess(
    (value) => (value === "" ? null : value),
    z
      .url({ protocol: /^https?$/, message: "Must be an http(s) URL." })
      .max(2048)
      .nullable(),
  )
  .optional()
  .meta({
    description:
      "Asked before each inbound call is answered which agent and variables to use (`call.routing`, signed with `routingSecret`). Empty or null: the number's agent answers.",
  });

const routingTimeoutMs = z.number().int().min(500).max(5_000).optional().meta({
  description:
    "How long the routing URL is waited for, 500 to 5,000 ms (default 2,000); then the number's agent answers.",
});

export const callerNumberInput = z.strictObject({
  number: phoneSchema,
  label,
  inboundAgentId,
  routingUrl,
  routingTimeoutMs,
});
export type CallerNumberInput = z.infer<typeof callerNumberInput>;

/** The number itself is the line: to change it, add the new one and remove the old. */
export const callerNumberChanges = z.strictObject({ label, inboundAgentId, routingUrl, routingTimeoutMs });
export type CallerNumberChanges = z.infer<typeof callerNumberChanges>;
