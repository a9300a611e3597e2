import { z } from "zod";
import { createRunInput, createTestInput, updateTestInput } from "@/server/agent-tests/inputs";
import {
  cancelTestRun,
  createTestRun,
  getTestRunDetail,
  listTestRuns,
  testRunDetailSchema,
  testRunSchema,
} from "@/server/agent-tests/runs";
import {
  agentTestSchema,
  createAgentTest,
  deleteAgentTest,
  getAgentTest,
  listAgentTests,
  updateAgentTest,
} from "@/server/agent-tests/tests";
import { createTestFromCall, testFromCallInput } from "@/server/agent-tests/from-call";
import { paginationInput } from "@/server/db/pagination";
import { modeSeenBy } from "../context";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { agentPath } from "./agents";
import { workspacePath } from "./paths";

// An agent's tests and their runs on /v1 and in the settings UI (docs/voice-agent.md "Agent
// tests"): configuration of the agent, so its scopes are the agent's.

const tags = ["Agent tests"];
const testPath = agentPath.extend({ testId: z.string().min(1).max(64).meta({ description: "Test id." }) });
const runPath = agentPath.extend({ runId: z.string().min(1).max(64).meta({ description: "Test run id." }) });
const badInput =
  "An unknown tool in a mock or an expectation, an invalid regular expression, a persona without an LLM connection or a script without lines is a 400 naming its path.";

export const agentTestsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/tests",
        tags,
        summary: "Create an agent test",
        description: `A scenario a simulated caller plays against the agent, and what must hold after it. ${badInput}`,
        successDescription: "Created.",
        errorResponses: { 404: "No such agent", 409: "The agent has 100 tests" },
      },
    })
    .input(createTestInput.extend(agentPath.shape))
    .output(envelope(agentTestSchema))
    .mutation(async ({ ctx, input: { id, agentId, ...test } }) =>
      successBody(await createAgentTest(ctx.db, id, agentId, test)),
    ),

  fromCall: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agent-tests/from-call",
        tags,
        summary: "Make an agent test from a call",
        description:
          "A test of the call's agent: its caller is a script of what the callee said that the agent answered, its tool mocks the call's recorded tool results, its expectations how the call ended and the tools it called. Played against the call's version, it passes. A call that is not the workspace's (or the key's mode's), or whose callee said nothing, is a 400 naming `callId`.",
        successDescription: "Created.",
        errorResponses: { 409: "The agent has 100 tests" },
      },
    })
    .input(testFromCallInput.extend(workspacePath.shape))
    .output(envelope(agentTestSchema))
    .mutation(async ({ ctx, input: { id, ...fromCall } }) =>
      successBody(await createTestFromCall(ctx.db, id, modeSeenBy(ctx.principal), fromCall)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/tests",
        tags,
        summary: "List an agent's tests",
        description: "Newest first.",
        errorResponses: { 404: "No such agent" },
      },
    })
    .input(agentPath.extend(paginationInput.shape))
    .output(envelope(page(agentTestSchema)))
    .query(async ({ ctx, input: { id, agentId, ...filter } }) =>
      successBody(await listAgentTests(ctx.db, id, agentId, filter)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/tests/{testId}",
        tags,
        summary: "Retrieve an agent test",
        errorResponses: { 404: "No such agent or test" },
      },
    })
    .input(testPath)
    .output(envelope(agentTestSchema))
    .query(async ({ ctx, input }) => successBody(await getAgentTest(ctx.db, input.id, input.agentId, input.testId))),

  update: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/agents/{agentId}/tests/{testId}",
        tags,
        summary: "Update an agent test",
        description: `Changes the fields given (each replaced whole). ${badInput}`,
        errorResponses: { 404: "No such agent or test" },
      },
    })
    .input(updateTestInput.extend(testPath.shape))
    .output(envelope(agentTestSchema))
    .mutation(async ({ ctx, input: { id, agentId, testId, ...changes } }) =>
      successBody(await updateAgentTest(ctx.db, id, agentId, testId, changes)),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/agents/{agentId}/tests/{testId}",
        tags,
        summary: "Delete an agent test",
        description: "Runs that played it keep its results.",
        errorResponses: { 404: "No such agent or test" },
      },
    })
    .input(testPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteAgentTest(ctx.db, input.id, input.agentId, input.testId);
      return successBody(deleted(input.testId));
    }),

  run: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/test-runs",
        tags,
        summary: "Run an agent's tests",
        description:
          "Plays each test `iterations` times against the agent at `agentVersion` (default the current one), in the background: follow the run with GET until its status is `completed` (or wait for the `test_run.completed` webhook).",
        successDescription: "Queued.",
        errorResponses: { 404: "No such agent" },
      },
    })
    .input(createRunInput.extend(agentPath.shape))
    .output(envelope(testRunSchema))
    .mutation(async ({ ctx, input: { id, agentId, ...run } }) =>
      successBody(await createTestRun(ctx.db, id, agentId, run)),
    ),

  runs: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/test-runs",
        tags,
        summary: "List an agent's test runs",
        description: "Newest first, each with its counts and pass rates.",
        errorResponses: { 404: "No such agent" },
      },
    })
    .input(agentPath.extend(paginationInput.shape))
    .output(envelope(page(testRunSchema)))
    .query(async ({ ctx, input: { id, agentId, ...filter } }) =>
      successBody(await listTestRuns(ctx.db, id, agentId, filter)),
    ),

  getRun: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/test-runs/{runId}",
        tags,
        summary: "Retrieve a test run",
        description:
          "Its counts, each test's pass rate over the iterations, and each conversation: its transcript with the tool calls, its analysis, and each expectation with whether it held and why not.",
        errorResponses: { 404: "No such agent or run" },
      },
    })
    .input(runPath)
    .output(envelope(testRunDetailSchema))
    .query(async ({ ctx, input }) => successBody(await getTestRunDetail(ctx.db, input.id, input.agentId, input.runId))),

  cancelRun: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/test-runs/{runId}/cancel",
        tags,
        summary: "Cancel a test run",
        description:
          "Conversations not yet played are `canceled`, those being played stop at their next turn. Canceling a canceled run answers it again.",
        errorResponses: { 404: "No such agent or run", 409: "The run has completed" },
      },
    })
    .input(runPath)
    .output(envelope(testRunSchema))
    .mutation(async ({ ctx, input }) => successBody(await cancelTestRun(ctx.db, input.id, input.agentId, input.runId))),
});
