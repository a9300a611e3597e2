// The one error model of svc (docs/api-contract.md §7, docs/decisions.md "Errors"). Every surface —
// the /v1 facade, the public click-to-call endpoint, route handlers — answers failures through
// these helpers, and this catalog is the only place that maps a code to an HTTP status.

export const ERROR_CATALOG = {
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  VALIDATION_ERROR: { status: 400, message: "The request is invalid." },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: "The Idempotency-Key header must be 1 to 255 characters." },
  UNAUTHENTICATED: { status: 401, message: "Send an API key as `Authorization: Bearer svc_sk_live_…`." },
  INVALID_API_KEY: { status: 401, message: "The API key is unknown or revoked." },
  API_KEY_EXPIRED: {
    status: 401,
    message: "The API key has expired. Use the key that replaced it, or create a new one.",
  },
  INSUFFICIENT_SCOPE: { status: 403, message: "The API key lacks the scope this operation needs." },
  API_KEY_ESCALATION: {
    status: 403,
    message:
      "A key cannot create, roll or revoke a key with scopes it does not hold, nor make a live key from a test key.",
  },
  WORKSPACE_MISMATCH: { status: 403, message: "The API key does not belong to this workspace." },
  ORIGIN_NOT_ALLOWED: { status: 403, message: "This website is not allowed to use this click-to-call button." },
  FORBIDDEN: { status: 403, message: "You do not have access to this." },
  NOT_FOUND: { status: 404, message: "Not found." },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed on this path." },
  REQUEST_TIMEOUT: { status: 408, message: "The request did not arrive in time." },
  CONFLICT: { status: 409, message: "The resource is not in a state that allows this." },
  PRECONDITION_FAILED: {
    status: 412,
    message: "The resource changed since the version named in If-Match. Read it again, then retry.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is larger than 64 KiB." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send the request body as application/json." },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    message: "Upload a PDF, DOCX, Markdown (.md), HTML or plain-text (.txt) file.",
  },
  IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD: {
    status: 422,
    message: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
  },
  NUMBER_BLOCKED: { status: 422, message: "The number is on a do-not-call or blocked list." },
  FROM_NUMBER_NOT_ALLOWED: { status: 422, message: "The `from` number is not a caller number of this workspace." },
  AGENT_NOT_FOUND: { status: 422, message: "No agent with this id exists in this workspace." },
  CAMPAIGN_TOO_LARGE: { status: 422, message: "A campaign holds at most 1,000,000 recipients." },
  UNREADABLE_DOCUMENT: {
    status: 422,
    message: "The document cannot be read: it is empty, corrupt or not what it says.",
  },
  KNOWLEDGE_LIMIT_REACHED: { status: 422, message: "The knowledge base (or the workspace) is full." },
  RATE_LIMITED: { status: 429, message: "Too many requests. Retry after the time in the Retry-After header." },
  REQUEST_HEADERS_TOO_LARGE: {
    status: 431,
    message: "The request's URL and headers are larger than 16 KiB together.",
  },
  INTERNAL_ERROR: { status: 500, message: "Something went wrong on our side. It has been logged." },
  SERVICE_UNAVAILABLE: { status: 503, message: "The service is temporarily unavailable. Retry shortly." },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 503,
    message: "A request with this Idempotency-Key is still being processed. Retry shortly.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;
export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

/**
 * Where a VALIDATION_ERROR's issue is, as zod gives it: object keys as strings, array indexes as
 * numbers (`["expectations", 0, "contains"]`); `[]` is the body itself. An array, never a dotted
 * string, so that a key holding a dot (`["metadata", "a.b"]`) is named without ambiguity.
 */
export type IssuePath = (string | number)[];

/** A field a VALIDATION_ERROR names (docs/api-contract.md §7). */
export interface FieldIssue {
  path: IssuePath;
  message: string;
}

/** An error's `details`: free-form, but `issues`, when present, is always FieldIssue[]. */
export type ErrorDetails = ({ issues?: FieldIssue[] } & Record<string, unknown>) | null;

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  error: string;
  details: ErrorDetails;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly code: ErrorCode;
  readonly details: ErrorDetails;
  /** Extra response headers the error needs (e.g. Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { details?: ErrorDetails; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? ERROR_CATALOG[code].message, { cause: options.cause });
    this.code = code;
    this.details = options.details && Object.keys(options.details).length ? options.details : null;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERROR_CATALOG[this.code].status;
  }

  toEnvelope(): ErrorEnvelope {
    // A 5xx never shows what was thrown: only the catalog's message.
    const error = this.status >= 500 ? ERROR_CATALOG[this.code].message : this.message;
    return { success: false, code: this.code, error, details: this.details };
  }
}

/** zod's `issue.path` (PropertyKey[]) as an IssuePath: strings and numbers kept, a symbol as its String(). */
export function issuePathOf(path: readonly PropertyKey[]): IssuePath {
  return path.map((key) => (typeof key === "symbol" ? String(key) : key));
}

/** An IssuePath for people, as JavaScript writes it: `expectations[0].contains`, `metadata["a.b"]`. */
export function pathText(path: IssuePath): string {
  const keys = path.map((key, index) => {
    if (typeof key === "number") return `[${key}]`;
    if (/^[A-Za-z_$][\w$]*$/.test(key)) return index ? `.${key}` : key;
    return `[${JSON.stringify(key)}]`;
  });
  return keys.join("") || "the body";
}

/** 400 VALIDATION_ERROR naming one field; `message` is also the envelope's `error` text. */
export function fieldError(path: IssuePath, message: string): ApiError {
  return new ApiError("VALIDATION_ERROR", message, { details: { issues: [{ path, message }] } });
}

/**
 * 400 VALIDATION_ERROR naming each field of `issues`; the envelope's `error` text is `message`,
 * or else the catalog's.
 */
export function fieldErrors(issues: FieldIssue[], message?: string): ApiError {
  return new ApiError("VALIDATION_ERROR", message, { details: { issues } });
}

export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOG[code].status;
}

// Postgres/pg codes and Prisma codes for a database that is down, restarting, overloaded, that
// dropped the connection (57P01: "terminating connection due to administrator command") or that
// gave up waiting for a lock (55P03).
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|55P03|57P0[1-3]|08\d\d\d|53300|P1001|P1002|P1008|P1017|P1018|P2024|P2037)$/;
const UNAVAILABLE_MESSAGES =
  /(Connection terminated|connect ECONNREFUSED|Can't reach database|timeout exceeded when trying to connect|terminating connection|the database system is (shutting down|starting up|in recovery)|not queryable)/i;

/**
 * An error and everything behind it: its `cause`s and, where Prisma keeps the driver's own error
 * (with the Postgres code), `meta.driverAdapterError`.
 */
export function* errorChain(
  error: unknown,
): Generator<{ code?: unknown; originalCode?: unknown; message?: unknown; name?: unknown }> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    yield current;
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    pending.push(cause, meta?.driverAdapterError);
  }
}

/** Whether an error means the database could not be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, name } of errorChain(error)) {
    if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
    if (
      name === "DriverAdapterError" &&
      typeof message === "string" &&
      /connect|terminat|closed|timeout/i.test(message)
    )
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Any thrown value as an ApiError: ApiErrors pass through; an unreachable database is a 503; the rest 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error))
    return new ApiError("SERVICE_UNAVAILABLE", undefined, { cause: error, headers: { "Retry-After": "1" } });
  return new ApiError("INTERNAL_ERROR", undefined, { cause: error });
}

export function errorResponse(error: ApiError, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(error.headers)) merged.set(name, value);
  merged.set("Content-Type", "application/json");
  return new Response(JSON.stringify(error.toEnvelope()), { status: error.status, headers: merged });
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

export function successBody<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}
