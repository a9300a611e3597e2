import jstat from "jstat";

// The statistics of an experiment (docs/decisions.md "Experiments"), pure functions of each arm's
// sufficient statistics (judged calls, their sum, the sum of their squares):
//
// - each arm's rate (Wilson score interval) or mean (Student t interval), at 95 %;
// - the difference variant − control with its 95 % interval and fixed-horizon p-value: the
//   two-proportion z-test (pooled) for rates, Welch's t-test for means;
// - the decision, from a mixture sequential probability ratio test (mSPRT, Johari, Pekelis and
//   Walsh, "Always valid inference", 2017) on the difference with a normal mixture N(0, τ²): its
//   always-valid p-value stays below α with probability at most α under no difference, however
//   often it is read, so the experiment may be watched continuously and stopped at any time.

const { jStat } = jstat;

/** The error rate the decision allows: 5 %, so every interval shown is a 95 % one. */
export const ALPHA = 0.05;
/** τ, the mixture's scale, as a share of the pooled standard deviation: tuned for effects of about 0.2 SD. */
export const MIXTURE_SD_SHARE = 0.2;

export interface ArmSample {
  /** Calls judged on the metric. */
  n: number;
  sum: number;
  sumSquares: number;
}

export type MetricScale = "rate" | "mean";
type Interval = [number, number];

const Z = jStat.normal.inv(1 - ALPHA / 2, 0, 1);

function mean(s: ArmSample): number {
  return s.sum / s.n;
}

/** The sample variance (n − 1); a rate's is p(1 − p). */
function variance(s: ArmSample, scale: MetricScale): number {
  if (scale === "rate") return mean(s) * (1 - mean(s));
  if (s.n < 2) return 0;
  return Math.max(0, (s.sumSquares - (s.sum * s.sum) / s.n) / (s.n - 1));
}

/** An arm's estimate and its 95 % interval; null before any call is judged. */
export function armEstimate(s: ArmSample, scale: MetricScale): { estimate: number; ci95: Interval } | null {
  if (!s.n) return null;
  const m = mean(s);
  if (scale === "rate") {
    // Wilson score interval: sound at 0 %, 100 % and small n, where the Wald one is not.
    const centre = (m + (Z * Z) / (2 * s.n)) / (1 + (Z * Z) / s.n);
    const half = (Z / (1 + (Z * Z) / s.n)) * Math.sqrt((m * (1 - m)) / s.n + (Z * Z) / (4 * s.n * s.n));
    return { estimate: m, ci95: [centre - half, centre + half] };
  }
  if (s.n < 2) return { estimate: m, ci95: [m, m] };
  const half = jStat.studentt.inv(1 - ALPHA / 2, s.n - 1) * Math.sqrt(variance(s, scale) / s.n);
  return { estimate: m, ci95: [m - half, m + half] };
}

export interface Difference {
  /** variant − control. */
  estimate: number;
  ci95: Interval;
  test: "two_proportion_z" | "welch_t";
  statistic: number;
  /** Welch's degrees of freedom. */
  df: number | null;
  /** Fixed-horizon: valid for one look at a sample size fixed in advance, not for watching. */
  pValue: number;
}

/** The two-proportion z-test (pooled variance under no difference; unpooled for the interval). */
export function twoProportion(control: ArmSample, variant: ArmSample): Difference {
  const [p1, p2] = [mean(control), mean(variant)];
  const pooled = (control.sum + variant.sum) / (control.n + variant.n);
  const se0 = Math.sqrt(pooled * (1 - pooled) * (1 / control.n + 1 / variant.n));
  const se = Math.sqrt((p1 * (1 - p1)) / control.n + (p2 * (1 - p2)) / variant.n);
  const z = se0 ? (p2 - p1) / se0 : 0;
  return {
    estimate: p2 - p1,
    ci95: [p2 - p1 - Z * se, p2 - p1 + Z * se],
    test: "two_proportion_z",
    statistic: z,
    df: null,
    pValue: se0 ? 2 * (1 - jStat.normal.cdf(Math.abs(z), 0, 1)) : 1,
  };
}

/** Welch's t-test: unequal variances, Welch–Satterthwaite degrees of freedom. */
export function welch(control: ArmSample, variant: ArmSample): Difference {
  const [v1, v2] = [variance(control, "mean") / control.n, variance(variant, "mean") / variant.n];
  const se = Math.sqrt(v1 + v2);
  const d = mean(variant) - mean(control);
  const df = se ? (v1 + v2) ** 2 / (v1 ** 2 / (control.n - 1) + v2 ** 2 / (variant.n - 1)) : control.n + variant.n - 2;
  const t = se ? d / se : 0;
  const q = jStat.studentt.inv(1 - ALPHA / 2, df);
  return {
    estimate: d,
    ci95: [d - q * se, d + q * se],
    test: "welch_t",
    statistic: t,
    df,
    pValue: se ? 2 * (1 - jStat.studentt.cdf(Math.abs(t), df)) : 1,
  };
}

export interface Sequential {
  method: "mSPRT";
  alpha: number;
  /** The mixture's standard deviation τ. */
  tau: number;
  likelihoodRatio: number;
  /** min(1, 1 / likelihood ratio): below α means the arms differ, whenever it is read. */
  pValue: number;
  /** The always-valid 95 % interval of the difference. */
  ci95: Interval;
}

/**
 * The mSPRT of "no difference" on the estimated difference `d` with variance `v` (the sum of the
 * arms' variances of their means): Λ = √(v / (v + τ²)) · exp(τ² d² / (2 v (v + τ²))).
 */
export function msprt(control: ArmSample, variant: ArmSample, scale: MetricScale): Sequential | null {
  const v = variance(control, scale) / control.n + variance(variant, scale) / variant.n;
  const pooledVariance =
    scale === "rate"
      ? ((p) => p * (1 - p))((control.sum + variant.sum) / (control.n + variant.n))
      : (variance(control, scale) * (control.n - 1) + variance(variant, scale) * (variant.n - 1)) /
        Math.max(1, control.n + variant.n - 2);
  const tau = MIXTURE_SD_SHARE * Math.sqrt(pooledVariance);
  if (!(v > 0) || !(tau > 0)) return null;
  const d = mean(variant) - mean(control);
  const t2 = tau * tau;
  const logRatio = 0.5 * Math.log(v / (v + t2)) + (t2 * d * d) / (2 * v * (v + t2));
  const likelihoodRatio = Math.exp(Math.min(logRatio, 700));
  // The interval of the differences the test would not reject: Λ(d − δ) < 1/α.
  const half = Math.sqrt(((v * (v + t2)) / t2) * (2 * Math.log(1 / ALPHA) - Math.log(v / (v + t2))));
  return {
    method: "mSPRT",
    alpha: ALPHA,
    tau,
    likelihoodRatio,
    pValue: Math.min(1, 1 / likelihoodRatio),
    ci95: [d - half, d + half],
  };
}

export type Decision = "continue" | "variant_better" | "control_better" | "no_difference";

/**
 * What the experiment says now: `continue` until both arms have `minCallsPerArm` judged calls and
 * the sequential test rejects no difference (then the better arm, by the metric's goal), or its
 * budget (maxCalls, endsAt) is spent (then `no_difference`).
 */
export function decide(input: {
  control: ArmSample;
  variant: ArmSample;
  scale: MetricScale;
  goal: "increase" | "decrease";
  minCallsPerArm: number;
  budgetSpent: boolean;
}): { decision: Decision; difference: Difference | null; sequential: Sequential | null } {
  const { control, variant, scale } = input;
  const enough = control.n >= input.minCallsPerArm && variant.n >= input.minCallsPerArm;
  const difference =
    control.n > 1 && variant.n > 1 ? (scale === "rate" ? twoProportion : welch)(control, variant) : null;
  const sequential = control.n > 1 && variant.n > 1 ? msprt(control, variant, scale) : null;
  if (enough && sequential && difference && sequential.pValue <= ALPHA) {
    const higher = difference.estimate > 0;
    return {
      decision: higher === (input.goal === "increase") ? "variant_better" : "control_better",
      difference,
      sequential,
    };
  }
  return { decision: input.budgetSpent ? "no_difference" : "continue", difference, sequential };
}
