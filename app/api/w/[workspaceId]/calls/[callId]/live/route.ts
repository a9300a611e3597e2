import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { ApiError, errorResponse, toApiError } from "@/server/errors";
import { openMemberLiveStream } from "@/server/live/serve";

// The call page's live transcript: GET …/live for the signed-in member (`?data=test`: a test call's).
export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ workspaceId: string; callId: string }> },
): Promise<Response> {
  // As on /api/trpc: the session cookie is SameSite=Lax, and cross-site requests are refused outright.
  if (request.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  const { workspaceId, callId } = await params;
  try {
    const session = await getServerSession(authOptions);
    return await openMemberLiveStream(request, session?.userId ?? null, workspaceId, callId);
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
