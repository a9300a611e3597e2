import { serveV1 } from "@/server/http/v1";

// Every /v1 path not served by a more specific route: the app router's OpenAPI procedures.
export const dynamic = "force-dynamic";

export {
  serveV1 as GET,
  serveV1 as HEAD,
  serveV1 as POST,
  serveV1 as PUT,
  serveV1 as PATCH,
  serveV1 as DELETE,
  serveV1 as OPTIONS,
};
