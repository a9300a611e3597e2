import { z } from "zod";

// What an alert rule is made of (docs/decisions.md "Alerts"). No server imports: the alerts page's
// form checks its input with the same schema the procedures use.

export const ALERT_METRICS = [
  "failure_rate",
  "success_rate",
  "response_ms_p90",
  "cost",
  "calls_in_flight",
  "webhook_failures",
  "tool_errors",
] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

/** Rates, from 0 to 1: a threshold outside that could never be crossed. */
export const RATE_METRICS: readonly AlertMetric[] = ["failure_rate", "success_rate"];

/** Fields a metric does not read: calls in flight are counted now, webhook failures across the workspace. */
const UNUSED_FIELDS: Partial<Record<AlertMetric, readonly ("agentId" | "campaignId" | "minCalls")[]>> = {
  calls_in_flight: ["minCalls"],
  webhook_failures: ["agentId", "campaignId", "minCalls"],
};

export const METRIC_DESCRIPTIONS: Record<AlertMetric, string> = {
  failure_rate: "Of the calls created in the window, the share that failed (status `failed`), 0 to 1.",
  success_rate: "Of the calls in the window whose analysis judged success, the share judged successful, 0 to 1.",
  response_ms_p90: "The 90th percentile of the agent turns' response time (ms) in the window's calls.",
  cost: "What the window's calls cost, in the workspace's currency.",
  calls_in_flight: "Calls open now (queued to in progress), test and live, as capacity counts them.",
  webhook_failures: "Failed webhook delivery attempts (no 2xx answer) in the window, across the workspace's endpoints.",
  tool_errors: "Tool requests that failed in the window's calls.",
};

/** How the alerts page names each metric. */
export const METRIC_LABELS: Record<AlertMetric, string> = {
  failure_rate: "Failure rate",
  success_rate: "Success rate",
  response_ms_p90: "Response time p90 (ms)",
  cost: "Cost",
  calls_in_flight: "Calls in flight",
  webhook_failures: "Webhook failures",
  tool_errors: "Tool errors",
};

export const MIN_WINDOW_MINUTES = 5;
export const MAX_WINDOW_MINUTES = 1_440;

const ruleFields = {
  name: z.string().trim().min(1, "Name the rule").max(100),
  metric: z.enum(ALERT_METRICS).meta({
    description: ALERT_METRICS.map((metric) => `\`${metric}\`: ${METRIC_DESCRIPTIONS[metric]}`).join(" "),
  }),
  comparator: z
    .enum(["above", "below"])
    .meta({ description: "The condition holds when the value is above (or below) the threshold." }),
  threshold: z.number().finite().meta({ description: "In the metric's unit: 0 to 1 for a rate." }),
  windowMinutes: z
    .number()
    .int("Whole minutes")
    .min(MIN_WINDOW_MINUTES, `${MIN_WINDOW_MINUTES} to ${MAX_WINDOW_MINUTES} minutes`)
    .max(MAX_WINDOW_MINUTES, `${MIN_WINDOW_MINUTES} to ${MAX_WINDOW_MINUTES} minutes`)
    .meta({
      description:
        "The last minutes the metric is read over, in whole quarter hours of call creation (the rollups' grain): from the quarter hour that holds the window's start up to now.",
    }),
  agentId: z.string().min(1).max(64).nullable().optional().meta({ description: "Only this agent's calls." }),
  campaignId: z.string().min(1).max(64).nullable().optional().meta({ description: "Only this campaign's calls." }),
  minCalls: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .nullable()
    .optional()
    .meta({ description: "The condition holds only when the window holds at least this many calls." }),
};

export type AlertRuleFields = {
  metric: AlertMetric;
  threshold: number;
  agentId?: string | null;
  campaignId?: string | null;
  minCalls?: number | null;
};

/** The checks across fields, on a rule as it will be saved (a PATCH's merged with the rule's). */
export function checkAlertRule(rule: AlertRuleFields, ctx: z.RefinementCtx) {
  if (RATE_METRICS.includes(rule.metric) && (rule.threshold < 0 || rule.threshold > 1))
    ctx.addIssue({ code: "custom", path: ["threshold"], message: "A rate's threshold is between 0 and 1." });
  for (const field of UNUSED_FIELDS[rule.metric] ?? [])
    if (rule[field] !== undefined && rule[field] !== null)
      ctx.addIssue({ code: "custom", path: [field], message: `\`${rule.metric}\` takes no ${field}.` });
}

export const createAlertRuleFields = z.strictObject(ruleFields);
export const createAlertRuleInput = createAlertRuleFields.superRefine(checkAlertRule);
export type CreateAlertRuleInput = z.output<typeof createAlertRuleInput>;

export const updateAlertRuleFields = z.strictObject(ruleFields).partial();
export type UpdateAlertRuleInput = z.output<typeof updateAlertRuleFields>;
