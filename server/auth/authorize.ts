import type { Db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import type { ApiKeyPrincipal } from "@/server/keys/authenticate";
import { isReadScope, type Scope } from "@/server/keys/scopes";
import { roleAtLeast } from "./membership";
import type { Role } from "./schemas";

// The one decision "may this principal do this in workspace W?", for API keys and signed-in users
// alike. Every tRPC procedure builder asks it; dashboard pages read through those procedures.
//
//                      API key                          signed-in user
//   { scope }          its own workspace, holds scope   member: read scopes; admin/owner: all
//   { role }           refused (settings are for users) role at least the one required
//
// A user who is not a member gets NOT_FOUND: workspaces of others are invisible, not forbidden.

export type Principal = ApiKeyPrincipal | { kind: "user"; userId: string };

/** What the operation needs: an API scope (/v1 procedures) or a member role (settings procedures). */
export type Requirement = { scope: Scope } | { role: Role };

export interface Grant {
  workspaceId: string;
  /** The signed-in user's role; null for an API key. */
  role: Role | null;
}

/** The least role that may exercise a requirement: read scopes are for every member. */
function minimumRole(requirement: Requirement): Role {
  if ("role" in requirement) return requirement.role;
  return isReadScope(requirement.scope) ? "member" : "admin";
}

function authorizeApiKey(principal: ApiKeyPrincipal, workspaceId: string, requirement: Requirement): Grant {
  if (!("scope" in requirement)) throw new ApiError("FORBIDDEN", "Settings are managed by signed-in users.");
  if (principal.workspaceId !== workspaceId) throw new ApiError("WORKSPACE_MISMATCH");
  const { scope } = requirement;
  if (!principal.scopes.includes(scope)) {
    throw new ApiError("INSUFFICIENT_SCOPE", `This operation needs the \`${scope}\` scope.`, {
      details: { required: scope, granted: principal.scopes },
    });
  }
  return { workspaceId, role: null };
}

/** Throws NOT_FOUND, FORBIDDEN, WORKSPACE_MISMATCH or INSUFFICIENT_SCOPE unless the principal may act. */
export async function authorize(
  db: Db,
  principal: Principal,
  workspaceId: string,
  requirement: Requirement,
): Promise<Grant> {
  if (principal.kind === "apiKey") return authorizeApiKey(principal, workspaceId, requirement);
  const membership = await db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId, userId: principal.userId } },
    select: { role: true },
  });
  if (!membership) throw new ApiError("NOT_FOUND");
  const minimum = minimumRole(requirement);
  if (!roleAtLeast(membership.role, minimum))
    throw new ApiError("FORBIDDEN", `Only a workspace ${minimum} can do this.`);
  return { workspaceId, role: membership.role };
}
