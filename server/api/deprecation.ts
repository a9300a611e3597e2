import { forEachOpenApiProcedure, type OpenApiRouter } from "trpc-to-openapi";
import { env } from "@/server/env";
import type { Meta } from "./trpc";

// Deprecation of a /v1 operation (docs/api-versioning.md), declared once on its procedure:
//
//   .meta({ deprecated: { since: "2027-01-15", sunset: "2027-07-15", notice: "Use POST …/calls instead." }, … })
//
// From that one declaration: the operation answers `Deprecation` (RFC 9745), `Sunset` (RFC 8594)
// once a date is set and `Link: <…>; rel="deprecation"` (server/http/routes.ts), the OpenAPI
// document marks it `deprecated: true` and lists it under "Deprecations" (server/api/openapi.ts),
// and CHANGELOG.md lists it (`npm run changelog`, checked by a test).

export interface Deprecation {
  /** The day it was (or will be) deprecated, ISO 8601. */
  since: string;
  /** The day it stops working, once decided, ISO 8601; at least 6 months after `since`. */
  sunset?: string;
  /** What to use instead, in a sentence or two. */
  notice: string;
}

export interface DeprecatedOperation {
  method: string;
  /** "/v1/workspaces/{id}/…" */
  path: string;
  deprecation: Deprecation;
}

/** Where the `Link` of a deprecated operation points: the "Deprecations" section of the API reference. */
export function deprecationNoticeUrl(): string {
  return new URL("/docs#description/deprecations", env.APP_URL).toString();
}

/** The response headers of a deprecated operation. */
export function deprecationHeaders({ since, sunset }: Deprecation): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(Date.parse(since) / 1000)}`,
    ...(sunset ? { Sunset: new Date(sunset).toUTCString() } : {}),
    Link: `<${deprecationNoticeUrl()}>; rel="deprecation"; type="text/html"`,
  };
}

/** The router's deprecated operations, in path order. */
export function deprecatedOperations(router: OpenApiRouter): DeprecatedOperation[] {
  const operations: DeprecatedOperation[] = [];
  forEachOpenApiProcedure<Meta>(router._def.procedures, ({ meta }) => {
    if (meta.deprecated)
      operations.push({ method: meta.openapi.method, path: `/v1${meta.openapi.path}`, deprecation: meta.deprecated });
  });
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** One Markdown list item per deprecated operation (CHANGELOG.md and the API reference), or a line saying there is none. */
export function deprecationList(operations: DeprecatedOperation[]): string {
  if (!operations.length) return "None: every operation of `/v1` is current.";
  return operations
    .map(
      ({ method, path, deprecation: { since, sunset, notice } }) =>
        `- \`${method} ${path}\`: deprecated since ${day(since)}, ${sunset ? `sunset on ${day(sunset)}` : "no sunset date yet"}. ${notice}`,
    )
    .join("\n");
}

const SECTION = /(<!-- deprecations[^>]*-->\n)[\s\S]*?(\n<!-- \/deprecations -->)/;

/** CHANGELOG.md's text with its deprecations section listing `operations` (`npm run changelog`). */
export function changelogWith(changelog: string, operations: DeprecatedOperation[]): string {
  if (!SECTION.test(changelog)) throw new Error("CHANGELOG.md has no <!-- deprecations --> section");
  return changelog.replace(SECTION, (_, start: string, end: string) => `${start}${deprecationList(operations)}${end}`);
}
