// A schedule setting (WEBHOOK_RETRY_SCHEDULE, CARRIER_PRICE_SCHEDULE): durations like "5s,5m,30m,2h"
// (units ms, s, m, h; server/env.ts checks the form), in milliseconds.

const UNIT: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

export function durations(schedule: string): number[] {
  return schedule.split(",").map((part) => {
    const [, amount, suffix] = part.match(/^(\d+)(ms|s|m|h)$/)!;
    return Number(amount) * UNIT[suffix];
  });
}
