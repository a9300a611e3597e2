import { z } from "zod";
import { agentNotFound } from "@/server/agents/list";
import { updateAgent, type Precondition } from "@/server/agents/settings";
import { hasVersion, type Author } from "@/server/agents/versions";
import { db as client, type Db, type Prisma } from "@/server/db/client";
import type { Experiment } from "@/server/db/generated/client";
import { ExperimentStatus, type ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { transaction } from "@/server/db/unit-of-work";
import { ApiError, fieldError } from "@/server/errors";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { metricSchema, type CreateExperimentInput, type Metric } from "./inputs";
import { armEstimate, decide, type ArmSample, type MetricScale } from "./statistics";

// Experiments (docs/decisions.md "Experiments"): two versions of an agent on its real calls. The
// arms are assigned by the call's insert itself (a trigger, in the migration); what is kept here
// is the experiment's life (create, stop, promote, conclude) and its statistics, read from its
// calls on every read, never kept apart. A decision other than `continue` concludes it (once:
// a conditional update, then `experiment.concluded`), on a read or at the minute's check.

const interval = z.tuple([z.number(), z.number()]);
const armSchema = z.object({
  version: z.number().int(),
  calls: z.number().int().meta({ description: "Calls assigned to the arm." }),
  judged: z.number().int().meta({ description: "Of them, calls the metric could be read from." }),
  estimate: z.number().nullable().meta({ description: "The arm's rate (0 to 1) or mean; null before any is judged." }),
  ci95: interval.nullable(),
});

export const experimentSchema = z
  .object({
    id: z.string().meta({ example: "exp_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    agentId: z.string(),
    name: z.string(),
    mode: z.enum(["live", "test"]).meta({ description: "The mode of the calls it assigns." }),
    status: z.enum(ExperimentStatus),
    controlVersion: z.number().int(),
    variantVersion: z.number().int(),
    trafficPercent: z.number().int(),
    stickyBy: z.enum(["call", "callee"]),
    metric: metricSchema,
    minCallsPerArm: z.number().int(),
    maxCalls: z.number().int().nullable(),
    endsAt: z.string().nullable(),
    arms: z.object({ control: armSchema, variant: armSchema }),
    difference: z
      .object({
        estimate: z.number().meta({ description: "variant − control." }),
        ci95: interval,
        test: z.enum(["two_proportion_z", "welch_t"]),
        statistic: z.number(),
        df: z.number().nullable(),
        pValue: z.number().meta({ description: "Fixed-horizon: for one look, not for watching." }),
      })
      .nullable(),
    sequential: z
      .object({
        method: z.literal("mSPRT"),
        alpha: z.number(),
        tau: z.number(),
        likelihoodRatio: z.number(),
        pValue: z.number().meta({ description: "Always valid: the decision reads this one." }),
        ci95: interval.meta({ description: "The always-valid 95 % interval of the difference." }),
      })
      .nullable(),
    decision: z.enum(["continue", "variant_better", "control_better", "no_difference"]),
    promotion: z
      .object({ agentVersion: z.number().int(), reason: z.string().nullable() })
      .nullable()
      .meta({ description: "The agent's version made from the variant, once promoted." }),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: "Experiment" });
export type ExperimentView = z.infer<typeof experimentSchema>;

/** The metric's value of a call `c` as SQL (null: not judged), with its parameters from $2. */
function metricSql(metric: Metric): { value: string; scale: MetricScale; parameters: unknown[] } {
  const data = `c."analysis"->'structuredData'->$2::text`;
  switch (metric.kind) {
    case "successful":
      return {
        value: `CASE c."analysis"->>'successful' WHEN 'true' THEN 1 WHEN 'false' THEN 0 END`,
        scale: "rate",
        parameters: [],
      };
    case "ended_reason":
      return {
        value: `CASE WHEN c."endedReason" IS NOT NULL THEN (c."endedReason"::text = $2::text)::int END`,
        scale: "rate",
        parameters: [metric.value],
      };
    case "duration":
      return { value: `CASE WHEN c."answeredAt" IS NOT NULL THEN c."durationSec" END`, scale: "mean", parameters: [] };
    case "analysis":
      return metric.value === undefined
        ? {
            value: `CASE WHEN jsonb_typeof(${data}) = 'number' THEN (${data} #>> '{}')::float8 END`,
            scale: "mean",
            parameters: [metric.property],
          }
        : {
            value: `CASE WHEN ${data} IS NOT NULL THEN (${data} = $3::jsonb)::int END`,
            scale: "rate",
            parameters: [metric.property, JSON.stringify(metric.value)],
          };
  }
}

type ArmRow = ArmSample & { arm: "control" | "variant"; calls: number };

async function armsOf(
  db: Db,
  experiment: Experiment,
): Promise<{ rows: Record<ArmRow["arm"], ArmRow>; scale: MetricScale }> {
  const metric = experiment.metric as Metric;
  const { value, scale, parameters } = metricSql(metric);
  const found = await db.$queryRawUnsafe<ArmRow[]>(
    `SELECT c."experimentArm"::text AS "arm", count(*)::int AS "calls", count(v.x)::int AS "n",
       COALESCE(sum(v.x), 0)::float8 AS "sum", COALESCE(sum(v.x * v.x), 0)::float8 AS "sumSquares"
     FROM "Call" c CROSS JOIN LATERAL (SELECT (${value})::float8 AS x) v
     WHERE c."experimentId" = $1 GROUP BY 1`,
    experiment.id,
    ...parameters,
  );
  const empty = (arm: ArmRow["arm"]): ArmRow => ({ arm, calls: 0, n: 0, sum: 0, sumSquares: 0 });
  const byArm = (arm: ArmRow["arm"]) => found.find((row) => row.arm === arm) ?? empty(arm);
  return { rows: { control: byArm("control"), variant: byArm("variant") }, scale };
}

function experimentView(
  experiment: Experiment,
  arms: Awaited<ReturnType<typeof armsOf>>,
  now = new Date(),
): ExperimentView {
  const { control, variant } = arms.rows;
  const metric = experiment.metric as Metric;
  const budgetSpent =
    (experiment.maxCalls !== null && control.calls + variant.calls >= experiment.maxCalls) ||
    (experiment.endsAt !== null && experiment.endsAt <= now);
  const { decision, difference, sequential } = decide({
    control,
    variant,
    scale: arms.scale,
    goal: metric.goal,
    minCallsPerArm: experiment.minCallsPerArm,
    budgetSpent,
  });
  const arm = (row: ArmRow, version: number) => {
    const estimate = armEstimate(row, arms.scale);
    return {
      version,
      calls: row.calls,
      judged: row.n,
      estimate: estimate?.estimate ?? null,
      ci95: estimate?.ci95 ?? null,
    };
  };
  return {
    id: experiment.id,
    agentId: experiment.agentId,
    name: experiment.name,
    mode: experiment.mode,
    status: experiment.status,
    controlVersion: experiment.controlVersion,
    variantVersion: experiment.variantVersion,
    trafficPercent: experiment.trafficPercent,
    stickyBy: experiment.stickyBy as "call" | "callee",
    metric,
    minCallsPerArm: experiment.minCallsPerArm,
    maxCalls: experiment.maxCalls,
    endsAt: experiment.endsAt?.toISOString() ?? null,
    arms: { control: arm(control, experiment.controlVersion), variant: arm(variant, experiment.variantVersion) },
    difference,
    sequential,
    // A concluded experiment keeps the decision it concluded with; a stopped one says what the data says.
    decision: (experiment.decision as ExperimentView["decision"] | null) ?? decision,
    promotion: experiment.promotion as ExperimentView["promotion"],
    createdAt: experiment.createdAt.toISOString(),
    endedAt: experiment.endedAt?.toISOString() ?? null,
  };
}

/** Starts an experiment on the agent's calls of `mode`; 409 when one is running already. */
export async function createExperiment(
  db: Db,
  workspaceId: string,
  agentId: string,
  mode: ApiKeyMode,
  input: CreateExperimentInput,
): Promise<ExperimentView> {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, select: { version: true } });
  if (!agent) throw agentNotFound();
  if (input.variantVersion === agent.version)
    throw fieldError(
      ["variantVersion"],
      "The variant is the agent's current version, which the control runs: pick another.",
    );
  if (!(await hasVersion(db, agentId, agent.version, input.variantVersion)))
    throw fieldError(["variantVersion"], `This agent has no version ${input.variantVersion}.`);
  if (input.endsAt && new Date(input.endsAt) <= new Date()) throw fieldError(["endsAt"], "Must be in the future.");
  if (input.maxCalls !== undefined && input.maxCalls < 2 * input.minCallsPerArm)
    throw fieldError(["maxCalls"], "At least twice minCallsPerArm: each arm needs its judged calls.");
  const running = await db.experiment.findFirst({ where: { agentId, status: "running" }, select: { id: true } });
  if (running)
    throw new ApiError("CONFLICT", "This agent has a running experiment: stop it first.", {
      details: { experimentId: running.id },
    });
  const experiment = await db.experiment.create({
    data: {
      workspaceId,
      agentId,
      mode,
      name: input.name,
      controlVersion: agent.version,
      variantVersion: input.variantVersion,
      trafficPercent: input.trafficPercent,
      stickyBy: input.stickyBy,
      metric: input.metric as Prisma.InputJsonObject,
      minCallsPerArm: input.minCallsPerArm,
      maxCalls: input.maxCalls ?? null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    },
  });
  return experimentView(experiment, await armsOf(db, experiment));
}

async function findExperiment(db: Db, workspaceId: string, agentId: string, experimentId: string): Promise<Experiment> {
  const experiment = await db.experiment.findFirst({ where: { id: experimentId, agentId, workspaceId } });
  if (!experiment) throw new ApiError("NOT_FOUND", "No such experiment of this agent.");
  return experiment;
}

/**
 * Concludes a running experiment whose data has decided, once (`experiment.concluded`): the
 * conditional update makes a second reader, process or minute's check a no-op.
 */
async function concludeIfDecided(experiment: Experiment, view: ExperimentView): Promise<ExperimentView> {
  if (experiment.status !== "running" || view.decision === "continue") return view;
  return transaction(async (db) => {
    const endedAt = new Date();
    const { count } = await db.experiment.updateMany({
      where: { id: experiment.id, status: "running" },
      data: { status: "concluded", decision: view.decision, endedAt },
    });
    if (!count) return view;
    const concluded: ExperimentView = { ...view, status: "concluded", endedAt: endedAt.toISOString() };
    await emitWebhookEvent(db, {
      workspaceId: experiment.workspaceId,
      type: "experiment.concluded",
      subjectId: experiment.id,
      data: concluded as unknown as Prisma.InputJsonObject,
    });
    return concluded;
  });
}

/** The experiment with its arms' statistics and decision (concluding it, if the data has decided). */
export async function getExperiment(
  db: Db,
  workspaceId: string,
  agentId: string,
  experimentId: string,
): Promise<ExperimentView> {
  const experiment = await findExperiment(db, workspaceId, agentId, experimentId);
  return concludeIfDecided(experiment, experimentView(experiment, await armsOf(db, experiment)));
}

/** The agent's experiments, newest first, each with its statistics. */
export async function listExperiments(db: Db, workspaceId: string, agentId: string, page: PageInput) {
  if (!(await db.agent.count({ where: { id: agentId, workspaceId } }))) throw agentNotFound();
  const query = pageQuery(page);
  const rows = await db.experiment.findMany({ ...query, where: { AND: [{ agentId, workspaceId }, query.where] } });
  const views = new Map<string, ExperimentView>();
  for (const row of rows) views.set(row.id, experimentView(row, await armsOf(db, row)));
  return toPage(rows, page.limit, (row) => views.get(row.id)!);
}

/** Stops assigning arms; the statistics stay readable. 409 unless running. */
export async function stopExperiment(
  db: Db,
  workspaceId: string,
  agentId: string,
  experimentId: string,
): Promise<ExperimentView> {
  await findExperiment(db, workspaceId, agentId, experimentId);
  const { count } = await db.experiment.updateMany({
    where: { id: experimentId, status: "running" },
    data: { status: "stopped", endedAt: new Date() },
  });
  if (!count) throw new ApiError("CONFLICT", "This experiment is not running.");
  const experiment = await findExperiment(db, workspaceId, agentId, experimentId);
  return experimentView(experiment, await armsOf(db, experiment));
}

/**
 * Makes the variant's settings the agent's current version (a new version by `author`, the
 * experiment and `reason` kept with the promotion), and ends the experiment. 409 once promoted.
 */
export async function promoteExperiment(
  db: Db,
  workspaceId: string,
  agentId: string,
  experimentId: string,
  author: Author,
  reason: string | null,
  precondition: Precondition = null,
): Promise<ExperimentView> {
  const experiment = await findExperiment(db, workspaceId, agentId, experimentId);
  const settings = await db.agentVersion.findUnique({
    where: { agentId_version: { agentId, version: experiment.variantVersion } },
    select: { settings: true },
  });
  if (!settings) throw new ApiError("CONFLICT", "The variant's version is gone.");
  const { count } = await db.experiment.updateMany({
    where: { id: experimentId, status: { not: "promoted" } },
    data: { status: "promoted", endedAt: experiment.endedAt ?? new Date() },
  });
  if (!count) throw new ApiError("CONFLICT", "This experiment's variant is promoted already.");
  const agent = await updateAgent(db, workspaceId, agentId, settings.settings as never, author, precondition);
  const promoted = await db.experiment.update({
    where: { id: experimentId },
    data: { promotion: { agentVersion: agent.version, reason } },
  });
  return experimentView(promoted, await armsOf(db, promoted));
}

/** The minute's check: every running experiment whose data has decided, or whose budget is spent, concludes. */
export async function concludeDecidedExperiments(): Promise<number> {
  const running = await client.experiment.findMany({ where: { status: "running" } });
  let concluded = 0;
  for (const experiment of running) {
    const view = await concludeIfDecided(experiment, experimentView(experiment, await armsOf(client, experiment)));
    if (view.status === "concluded") concluded += 1;
  }
  return concluded;
}
