import { resultsCsv } from "@/server/campaigns/results";
import { serveV1Download } from "@/server/http/v1";

// GET /v1/workspaces/{id}/campaigns/{campaignId}/results.csv: the campaign's results, streamed.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string; campaignId: string }> }): Promise<Response> {
  const { id, campaignId } = await params;
  return serveV1Download(request, { id }, "campaigns:read", async (workspaceId, mode) => ({
    body: await resultsCsv(workspaceId, mode, campaignId),
    contentType: "text/csv; charset=utf-8",
    filename: `${campaignId}-results.csv`,
  }));
}
