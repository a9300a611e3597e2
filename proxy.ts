import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { NONCE_HEADER, securityHeaders } from "@/server/security-headers";

// Every page request gets a fresh CSP nonce. Next puts it on its own scripts when the policy is also
// on the request (pages render per request for it: see app/layout.tsx); /docs reads NONCE_HEADER.

export function proxy(request: NextRequest): NextResponse {
  const nonce = randomBytes(16).toString("base64");
  const headers = securityHeaders(request.nextUrl.pathname, nonce);
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Pages only (and /api/auth, whose answers a browser follows): the API, carrier callbacks, health,
// build assets and /click-to-call.js take their fixed headers from scripts/serve.mjs.
export const config = {
  matcher: ["/((?!v1/|api/(?!auth/)|_next/static/|click-to-call\\.js$).*)"],
};
