import canonicalize from "canonicalize";
import { Prisma, type Db } from "@/server/db/client";
import { ApiError, fieldError } from "@/server/errors";
import { assertCompilableSchema } from "@/server/json-schema/untrusted";
import { agentRules, agentSettings, type AgentPatch, type AgentSettings } from "./inputs";
import { agentNotFound } from "./list";
import { withRecordCalls } from "./recording";
import { recordVersion, type Author } from "./versions";
import { agentInclude, agentView, settingsOf, type AgentView } from "./views";

// Creating, changing and deleting agents, for /v1, the settings UI, the admin CLI and the seed
// alike. Each change is a new version (versions.ts); a change names the version it was made
// against (If-Match) or takes the agent as it is. Pass the procedure's `ctx.db` (its transaction).

/** The versions a change was made against (If-Match): any of `versions`, any at all, or no condition. */
export type Precondition = { versions: number[] } | "any" | null;

/** The caller number, LLM connection, tools and knowledge bases an agent names must be this workspace's. */
async function agentData(db: Db, workspaceId: string, input: AgentSettings) {
  const [number, connection, tools, knowledgeBases] = await Promise.all([
    input.defaultCallerNumberId
      ? db.callerNumber.findFirst({ where: { id: input.defaultCallerNumberId, workspaceId }, select: { id: true } })
      : true,
    input.llmConnectionId
      ? db.llmConnection.findFirst({ where: { id: input.llmConnectionId, workspaceId }, select: { id: true } })
      : true,
    input.toolIds.length ? db.tool.count({ where: { id: { in: input.toolIds }, workspaceId } }) : 0,
    input.knowledgeBaseIds.length
      ? db.knowledgeBase.count({ where: { id: { in: input.knowledgeBaseIds }, workspaceId } })
      : 0,
  ]);
  if (!number) throw fieldError(["defaultCallerNumberId"], "Pick one of this workspace's caller numbers");
  if (!connection) throw fieldError(["llmConnectionId"], "Pick one of this workspace's LLM connections");
  if (tools !== input.toolIds.length) throw fieldError(["toolIds"], "Pick tools of this workspace");
  if (knowledgeBases !== input.knowledgeBaseIds.length)
    throw fieldError(["knowledgeBaseIds"], "Pick knowledge bases of this workspace");
  if (input.analysisSchema) assertCompilableSchema(input.analysisSchema, "analysisSchema");
  return { ...input, analysisSchema: (input.analysisSchema as Prisma.InputJsonObject | null) ?? Prisma.DbNull };
}

/** `recordCalls`: the deprecated name of `recording.enabled` (server/agents/recording.ts). */
export async function createAgent(
  db: Db,
  workspaceId: string,
  input: AgentSettings & { recordCalls?: boolean },
  author: Author,
): Promise<AgentView> {
  const agent = await db.agent.create({
    data: { ...(await agentData(db, workspaceId, withRecordCalls(input))), workspaceId },
    include: agentInclude,
  });
  await recordVersion(db, agent.id, agent.version, settingsOf(agent), author);
  return agentView(agent);
}

/**
 * The agent, locked until the caller's transaction ends, so that changes to it queue up; 412 unless
 * `precondition` holds. NO KEY UPDATE: calls being written for the agent (which lock it FOR KEY
 * SHARE through their foreign key) neither wait for a change nor hold one up.
 */
async function lockedAgent(db: Db, workspaceId: string, agentId: string, precondition: Precondition) {
  await db.$queryRaw`SELECT 1 FROM "Agent" WHERE "id" = ${agentId} AND "workspaceId" = ${workspaceId} FOR NO KEY UPDATE`;
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId } });
  if (!agent) throw agentNotFound();
  if (precondition && precondition !== "any" && !precondition.versions.includes(agent.version)) {
    throw new ApiError(
      "PRECONDITION_FAILED",
      `The agent is at version ${agent.version}: it changed since the version you named. Read it again.`,
      {
        details: { currentVersion: agent.version },
      },
    );
  }
  return agent;
}

/** Changes the fields `patch` gives (the others stay); a change that changes nothing stores no version. */
export async function updateAgent(
  db: Db,
  workspaceId: string,
  agentId: string,
  patch: AgentPatch,
  author: Author,
  precondition: Precondition = null,
): Promise<AgentView> {
  const current = await lockedAgent(db, workspaceId, agentId, precondition);
  const settings = agentSettings.superRefine(agentRules).parse(withRecordCalls({ ...settingsOf(current), ...patch }));
  if (canonicalize(settings) !== canonicalize(settingsOf(current))) {
    const agent = await db.agent.update({
      where: { id: agentId },
      data: { ...(await agentData(db, workspaceId, settings)), version: { increment: 1 } },
      include: agentInclude,
    });
    await recordVersion(db, agent.id, agent.version, settingsOf(agent), author);
    return agentView(agent);
  }
  return agentView(await db.agent.findUniqueOrThrow({ where: { id: agentId }, include: agentInclude }));
}

/**
 * Agents that placed calls, answer a click-to-call source or a number, or run a campaign stay, so
 * history keeps its meaning and no caller meets a dead line (409 with the counts, numbers or campaigns).
 */
export async function deleteAgent(
  db: Db,
  workspaceId: string,
  agentId: string,
  precondition: Precondition = null,
): Promise<void> {
  await lockedAgent(db, workspaceId, agentId, precondition);
  const { _count, inboundNumbers } = await db.agent.findUniqueOrThrow({
    where: { id: agentId },
    select: {
      _count: { select: { calls: true, clickToCallSources: true } },
      inboundNumbers: { select: { id: true, number: true }, orderBy: { createdAt: "asc" } },
    },
  });
  const { calls, clickToCallSources } = _count;
  const campaigns = await db.campaign.findMany({
    where: { agentId },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  const details = { calls, clickToCallSources, campaignIds: campaigns.map((campaign) => campaign.id) };
  if (inboundNumbers.length) {
    throw new ApiError(
      "CONFLICT",
      `This agent answers ${inboundNumbers.map((n) => n.number).join(", ")}. Give those numbers another agent (or none) first.`,
      { details: { ...details, numbers: inboundNumbers } },
    );
  }
  if (clickToCallSources) {
    throw new ApiError("CONFLICT", "A click-to-call source uses this agent. Point the source at another agent first.", {
      details,
    });
  }
  if (campaigns.length)
    throw new ApiError(
      "CONFLICT",
      `Campaigns call with this agent, so it is kept for them: ${campaigns.map((c) => `“${c.name}”`).join(", ")}.`,
      { details },
    );
  if (calls)
    throw new ApiError("CONFLICT", "This agent has placed calls, so it is kept for the call history.", { details });
  await db.agent.delete({ where: { id: agentId } });
}
