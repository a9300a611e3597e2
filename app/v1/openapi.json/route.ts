import { openApiDocument } from "@/server/api/openapi";
import { serveV1Document } from "@/server/http/v1";

// The OpenAPI 3.1 description of /v1 (the SDK's types and /docs are generated from it).
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return serveV1Document(request, openApiDocument, { "Cache-Control": "public, max-age=300" });
}
