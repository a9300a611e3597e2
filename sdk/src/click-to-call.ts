// The public click-to-call endpoint (docs/api-contract.md §4.2) for server-side callers, e.g. a
// backend that takes a callback request in its own form. No API key: the button token is the
// capability, and the server re-checks `Origin` against the token's allowlist. Browsers use
// /click-to-call.js.

import type { ClickToCallRequest, ClickToCallResult } from "./api-types.js";
import { DEFAULT_BASE_URL } from "./client.js";
import type { Sleep } from "./retry.js";
import { Transport, type RequestOptions } from "./transport.js";

export interface ClickToCallOptions extends RequestOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: Sleep;
}

/** Requests a callback through a click-to-call button token. Retries and idempotency as every SDK
 * operation: a double submit with the same `idempotencyKey` places one call. */
export async function requestClickToCall(
  token: string,
  request: ClickToCallRequest,
  { baseUrl = DEFAULT_BASE_URL, fetch, sleep, ...options }: ClickToCallOptions = {},
): Promise<ClickToCallResult> {
  if (!token) throw new TypeError("requestClickToCall: token is required");
  const transport = new Transport({ baseUrl, fetch, sleep });
  const response = await transport.request<ClickToCallResult>({
    ...options,
    method: "POST",
    path: `/v1/public/click-to-call/${encodeURIComponent(token)}`,
    operation: "POST /v1/public/click-to-call/{token}",
    headers: { ...options.headers, origin: request.origin },
    body: request,
  });
  return response.data;
}
