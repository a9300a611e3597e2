import type { Db } from "@/server/db/client";
import type { Agent, LlmConnection } from "@/server/db/generated/client";
import { ApiError } from "@/server/errors";
import { llmClient, type LlmConnectionSettings } from "@/server/llm/client";
import type { AgentBrief, Brain, ToolName } from "./brain";
import { llmBrain } from "./llm-brain";
import { scriptBrain } from "./script-brain";
import { fillVariables, type CallVariables } from "./variables";

// An agent's brain, made from its settings: what a live call, the test panel and post-call
// analysis share, so that the agent behaves alike in all three.

/** What of an agent and its LLM connection makes its brain. */
export type AgentWithConnection = Pick<Agent, "id" | "brain" | "firstMessage" | "instructions" | "tools" | "transferNumbers" | "llmModel" | "temperature"> & {
  llmConnection: (LlmConnectionSettings & Pick<LlmConnection, "defaultModel">) | null;
};

export class AgentNotReadyError extends Error {
  override name = "AgentNotReadyError";
}

export function agentBrief(agent: Pick<Agent, "firstMessage" | "instructions" | "tools" | "transferNumbers">, variables: CallVariables): AgentBrief {
  return {
    firstMessage: fillVariables(agent.firstMessage, variables),
    instructions: fillVariables(agent.instructions, variables),
    tools: agent.tools.filter((tool): tool is ToolName => tool === "end_call" || tool === "transfer_call"),
    transferNumbers: agent.transferNumbers,
  };
}

/** Throws AgentNotReadyError for an `llm` agent whose connection is gone. */
export function brainOf(agent: AgentWithConnection, brief: AgentBrief): Brain {
  if (agent.brain === "script") return scriptBrain(brief);
  const connection = agent.llmConnection;
  if (!connection) throw new AgentNotReadyError(`Agent ${agent.id} uses an LLM but has no LLM connection.`);
  return llmBrain(brief, { client: llmClient(connection), model: agent.llmModel || connection.defaultModel, temperature: agent.temperature });
}

/** The workspace's agent with its brain; 404 when there is no such agent. */
export async function brainForAgent(db: Db, workspaceId: string, agentId: string, variables: CallVariables): Promise<{ brief: AgentBrief; brain: Brain }> {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, include: { llmConnection: true } });
  if (!agent) throw new ApiError("NOT_FOUND", "No such agent.");
  const brief = agentBrief(agent, variables);
  return { brief, brain: brainOf(agent, brief) };
}
