import { getServerSession } from "next-auth";
import { apiErrorOf } from "@/server/api/errors";
import { uploadKnowledgeDocument } from "@/server/api/settings/knowledge-upload";
import { authOptions } from "@/server/auth/options";
import { ApiError, errorResponse } from "@/server/errors";

// The knowledge page's file upload (server/api/settings/knowledge-upload.ts), for the signed-in user.

export async function POST(
  request: Request,
  { params }: { params: Promise<{ workspaceId: string; kbId: string }> },
): Promise<Response> {
  // As on /api/trpc: the session cookie is SameSite=Lax, and cross-site requests are refused outright.
  if (request.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  const { workspaceId, kbId } = await params;
  try {
    const session = await getServerSession(authOptions);
    return await uploadKnowledgeDocument(request, session?.userId ?? null, workspaceId, kbId);
  } catch (error) {
    return errorResponse(apiErrorOf(error));
  }
}
