import { z } from "zod";

// The scopes an API key can carry (docs/decisions.md "API keys"). `<resource>:<access>`; a read
// scope is what a workspace member (not owner/admin) may exercise in the settings UI.
export const SCOPES = [
  "calls:write",
  "calls:read",
  "contacts:read",
  "contacts:write",
  "agents:read",
  "agents:write",
  "leads:read",
  "webhooks:read",
  "webhooks:write",
  "dnc:read",
  "dnc:write",
  "numbers:read",
  "numbers:write",
  "campaigns:read",
  "campaigns:write",
  "tools:read",
  "tools:write",
  "knowledge:read",
  "knowledge:write",
  "workspace:read",
  "workspace:write",
  "keys:read",
  "keys:write",
] as const;

export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

/**
 * Managing API keys (docs/decisions.md "API keys"): never implied by "every scope", always chosen
 * by hand, so a key made for an integration cannot mint or roll keys unless someone meant it to.
 */
export const KEY_MANAGEMENT_SCOPES = ["keys:read", "keys:write"] as const satisfies readonly Scope[];

/** What an "every scope" key carries (the seed's demo keys, the admin CLI's default): all but key management. */
export const STANDARD_SCOPES: readonly Scope[] = SCOPES.filter(
  (scope) => !(KEY_MANAGEMENT_SCOPES as readonly Scope[]).includes(scope),
);

export function isReadScope(scope: Scope): boolean {
  return scope.endsWith(":read");
}
