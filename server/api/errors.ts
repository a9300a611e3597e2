import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { ApiError, toApiError, type ErrorCode } from "@/server/errors";

// tRPC (and trpc-to-openapi) speak their own error codes; svc speaks the catalog of
// server/errors.ts. This is the one translation between the two.

const LIBRARY_CODES: Partial<Record<TRPCError["code"], ErrorCode>> = {
  PARSE_ERROR: "INVALID_JSON",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_SUPPORTED: "METHOD_NOT_ALLOWED",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
};

export function validationError(error: ZodError): ApiError {
  const issues = error.issues.flatMap((issue) =>
    // One issue per unknown field, at its own path: a typo such as `form` for `from` is named.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key].join("."), message: `Unknown field \`${key}\`.` }))
      : [{ path: issue.path.join("."), message: issue.message }],
  );
  return new ApiError("VALIDATION_ERROR", undefined, { details: { issues } });
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
