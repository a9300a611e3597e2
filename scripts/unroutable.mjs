// Requests Next.js cannot route answered as the API answers everything else: the error envelope
// of docs/api-contract.md §7 with an X-Request-Id, never Next's plain-text 500 or HTML 404.
// Plain JavaScript because scripts/serve.mjs loads it before Next (and TypeScript) are running;
// tests/e2e/urls.spec.ts holds it to the same envelope as server/errors.ts.
import { randomUUID } from "node:crypto";

/** Why this path cannot reach a route, or null when Next can route it. */
export function unroutable(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(pathname);
  } catch {
    const message = "The URL is not valid percent-encoded UTF-8.";
    return { status: 400, code: "VALIDATION_ERROR", error: message, details: { issues: [{ path: "", message }] } };
  }
  // Paths are case-sensitive; /V1/… is no API path, and an API client must hear that in JSON.
  if (/^\/v1(\/|$)/i.test(pathname) && !/^\/v1(\/|$)/.test(pathname)) {
    return {
      status: 404,
      code: "NOT_FOUND",
      error: `No endpoint at ${pathname}; API paths start with /v1.`,
      details: null,
    };
  }
  return null;
}

export function answerUnroutable(res, { status, ...envelope }) {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "X-Request-Id": `req_${randomUUID().replaceAll("-", "")}`,
  });
  res.end(JSON.stringify({ success: false, ...envelope }));
}
