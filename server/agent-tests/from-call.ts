import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { getCall } from "@/server/calls/calls";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError, fieldError, fieldErrors, issuePathOf, pathText } from "@/server/errors";
import { callerScript } from "@/server/replays/engine";
import { readOriginal } from "@/server/replays/original";
import { createTestInput, type Expectation, type TestEndedReason, type ToolMock } from "./inputs";
import { createAgentTest, type AgentTestView } from "./tests";

// A call made into an agent test of its agent (docs/voice-agent.md "Agent tests"): the caller is a
// script of what the callee said that the agent answered (the lines a replay plays), the tool mocks
// are the call's recorded results, and the expectations proposed are how it ended and the tools it
// called. Played against the call's version, it passes.

export const testFromCallInput = z.strictObject({
  callId: z.string().min(1).max(64).meta({ description: "The call to make a test of; its agent gets the test." }),
  name: z.string().trim().min(1).max(100).optional().meta({ description: 'Default "From the call to <number>".' }),
});
export type TestFromCallInput = z.infer<typeof testFromCallInput>;

/** How a test of the script ends when the call ended so: the agent's ending, else the script running out. */
function testEndingOf(endedReason: string | null): TestEndedReason {
  return endedReason === "agent_ended" || endedReason === "transferred" ? endedReason : "completed";
}

export async function createTestFromCall(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode | null,
  input: TestFromCallInput,
): Promise<AgentTestView> {
  const call = await getCall(db, workspaceId, mode, input.callId).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === "NOT_FOUND" ? fieldError(["callId"], error.message) : error;
  });
  const original = await readOriginal(db, call.id);
  const script = callerScript(original).map((line) => line.slice(0, 2000));
  if (!script.length) throw fieldError(["callId"], "The callee said nothing the agent answered: no script to make.");
  const recorded = original.turns.flatMap((turn) => turn.toolCalls).filter((c) => c.toolId && c.result !== undefined);
  const toolMocks: ToolMock[] = recorded
    .filter((c, i) => recorded.findIndex((o) => o.name === c.name && isDeepStrictEqual(o.arguments, c.arguments)) === i)
    .map((c) => ({ tool: c.name, arguments: c.arguments, result: c.result }));
  const called = [...new Set(original.turns.flatMap((turn) => turn.toolCalls.map((c) => c.name)))];
  const expectations: Expectation[] = [
    { type: "endedReason", equals: testEndingOf(original.endedReason) },
    ...called.map((tool) => ({ type: "toolCalled" as const, tool })),
  ];
  const test = createTestInput.safeParse({
    name: input.name ?? `From the call to ${call.to}`,
    caller: { script },
    variables: original.variables,
    maxTurns: Math.min(50, script.length + 1),
    toolMocks,
    expectations,
  });
  if (!test.success) {
    const issues = test.error.issues.map((issue) => ({ path: issuePathOf(issue.path), message: issue.message }));
    throw fieldErrors(issues, `The call does not fit in a test: ${pathText(issues[0].path)}: ${issues[0].message}`);
  }
  return createAgentTest(db, workspaceId, call.agentId, test.data);
}
