// Website origins for click-to-call: how an `Origin` header and an allowlist entry are normalised
// and compared (docs/decisions.md "Click-to-call"). Shared by the public endpoint and the settings
// UI that edits a source's allowlist, so both agree on what an entry means.

import { parse as parseDomain } from "tldts";

/** Hostnames as the URL parser leaves them: lowercase, punycode, or a bracketed IPv6 literal. */
const HOSTNAME = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;
const SUBDOMAIN_LABELS = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;
const WILDCARD_ENTRY = /^(https?:\/\/)\*\.(.*)$/i;
const IPV4 = /^[\d.]+$/;

/**
 * `scheme://host[:port]` with lowercase host, punycode, no default port and no trailing slash; null
 * when the value is not an http(s) origin (a path, query, credentials or the opaque "null" origin).
 */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  if (!HOSTNAME.test(url.hostname)) return null;
  return url.origin;
}

export type AllowedOrigin =
  { ok: true; /** the normalised entry to store */ origin: string; wildcard: boolean } | { ok: false; error: string };

/**
 * Validates one allowlist entry: an exact origin (`https://shop.example.com`, `http://localhost:3000`)
 * or a subdomain wildcard (`https://*.example.com`, any depth, never the bare domain itself).
 */
export function parseAllowedOrigin(entry: string): AllowedOrigin {
  const wildcard = entry.trim().match(WILDCARD_ENTRY);
  const origin = normalizeOrigin(wildcard ? `${wildcard[1]}${wildcard[2]}` : entry);
  if (!origin) {
    return { ok: false, error: "must be an origin like https://example.com or https://*.example.com (no path)" };
  }
  if (!wildcard) return { ok: true, origin, wildcard: false };
  const { hostname } = new URL(origin);
  if (!hostname.includes(".") || IPV4.test(hostname) || hostname.startsWith("[")) {
    return { ok: false, error: "a wildcard must stand for subdomains of a domain, like https://*.example.com" };
  }
  // Below a public suffix (com, co.uk, github.io …) every subdomain belongs to a stranger.
  if (!parseDomain(hostname, { allowPrivateDomains: true }).domain) {
    return {
      ok: false,
      error: `${hostname} is a public suffix where anyone can register a site; name your own domain, like https://*.example.${hostname}`,
    };
  }
  const [scheme, rest] = origin.split("://");
  return { ok: true, origin: `${scheme}://*.${rest}`, wildcard: true };
}

function matches(origin: string, rule: { origin: string; wildcard: boolean }): boolean {
  if (!rule.wildcard) return origin === rule.origin;
  const [prefix, suffix] = rule.origin.split("*");
  if (!origin.startsWith(prefix) || !origin.endsWith(suffix)) return false;
  return SUBDOMAIN_LABELS.test(origin.slice(prefix.length, origin.length - suffix.length));
}

/** Whether `origin` (normalised first) is on the allowlist; scheme and port must match exactly. */
export function isOriginAllowed(origin: string, allowlist: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  return allowlist.some((entry) => {
    const rule = parseAllowedOrigin(entry);
    return rule.ok && matches(normalized, rule);
  });
}
