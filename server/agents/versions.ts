import { z } from "zod";
import type { Db, Prisma } from "@/server/db/client";
import type { AgentVersion } from "@/server/db/generated/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { agentSettingsView, type AgentSettings } from "./inputs";
import { agentNotFound } from "./list";
import { settingsView } from "./views";

// Every change of an agent stores its whole settings as the next version, with who made it
// (docs/decisions.md "Agent versions"). Versions are never changed; they go with their agent.

/** Who changed an agent: a member of the workspace, an API key, or the operator (admin CLI, seed). */
export type Author = { kind: "member"; userId: string } | { kind: "api_key"; apiKeyId: string } | { kind: "operator" };

export const agentVersionSchema = z.object({
  version: z.number().int(),
  settings: agentSettingsView,
  author: z.object({
    kind: z.enum(["member", "api_key", "operator"]),
    userId: z.string().nullable(),
    email: z.string().nullable().meta({ description: "The member's e-mail when they made the change." }),
    apiKeyId: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type AgentVersionView = z.infer<typeof agentVersionSchema>;

function versionView(row: AgentVersion): AgentVersionView {
  return {
    version: row.version,
    settings: settingsView(row.settings as AgentSettings),
    author: {
      kind: row.authorKind as Author["kind"],
      userId: row.authorUserId,
      email: row.authorEmail,
      apiKeyId: row.authorApiKeyId,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recordVersion(
  db: Db,
  agentId: string,
  version: number,
  settings: AgentSettings,
  author: Author,
): Promise<void> {
  const email =
    author.kind === "member"
      ? ((await db.user.findUnique({ where: { id: author.userId }, select: { email: true } }))?.email ?? null)
      : null;
  await db.agentVersion.create({
    data: {
      agentId,
      version,
      settings: settings as Prisma.InputJsonObject,
      authorKind: author.kind,
      authorUserId: author.kind === "member" ? author.userId : null,
      authorEmail: email,
      authorApiKeyId: author.kind === "api_key" ? author.apiKeyId : null,
    },
  });
}

async function assertAgent(db: Db, workspaceId: string, agentId: string): Promise<void> {
  if (!(await db.agent.count({ where: { id: agentId, workspaceId } }))) throw agentNotFound();
}

/** Newest first. */
export async function listAgentVersions(db: Db, workspaceId: string, agentId: string, pageInput: PageInput) {
  await assertAgent(db, workspaceId, agentId);
  const query = pageQuery(pageInput);
  const rows = await db.agentVersion.findMany({ ...query, where: { AND: [{ agentId }, query.where] } });
  return toPage(rows, pageInput.limit, versionView);
}

export async function getAgentVersion(
  db: Db,
  workspaceId: string,
  agentId: string,
  version: number,
): Promise<AgentVersionView> {
  await assertAgent(db, workspaceId, agentId);
  const row = await db.agentVersion.findUnique({ where: { agentId_version: { agentId, version } } });
  if (!row) throw new ApiError("NOT_FOUND", `This agent has no version ${version}.`);
  return versionView(row);
}

/**
 * Whether the agent whose current version is `current` has `version` (the current one, or one it
 * stored). What a test run, a replay or an experiment names must pass it.
 */
export async function hasVersion(db: Db, agentId: string, current: number, version: number): Promise<boolean> {
  if (version === current) return true;
  return version < current && (await db.agentVersion.count({ where: { agentId, version } })) > 0;
}
