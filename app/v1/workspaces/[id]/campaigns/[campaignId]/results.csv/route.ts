import { resultsCsv } from "@/server/campaigns/results";
import { methodNotAllowed } from "@/server/http/pipeline";
import { serveV1Download } from "@/server/http/v1";

// GET /v1/workspaces/{id}/campaigns/{campaignId}/results.csv: the campaign's results, streamed.
export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; campaignId: string }> },
): Promise<Response> {
  const { id, campaignId } = await params;
  return serveV1Download(request, { id }, "campaigns:read", async (workspaceId, mode) => ({
    body: await resultsCsv(workspaceId, mode, campaignId),
    contentType: "text/csv; charset=utf-8",
    filename: `${campaignId}-results.csv`,
  }));
}

// Any other method gets the envelope too, not the framework's bare 404.
const readOnly = methodNotAllowed("GET, HEAD");
export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE, readOnly as OPTIONS };
