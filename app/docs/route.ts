import { ApiReference } from "@scalar/nextjs-api-reference";

// Human API reference rendered by Scalar from /v1/openapi.json (its description holds the
// error-code catalog), self-contained: Scalar's bundle is served by svc (app/docs/scalar.js).
export const GET = ApiReference({
  url: "/v1/openapi.json",
  cdn: "/docs/scalar.js",
  // Nothing from third-party hosts: system fonts, no AI agent (it fetches an API registry).
  withDefaultFonts: false,
  agent: { disabled: true },
  pageTitle: "svc API reference",
  metaData: { title: "svc API reference" },
});
