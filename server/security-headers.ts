import { env } from "./env";

// The headers every response carries. A page's (set by proxy.ts): scripts run only with the
// request's nonce ('strict-dynamic' lets those load their own chunks); styles may be inline,
// because React style attributes cannot carry a nonce. Every other response (the API, carrier
// callbacks, health, build assets, /click-to-call.js) gets fixed ones from the HTTP front
// (scripts/serve.mjs): it loads nothing, so its policy allows nothing, and no proxy runs for it
// (~0.7 ms of CPU a request: docs/performance.md). No Cross-Origin-Resource-Policy:
// /click-to-call.js is loaded by other sites' pages, and a policy on a script or JSON response
// never constrains them.

/** The request header through which the proxy hands the nonce to route handlers (/docs). */
export const NONCE_HEADER = "x-nonce";

const https = new URL(env.APP_URL).protocol === "https:";

// The invitation page's URL is its token, and sign-in and sign-up carry it on as callbackUrl:
// from these pages no Referer is sent at all, not even to this origin's own assets.
const SECRET_IN_URL = /^\/(invite|signin|signup)(\/|$)/;

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A page's headers: its policy carries the request's nonce. */
export function securityHeaders(pathname: string, nonce: string): Record<string, string> {
  return {
    ...headersOf(contentSecurityPolicy(nonce)),
    "Referrer-Policy": SECRET_IN_URL.test(pathname) ? "no-referrer" : "strict-origin-when-cross-origin",
  };
}

/** The headers of every response that is not a page (no script of ours runs in it): the same for all. */
export function fixedSecurityHeaders(): Record<string, string> {
  return headersOf("default-src 'none'; frame-ancestors 'none'");
}

function headersOf(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
