// The HTTP core every SDK method goes through: one logical operation = one Idempotency-Key, up to
// six attempts on the docs/api-contract.md §8 schedule, a per-attempt timeout, and the caller's
// AbortSignal.

import { reportDeprecation, type DeprecationHandler } from "./deprecation.js";
import { SvcApiError, SvcTransportError, type AttemptInfo } from "./errors.js";
import { mintIdempotencyKey } from "./idempotency-key.js";
import { RETRY_DELAYS_MS, delayBeforeRetry, isRetryableStatus, sleep as realSleep, type Sleep } from "./retry.js";
import { SDK_VERSION } from "./version.js";

export interface TransportOptions {
  baseUrl: string;
  /** Sent on every request (e.g. Authorization). */
  headers?: Record<string, string>;
  /** A WHATWG fetch; defaults to the platform's. */
  fetch?: typeof fetch;
  /** Per-attempt timeout, covering the response body too. Default 30 s. */
  timeoutMs?: number;
  /** Retries after the first attempt, at most (and by default) 5, the schedule's length. */
  maxRetries?: number;
  /** Replaces the wait between attempts (tests, custom schedulers). */
  sleep?: Sleep;
  /** Told once per operation that answers `Deprecation`; default: `console.warn`. */
  onDeprecation?: DeprecationHandler;
}

/** Per-call options every SDK method accepts. */
export interface RequestOptions {
  /** Reuse a key to retry an operation whose outcome is unknown; otherwise one is minted. */
  idempotencyKey?: string;
  /** Aborts the operation, including a wait between attempts; rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
}

export interface SvcResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  requestId: string | null;
  attempts: number;
  idempotencyKey: string | undefined;
}

export interface RequestSpec extends RequestOptions {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  /** The operation a deprecation is reported for, e.g. `GET /v1/workspaces/{id}/calls`; default: method and path. */
  operation?: string;
  /** Arrays become repeated parameters (`status=queued&status=dialing`). */
  query?: Record<string, string | number | boolean | string[] | undefined>;
  /** JSON, or a FormData sent as multipart/form-data (a file upload). */
  body?: unknown;
}

type AttemptOutcome =
  | { kind: "response"; status: number; headers: Headers; text: string }
  | { kind: "failed"; error: unknown; timedOut: boolean };

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * `User-Agent: svc-sdk/<version>` where the runtime lets a request set it (Node, Deno, Bun, edge
 * workers). Not in a browser: the page's own User-Agent stands (Chromium ignores a new one, and a
 * changed one would need the server's CORS approval), so the SDK leaves it alone there.
 */
function userAgentHeader(): Record<string, string> {
  const runtime = (globalThis as { navigator?: { userAgent?: unknown } }).navigator?.userAgent;
  const inBrowser = typeof runtime === "string" && runtime.startsWith("Mozilla/");
  return inBrowser ? {} : { "user-agent": `svc-sdk/${SDK_VERSION}` };
}

export class Transport {
  constructor(private readonly options: TransportOptions) {}

  async request<T>(spec: RequestSpec): Promise<SvcResponse<T>> {
    const idempotencyKey = spec.method === "GET" ? undefined : (spec.idempotencyKey ?? (await mintIdempotencyKey()));
    const maxRetries = Math.min(
      Math.max(0, spec.maxRetries ?? this.options.maxRetries ?? RETRY_DELAYS_MS.length),
      RETRY_DELAYS_MS.length,
    );
    const url = this.url(spec.path, spec.query);
    // A form sets its own content type, with its boundary.
    const form = typeof FormData !== "undefined" && spec.body instanceof FormData;
    const init: RequestInit = {
      method: spec.method,
      headers: {
        accept: "application/json",
        ...userAgentHeader(),
        ...(spec.body === undefined || form ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...this.options.headers,
        ...spec.headers,
      },
      // Serialised once, so every retry replays the identical body (a different body under the
      // same key would be refused with 422); a form is sent as it is, the same on every attempt.
      body: spec.body === undefined ? undefined : form ? (spec.body as FormData) : JSON.stringify(spec.body),
    };
    const timeoutMs = spec.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const wait = this.options.sleep ?? realSleep;

    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(url, init, timeoutMs, spec.signal);
      const info: AttemptInfo = { attempts: attempt, idempotencyKey };
      const retriesLeft = attempt <= maxRetries;
      if (outcome.kind === "failed") {
        const delay = retriesLeft ? delayBeforeRetry(attempt - 1) : null;
        if (delay === null) throw transportError(spec, outcome, timeoutMs, info);
        await wait(delay, spec.signal);
        continue;
      }
      reportDeprecation(spec.operation ?? `${spec.method} ${spec.path}`, outcome.headers, this.options.onDeprecation);
      if (outcome.status >= 200 && outcome.status < 300) return this.success<T>(spec, outcome, info);
      const delay =
        retriesLeft && isRetryableStatus(outcome.status) ? delayBeforeRetry(attempt - 1, outcome.headers) : null;
      if (delay === null) throw apiError(outcome, info);
      await wait(delay, spec.signal);
    }
  }

  /**
   * Opens a streamed GET (Server-Sent Events) with the client's headers, answering the response
   * with its body unread; a 4xx or 5xx is the SvcApiError `request` would throw. Not retried: a
   * stream's reader resumes where it stopped.
   */
  async open(path: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    const response = await fetchImpl(this.url(path, undefined), {
      headers: { accept: "text/event-stream", ...userAgentHeader(), ...this.options.headers, ...headers },
      signal,
    });
    if (response.ok && response.body) return response;
    const text = await response.text();
    throw apiError(
      { status: response.status, headers: response.headers, text },
      { attempts: 1, idempotencyKey: undefined },
    );
  }

  private url(path: string, query: RequestSpec["query"]): string {
    const url = new URL(this.options.baseUrl.replace(/\/+$/, "") + path);
    for (const [name, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        url.searchParams.append(name, String(item));
      }
    }
    return url.toString();
  }

  private async attempt(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<AttemptOutcome> {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal!.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const fetchImpl = this.options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      const text = await response.text();
      return { kind: "response", status: response.status, headers: response.headers, text };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return { kind: "failed", error, timedOut };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private success<T>(
    spec: RequestSpec,
    outcome: { status: number; headers: Headers; text: string },
    info: AttemptInfo,
  ) {
    let body: { data?: T };
    try {
      const parsed: unknown = outcome.text ? JSON.parse(outcome.text) : null;
      body = (parsed ?? {}) as { data?: T };
    } catch (error) {
      throw new SvcTransportError(`${spec.method} ${spec.path}: the ${outcome.status} response is not JSON`, {
        ...info,
        cause: error,
        timedOut: false,
      });
    }
    return {
      data: body.data as T,
      status: outcome.status,
      headers: outcome.headers,
      requestId: outcome.headers.get("x-request-id"),
      ...info,
    };
  }
}

function transportError(
  spec: RequestSpec,
  outcome: { error: unknown; timedOut: boolean },
  timeoutMs: number,
  info: AttemptInfo,
): SvcTransportError {
  const reason = outcome.timedOut ? `timed out after ${timeoutMs} ms` : String(outcome.error);
  return new SvcTransportError(`${spec.method} ${spec.path}: no response (${reason})`, {
    ...info,
    cause: outcome.error,
    timedOut: outcome.timedOut,
  });
}

function apiError(outcome: { status: number; headers: Headers; text: string }, info: AttemptInfo): SvcApiError {
  let envelope: { code?: unknown; error?: unknown; details?: unknown } = {};
  try {
    envelope = JSON.parse(outcome.text) ?? {};
  } catch {
    // Not our envelope (a proxy's error page, say): reported below as HTTP_ERROR.
  }
  const isEnvelope = typeof envelope.code === "string" && typeof envelope.error === "string";
  return new SvcApiError(
    outcome,
    isEnvelope
      ? {
          code: envelope.code as string,
          message: envelope.error as string,
          details: (envelope.details as Record<string, unknown> | null) ?? null,
        }
      : { code: "HTTP_ERROR", message: `HTTP ${outcome.status}: ${outcome.text.slice(0, 200)}`, details: null },
    info,
  );
}
