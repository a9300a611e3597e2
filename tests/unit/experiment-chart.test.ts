import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ExperimentChart } from "@/app/(dashboard)/w/[workspaceId]/agents/[agentId]/experiment-chart";
import { describeDecision, scaleOf } from "@/app/(dashboard)/w/[workspaceId]/agents/[agentId]/experiment-format";
import type { ExperimentView } from "@/server/experiments/experiments";

// The agent page's interval chart: what a screen reader hears is the figures the bars are drawn
// from, a rate in percent and its difference in points, and "no difference" stands at the middle.

const experiment = {
  metric: { kind: "successful", goal: "increase" },
  controlVersion: 2,
  variantVersion: 1,
  minCallsPerArm: 20,
  decision: "variant_better",
  arms: {
    control: { version: 2, calls: 120, judged: 100, estimate: 0.42, ci95: [0.32, 0.52] },
    variant: { version: 1, calls: 118, judged: 100, estimate: 0.6, ci95: [0.5, 0.7] },
  },
  difference: { estimate: 0.18, ci95: [0.04, 0.32], test: "two_proportion_z", statistic: 2.6, df: null, pValue: 0.01 },
  sequential: { method: "mSPRT", alpha: 0.05, tau: 0.1, likelihoodRatio: 30, pValue: 0.03, ci95: [0.01, 0.35] },
} as unknown as ExperimentView;

it("names the chart by its arms' and difference's intervals, zero in the middle of the difference", () => {
  const svg = renderToStaticMarkup(createElement(ExperimentChart, { experiment, scale: scaleOf(experiment.metric) }));
  expect(svg).toContain('role="img"');
  expect(svg).toContain(
    'aria-label="95% intervals: control (version 2): 42.0%, 95% interval 32.0% to 52.0%; variant (version 1): 60.0%, 95% interval 50.0% to 70.0%; difference 18.0 pts, 95% interval 4.0 pts to 32.0 pts"',
  );
  // The plot spans x 150 to 540: zero at 345, the difference's interval wholly right of it.
  expect(svg).toContain('<line x1="345" x2="345"');
  const [low, high] = [...svg.matchAll(/x1="([\d.]+)" x2="([\d.]+)" y1="98" y2="98" class="chart-difference"/g)][0]
    .slice(1)
    .map(Number);
  expect(low).toBeGreaterThan(345);
  expect(high).toBeGreaterThan(low);
  expect(describeDecision(experiment)).toMatch(/^The variant \(version 1\) is better/);
});

it("says a mean metric's figures as numbers, and a missing arm as not judged yet", () => {
  const duration = {
    ...experiment,
    metric: { kind: "duration", goal: "decrease" },
    arms: { ...experiment.arms, variant: { version: 1, calls: 3, judged: 0, estimate: null, ci95: null } },
    difference: null,
    sequential: null,
  } as unknown as ExperimentView;
  const svg = renderToStaticMarkup(
    createElement(ExperimentChart, { experiment: duration, scale: scaleOf(duration.metric) }),
  );
  expect(svg).toContain(
    'aria-label="95% intervals: control (version 2): 0.4, 95% interval 0.3 to 0.5; variant (version 1): no judged calls yet; difference: not measurable yet"',
  );
});
