import type { Precondition } from "@/server/agents/settings";
import { ApiError } from "@/server/errors";
import type { Principal } from "./context";
import type { Author } from "@/server/agents/versions";

// Versioned resources on /v1 (docs/decisions.md "Agent versions"): the ETag is the version in
// quotes; If-Match names one or more of them, or `*` (any version of a resource that exists).

const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$/;

export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The If-Match header as a precondition; 400 when it is not a list of our ETags or `*`. */
export function preconditionOf(ifMatch: string | null): Precondition {
  if (ifMatch === null) return null;
  if (ifMatch.trim() === "*") return "any";
  const versions = ifMatch.split(",").map((tag) => ENTITY_TAG.exec(tag.trim())?.[1]);
  if (versions.some((version) => version === undefined)) {
    throw new ApiError("VALIDATION_ERROR", 'If-Match takes the ETag of the version you read, e.g. If-Match: "3".', {
      details: { issues: [{ path: ["If-Match"], message: 'Expected ETags such as "3", or *.' }] },
    });
  }
  return { versions: versions.map(Number) };
}

/** Who a change is recorded as: the signed-in member or the API key. */
export function authorOf(principal: Principal): Author {
  return principal.kind === "apiKey"
    ? { kind: "api_key", apiKeyId: principal.keyId }
    : { kind: "member", userId: principal.userId };
}
