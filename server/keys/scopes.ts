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
] as const;

export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

export function isReadScope(scope: Scope): boolean {
  return scope.endsWith(":read");
}
