import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import type { Meta } from "@/server/api/trpc";
import { admitTrpcRequest, proceduresOf } from "@/server/api/trpc-admission";
import { clientIp } from "@/server/client-ip";
import { ApiError } from "@/server/errors";
import { requestLogger } from "@/server/logger";
import { servePipeline, type Exchange } from "./pipeline";
import { assertStorableUrl, MAX_BODY_BYTES, methodHasBody, parseJsonText, readJson } from "./request";

// The settings UI's tRPC endpoint (/api/trpc) through the stages of the request pipeline, as strict
// as /v1: request id → cross-site refusal → session → batch size and budget → URL and body checks
// (the same limits: 64 KiB, a procedure's `maxBodyBytes` when larger; JSON depth, NUL; a query's
// `input` likewise) → tRPC. A failure before tRPC is the docs/api-contract.md §7 envelope; tRPC's
// own errors carry it in `error.data.apiError`; every 5xx is logged with the request id.

/** The largest body a procedure accepts, by its path (flat at run time: "v1.campaigns.create"). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
const bodyLimits = new Map(
  Object.entries(procedures).map(([path, procedure]) => [path, procedure._def.meta?.maxBodyBytes ?? MAX_BODY_BYTES]),
);

/** A batch may send what its most generous procedure accepts. */
function bodyLimitOf(url: URL): number {
  return Math.max(...proceduresOf(url).map((path) => bodyLimits.get(path) ?? MAX_BODY_BYTES));
}

function logFailure(exchange: Exchange, error: unknown, path: string | undefined): void {
  const apiError = apiErrorOf(error);
  if (apiError.status >= 500)
    requestLogger(exchange.requestId).error(
      { err: apiError.cause ?? error, code: apiError.code, procedure: path },
      "request failed",
    );
}

/** The signed-in user, or null; it may fail (the session's row is read), as a stage. */
export type SessionOf = () => Promise<{ userId: string } | null>;

export function serveSettingsTrpc(request: Request, session: SessionOf): Promise<Response> {
  return servePipeline(request, async (exchange) => {
    // Session cookies are SameSite=Lax already; refusing cross-site requests outright also covers
    // browsers that treat top-level POSTs leniently.
    if (request.headers.get("sec-fetch-site") === "cross-site") throw new ApiError("FORBIDDEN");
    const userId = (await session())?.userId ?? null;
    await admitTrpcRequest(request, { userId, ip: clientIp(request) });
    assertStorableUrl(exchange.url);
    const input = exchange.url.searchParams.get("input");
    if (input !== null) parseJsonText(input);
    // tRPC's fetch adapter reads the body itself: it is handed the text the checks read.
    const text = methodHasBody(request.method) ? (await readJson(request, bodyLimitOf(exchange.url))).text : null;
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      req:
        text === null
          ? request
          : new Request(request.url, { method: request.method, headers: request.headers, body: text }),
      router: appRouter,
      responseMeta: ({ errors }) => ({
        headers: exchange.headers,
        ...(errors.length ? { status: apiErrorOf(errors[0]).status } : {}),
      }),
      onError: ({ error, path }) => logFailure(exchange, error, path),
      createContext: () =>
        createContext({
          requestId: exchange.requestId,
          authenticate: async () => {
            if (!userId) throw new ApiError("UNAUTHENTICATED", "Your session has ended. Sign in again.");
            return { kind: "user", userId };
          },
          ifMatch: request.headers.get("if-match"),
        }),
    });
  });
}
