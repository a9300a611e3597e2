import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Serves the app's route handlers over real HTTP inside the test process, so integration tests
// speak HTTP to the same handlers `next start` runs (Next's own routing is covered by the e2e
// tests against the production build). Add a route here when you add a route handler.

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response> | Response;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "HEAD", Handler>>;

interface Route {
  pattern: RegExp;
  load: () => Promise<RouteModule>;
  /** Turns the match into Next's params object. */
  params?: (match: RegExpMatchArray) => Record<string, string | string[]>;
}

const ROUTES: Route[] = [
  { pattern: /^\/api\/health$/, load: () => import("@/app/api/health/route") },
  { pattern: /^\/api\/health\/ready$/, load: () => import("@/app/api/health/ready/route") },
  {
    pattern: /^\/api\/inngest$/,
    load: async () => (await import("@/app/api/inngest/route")) as unknown as RouteModule,
  },
  {
    pattern: /^\/v1\/public\/click-to-call\/[^/]+$/,
    load: () => import("@/app/v1/public/click-to-call/[token]/route"),
  },
  { pattern: /^\/v1\/openapi\.json$/, load: () => import("@/app/v1/openapi.json/route") },
  { pattern: /^\/docs$/, load: () => import("@/app/docs/route") },
  {
    pattern: /^\/api\/bench\/workspaces\/([^/]+)\/calls\/originate-manual$/,
    load: async () =>
      (await import("@/app/api/bench/workspaces/[id]/calls/originate-manual/route")) as unknown as RouteModule,
    params: (m) => ({ id: decodeURIComponent(m[1]) }),
  },
  {
    pattern: /^\/v1\/workspaces\/([^/]+)\/campaigns\/([^/]+)\/results\.csv$/,
    load: async () =>
      (await import("@/app/v1/workspaces/[id]/campaigns/[campaignId]/results.csv/route")) as unknown as RouteModule,
    params: (m) => ({ id: decodeURIComponent(m[1]), campaignId: decodeURIComponent(m[2]) }),
  },
  {
    pattern: /^\/v1\/workspaces\/([^/]+)\/calls\/([^/]+)\/live$/,
    load: async () => (await import("@/app/v1/workspaces/[id]/calls/[callId]/live/route")) as unknown as RouteModule,
    params: (m) => ({ id: decodeURIComponent(m[1]), callId: decodeURIComponent(m[2]) }),
  },
  {
    pattern: /^\/api\/w\/([^/]+)\/calls\/([^/]+)\/live$/,
    load: async () => (await import("@/app/api/w/[workspaceId]/calls/[callId]/live/route")) as unknown as RouteModule,
    params: (m) => ({ workspaceId: decodeURIComponent(m[1]), callId: decodeURIComponent(m[2]) }),
  },
  {
    pattern: /^\/v1\/(.*)$/,
    load: () => import("@/app/v1/[...trpc]/route"),
    params: (m) => ({ trpc: m[1].split("/") }),
  },
];

export function registerRoute(route: Route): void {
  ROUTES.unshift(route);
}

export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/** `port`: listen there (e.g. one picked before APP_URL is read); a random free port otherwise. */
export async function startAppServer(options: { port?: number } = {}): Promise<AppServer> {
  // As at `next start` (instrumentation.ts), the database is ready before the first request.
  const { dbReady } = await import("@/server/db/client");
  // And its traces are exported when the OTEL_EXPORTER_OTLP_* settings name a collector, with a
  // span per request as scripts/serve.mjs makes them.
  const tracing = await import("@/server/telemetry/tracing");
  await tracing.startTracing();
  const { traceHttpRequest } = await import("@/server/telemetry/http");
  const { webRequestOf, writeWebResponse } = await import("@/server/http/node-adapter");
  // The carrier's requests are answered beside the routes, as scripts/serve.mjs answers them beside Next.
  const { serveCarrierRequest } = await import("@/server/http/carrier-routes");
  await dbReady();
  // And its route modules are loaded, as a production build's are: a test's first request must
  // not pay for transforming half the server (tens of seconds on a loaded machine).
  await Promise.all(ROUTES.map((route) => route.load()));
  let baseUrl = "";
  // As scripts/serve.mjs: a live stream's request names its connection, which the app may end.
  const streamConnections = new Map<string, ServerResponse>();
  let connectionCount = 0;
  Object.assign(globalThis, { __svcEndConnection: (id: string) => streamConnections.get(id)?.destroy() });
  const serveRequest = async (req: IncomingMessage, res: ServerResponse) => {
    if (serveCarrierRequest(req, res)) return;
    delete req.headers["x-svc-connection"];
    if (/\/calls\/[^/]+\/live$/.test((req.url ?? "/").split("?")[0])) {
      const id = String((connectionCount += 1));
      req.headers["x-svc-connection"] = id;
      streamConnections.set(id, res);
      res.once("close", () => streamConnections.delete(id));
    }
    try {
      const url = new URL(req.url ?? "/", baseUrl);
      for (const route of ROUTES) {
        const match = url.pathname.match(route.pattern);
        if (!match) continue;
        const handler = (await route.load())[req.method as keyof RouteModule];
        if (!handler) break;
        const response = await handler(webRequestOf(req, baseUrl), {
          params: Promise.resolve(route.params?.(match) ?? {}),
        });
        return await writeWebResponse(res, response);
      }
      res.statusCode = 404;
      res.end("no test route");
    } catch (error) {
      res.statusCode = 599;
      res.end(`test server: handler threw: ${(error as Error).stack}`);
    }
  };
  const server: Server = createServer((req, res) =>
    tracing.tracingEnabled
      ? traceHttpRequest(req, res, () => void serveRequest(req, res))
      : void serveRequest(req, res),
  );
  // Idle keep-alive sockets stay open for the test's life: a server closing one (Node's 5 s) while
  // fetch reuses it is a reset the handlers never saw, most often on a loaded machine.
  server.keepAliveTimeout = 120_000;
  // The voice gateway's WebSocket upgrades, as scripts/serve.mjs hands them over.
  const gateway = await import("@/server/voice/gateway");
  server.on("upgrade", (req, socket, head) => gateway.handleRelayUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        gateway.closeRelaySockets();
      }),
  };
}
