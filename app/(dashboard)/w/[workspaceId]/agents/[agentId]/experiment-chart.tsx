import type { ExperimentView } from "@/server/experiments/experiments";
import { formatInterval, formatValue, type Scale } from "./experiment-format";

// An experiment's 95 % intervals as SVG (rendered on the server, no chart library): one
// horizontal interval per arm on the metric's scale, then the difference (variant − control) on
// its own scale around zero, with the always-valid interval the decision reads drawn behind it.
// Its accessible name says the same figures in words.

const WIDTH = 560;
const LABEL = 150;
const ROW = 34;
const PLOT = WIDTH - LABEL - 20;

type Interval = [number, number];

function domainOf(intervals: Interval[], scale: Scale): Interval {
  if (scale === "rate") return [0, 1];
  const values = intervals.flat();
  if (values.length === 0) return [0, 1];
  const low = Math.min(0, ...values);
  const high = Math.max(...values);
  return high > low ? [low, high] : [low, low + 1];
}

/** A domain symmetric around zero, so "no difference" stands in the middle. */
function aroundZero(intervals: Interval[]): Interval {
  const reach = Math.max(...intervals.flat().map(Math.abs), 1e-9);
  return [-reach, reach];
}

function Row({
  y,
  label,
  interval,
  estimate,
  domain,
  className,
  outer,
}: {
  y: number;
  label: string;
  interval: Interval | null;
  estimate: number | null;
  domain: Interval;
  className: string;
  outer?: Interval;
}) {
  const x = (value: number) => LABEL + ((value - domain[0]) / (domain[1] - domain[0])) * PLOT;
  return (
    <g>
      <text x={0} y={y + 4} className="chart-label">
        {label}
      </text>
      <line x1={LABEL} x2={LABEL + PLOT} y1={y} y2={y} className="chart-axis" />
      {outer && <line x1={x(outer[0])} x2={x(outer[1])} y1={y} y2={y} className="chart-outer" />}
      {interval && (
        <>
          <line x1={x(interval[0])} x2={x(interval[1])} y1={y} y2={y} className={className} />
          <line x1={x(interval[0])} x2={x(interval[0])} y1={y - 6} y2={y + 6} className={className} />
          <line x1={x(interval[1])} x2={x(interval[1])} y1={y - 6} y2={y + 6} className={className} />
        </>
      )}
      {estimate !== null && <circle cx={x(estimate)} cy={y} r={4} className={className} />}
    </g>
  );
}

export function ExperimentChart({ experiment, scale }: { experiment: ExperimentView; scale: Scale }) {
  const { control, variant } = experiment.arms;
  const arms = [
    { key: "control", label: `Control (v${control.version})`, arm: control },
    { key: "variant", label: `Variant (v${variant.version})`, arm: variant },
  ] as const;
  const armDomain = domainOf(
    arms.flatMap(({ arm }) => (arm.ci95 ? [arm.ci95] : [])),
    scale,
  );
  const difference = experiment.difference;
  const always = experiment.sequential?.ci95;
  const differenceDomain = difference ? aroundZero([difference.ci95, ...(always ? [always] : [])]) : null;

  const armWords = arms.map(({ key, arm }) =>
    arm.estimate === null || arm.ci95 === null
      ? `${key} (version ${arm.version}): no judged calls yet`
      : `${key} (version ${arm.version}): ${formatValue(arm.estimate, scale)}, 95% interval ${formatInterval(arm.ci95, scale)}`,
  );
  const differenceWords = difference
    ? `difference ${formatValue(difference.estimate, scale, true)}, 95% interval ${formatInterval(difference.ci95, scale, true)}`
    : "difference: not measurable yet";
  const label = `95% intervals: ${[...armWords, differenceWords].join("; ")}`;
  const height = ROW * 3 + 24;
  const zero = differenceDomain ? LABEL + PLOT / 2 : null;

  return (
    <svg
      className="experiment-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label}
      data-testid="experiment-chart"
    >
      <title>{label}</title>
      {arms.map(({ key, label: name, arm }, index) => (
        <Row
          key={key}
          y={20 + index * ROW}
          label={name}
          interval={arm.ci95}
          estimate={arm.estimate}
          domain={armDomain}
          className={`chart-${key}`}
        />
      ))}
      <text x={LABEL} y={20 + 2 * ROW - 14} className="chart-tick">
        {formatValue(armDomain[0], scale)}
      </text>
      <text x={LABEL + PLOT} y={20 + 2 * ROW - 14} textAnchor="end" className="chart-tick">
        {formatValue(armDomain[1], scale)}
      </text>
      {differenceDomain && difference ? (
        <>
          <Row
            y={20 + 2 * ROW + 10}
            label="Difference"
            interval={difference.ci95}
            estimate={difference.estimate}
            domain={differenceDomain}
            className="chart-difference"
            outer={always}
          />
          <line x1={zero!} x2={zero!} y1={20 + 2 * ROW - 2} y2={height - 4} className="chart-zero" />
          <text x={zero!} y={height - 2} textAnchor="middle" className="chart-tick">
            0
          </text>
        </>
      ) : (
        <text x={0} y={20 + 2 * ROW + 14} className="chart-label">
          Difference: not measurable yet
        </text>
      )}
    </svg>
  );
}
