import { createContext } from "@/server/api/context";
import { appRouter } from "@/server/api/root";
import { createCallerFactory } from "@/server/api/trpc";
import { ApiError } from "@/server/errors";
import { MAX_BODY_BYTES, readBody } from "@/server/http/request";
import { MAX_UPLOAD_BYTES } from "@/server/knowledge/inputs";

// The knowledge page's file upload: the settings UI's tRPC client speaks JSON, so a file comes here
// as multipart/form-data, read by the request pipeline's own form reader, and goes to the very
// procedure /v1 calls (its `authorize`, its input schema, its transaction), as the signed-in user.

const callerOf = createCallerFactory(appRouter);

export async function uploadKnowledgeDocument(
  request: Request,
  userId: string | null,
  workspaceId: string,
  knowledgeBaseId: string,
): Promise<Response> {
  if (!userId) throw new ApiError("UNAUTHENTICATED", "Your session has ended. Sign in again.");
  const { fields } = await readBody(request, { maxBytes: MAX_BODY_BYTES, uploadBytes: MAX_UPLOAD_BYTES });
  if (!(fields && typeof fields === "object" && "file" in fields))
    throw new ApiError("VALIDATION_ERROR", "Send the file as multipart/form-data.", {
      details: { issues: [{ path: ["file"], message: "Choose a file" }] },
    });
  const caller = callerOf(createContext({ authenticate: async () => ({ kind: "user", userId }) }));
  const body = await caller.v1.knowledgeBases.addDocument({
    ...(fields as Record<string, unknown>),
    id: workspaceId,
    kbId: knowledgeBaseId,
  } as Parameters<typeof caller.v1.knowledgeBases.addDocument>[0]);
  return Response.json(body, { status: 202 });
}
