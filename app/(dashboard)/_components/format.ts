// Dates as admins read them: absolute in UTC (unambiguous across a team), compact; rates as percentages.

const dateTime = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

export function formatDateTime(value: Date | string | null | undefined): string {
  return value ? `${dateTime.format(new Date(value))} UTC` : "—";
}

const time = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "UTC",
});

/** Time of day with seconds, for timelines that unfold within a minute. */
export function formatTime(value: Date | string): string {
  return `${time.format(new Date(value))} UTC`;
}

/** A rate from 0 to 1 as a whole percentage; "—" when there is none yet. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? "—" : `${Math.round(rate * 100)}%`;
}

/** A size as people read it: 512 B, 14 KB, 3.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An amount in its currency, to the fraction of a cent calls cost: $0.1758. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: amount !== 0 && Math.abs(amount) < 1 ? 4 : 2,
  }).format(amount);
}
