import http from "node:http";
import https from "node:https";
import { assertDeliverableUrl, publicOnlyLookup, TargetNotAllowedError, type TargetPolicy } from "./target-guard";

// One outbound request on a workspace's behalf (a webhook delivery, a tool call) through the SSRF
// guard: the URL is checked, every connection resolves through publicOnlyLookup (so the address
// actually connected to is the one judged), redirects are not followed, the whole exchange has a
// deadline, and at most `maxBytes` of the answer is read: the rest is never downloaded.

export interface GuardedRequest {
  method: "GET" | "POST";
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  policy: TargetPolicy;
}

export type RequestFailure = "refused" | "timeout" | "network";

export interface GuardedResponse {
  statusCode: number | null;
  contentType: string | null;
  /** A redirect's target, as sent (followed only by callers that check every hop: knowledge documents). */
  location: string | null;
  /** At most `maxBytes` of the answer. */
  body: Buffer;
  /** The answer was longer than `maxBytes` and was cut. */
  truncated: boolean;
  failure: RequestFailure | null;
  error: string | null;
}

function failed(failure: RequestFailure, error: string, statusCode: number | null = null): GuardedResponse {
  return { statusCode, contentType: null, location: null, body: Buffer.alloc(0), truncated: false, failure, error };
}

/** Never throws: a refused target, a timeout or a broken connection is a `failure`. */
export async function guardedRequest(request: GuardedRequest): Promise<GuardedResponse> {
  const { url, method, body, timeoutMs, maxBytes, policy } = request;
  try {
    assertDeliverableUrl(url, policy);
  } catch (error) {
    return failed("refused", (error as Error).message);
  }
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: GuardedResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(response);
    };
    const outgoing = transport.request(
      url,
      {
        method,
        headers: { ...request.headers, ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) },
        lookup: publicOnlyLookup(policy),
        // A fresh connection each time: a kept-alive socket the receiver has since closed would fail
        // a request the receiver never saw, and every connection passes the address check.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = (truncated: boolean) =>
          settle({
            statusCode: response.statusCode ?? null,
            contentType: response.headers["content-type"] ?? null,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).subarray(0, maxBytes),
            truncated,
            failure: null,
            error: null,
          });
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // The rest of the answer is not ours to download.
          if (size > maxBytes) {
            finish(true);
            response.destroy();
          }
        });
        response.on("end", () => finish(false));
        response.on("error", (error) => settle(failed("network", error.message, response.statusCode ?? null)));
      },
    );
    const deadline = setTimeout(() => {
      settle(failed("timeout", `no response within ${timeoutMs} ms`));
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on("error", (error) =>
      settle(failed(error instanceof TargetNotAllowedError ? "refused" : "network", error.message)),
    );
    outgoing.end(body);
  });
}
