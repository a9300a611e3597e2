import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { ApiError, errorResponse, toApiError } from "@/server/errors";
import { testChat } from "@/server/voice/test-chat";

// The agent test panel's streaming chat (server/voice/test-chat.ts), for the signed-in user.

export async function POST(
  request: Request,
  { params }: { params: Promise<{ workspaceId: string; agentId: string }> },
): Promise<Response> {
  // As on /api/trpc: the session cookie is SameSite=Lax, and cross-site requests are refused outright.
  if (request.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  const { workspaceId, agentId } = await params;
  try {
    const session = await getServerSession(authOptions);
    return await testChat(request, session?.userId ?? null, workspaceId, agentId);
  } catch (error) {
    return errorResponse(toApiError(error));
  }
}
