import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getServerSession } from "next-auth";
import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { authOptions } from "@/server/auth/options";
import { ApiError, errorResponse } from "@/server/errors";

// The settings UI's tRPC endpoint: the same router as /v1, with the signed-in user as principal.

function handler(req: Request): Promise<Response> | Response {
  // Session cookies are SameSite=Lax already; refusing cross-site requests outright also covers
  // browsers that treat top-level POSTs leniently.
  if (req.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    responseMeta: ({ errors }) => (errors.length ? { status: apiErrorOf(errors[0]).status } : {}),
    createContext: () =>
      createContext({
        authenticate: async () => {
          const session = await getServerSession(authOptions);
          if (!session) throw new ApiError("UNAUTHENTICATED", "Your session has ended. Sign in again.");
          return { kind: "user", userId: session.userId };
        },
      }),
  });
}

export { handler as GET, handler as POST };
