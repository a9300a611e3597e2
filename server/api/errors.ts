import { TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { ApiError, fieldErrors, issuePathOf, toApiError, type ErrorCode, type FieldIssue } from "@/server/errors";

// tRPC (and trpc-to-openapi) speak their own error codes; svc speaks the catalog of
// server/errors.ts. This is the one translation between the two.

const LIBRARY_CODES: Partial<Record<TRPCError["code"], ErrorCode>> = {
  PARSE_ERROR: "INVALID_JSON",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_SUPPORTED: "METHOD_NOT_ALLOWED",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
};

/** 400 VALIDATION_ERROR naming each field zod refused, at zod's own array path. */
export function validationError(error: ZodError): ApiError {
  const issues = error.issues.flatMap((issue): FieldIssue[] =>
    // One issue per unknown field, at its own path: a typo such as `form` for `from` is named.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: issuePathOf([...issue.path, key]), message: `Unknown field \`${key}\`.` }))
      : [{ path: issuePathOf(issue.path), message: issue.message }],
  );
  return fieldErrors(issues);
}

/** The catalog error a thrown value stands for. */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof TRPCError) {
    if (error.cause instanceof ApiError) return error.cause;
    if (error.cause instanceof ZodError) return validationError(error.cause);
    const code = LIBRARY_CODES[error.code];
    if (code) return new ApiError(code, undefined, { cause: error });
    return toApiError(error.cause ?? error);
  }
  return toApiError(error);
}

/** tRPC's code for each HTTP status svc answers (tRPC's own table, read the other way). */
const TRPC_CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  408: "TIMEOUT",
  409: "CONFLICT",
  412: "PRECONDITION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  428: "PRECONDITION_REQUIRED",
  429: "TOO_MANY_REQUESTS",
  501: "NOT_IMPLEMENTED",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
  504: "GATEWAY_TIMEOUT",
};

/**
 * The codes a tRPC error body carries for `status` (the JSON-RPC number and its name in
 * `data.code`, with `data.httpStatus`), so that the body says what the HTTP status says: a
 * procedure's ApiError reaches tRPC as an unknown error, which tRPC would call a 500.
 */
export function trpcCodesOf(status: number): { code: number; data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number } } {
  const key = TRPC_CODE_OF_STATUS[status] ?? (status < 500 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR");
  return { code: TRPC_ERROR_CODES_BY_KEY[key], data: { code: key, httpStatus: status } };
}
