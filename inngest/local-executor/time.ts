// The two time formats Inngest's protocol carries: durations as the SDK writes them ("1h30m",
// "500ms"; sleepUntil sends an ISO date instead) and five-field cron expressions.

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Milliseconds until the SDK's duration string or ISO date elapses. */
export function delayMs(value: string, now = Date.now()): number {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g)];
  if (parts.length && parts.map((p) => p[0]).join("") === value) {
    return parts.reduce((total, [, amount, unit]) => total + Number(amount) * UNIT_MS[unit], 0);
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`unreadable duration "${value}"`);
  return Math.max(0, at - now);
}

const FIELD_RANGES: Array<[number, number]> = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 6], // day of week (0 = Sunday)
];

function fieldMatches(field: string, value: number, [min, max]: [number, number]): boolean {
  return field.split(",").some((part) => {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    const [from, to] =
      range === "*"
        ? [min, max]
        : range.includes("-")
          ? range.split("-").map(Number)
          : [Number(range), stepText ? max : Number(range)];
    return value >= from && value <= to && (value - from) % step === 0;
  });
}

/** Whether a five-field cron expression (UTC; `*`, lists, ranges, steps) fires in the minute of `date`. */
export function cronMatches(expression: string, date: Date): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`cron "${expression}" must have five fields`);
  const values = [
    date.getUTCMinutes(),
    date.getUTCHours(),
    date.getUTCDate(),
    date.getUTCMonth() + 1,
    date.getUTCDay(),
  ];
  return fields.every((field, i) => fieldMatches(field, values[i], FIELD_RANGES[i]));
}
