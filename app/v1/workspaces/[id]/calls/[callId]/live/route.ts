import { openLiveStream } from "@/server/live/serve";
import { methodNotAllowed } from "@/server/http/pipeline";
import { serveV1Stream } from "@/server/http/v1";

// GET /v1/workspaces/{id}/calls/{callId}/live: the call as it happens, as Server-Sent Events.
export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; callId: string }> },
): Promise<Response> {
  const { id, callId } = await params;
  return serveV1Stream(request, { id }, "calls:read", (workspaceId, key, headers) =>
    openLiveStream(request, { workspaceId, mode: key.mode, callId, holder: `key:${key.keyId}` }, headers),
  );
}

// Any other method gets the envelope too, not the framework's bare 404.
const readOnly = methodNotAllowed("GET, HEAD");
export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE, readOnly as OPTIONS };
