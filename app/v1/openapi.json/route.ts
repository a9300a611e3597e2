import { openApiDocument } from "@/server/api/openapi";
import { jsonResponse } from "@/server/errors";
import { serveV1 } from "@/server/http/facade";

// The OpenAPI 3.1 description of /v1 (the SDK's types and /docs are generated from it).
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return serveV1(request, async () => jsonResponse(openApiDocument(), 200, { "Cache-Control": "public, max-age=300" }));
}
