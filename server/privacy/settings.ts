import type { Db } from "@/server/db/client";
import type { PrivacyPatch, RedactionKind } from "./inputs";
import { redactionPolicy, type RedactionPolicy } from "./redaction";

// A workspace's privacy settings (docs/privacy.md): what is redacted. Each is a column of its own
// on "Workspace", so settings added later sit beside it.

/** The columns as /v1 shows them (only known kinds are ever written). */
const view = (row: { redact: string[] }) => ({ redact: row.redact as RedactionKind[] });

export async function privacySettings(db: Db, workspaceId: string) {
  return view(await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { redact: true } }));
}

export async function updatePrivacySettings(db: Db, workspaceId: string, patch: PrivacyPatch) {
  return view(await db.workspace.update({ where: { id: workspaceId }, data: patch, select: { redact: true } }));
}

/**
 * What a conversation of `agentId` redacts (the workspace's kinds and the agent's own, as it is now)
 * for a conversation without a call: the test panel, agent tests.
 */
export async function agentRedaction(
  db: Db,
  workspaceId: string,
  agentRedact: readonly string[],
): Promise<RedactionPolicy> {
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: { redact: true, defaultCountry: true },
  });
  return redactionPolicy(workspace.redact, agentRedact, { defaultCountry: workspace.defaultCountry });
}
