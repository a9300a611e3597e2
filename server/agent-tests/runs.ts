import { z } from "zod";
import { agentNotFound } from "@/server/agents/list";
import { hasVersion } from "@/server/agents/versions";
import { callAnalysisSchema, type CallAnalysis } from "@/server/calls/analysis";
import { redactedTurn, turnSchema, turnView, type TurnView } from "@/server/calls/turns";
import { db as client, type Db, type Prisma } from "@/server/db/client";
import type { AgentTestConversation, AgentTestRun } from "@/server/db/generated/client";
import { AgentTestConversationStatus, AgentTestRunStatus } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { relayAfterCommit, transaction } from "@/server/db/unit-of-work";
import { ApiError, fieldError } from "@/server/errors";
import { agentTestConversationRequested } from "@/server/events";
import { logger } from "@/server/logger";
import type { OutboxRow } from "@/server/outbox/outbox";
import { redactJson } from "@/server/privacy/redaction";
import { agentRedaction } from "@/server/privacy/settings";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { playConversation } from "./conversation";
import { checkExpectations, expectationResultSchema, ModelFailed, type ExpectationResult } from "./expectations";
import { TEST_ENDED_REASONS, type CreateRunInput } from "./inputs";
import { playedTest, type PlayedTest } from "./tests";

// Runs of an agent's tests (docs/voice-agent.md "Agent tests"): each test × each iteration is one
// conversation, played by the `play-agent-test` function (a bounded number at once per
// workspace). The conversation that finishes last completes the run and announces
// `test_run.completed`; a cancel stops the conversations not yet played and those in progress at
// their next turn. Counts and pass rates are read from the conversations, never kept apart.

const countsSchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errored: z.number().int(),
  canceled: z.number().int(),
  pending: z.number().int().meta({ description: "Queued or being played." }),
});

const passRate = z
  .number()
  .nullable()
  .meta({ description: "passed / (passed + failed + errored), 0 to 1; null before any conversation is played." });

export const testRunSchema = z
  .object({
    id: z.string().meta({ example: "trun_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    agentId: z.string(),
    agentVersion: z.number().int().meta({ description: "The agent's version the tests ran against." }),
    iterations: z.number().int(),
    status: z.enum(AgentTestRunStatus),
    counts: countsSchema,
    passRate,
    tests: z.array(
      z.object({ testId: z.string(), name: z.string(), ...countsSchema.shape, passRate }).meta({
        description: "Each test's conversations over the iterations.",
      }),
    ),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: "AgentTestRun" });
export type TestRunView = z.infer<typeof testRunSchema>;

export const testConversationSchema = z
  .object({
    id: z.string(),
    testId: z.string(),
    testName: z.string(),
    iteration: z.number().int().meta({ description: "1 to the run's iterations." }),
    status: z.enum(AgentTestConversationStatus),
    endedReason: z.enum(TEST_ENDED_REASONS).nullable(),
    transcript: z.array(turnSchema).meta({ description: "The turns (`user` is the caller), with their tool calls." }),
    analysis: callAnalysisSchema.nullable(),
    expectations: z.array(expectationResultSchema),
    error: z.string().nullable().meta({ description: "Why an `errored` conversation could not be played or judged." }),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: "AgentTestConversation" });

export const testRunDetailSchema = testRunSchema.extend({ conversations: z.array(testConversationSchema) });

type Tally = Pick<AgentTestConversation, "testId" | "status"> & { testName: string };

function counts(rows: Tally[]) {
  const of = (status: AgentTestConversation["status"]) => rows.filter((row) => row.status === status).length;
  const tally = {
    total: rows.length,
    passed: of("passed"),
    failed: of("failed"),
    errored: of("errored"),
    canceled: of("canceled"),
    pending: of("queued") + of("running"),
  };
  const played = tally.passed + tally.failed + tally.errored;
  return { ...tally, passRate: played ? tally.passed / played : null };
}

function runView(run: AgentTestRun, rows: Tally[]): TestRunView {
  const { passRate, ...all } = counts(rows);
  const tests = [...new Map(rows.map((row) => [row.testId, row.testName])).entries()].map(([testId, name]) => ({
    testId,
    name,
    ...counts(rows.filter((row) => row.testId === testId)),
  }));
  return {
    id: run.id,
    agentId: run.agentId,
    agentVersion: run.agentVersion,
    iterations: run.iterations,
    status: run.status,
    counts: all,
    passRate,
    tests,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    endedAt: run.endedAt?.toISOString() ?? null,
  };
}

function conversationView(row: AgentTestConversation) {
  return {
    id: row.id,
    testId: row.testId,
    testName: (row.test as unknown as PlayedTest).name,
    iteration: row.iteration,
    status: row.status,
    endedReason: row.endedReason as (typeof TEST_ENDED_REASONS)[number] | null,
    transcript: row.transcript as TurnView[],
    analysis: row.analysis as CallAnalysis | null,
    expectations: row.expectations as ExpectationResult[],
    error: row.error,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** Each run's conversations as counted: test, name, status. */
async function tallies(db: Db, runIds: string[]): Promise<Map<string, Tally[]>> {
  const rows = await db.$queryRawUnsafe<(Tally & { runId: string })[]>(
    `SELECT "runId", "testId", "test"->>'name' AS "testName", "status"::text AS "status"
     FROM "AgentTestConversation" WHERE "runId" = ANY($1::text[]) ORDER BY "runId", "id"`,
    runIds,
  );
  const byRun = new Map<string, Tally[]>(runIds.map((id) => [id, []]));
  for (const row of rows) byRun.get(row.runId)!.push(row);
  return byRun;
}

async function assertAgent(db: Db, workspaceId: string, agentId: string): Promise<{ version: number }> {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, select: { version: true } });
  if (!agent) throw agentNotFound();
  return agent;
}

/** Queues the run's conversations (test × iteration), each with its event, in the caller's transaction. */
export async function createTestRun(
  db: Db,
  workspaceId: string,
  agentId: string,
  input: CreateRunInput,
): Promise<TestRunView> {
  const agent = await assertAgent(db, workspaceId, agentId);
  const version = input.agentVersion ?? agent.version;
  if (!(await hasVersion(db, agentId, agent.version, version)))
    throw fieldError(["agentVersion"], `This agent has no version ${version}.`);
  const tests = await db.agentTest.findMany({
    where: { agentId, workspaceId, ...(input.testIds ? { id: { in: input.testIds } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (input.testIds) {
    const found = new Set(tests.map((test) => test.id));
    const missing = input.testIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(["testIds", missing], `This agent has no test ${input.testIds[missing]}.`);
  } else if (!tests.length) throw fieldError(["testIds"], "This agent has no tests yet: create one first.");
  const run = await db.agentTestRun.create({
    data: { workspaceId, agentId, agentVersion: version, iterations: input.iterations },
  });
  // The conversations and one outbox row each, in one statement however many there are.
  const [{ events }] = await db.$queryRawUnsafe<{ events: string | null }[]>(
    `WITH conversations AS (
       INSERT INTO "AgentTestConversation" ("runId", "testId", "test", "iteration")
       SELECT $1, t."value"->>'id', t."value", i FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY t("value", n)
         CROSS JOIN generate_series(1, $3::int) i ORDER BY i, t.n
       RETURNING "id"
     ), outbox AS (
       INSERT INTO "Outbox" ("name", "payload", "createdAt")
       SELECT $4, jsonb_build_object('conversationId', c."id", 'runId', $1::text, 'workspaceId', $5::text), now() AT TIME ZONE 'UTC'
       FROM conversations c
       RETURNING "id", "name", "payload"
     )
     SELECT (SELECT json_agg(json_build_object('id', o."id", 'name', o."name", 'data', o."payload"))::text FROM outbox o) AS "events"`,
    run.id,
    JSON.stringify(tests.map(playedTest)),
    input.iterations,
    agentTestConversationRequested.name,
    workspaceId,
  );
  relayAfterCommit(db, JSON.parse(events ?? "[]") as OutboxRow[]);
  return getTestRun(db, workspaceId, agentId, run.id);
}

async function findRun(db: Db, workspaceId: string, agentId: string, runId: string): Promise<AgentTestRun> {
  const run = await db.agentTestRun.findFirst({ where: { id: runId, agentId, workspaceId } });
  if (!run) throw new ApiError("NOT_FOUND", "No such test run for this agent.");
  return run;
}

export async function getTestRun(db: Db, workspaceId: string, agentId: string, runId: string): Promise<TestRunView> {
  const run = await findRun(db, workspaceId, agentId, runId);
  return runView(run, (await tallies(db, [run.id])).get(run.id)!);
}

/** The run with each conversation: transcript, tool calls, analysis, each expectation's verdict. */
export async function getTestRunDetail(db: Db, workspaceId: string, agentId: string, runId: string) {
  const run = await findRun(db, workspaceId, agentId, runId);
  const conversations = await db.agentTestConversation.findMany({
    where: { runId },
    orderBy: [{ iteration: "asc" }, { id: "asc" }],
  });
  const tally = conversations.map((row) => ({ ...row, testName: (row.test as unknown as PlayedTest).name }));
  return { ...runView(run, tally), conversations: conversations.map(conversationView) };
}

export async function listTestRuns(db: Db, workspaceId: string, agentId: string, pageInput: PageInput) {
  await assertAgent(db, workspaceId, agentId);
  const query = pageQuery(pageInput);
  const rows = await db.agentTestRun.findMany({ ...query, where: { AND: [{ agentId, workspaceId }, query.where] } });
  const byRun = await tallies(
    db,
    rows.map((row) => row.id),
  );
  return toPage(rows, pageInput.limit, (run) => runView(run, byRun.get(run.id)!));
}

/** The run's row locked until the caller's transaction ends: what finishes or cancels it queues up. */
async function lockRun(db: Db, runId: string): Promise<AgentTestRun | null> {
  const [row] = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM "AgentTestRun" WHERE "id" = $1 FOR NO KEY UPDATE`,
    runId,
  );
  return row ? db.agentTestRun.findUnique({ where: { id: runId } }) : null;
}

/** Stops what is not played yet and, at their next turn, what is being played; a completed run cannot be canceled (409). */
export async function cancelTestRun(db: Db, workspaceId: string, agentId: string, runId: string): Promise<TestRunView> {
  await findRun(db, workspaceId, agentId, runId);
  const run = await lockRun(db, runId);
  if (!run) throw new ApiError("NOT_FOUND", "No such test run for this agent.");
  if (run.status === "completed") throw new ApiError("CONFLICT", "This run has completed.");
  if (run.status !== "canceled") {
    await db.agentTestRun.update({ where: { id: runId }, data: { status: "canceled", endedAt: new Date() } });
    await db.agentTestConversation.updateMany({
      where: { runId, status: { in: ["queued", "running"] } },
      data: { status: "canceled", endedAt: new Date() },
    });
  }
  return getTestRun(db, workspaceId, agentId, runId);
}

/** Completes the run when none of its conversations is left to play, and announces it; in the caller's transaction. */
async function completeIfDone(db: Db, runId: string): Promise<void> {
  const run = await lockRun(db, runId);
  if (!run || (run.status !== "running" && run.status !== "queued")) return;
  if (await db.agentTestConversation.count({ where: { runId, status: { in: ["queued", "running"] } } })) return;
  const completed = await db.agentTestRun.update({
    where: { id: runId },
    data: { status: "completed", endedAt: new Date(), startedAt: run.startedAt ?? new Date() },
  });
  const view = runView(completed, (await tallies(db, [runId])).get(runId)!);
  await emitWebhookEvent(db, {
    workspaceId: run.workspaceId,
    type: "test_run.completed",
    subjectId: runId,
    data: view as unknown as Prisma.InputJsonObject,
  });
}

/** Whether the conversation is still to be played (a cancel ends that). */
async function stillPlaying(conversationId: string): Promise<boolean> {
  return (await client.agentTestConversation.count({ where: { id: conversationId, status: "running" } })) > 0;
}

/**
 * Plays one conversation of a run (the `play-agent-test` function) and stores its verdict; the last
 * one completes the run. Safe to repeat: a conversation already decided is left as it is.
 */
export async function playRunConversation(conversationId: string): Promise<AgentTestConversation["status"] | null> {
  const claimed = await client.$queryRawUnsafe<{ runId: string }[]>(
    `UPDATE "AgentTestConversation" c SET "status" = 'running', "startedAt" = now() AT TIME ZONE 'UTC'
     FROM "AgentTestRun" r
     WHERE c."id" = $1 AND c."status" IN ('queued', 'running') AND r."id" = c."runId" AND r."status" IN ('queued', 'running')
     RETURNING c."runId"`,
    conversationId,
  );
  if (!claimed.length) return null;
  // Only the run's first conversation moves it on (a canceled run stays so).
  await client.agentTestRun.updateMany({
    where: { id: claimed[0].runId, status: "queued" },
    data: { status: "running", startedAt: new Date() },
  });
  const run = await client.agentTestRun.findUniqueOrThrow({ where: { id: claimed[0].runId } });
  const conversation = await client.agentTestConversation.findUniqueOrThrow({ where: { id: conversationId } });
  const test = conversation.test as unknown as PlayedTest;
  const played = await playConversation(
    client,
    run.workspaceId,
    run.agentId,
    run.agentVersion,
    test,
    async () => !(await stillPlaying(conversationId)),
  );
  if (played === "canceled") return "canceled";
  let status: AgentTestConversation["status"] = played.error ? "errored" : "passed";
  let error = played.error;
  let results: ExpectationResult[] = [];
  if (!error) {
    try {
      results = await checkExpectations(played, test.expectations);
      status = results.every((result) => result.passed) ? "passed" : "failed";
    } catch (failure) {
      if (!(failure instanceof ModelFailed)) throw failure;
      status = "errored";
      error = failure.message;
    }
  }
  // Expectations were checked on what was said; what is kept is redacted, as a call's turns are.
  const redaction = await agentRedaction(client, run.workspaceId, played.agent?.redact ?? []);
  await transaction(async (db) => {
    await lockRun(db, run.id);
    await db.agentTestConversation.updateMany({
      where: { id: conversationId, status: "running" },
      data: {
        status,
        error,
        endedReason: played.endedReason,
        transcript: played.turns.map((turn) =>
          redactedTurn(turnView(turn), redaction),
        ) as unknown as Prisma.InputJsonArray,
        analysis: redactJson(played.analysis ?? undefined, redaction) as Prisma.InputJsonObject | undefined,
        expectations: redactJson(results, redaction) as unknown as Prisma.InputJsonArray,
        endedAt: new Date(),
      },
    });
    await completeIfDone(db, run.id);
  });
  return status;
}

/** A conversation whose function gave up (its retries spent): errored, so that the run never stays running. */
export async function failRunConversation(conversationId: string, message: string): Promise<void> {
  logger.warn({ conversationId, err: message }, "an agent test conversation failed");
  await transaction(async (db) => {
    const conversation = await db.agentTestConversation.findUnique({ where: { id: conversationId } });
    if (!conversation) return;
    await lockRun(db, conversation.runId);
    await db.agentTestConversation.updateMany({
      where: { id: conversationId, status: { in: ["queued", "running"] } },
      data: { status: "errored", error: message.slice(0, 500), endedAt: new Date() },
    });
    await completeIfDone(db, conversation.runId);
  });
}

/** Each version's pass rate over its runs' played conversations, newest version first: the versions list shows it. */
export async function passRatesByVersion(db: Db, workspaceId: string, agentId: string) {
  const rows = await db.$queryRawUnsafe<{ version: number; passed: number; played: number; runs: number }[]>(
    `SELECT r."agentVersion" AS "version", count(*) FILTER (WHERE c."status" = 'passed')::int AS "passed",
       count(*) FILTER (WHERE c."status" IN ('passed', 'failed', 'errored'))::int AS "played", count(DISTINCT r."id")::int AS "runs"
     FROM "AgentTestRun" r JOIN "AgentTestConversation" c ON c."runId" = r."id"
     WHERE r."workspaceId" = $1 AND r."agentId" = $2
     GROUP BY r."agentVersion" ORDER BY r."agentVersion" DESC`,
    workspaceId,
    agentId,
  );
  return rows.map((row) => ({ ...row, passRate: row.played ? row.passed / row.played : null }));
}
