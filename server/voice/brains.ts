import type { Db } from "@/server/db/client";
import type { Agent, LlmConnection } from "@/server/db/generated/client";
import { LANGUAGES } from "@/server/agents/inputs";
import { ApiError } from "@/server/errors";
import { llmStreamClient, type LlmConnectionSettings } from "@/server/llm/client";
import { llmPricingOf } from "@/server/metering/pricing";
import { agentAtVersion } from "@/server/agents/call-settings";
import { knowledgeSource, type KnowledgeSource } from "@/server/knowledge/retrieval";
import { toolBox, type CallContext, type CallTool, type ToolAnswerer, type ToolBox } from "@/server/tools/executor";
import type { AgentBrief, Brain, BuiltInToolName } from "./brain";
import { withKnowledge } from "./knowledge";
import { llmBrain } from "./llm-brain";
import { scriptBrain } from "./script-brain";
import { consentInWords } from "./consent-words";
import { withToolRounds } from "./tool-rounds";
import { fillVariables, type CallVariables } from "./variables";

// An agent's brain, made from its settings: what a live call, the test panel and post-call
// analysis share, so that the agent behaves alike in all three.

/** What of an agent and its LLM connection makes its brain. */
export type AgentWithConnection = Pick<
  Agent,
  | "id"
  | "brain"
  | "language"
  | "firstMessage"
  | "instructions"
  | "tools"
  | "transferNumbers"
  | "llmModel"
  | "temperature"
> & {
  llmConnection: (LlmConnectionSettings & Pick<LlmConnection, "defaultModel" | "pricing">) | null;
};

export class AgentNotReadyError extends Error {
  override name = "AgentNotReadyError";
}

const BUILT_IN: readonly string[] = [
  "end_call",
  "transfer_call",
  "press_digits",
  "switch_language",
] satisfies BuiltInToolName[];

/** `tools`: the workspace tools the agent lists, in its order (an LLM agent's only). */
export function agentBrief(
  agent: Pick<Agent, "brain" | "firstMessage" | "instructions" | "tools" | "transferNumbers">,
  variables: CallVariables,
  tools: Pick<CallTool, "name" | "description" | "parameters">[] = [],
): AgentBrief {
  return {
    firstMessage: fillVariables(agent.firstMessage, variables),
    instructions: fillVariables(agent.instructions, variables),
    tools: agent.tools.filter((tool): tool is BuiltInToolName => BUILT_IN.includes(tool)),
    transferNumbers: agent.transferNumbers,
    languages: LANGUAGES,
    customTools: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters as Record<string, unknown>,
    })),
  };
}

/**
 * The agent's brain, retrieving from its knowledge bases on every turn when it has some. Throws
 * AgentNotReadyError for an `llm` agent whose connection is gone.
 */
export function brainOf(
  agent: AgentWithConnection,
  brief: AgentBrief,
  tools: ToolBox | null = null,
  knowledge: KnowledgeSource | null = null,
): Brain {
  if (agent.brain === "script") {
    // Consent is heard in yes and no words of the agent's language (no knowledge needed).
    const brain = withKnowledge(scriptBrain(brief), knowledge);
    return { ...brain, consent: async (history) => consentInWords(history.at(-1)?.text ?? "", agent.language) };
  }
  const connection = agent.llmConnection;
  if (!connection) throw new AgentNotReadyError(`Agent ${agent.id} uses an LLM but has no LLM connection.`);
  const llm = llmBrain(brief, {
    client: llmStreamClient(connection),
    model: agent.llmModel || connection.defaultModel,
    temperature: agent.temperature,
    pricing: llmPricingOf(connection.pricing),
  });
  return { ...withKnowledge(withToolRounds(llm, tools), knowledge), consent: llm.consent };
}

/** The agent's tools, in the order it lists them. */
export async function agentTools(db: Db, workspaceId: string, toolIds: string[]): Promise<CallTool[]> {
  if (!toolIds.length) return [];
  const rows = await db.tool.findMany({ where: { workspaceId, id: { in: toolIds } } });
  return toolIds.flatMap((id) => rows.filter((row) => row.id === id));
}

/** A conversation without a call: the agent as it runs, its brief and its brain. */
export interface AgentConversation {
  agent: Agent;
  llmConnection: LlmConnection | null;
  brief: AgentBrief;
  brain: Brain;
}

/**
 * The workspace's agent with its brain, tools and knowledge, for a conversation without a call (the
 * test panel, agent tests): at `version` (default the current one), as a call of that version would
 * run it; `answer` answers its workspace tools' calls (default the business's endpoints). 404 when
 * there is no such agent; AgentNotReadyError for an `llm` agent without a connection.
 */
export async function brainForAgent(
  db: Db,
  workspaceId: string,
  agentId: string,
  variables: CallVariables,
  options: { version?: number; answer?: (context: CallContext) => ToolAnswerer } = {},
): Promise<AgentConversation> {
  const current = await db.agent.findFirst({ where: { id: agentId, workspaceId }, select: { version: true } });
  // The current version is the row itself; an older one is laid over it.
  const older = options.version !== undefined && options.version !== current?.version ? options.version : null;
  const found = current && (await agentAtVersion(db, workspaceId, agentId, older));
  if (!found) throw new ApiError("NOT_FOUND", "No such agent.");
  const { agent, llmConnection } = found;
  const tools = agent.brain === "llm" ? await agentTools(db, workspaceId, agent.toolIds) : [];
  const brief = agentBrief(agent, variables, tools);
  const context: CallContext = {
    id: null,
    agentId,
    mode: "test",
    to: null,
    from: null,
    variables,
    metadata: null,
    contactId: null,
  };
  const box = tools.length ? toolBox(workspaceId, tools, context, options.answer?.(context)) : null;
  const knowledge = knowledgeSource(workspaceId, agent.knowledgeBaseIds);
  return { agent, llmConnection, brief, brain: brainOf({ ...agent, llmConnection }, brief, box, knowledge) };
}
