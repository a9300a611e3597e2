import { z } from "zod";
import { parseAllowedOrigin } from "./origins";

// A click-to-call source as the settings form edits it. Allowed origins are validated and
// normalised by the same rules the public endpoint matches with (origins.ts).

export const allowedOriginsSchema = z.array(z.string()).transform((entries, ctx) => {
  const normalized: string[] = [];
  let invalid = 0;
  entries.forEach((entry, index) => {
    if (!entry.trim()) return;
    const parsed = parseAllowedOrigin(entry);
    if (parsed.ok) normalized.push(parsed.origin);
    else {
      invalid += 1;
      ctx.addIssue({ code: "custom", path: [index], message: `${entry.trim()}: ${parsed.error}` });
    }
  });
  if (!normalized.length && !invalid) {
    ctx.addIssue({ code: "custom", message: "Add at least one website origin, like https://example.com" });
  }
  return [...new Set(normalized)];
});

export const sourceInput = z.object({
  name: z.string().trim().min(1, "Name the source, e.g. the website it is on").max(100),
  agentId: z.string().min(1, "Pick the agent that calls back"),
  allowedOrigins: allowedOriginsSchema,
  enabled: z.boolean().default(true),
});
export type SourceInput = z.infer<typeof sourceInput>;
