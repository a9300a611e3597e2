import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { serveSettingsTrpc } from "@/server/http/settings-trpc";

// The settings UI's tRPC endpoint: the same router as /v1, with the signed-in user as principal.

function handler(request: Request): Promise<Response> {
  return serveSettingsTrpc(request, () => getServerSession(authOptions));
}

export { handler as GET, handler as POST };
