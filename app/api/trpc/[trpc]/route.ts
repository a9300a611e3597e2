import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getServerSession } from "next-auth";
import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { admitTrpcRequest } from "@/server/api/trpc-admission";
import { authOptions } from "@/server/auth/options";
import { clientIp } from "@/server/client-ip";
import { ApiError, errorResponse } from "@/server/errors";

// The settings UI's tRPC endpoint: the same router as /v1, with the signed-in user as principal.

async function handler(req: Request): Promise<Response> {
  // Session cookies are SameSite=Lax already; refusing cross-site requests outright also covers
  // browsers that treat top-level POSTs leniently.
  if (req.headers.get("sec-fetch-site") === "cross-site") return errorResponse(new ApiError("FORBIDDEN"));
  const session = await getServerSession(authOptions);
  try {
    await admitTrpcRequest(req, { userId: session?.userId ?? null, ip: clientIp(req) });
  } catch (error) {
    return errorResponse(apiErrorOf(error));
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    responseMeta: ({ errors }) => (errors.length ? { status: apiErrorOf(errors[0]).status } : {}),
    createContext: () =>
      createContext({
        authenticate: async () => {
          if (!session) throw new ApiError("UNAUTHENTICATED", "Your session has ended. Sign in again.");
          return { kind: "user", userId: session.userId };
        },
        ifMatch: req.headers.get("if-match"),
      }),
  });
}

export { handler as GET, handler as POST };
