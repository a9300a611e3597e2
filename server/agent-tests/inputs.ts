import { z } from "zod";
import {
  MATCHED_LENGTH_LIMITS,
  MAX_PATTERN_LENGTH,
  PATTERN_SIZE_LIMITS,
  TRANSCRIPT_MATCHES,
} from "@/server/pattern-limits";

// What an agent test is made of (docs/voice-agent.md "Agent tests"): the body of POST /v1/…/tests,
// each field of its PATCH, and what a run copies into each conversation. No server imports, so the
// settings form validates in the browser with the same schemas; what needs the workspace (its
// tools, its LLM connections) and the regular expressions (RE2) are checked on the server
// (server/agent-tests/tests.ts), each a 400 naming its path.

/** How a test conversation can end: as a call does, or at the test's `maxTurns`. */
export const TEST_ENDED_REASONS = ["completed", "agent_ended", "transferred", "max_turns", "llm_error"] as const;
export type TestEndedReason = (typeof TEST_ENDED_REASONS)[number];

export const MAX_TESTS_PER_AGENT = 100;
export const MAX_ITERATIONS = 10;

const toolName = z.string().min(1).max(64).meta({ description: "A tool's name: the workspace's, or a built-in one." });

const partialArguments = z.record(z.string(), z.unknown()).meta({
  description:
    "Matches arguments that hold these: each key's value equal, objects compared key by key the same way (other keys may be there).",
});

export const callerSchema = z
  .strictObject({
    script: z
      .array(z.string().trim().min(1, "Write what the caller says").max(2000))
      .max(50, "At most 50 lines")
      .optional()
      .meta({ description: "The caller's lines, said in order, one per turn; needs no model." }),
    persona: z
      .string()
      .trim()
      .min(1, "Describe the caller")
      .max(4000)
      .optional()
      .meta({ description: "Who the caller is and what they want: a model plays them." }),
    llmConnectionId: z
      .string()
      .min(1)
      .nullish()
      .meta({ description: "The workspace's LLM connection the persona is played through." }),
    llmModel: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .meta({ description: "The persona's model; empty = the connection's default model." }),
  })
  .superRefine((caller, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (caller.script === undefined && caller.persona === undefined) issue("script", "Give a script or a persona");
    if (caller.script !== undefined && caller.persona !== undefined)
      issue("persona", "A script or a persona, not both");
    if (caller.script !== undefined && !caller.script.length) issue("script", "Give the caller at least one line");
    if (caller.persona !== undefined && !caller.llmConnectionId)
      issue("llmConnectionId", "Pick the LLM connection that plays the persona");
  })
  .meta({
    id: "AgentTestCaller",
    description: 'Either `{"script": [lines]}` or `{"persona": "…", "llmConnectionId": "…", "llmModel"?: "…"}`.',
  });
export type TestCaller = z.output<typeof callerSchema>;

export const toolMockSchema = z.strictObject({
  tool: toolName.meta({ description: "A workspace tool's name." }),
  arguments: partialArguments.optional(),
  result: z.unknown().meta({ description: "What the tool answers the model (JSON, or text)." }),
});
export type ToolMock = z.output<typeof toolMockSchema>;

const regex = z
  .string()
  .min(1)
  .max(MAX_PATTERN_LENGTH)
  .meta({
    description: `A regular expression (RE2 syntax; \`(?i)\` ignores case), ${PATTERN_SIZE_LIMITS}; matched turn by turn, each turn up to ${MATCHED_LENGTH_LIMITS} and the turns up to ${TRANSCRIPT_MATCHES} times that in all; a longer turn or transcript fails the expectation.`,
  });

export const expectationSchema = z
  .discriminatedUnion("type", [
    z.strictObject({ type: z.literal("endedReason"), equals: z.enum(TEST_ENDED_REASONS) }),
    z.strictObject({ type: z.literal("toolCalled"), tool: toolName, arguments: partialArguments.optional() }),
    z.strictObject({ type: z.literal("toolNotCalled"), tool: toolName }),
    z
      .strictObject({
        type: z.literal("transcript"),
        contains: regex.optional(),
        notContains: regex.optional(),
        role: z.enum(["agent", "callee"]).optional().meta({ description: "Only this side's turns; both by default." }),
      })
      .refine((e) => (e.contains === undefined) !== (e.notContains === undefined), {
        message: "Give `contains` or `notContains`",
        path: ["contains"],
      }),
    z.strictObject({
      type: z.literal("analysis"),
      field: z.string().min(1).max(200).meta({
        description: "`successful`, `summary`, or a key of the structured data (`a.b` for a nested one).",
      }),
      op: z.enum(["=", "!=", ">", "<", "contains"]),
      value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
    }),
    z.strictObject({
      type: z.literal("judge"),
      rubric: z.string().trim().min(1, "Say what a good conversation does").max(2000).meta({
        description: "What the conversation must do; the agent's analysis model answers pass or fail with a reason.",
      }),
    }),
  ])
  .meta({ id: "AgentTestExpectation" });
export type Expectation = z.output<typeof expectationSchema>;

const fields = {
  name: z.string().trim().min(1, "Name the test").max(100),
  caller: callerSchema,
  variables: z
    .record(z.string().max(40), z.string().max(500))
    .refine((variables) => Object.keys(variables).length <= 40, "At most 40 variables")
    .meta({ description: "The call's `{{variables}}` for the agent (as `variables` of POST …/calls)." }),
  maxTurns: z
    .number()
    .int()
    .min(1, "1 to 50")
    .max(50, "1 to 50")
    .meta({ description: "The conversation ends after this many of the caller's turns (`max_turns`)." }),
  toolMocks: z.array(toolMockSchema).max(50, "At most 50 mocks").meta({
    description:
      "What the agent's workspace tools answer: the first mock of the tool whose `arguments` match. A tool call no mock matches is refused, and nothing is sent to your endpoint.",
  }),
  expectations: z.array(expectationSchema).max(20, "At most 20 expectations"),
};

export const createTestInput = z.strictObject({
  ...fields,
  variables: fields.variables.default({}),
  maxTurns: fields.maxTurns.default(20),
  toolMocks: fields.toolMocks.default([]),
  expectations: fields.expectations.default([]),
});
export type CreateTestInput = z.output<typeof createTestInput>;

export const updateTestInput = z.strictObject(fields).partial();
export type UpdateTestInput = z.output<typeof updateTestInput>;

export const createRunInput = z.strictObject({
  testIds: z
    .array(z.string().min(1))
    .min(1)
    .max(MAX_TESTS_PER_AGENT)
    .refine((ids) => new Set(ids).size === ids.length, "Each test once")
    .optional()
    .meta({ description: "The tests to run; all of the agent's by default." }),
  iterations: z
    .number()
    .int()
    .min(1, "1 to 10")
    .max(MAX_ITERATIONS, "1 to 10")
    .default(1)
    .meta({ description: "How many times each test is played (1 to 10): each is one conversation." }),
  agentVersion: z
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ description: "The agent's version to test; the current one by default." }),
});
export type CreateRunInput = z.output<typeof createRunInput>;
