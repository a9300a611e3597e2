import type { Db } from "@/server/db/client";
import { withCallTallies } from "@/server/calls/tallies";
import { pageQuery, toPage } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { agentInclude, agentView, type AgentView } from "./views";

// Reading agents: a page of them (/v1), one, or every one of a workspace (the settings list).

export async function listAgents(db: Db, workspaceId: string, pageInput: { limit: number; cursor?: string }) {
  const query = pageQuery(pageInput);
  const rows = await db.agent.findMany({
    ...query,
    include: agentInclude,
    where: { AND: [{ workspaceId }, query.where] },
  });
  return toPage(rows, pageInput.limit, agentView);
}

export async function getAgent(db: Db, workspaceId: string, agentId: string): Promise<AgentView> {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, include: agentInclude });
  if (!agent) throw agentNotFound();
  return agentView(agent);
}

export function agentNotFound(): ApiError {
  return new ApiError("NOT_FOUND", "No agent with this id in this workspace.");
}

/** One agent as the settings form edits it. */
export async function getAgentWithSettings(db: Db, workspaceId: string, agentId: string) {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, include: agentInclude });
  if (!agent) throw agentNotFound();
  return agent;
}

/** The settings list: each agent with its number of calls (`calls`: live and test; `liveCalls`), as its page counts them. */
export async function listAgentsWithSettings(db: Db, workspaceId: string) {
  const agents = await db.agent.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    include: agentInclude,
  });
  return withCallTallies(db, agents);
}
