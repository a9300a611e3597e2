import type { Db } from "@/server/db/client";
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

async function assertCallerNumber(db: Db, workspaceId: string, numberId: string | null): Promise<void> {
  if (!numberId) return;
  const found = await db.callerNumber.findFirst({ where: { id: numberId, workspaceId }, select: { id: true } });
  if (!found) {
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: { issues: [{ path: "defaultCallerNumberId", message: "Pick one of this workspace's caller numbers" }] },
    });
  }
}

export async function createAgent(db: Db, workspaceId: string, input: AgentInput) {
  await assertCallerNumber(db, workspaceId, input.defaultCallerNumberId);
  return db.agent.create({ data: { ...input, workspaceId }, select: { id: true, name: true } });
}

export async function updateAgent(db: Db, workspaceId: string, agentId: string, input: AgentInput) {
  await assertCallerNumber(db, workspaceId, input.defaultCallerNumberId);
  const { count } = await db.agent.updateMany({ where: { id: agentId, workspaceId }, data: input });
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
