import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import type { Scope } from "./scopes";

// Who may see and make which keys (docs/decisions.md "API keys"). A person (a signed-in admin, the
// operator's CLI) manages every key of the workspace. A key with `keys:*` acts within its own
// power: it never creates, rolls or revokes a key with a scope it does not hold itself (revoking a
// more powerful key would stop what that key's integration does), and a test key sees and makes
// test keys only (a live key is more than a test key can grant).

export type KeyActor = { kind: "apiKey"; scopes: readonly Scope[]; mode: ApiKeyMode } | { kind: "user" | "operator" };

const BOTH_MODES: ApiKeyMode[] = ["live", "test"];

/** The modes of the keys `actor` sees: the others answer 404, as another workspace's do. */
export function visibleModes(actor: KeyActor): ApiKeyMode[] {
  return actor.kind === "apiKey" && actor.mode === "test" ? ["test"] : BOTH_MODES;
}

/** The mode a new key gets when none is asked for: the acting key's own, `live` for a person. */
export function defaultModeFor(actor: KeyActor): ApiKeyMode {
  return actor.kind === "apiKey" ? actor.mode : "live";
}

/**
 * 403 API_KEY_ESCALATION when `actor` is a key that would create (`grant`), roll or revoke a key
 * holding more than it holds itself.
 */
export function assertMayGrant(
  actor: KeyActor,
  grant: { scopes: readonly Scope[]; mode: ApiKeyMode },
  action: "grant" | "roll" | "revoke" = "grant",
): void {
  if (actor.kind !== "apiKey") return;
  const missingScopes = grant.scopes.filter((scope) => !actor.scopes.includes(scope));
  const what = action === "grant" ? "grant scopes" : `${action} a key with scopes`;
  if (missingScopes.length)
    throw new ApiError(
      "API_KEY_ESCALATION",
      `This key cannot ${what} it does not hold: ${missingScopes.map((scope) => `\`${scope}\``).join(", ")}.`,
      { details: { missingScopes } },
    );
  if (grant.mode === "live" && actor.mode === "test")
    throw new ApiError("API_KEY_ESCALATION", "A test key cannot make a live key.", { details: { mode: "live" } });
}
