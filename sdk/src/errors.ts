// The SDK's error types. Branch on `SvcApiError#code` (docs/api-contract.md §7), never on the
// message text.

import type { SvcErrorCode } from "./api-types.js";

/** What the SDK knows about the attempts behind a failure. */
export interface AttemptInfo {
  /** HTTP attempts made for the operation, including the first. */
  attempts: number;
  /** The Idempotency-Key sent on every attempt (state-changing requests only). Pass it back as
   * `idempotencyKey` to retry the same operation later without risking a second side effect. */
  idempotencyKey: string | undefined;
}

/** The server answered 4xx or 5xx. */
export class SvcApiError extends Error {
  override name = "SvcApiError";
  readonly status: number;
  /** The envelope's stable code, e.g. `RATE_LIMITED`. `HTTP_ERROR` when the body was not the
   * svc error envelope (e.g. a proxy's HTML error page). */
  readonly code: SvcErrorCode;
  readonly details: Record<string, unknown> | null;
  /** The `X-Request-Id` response header: quote it when asking for support. */
  readonly requestId: string | null;
  readonly headers: Headers;
  readonly attempts: number;
  readonly idempotencyKey: string | undefined;

  constructor(
    response: { status: number; headers: Headers },
    envelope: { code: string; message: string; details: Record<string, unknown> | null },
    info: AttemptInfo,
  ) {
    super(envelope.message);
    this.status = response.status;
    this.headers = response.headers;
    this.requestId = response.headers.get("x-request-id");
    this.code = envelope.code;
    this.details = envelope.details;
    this.attempts = info.attempts;
    this.idempotencyKey = info.idempotencyKey;
  }

  /** Whether the SDK retried before raising this error. */
  get retried(): boolean {
    return this.attempts > 1;
  }
}

/** No HTTP response was obtained: network failure, DNS, connection reset, per-attempt timeout,
 * or a body that could not be read. Whether the server acted is unknown; retrying with the same
 * `idempotencyKey` is safe. */
export class SvcTransportError extends Error {
  override name = "SvcTransportError";
  readonly attempts: number;
  readonly idempotencyKey: string | undefined;
  /** True when the last attempt ran into the per-attempt timeout. */
  readonly timedOut: boolean;

  constructor(message: string, options: AttemptInfo & { cause: unknown; timedOut: boolean }) {
    super(message, { cause: options.cause });
    this.attempts = options.attempts;
    this.idempotencyKey = options.idempotencyKey;
    this.timedOut = options.timedOut;
  }

  get retried(): boolean {
    return this.attempts > 1;
  }
}
