import { z } from "zod";
import { agentNotFound } from "@/server/agents/list";
import { AGENT_TOOLS } from "@/server/agents/inputs";
import type { Db, Prisma } from "@/server/db/client";
import type { AgentTest } from "@/server/db/generated/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError, fieldErrors, pathText, type FieldIssue } from "@/server/errors";
import { regexError } from "@/server/safe-regex";
import {
  callerSchema,
  expectationSchema,
  MAX_TESTS_PER_AGENT,
  toolMockSchema,
  type CreateTestInput,
  type Expectation,
  type TestCaller,
  type ToolMock,
  type UpdateTestInput,
} from "./inputs";

// An agent's tests: scenarios a simulated caller plays against it (docs/voice-agent.md "Agent
// tests"). Scoped by workspace and agent (another's is simply not found); what a test names must
// exist when it is saved: the workspace's tools, its LLM connections, regular expressions RE2
// compiles. Each failure is a 400 naming its path.

export const agentTestSchema = z
  .object({
    id: z.string().meta({ example: "tst_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    agentId: z.string(),
    name: z.string(),
    caller: callerSchema,
    variables: z.record(z.string(), z.string()),
    maxTurns: z.number().int(),
    toolMocks: z.array(toolMockSchema),
    expectations: z.array(expectationSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AgentTest" });
export type AgentTestView = z.infer<typeof agentTestSchema>;

/** What a run copies into each conversation: the test as it is played. */
export interface PlayedTest {
  id: string;
  name: string;
  caller: TestCaller;
  variables: Record<string, string>;
  maxTurns: number;
  toolMocks: ToolMock[];
  expectations: Expectation[];
}

export function playedTest(test: AgentTest): PlayedTest {
  return {
    id: test.id,
    name: test.name,
    caller: test.caller as TestCaller,
    variables: test.variables as Record<string, string>,
    maxTurns: test.maxTurns,
    toolMocks: test.toolMocks as ToolMock[],
    expectations: test.expectations as Expectation[],
  };
}

export function agentTestView(test: AgentTest): AgentTestView {
  return {
    ...playedTest(test),
    agentId: test.agentId,
    createdAt: test.createdAt.toISOString(),
    updatedAt: test.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError("NOT_FOUND", "No such test for this agent.");

async function assertAgent(db: Db, workspaceId: string, agentId: string): Promise<void> {
  if (!(await db.agent.count({ where: { id: agentId, workspaceId } }))) throw agentNotFound();
}

/** What needs the workspace: tools named by mocks and expectations, the persona's connection, the regexes. */
async function checkAgainstWorkspace(
  db: Db,
  workspaceId: string,
  test: Pick<UpdateTestInput, "caller" | "toolMocks" | "expectations">,
): Promise<void> {
  const [tools, connection] = await Promise.all([
    db.tool.findMany({ where: { workspaceId }, select: { name: true } }),
    test.caller?.llmConnectionId
      ? db.llmConnection.count({ where: { id: test.caller.llmConnectionId, workspaceId } })
      : 1,
  ]);
  const workspaceTools = new Set(tools.map((tool) => tool.name));
  const issues: FieldIssue[] = [];
  if (!connection)
    issues.push({ path: ["caller", "llmConnectionId"], message: "Pick one of this workspace's LLM connections" });
  test.toolMocks?.forEach((mock, i) => {
    if ((AGENT_TOOLS as readonly string[]).includes(mock.tool))
      issues.push({
        path: ["toolMocks", i, "tool"],
        message: "Built-in tools are not mocked: svc answers them itself",
      });
    else if (!workspaceTools.has(mock.tool))
      issues.push({ path: ["toolMocks", i, "tool"], message: `No tool named ${mock.tool} in this workspace` });
  });
  test.expectations?.forEach((expectation, i) => {
    if (
      (expectation.type === "toolCalled" || expectation.type === "toolNotCalled") &&
      !workspaceTools.has(expectation.tool) &&
      !(AGENT_TOOLS as readonly string[]).includes(expectation.tool)
    )
      issues.push({ path: ["expectations", i, "tool"], message: `No tool named ${expectation.tool}` });
    if (expectation.type === "transcript") {
      const field = expectation.contains !== undefined ? "contains" : "notContains";
      const error = regexError(expectation[field]!);
      if (error) issues.push({ path: ["expectations", i, field], message: `Not a valid regular expression: ${error}` });
    }
  });
  if (issues.length)
    throw fieldErrors(issues, issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`).join("; "));
}

function data(test: Partial<CreateTestInput>) {
  return {
    name: test.name,
    caller: test.caller as Prisma.InputJsonObject | undefined,
    variables: test.variables,
    maxTurns: test.maxTurns,
    toolMocks: test.toolMocks as Prisma.InputJsonArray | undefined,
    expectations: test.expectations as Prisma.InputJsonArray | undefined,
  };
}

export async function createAgentTest(
  db: Db,
  workspaceId: string,
  agentId: string,
  input: CreateTestInput,
): Promise<AgentTestView> {
  await assertAgent(db, workspaceId, agentId);
  await checkAgainstWorkspace(db, workspaceId, input);
  if ((await db.agentTest.count({ where: { agentId } })) >= MAX_TESTS_PER_AGENT)
    throw new ApiError("CONFLICT", `An agent has at most ${MAX_TESTS_PER_AGENT} tests.`);
  const test = await db.agentTest.create({
    data: {
      workspaceId,
      agentId,
      name: input.name,
      caller: input.caller as Prisma.InputJsonObject,
      variables: input.variables,
      maxTurns: input.maxTurns,
      toolMocks: input.toolMocks as Prisma.InputJsonArray,
      expectations: input.expectations as Prisma.InputJsonArray,
    },
  });
  return agentTestView(test);
}

export async function listAgentTests(db: Db, workspaceId: string, agentId: string, pageInput: PageInput) {
  await assertAgent(db, workspaceId, agentId);
  const query = pageQuery(pageInput);
  const rows = await db.agentTest.findMany({ ...query, where: { AND: [{ agentId, workspaceId }, query.where] } });
  return toPage(rows, pageInput.limit, agentTestView);
}

export async function findAgentTest(db: Db, workspaceId: string, agentId: string, testId: string): Promise<AgentTest> {
  const test = await db.agentTest.findFirst({ where: { id: testId, agentId, workspaceId } });
  if (!test) throw notFound();
  return test;
}

export async function getAgentTest(db: Db, workspaceId: string, agentId: string, testId: string) {
  return agentTestView(await findAgentTest(db, workspaceId, agentId, testId));
}

export async function updateAgentTest(
  db: Db,
  workspaceId: string,
  agentId: string,
  testId: string,
  changes: UpdateTestInput,
): Promise<AgentTestView> {
  await findAgentTest(db, workspaceId, agentId, testId);
  await checkAgainstWorkspace(db, workspaceId, changes);
  // Look-up and write in one statement: a DELETE committed since the look-up leaves nothing to update (404).
  const { count } = await db.agentTest.updateMany({ where: { id: testId, agentId, workspaceId }, data: data(changes) });
  if (!count) throw notFound();
  return getAgentTest(db, workspaceId, agentId, testId);
}

/** Its results stay with the runs that played it. */
export async function deleteAgentTest(db: Db, workspaceId: string, agentId: string, testId: string): Promise<void> {
  const { count } = await db.agentTest.deleteMany({ where: { id: testId, agentId, workspaceId } });
  if (!count) throw notFound();
}
