import { InngestCommHandler, type Inngest, type InngestFunction } from "inngest";

/** One call of the serve handler, as Inngest's HTTP request to it would carry it. */
export interface LocalServeRequest {
  method: "PUT" | "POST";
  /** The serve URL with its query (`fnId`, `stepId`). */
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** JSON, as it would come over the wire: every step sees a copy of the run's state of its own. */
  body: string;
}

export interface LocalServeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type LocalServeHandler = (request: LocalServeRequest) => Promise<LocalServeResponse>;

/**
 * The functions' serve handler for the local executor: Inngest's own `InngestCommHandler`, the one
 * every framework adapter of the SDK wraps, with an adapter for calls made in-process. The Next
 * adapter would have the executor build a web Request per step and read a web Response back, with
 * their body streams: ~15 % of the SDK's CPU per step (docs/performance.md).
 */
export function serveLocally(options: {
  client: Inngest.Like;
  functions: readonly InngestFunction.Like[];
}): LocalServeHandler {
  const handler = new InngestCommHandler({
    frameworkName: "svc-local-executor",
    client: options.client,
    functions: options.functions,
    handler: (request: LocalServeRequest) => ({
      body: () => request.body,
      headers: (key: string) => request.headers[key.toLowerCase()],
      method: () => request.method,
      url: () => request.url,
      queryString: (key: string) => request.url.searchParams.get(key),
      transformResponse: (response): LocalServeResponse => response,
    }),
  }).createHandler();
  return (request) => handler(request) as Promise<LocalServeResponse>;
}
