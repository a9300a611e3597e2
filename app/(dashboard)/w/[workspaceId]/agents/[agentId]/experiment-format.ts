import type { ExperimentView } from "@/server/experiments/experiments";

// How an experiment's figures read: a rate as a percentage (its difference in points), a mean as
// a number with the metric's unit; shared by the chart's bars, its accessible name and the table.

export type Scale = "rate" | "mean";

/** A rate metric is a share of calls; `analysis` without a value and `duration` are means. */
export function scaleOf(metric: ExperimentView["metric"]): Scale {
  return metric.kind === "duration" || (metric.kind === "analysis" && metric.value === undefined) ? "mean" : "rate";
}

export function formatValue(value: number, scale: Scale, difference = false): string {
  if (scale === "rate") return `${(value * 100).toFixed(1)}${difference ? " pts" : "%"}`;
  return value.toFixed(1);
}

export function formatInterval([low, high]: [number, number], scale: Scale, difference = false): string {
  return `${formatValue(low, scale, difference)} to ${formatValue(high, scale, difference)}`;
}

export function describeMetric(metric: ExperimentView["metric"]): string {
  const better = metric.goal === "increase" ? "higher is better" : "lower is better";
  switch (metric.kind) {
    case "successful":
      return `share of calls judged successful (${better})`;
    case "ended_reason":
      return `share of calls ended “${String(metric.value)}” (${better})`;
    case "duration":
      return `seconds of an answered call (${better})`;
    case "analysis":
      return metric.value === undefined
        ? `mean of “${metric.property}” (${better})`
        : `share of calls whose “${metric.property}” is ${JSON.stringify(metric.value)} (${better})`;
  }
}

/** The decision in words, for whoever reads the agent page. */
export function describeDecision(experiment: ExperimentView): string {
  switch (experiment.decision) {
    case "continue":
      return `Keep collecting calls: no difference is established yet (no decision before ${experiment.minCallsPerArm} judged calls per arm).`;
    case "variant_better":
      return `The variant (version ${experiment.variantVersion}) is better: promoting it makes its settings the agent's current version.`;
    case "control_better":
      return `The control (version ${experiment.controlVersion}) is better: keep the current version.`;
    case "no_difference":
      return "No difference worth acting on between the two versions.";
  }
}
