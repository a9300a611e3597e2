import { env } from "@/server/env";
import { ApiError, errorResponse } from "@/server/errors";

/**
 * What a bench route answers on a server not started for the bench: the 404 envelope of a path
 * with no endpoint, as if the route did not exist. Null when BENCH_ROUTES is set.
 */
export function absentWithoutBenchRoutes(request: Request): Response | null {
  if (env.BENCH_ROUTES) return null;
  return errorResponse(new ApiError("NOT_FOUND", `No endpoint at ${new URL(request.url).pathname}.`));
}
