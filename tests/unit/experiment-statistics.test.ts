import { describe, expect, it } from "vitest";
import jstat from "jstat";
import { ALPHA, armEstimate, decide, twoProportion, welch, type ArmSample } from "@/server/experiments/statistics";

// The statistics of experiments against worked textbook examples, and the sequential decision
// against simulated A/A experiments watched after every call.

const sample = (values: number[]): ArmSample => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  sumSquares: values.reduce((a, b) => a + b * b, 0),
});
const rate = (n: number, successes: number): ArmSample => ({ n, sum: successes, sumSquares: successes });

describe("fixed-horizon tests, on textbook examples", () => {
  it("two proportions: OpenIntro Statistics (4th ed., §6.2.3), the Canadian mammogram study", () => {
    // Deaths from breast cancer: 500 of 44,925 with mammograms, 505 of 44,910 in the control group.
    // The book reports a point estimate of −0.00012, SE 0.00070, Z = −0.17 and p = 0.8650, from
    // rounded intermediate values (−0.00012 / 0.00070); unrounded, Z is −0.164 and p 0.870.
    const result = twoProportion(rate(44_910, 505), rate(44_925, 500));
    expect(result.test).toBe("two_proportion_z");
    expect(result.estimate).toBeCloseTo(-0.00012, 5);
    expect(result.estimate / result.statistic).toBeCloseTo(0.0007, 4); // the pooled SE
    expect(result.statistic).toBeCloseTo(-0.164, 3);
    expect(result.pValue).toBeCloseTo(0.87, 2);
    expect(result.ci95[0]).toBeLessThan(0);
    expect(result.ci95[1]).toBeGreaterThan(0);
  });

  it("Welch's t-test: Wikipedia's \"Welch's t-test\", example 1 (t = −2.46, ν = 24.99, p = 0.021)", () => {
    const a1 = [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4];
    const a2 = [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4];
    // variant − control with A1 as the variant: the example's A1 − A2.
    const result = welch(sample(a2), sample(a1));
    expect(result.test).toBe("welch_t");
    expect(result.statistic).toBeCloseTo(-2.46, 2);
    expect(result.df).toBeCloseTo(24.99, 2);
    expect(result.pValue).toBeCloseTo(0.021, 3);
    expect(result.ci95[1]).toBeLessThan(0);
  });

  it("a rate's interval is Wilson's (sound at 0 % and 100 %); a mean's is Student's", () => {
    expect(armEstimate(rate(20, 0), "rate")!.ci95[1]).toBeCloseTo(0.161, 3);
    expect(armEstimate(rate(20, 20), "rate")!.ci95[0]).toBeCloseTo(0.839, 3);
    const mean = armEstimate(
      sample([27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4]),
      "mean",
    )!;
    expect(mean.estimate).toBeCloseTo(20.82, 2);
    expect(mean.ci95[0]).toBeCloseTo(19.27, 2);
  });
});

/** A seeded generator (mulberry32), so every run of the suite plays the same experiments. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays `runs` A/A experiments of `calls` calls each (both arms the same), reading the decision
 * after every 5th call as a user refreshing the page would; how many ever said one arm was better.
 */
function aaConclusions(options: {
  runs: number;
  calls: number;
  draw: (next: () => number) => number;
  scale: "rate" | "mean";
  naive?: boolean;
}) {
  let concluded = 0;
  for (let run = 0; run < options.runs; run++) {
    const next = random(run + 1);
    const arms = { control: { n: 0, sum: 0, sumSquares: 0 }, variant: { n: 0, sum: 0, sumSquares: 0 } };
    for (let call = 0; call < options.calls; call++) {
      const arm = next() < 0.5 ? arms.control : arms.variant;
      const x = options.draw(next);
      arm.n += 1;
      arm.sum += x;
      arm.sumSquares += x * x;
      if (call % 5 !== 4) continue;
      const verdict = decide({
        ...arms,
        scale: options.scale,
        goal: "increase",
        minCallsPerArm: 20,
        budgetSpent: false,
      });
      const said = options.naive
        ? (verdict.difference?.pValue ?? 1) <= ALPHA && arms.control.n >= 20 && arms.variant.n >= 20
        : verdict.decision !== "continue";
      if (said) {
        concluded += 1;
        break;
      }
    }
  }
  return concluded;
}

describe("the sequential decision, on 100 simulated A/A experiments watched every 5 calls", () => {
  // At α = 5 %, 100 runs conclude at most Binomial(100, 0.05)'s 99.9th percentile times.
  const allowed = (() => {
    let k = 0;
    while (jstat.jStat.binomial.cdf(k, 100, ALPHA) < 0.999) k += 1;
    return k;
  })();

  it(`a rate (30 %, 1,000 calls): concludes no more often than α allows (Binomial(100, 5 %) at 99.9 %)`, () => {
    const draw = (next: () => number) => (next() < 0.3 ? 1 : 0);
    const sequential = aaConclusions({ runs: 100, calls: 1_000, draw, scale: "rate" });
    expect(sequential).toBeLessThanOrEqual(allowed);
    // The same watching with the fixed-horizon p-value concludes far more often: what mSPRT prevents.
    expect(aaConclusions({ runs: 100, calls: 1_000, draw, scale: "rate", naive: true })).toBeGreaterThan(allowed);
  });

  it("a mean (normal durations, 1,000 calls): the same", () => {
    const draw = (next: () => number) =>
      120 + 30 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    expect(aaConclusions({ runs: 100, calls: 1_000, draw, scale: "mean" })).toBeLessThanOrEqual(allowed);
  });

  it("a real difference is found, and named the right way round for the goal", () => {
    const next = random(7);
    const arms = { control: { n: 0, sum: 0, sumSquares: 0 }, variant: { n: 0, sum: 0, sumSquares: 0 } };
    for (let call = 0; call < 2_000; call++) {
      const variant = next() < 0.5;
      const x = next() < (variant ? 0.5 : 0.3) ? 1 : 0;
      const arm = variant ? arms.variant : arms.control;
      arm.n += 1;
      arm.sum += x;
      arm.sumSquares += x;
    }
    const input = { ...arms, scale: "rate" as const, minCallsPerArm: 20, budgetSpent: false };
    expect(decide({ ...input, goal: "increase" }).decision).toBe("variant_better");
    expect(decide({ ...input, goal: "decrease" }).decision).toBe("control_better");
    expect(decide({ ...input, goal: "increase", minCallsPerArm: 5_000 }).decision).toBe("continue");
    expect(
      decide({
        ...arms,
        control: rate(30, 9),
        variant: rate(30, 10),
        scale: "rate",
        goal: "increase",
        minCallsPerArm: 20,
        budgetSpent: true,
      }).decision,
    ).toBe("no_difference");
  });
});
