import { ApiReference } from "@scalar/nextjs-api-reference";
import { NONCE_HEADER } from "@/server/security-headers";

// Human API reference rendered by Scalar from /v1/openapi.json (its description holds the
// error-code catalog), self-contained: Scalar's bundle is served by svc (app/docs/scalar.js).
const reference = ApiReference({
  url: "/v1/openapi.json",
  cdn: "/docs/scalar.js",
  // Nothing from third-party hosts: system fonts, no AI agent (it fetches an API registry).
  withDefaultFonts: false,
  agent: { disabled: true },
  // Every operation takes the bearer key: the request panel starts with it selected.
  authentication: { preferredSecurityScheme: "ApiKey" },
  pageTitle: "svc API reference",
  metaData: { title: "svc API reference" },
});

/** Scalar's page, with the request's CSP nonce on its scripts (the bundle and its configuration). */
export async function GET(request: Request): Promise<Response> {
  const page = reference();
  const nonce = request.headers.get(NONCE_HEADER);
  if (!nonce) return page;
  const html = (await page.text()).replaceAll("<script", `<script nonce="${nonce}"`);
  return new Response(html, { status: page.status, headers: page.headers });
}
