import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/server/logger";
import { nameRequestRoute } from "@/server/telemetry/http";

// Web-standard handlers served straight from Node's HTTP server: the carrier's requests, which
// scripts/serve.mjs answers beside Next (./carrier-routes.ts), since Next costs about a
// millisecond of CPU per request before a route runs (docs/performance.md, "Carrier requests
// beside Next"); and the integration tests' app server. Written here rather than taken from
// @hono/node-server or @whatwg-node/server: both replace the process's global Request and
// Response by default, which Next's own handlers share, and the adaptation is these few lines.

/**
 * `req` as a web Request; its body is read as Node receives it, within the handler's own limit.
 * The origin is not the client's Host header, which could make no URL at all: the carrier's
 * handlers read the path and query, and check signatures against APP_URL.
 */
export function webRequestOf(req: IncomingMessage, origin = "http://localhost"): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: req, duplex: "half" } : {}),
  } as RequestInit);
}

/** Waits until the client reads again or leaves, leaving no listener behind (a slow reader makes many waits). */
async function drainedOrClosed(res: ServerResponse): Promise<void> {
  const over = new AbortController();
  const wait = (event: string) => once(res, event, { signal: over.signal }).catch(() => undefined);
  await Promise.race([wait("drain"), wait("close")]);
  over.abort();
}

/** Writes `response` as `next start` does: the headers with the first bytes, waiting while the client reads nothing. */
export async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // A client gone mid-stream cancels the body, as Next's pipe does.
  res.once("close", () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await drainedOrClosed(res);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

/** Answers `req` with what `handle` returns for it; `route` names its span. `handle` answers its own failures. */
export async function serveFromNode(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  handle: (request: Request) => Promise<Response>,
): Promise<void> {
  nameRequestRoute(req, route);
  try {
    await writeWebResponse(res, await handle(webRequestOf(req)));
  } catch (error) {
    logger.error({ err: error, route }, "a request served beside Next failed outside its handler");
    res.destroy();
  }
}
