import { authorize } from "@/server/auth/authorize";
import { isTerminal } from "@/server/calls/statuses";
import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import { holdStreamPlace } from "./stream-budget";
import { connectionEnder, liveStream, resumePosition, STREAM_HEADERS } from "./stream";

// GET …/calls/{callId}/live, for an API key (/v1) and for a member (the call page): the call must
// be the workspace's and of the asker's mode (anything else is 404, as every cross-workspace or
// cross-mode read), and the asker must have a free place among its open streams.

export interface LiveStreamRequest {
  workspaceId: string;
  mode: ApiKeyMode;
  callId: string;
  /** Whose budget of open streams the stream takes a place in: "key:<id>" or "user:<id>". */
  holder: string;
}

export async function openLiveStream(
  request: Request,
  asked: LiveStreamRequest,
  headers: Record<string, string> = {},
): Promise<Response> {
  const call = await db.call.findFirst({
    where: { id: asked.callId, workspaceId: asked.workspaceId, mode: asked.mode },
    select: { status: true },
  });
  if (!call) throw new ApiError("NOT_FOUND", "No such call.");
  const responseHeaders = { ...headers, ...STREAM_HEADERS };
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: responseHeaders });
  const hold = await holdStreamPlace(asked.holder);
  const body = liveStream({
    callId: asked.callId,
    after: resumePosition(request),
    ended: isTerminal(call.status),
    onClose: hold.release,
    onHeartbeat: hold.renew,
    endConnection: connectionEnder(request),
  });
  return new Response(body, { status: 200, headers: responseHeaders });
}

/** The call page's stream, for a signed-in member of the workspace (`?data=test`: a test call's). */
export async function openMemberLiveStream(
  request: Request,
  userId: string | null,
  workspaceId: string,
  callId: string,
): Promise<Response> {
  if (!userId) throw new ApiError("UNAUTHENTICATED", "Sign in to watch the call.");
  await authorize(db, { kind: "user", userId }, workspaceId, { scope: "calls:read" });
  const mode = new URL(request.url).searchParams.get("data") === "test" ? "test" : "live";
  return openLiveStream(request, { workspaceId, mode, callId, holder: `user:${userId}` });
}
