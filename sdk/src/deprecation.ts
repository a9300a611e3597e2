// An answer of a deprecated operation carries `Deprecation` (RFC 9745, `@<unix seconds>`), once its
// end is set `Sunset` (RFC 8594, an HTTP-date), and `Link: <…>; rel="deprecation"` to the notice.
// The SDK reports each deprecated operation once per process, to `console.warn` unless told where.

/** What the SDK learnt of a deprecated operation it called. */
export interface SvcDeprecation {
  /** e.g. `GET /v1/workspaces/{id}/calls` (a `request()` names its concrete path). */
  operation: string;
  /** When it was deprecated; null when the header is not a date svc would send. */
  deprecatedAt: Date | null;
  /** When it stops working; null while no date is set. */
  sunsetAt: Date | null;
  /** The notice saying what to use instead. */
  link: string | null;
  message: string;
}

export type DeprecationHandler = (deprecation: SvcDeprecation) => void;

const reported = new Set<string>();

function dateOf(deprecation: string): Date | null {
  const match = /^@(-?\d+)$/.exec(deprecation.trim());
  return match ? new Date(Number(match[1]) * 1000) : null;
}

function sunsetOf(sunset: string | null): Date | null {
  const at = sunset ? new Date(sunset) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

function deprecationLinkOf(link: string | null): string | null {
  for (const part of link?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel="?deprecation"?(\s*;|\s*$)/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

const day = (at: Date | null) => at?.toISOString().slice(0, 10);

/** Reports `operation` once if `headers` say it is deprecated. */
export function reportDeprecation(operation: string, headers: Headers, handler?: DeprecationHandler): void {
  const header = headers.get("deprecation");
  if (header === null || reported.has(operation)) return;
  reported.add(operation);
  const deprecatedAt = dateOf(header);
  const sunsetAt = sunsetOf(headers.get("sunset"));
  const link = deprecationLinkOf(headers.get("link"));
  const message = [
    `svc-sdk: ${operation} is deprecated${deprecatedAt ? ` since ${day(deprecatedAt)}` : ""}`,
    sunsetAt ? `; it stops working on ${day(sunsetAt)}` : "",
    link ? `. What to use instead: ${link}` : "",
  ].join("");
  (handler ?? ((deprecation) => console.warn(deprecation.message)))({
    operation,
    deprecatedAt,
    sunsetAt,
    link,
    message,
  });
}
