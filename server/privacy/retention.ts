import { z } from "zod";
import { adjustableClock } from "@/server/clock";

// How long calls keep what was said and given (docs/privacy.md "Retention"): the workspace sets
// days per kind, an agent may set shorter ones for its own calls (the shorter of the two applies),
// null keeps. The retention run (./purge.ts) removes what is older.

export const RETENTION_KINDS = ["transcriptDays", "recordingDays", "dataDays"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The most days a setting may name (ten years). */
export const MAX_RETENTION_DAYS = 3650;

const days = z
  .number("Give a number of days from 1 to 3,650, or null to keep")
  .int("Whole days")
  .min(1, "From 1 to 3,650 days")
  .max(MAX_RETENTION_DAYS, "From 1 to 3,650 days")
  .nullable()
  .default(null);

export const retentionSchema = z
  .strictObject({
    transcriptDays: days.meta({
      description: "Days the turns' words and tool arguments and results are kept; null keeps them.",
    }),
    recordingDays: days.meta({
      description: "Days the recording is kept (deleted at the carrier too); null keeps it.",
    }),
    dataDays: days.meta({
      description:
        "Days `variables`, `metadata`, `summary`, `analysis` and the lead's fields are kept; null keeps them.",
    }),
  })
  .meta({ description: "How long calls keep what was said and given, counted from their creation." });
export type Retention = z.output<typeof retentionSchema>;

export const KEEP_EVERYTHING: Retention = { transcriptDays: null, recordingDays: null, dataDays: null };

/** The stored column (a JSON object, whatever its age) as a whole setting. */
export function retentionOf(stored: unknown): Retention {
  const parsed = retentionSchema.safeParse(stored);
  return parsed.success ? parsed.data : KEEP_EVERYTHING;
}

/** The clock retention is judged by: real time, moved by tests to reach an expiry now. */
export const retentionClock = adjustableClock();

const removedAt = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `When retention removed ${what}; null while it is kept.` });
const keptDays = z
  .number()
  .int()
  .nullable()
  .meta({ description: "The days it was kept for (the shorter of the workspace's and the agent's)." });

/** What retention removed from a call, when, and after how many days. */
export const callPurgedSchema = z
  .object({
    transcriptAt: removedAt("the turns' words and tool arguments and results"),
    transcriptDays: keptDays,
    recordingAt: removedAt("the recording (at the carrier too)"),
    recordingDays: keptDays,
    dataAt: removedAt("`variables`, `metadata`, `summary`, `analysis` (but its verdict) and the lead's fields"),
    dataDays: keptDays,
  })
  .nullable()
  .meta({ id: "CallPurged", description: "What retention removed from the call; null while it removed nothing." });
export type CallPurged = z.infer<typeof callPurgedSchema>;

export function callPurgedOf(stored: unknown): CallPurged {
  if (!stored || typeof stored !== "object") return null;
  const record = stored as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : null);
  const count = (key: string) => (typeof record[key] === "number" ? (record[key] as number) : null);
  return {
    transcriptAt: text("transcriptAt"),
    transcriptDays: count("transcriptDays"),
    recordingAt: text("recordingAt"),
    recordingDays: count("recordingDays"),
    dataAt: text("dataAt"),
    dataDays: count("dataDays"),
  };
}
