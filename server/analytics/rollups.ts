import { RESPONSE_BINS, percentileOfBins } from "./response-bins";

// Sums of "CallRollup" rows (docs/decisions.md "Analytics from rollups"): the SQL that adds them
// up and what a summed row means. Every reader (analytics, usage, alerts) sums the same way.

const COUNTS = [
  "calls",
  "answered",
  "completed",
  "failed",
  "busy",
  "noAnswer",
  "voicemail",
  "transferred",
  "judged",
  "successful",
  "durationSec",
  "billedMinutes",
  "costMicros",
  "inputTokens",
  "outputTokens",
  "toolRequests",
  "toolErrors",
] as const;

const BINS = Array.from({ length: RESPONSE_BINS }, (_, bin) => `r${bin}`);

/** Summed figures of rollup rows aliased `rollup` (zero when none): numbers, not bigints. */
export const ROLLUP_SUMS_SQL = [...COUNTS, ...BINS]
  .map((column) => `coalesce(sum(rollup."${column}"), 0)::float8 AS "${column}"`)
  .join(", ");

export type RolledUp = Record<(typeof COUNTS)[number], number> & Record<string, number>;

/** The response-time histogram of a summed row. */
export function binsOf(row: RolledUp): number[] {
  return BINS.map((column) => row[column]);
}

/** Millionths of the currency as an amount (rounded to the millionth). */
export const amountOf = (micros: number) => Math.round(micros) / 1_000_000;

/** What a summed row shows. */
export function figuresOf(row: RolledUp) {
  const bins = binsOf(row);
  return {
    calls: row.calls,
    answered: row.answered,
    completed: row.completed,
    failed: row.failed,
    busy: row.busy,
    noAnswer: row.noAnswer,
    voicemail: row.voicemail,
    transferred: row.transferred,
    judged: row.judged,
    successful: row.successful,
    durationSec: row.durationSec,
    billedMinutes: row.billedMinutes,
    cost: amountOf(row.costMicros),
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    responseMs: { p50: percentileOfBins(bins, 0.5), p90: percentileOfBins(bins, 0.9) },
  };
}
