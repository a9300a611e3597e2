import { Ajv } from "ajv";
import { Prisma, type Db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import type { AgentInput } from "./inputs";

// Agents as the settings UI manages them. Pass the procedure's `ctx.db` (its transaction) or `db`.

export function listAgentsWithSettings(db: Db, workspaceId: string) {
  return db.agent.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    include: { defaultCallerNumber: { select: { number: true } } },
  });
}

function fieldError(path: string, message: string): ApiError {
  return new ApiError("VALIDATION_ERROR", undefined, { details: { issues: [{ path, message }] } });
}

/** The caller number and LLM connection an agent names must be this workspace's. */
async function agentData(db: Db, workspaceId: string, input: AgentInput) {
  const [number, connection, tools] = await Promise.all([
    input.defaultCallerNumberId ? db.callerNumber.findFirst({ where: { id: input.defaultCallerNumberId, workspaceId }, select: { id: true } }) : true,
    input.llmConnectionId ? db.llmConnection.findFirst({ where: { id: input.llmConnectionId, workspaceId }, select: { id: true } }) : true,
    input.toolIds.length ? db.tool.count({ where: { id: { in: input.toolIds }, workspaceId } }) : 0,
  ]);
  if (!number) throw fieldError("defaultCallerNumberId", "Pick one of this workspace's caller numbers");
  if (!connection) throw fieldError("llmConnectionId", "Pick one of this workspace's LLM connections");
  if (tools !== input.toolIds.length) throw fieldError("toolIds", "Pick tools of this workspace");
  if (input.analysisSchema) {
    try {
      new Ajv({ strict: false }).compile(input.analysisSchema);
    } catch (error) {
      throw fieldError("analysisSchema", `Not a valid JSON Schema: ${(error as Error).message}`);
    }
  }
  return { ...input, analysisSchema: (input.analysisSchema as Prisma.InputJsonObject | null) ?? Prisma.DbNull };
}

export async function createAgent(db: Db, workspaceId: string, input: AgentInput) {
  return db.agent.create({ data: { ...(await agentData(db, workspaceId, input)), workspaceId }, select: { id: true, name: true } });
}

export async function updateAgent(db: Db, workspaceId: string, agentId: string, input: AgentInput) {
  const { count } = await db.agent.updateMany({ where: { id: agentId, workspaceId }, data: await agentData(db, workspaceId, input) });
  if (!count) throw new ApiError("NOT_FOUND", "No agent with this id in this workspace.");
}

/** Agents that placed calls or answer a click-to-call source stay, so history keeps its meaning. */
export async function deleteAgent(db: Db, workspaceId: string, agentId: string): Promise<void> {
  const agent = await db.agent.findFirst({
    where: { id: agentId, workspaceId },
    select: { _count: { select: { calls: true, clickToCallSources: true } } },
  });
  if (!agent) throw new ApiError("NOT_FOUND", "No agent with this id in this workspace.");
  if (agent._count.clickToCallSources) {
    throw new ApiError("CONFLICT", "A click-to-call source uses this agent. Point the source at another agent first.");
  }
  if (agent._count.calls) throw new ApiError("CONFLICT", "This agent has placed calls, so it is kept for the call history.");
  await db.agent.delete({ where: { id: agentId } });
}
