import { z } from "zod";

// What an experiment is created with (docs/decisions.md "Experiments"). No server imports: the
// agent page's form checks its input with the same schema.

export const METRIC_KINDS = ["successful", "ended_reason", "analysis", "duration"] as const;

export const metricSchema = z
  .strictObject({
    kind: z.enum(METRIC_KINDS).meta({
      description:
        "`successful`: the rate of calls the analysis judged successful. `ended_reason`: the rate of calls that ended `value`. `analysis`: the structured data's `property`, its rate of `value` when given, else its mean (a number). `duration`: an answered call's seconds.",
    }),
    value: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
    property: z.string().min(1).max(100).optional(),
    goal: z.enum(["increase", "decrease"]).meta({ description: "Which way is better." }),
  })
  .superRefine((metric, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (metric.kind === "ended_reason" && typeof metric.value !== "string")
      issue("value", "Name the ended reason to count (e.g. transferred)");
    if (metric.kind === "analysis" && !metric.property) issue("property", "Name the structured data's property");
    if (metric.kind !== "analysis" && metric.property !== undefined)
      issue("property", "Only an `analysis` metric reads a property");
    if ((metric.kind === "successful" || metric.kind === "duration") && metric.value !== undefined)
      issue("value", `A \`${metric.kind}\` metric takes no value`);
  })
  .meta({ id: "ExperimentMetric" });
export type Metric = z.output<typeof metricSchema>;

export const createExperimentInput = z.strictObject({
  name: z.string().trim().min(1, "Name the experiment").max(100),
  variantVersion: z.number().int().min(1).meta({
    description: "The agent's version the variant arm runs; the control runs the current version.",
  }),
  trafficPercent: z.number().int().min(1, "1 to 99").max(99, "1 to 99").meta({
    description: "The share of the agent's new calls the variant gets, in percent.",
  }),
  stickyBy: z.enum(["call", "callee"]).default("call").meta({
    description:
      "`call`: each call's arm by a hash of its id. `callee`: by a hash of the other party's number, so a person always hears the same version.",
  }),
  metric: metricSchema,
  minCallsPerArm: z.number().int().min(20, "At least 20").max(1_000_000).default(100).meta({
    description: "No decision before each arm has this many judged calls.",
  }),
  maxCalls: z.number().int().min(40).max(10_000_000).optional().meta({
    description: "Past this many calls the experiment concludes (`no_difference` unless the test has decided).",
  }),
  endsAt: z.iso
    .datetime()
    .optional()
    .meta({ description: "Past this time no call is assigned and the experiment concludes as maxCalls does." }),
});
export type CreateExperimentInput = z.output<typeof createExperimentInput>;

export const promoteExperimentInput = z.strictObject({
  reason: z.string().trim().max(500).optional().meta({ description: "Why: kept with the promotion." }),
});
