import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { resultsCsvForUser } from "@/server/campaigns/results";
import { ApiError, errorResponse, toApiError } from "@/server/errors";

// The campaign page's "Download results" link: results.csv for the signed-in member (`?data=test`: a test campaign's).
export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ workspaceId: string; campaignId: string }> },
): Promise<Response> {
  // As on /api/trpc: the session cookie is SameSite=Lax, and cross-site requests are refused outright.
  if (request.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  const { workspaceId, campaignId } = await params;
  try {
    const session = await getServerSession(authOptions);
    const mode = new URL(request.url).searchParams.get("data") === "test" ? "test" : "live";
    const body = await resultsCsvForUser(session?.userId ?? null, workspaceId, mode, campaignId);
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${campaignId}-results.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
