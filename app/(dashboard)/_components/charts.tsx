// Charts drawn on the server as SVG (the analytics page): bars, stacked or not, and lines, over
// one slot per bucket. The SVG stretches to its box (its text is HTML around it, so it stays
// readable on a phone); each chart is an image named by what it shows, each bar titled with its
// figure for a pointer's hover.

export interface ChartSeries {
  label: string;
  /** A `series-*` class of ui.css: the colour. */
  className: string;
  /** One per bucket; null where there is nothing to draw (no calls judged, no turns). */
  values: (number | null)[];
}

interface ChartProps {
  /** The chart's accessible name: what it shows, with its range and extremes. */
  label: string;
  /** One per bucket, as the axis shows it. */
  buckets: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The top of the scale; the largest value by default. */
  max?: number;
}

const SLOT = 10;
const HEIGHT = 100;

function scaleTop(series: ChartSeries[], stacked: boolean, max?: number): number {
  if (max !== undefined) return max;
  const tops = series[0].values.map((_, index) =>
    stacked
      ? series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)
      : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
  );
  return Math.max(1e-9, ...tops);
}

function Frame({
  label,
  buckets,
  series,
  format,
  top,
  children,
}: ChartProps & { top: number; children: React.ReactNode }) {
  return (
    <figure className="svg-chart">
      <div className="chart-scale">{format(top)}</div>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${Math.max(buckets.length, 1) * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <title>{label}</title>
        <line className="chart-baseline" x1={0} x2={buckets.length * SLOT} y1={HEIGHT} y2={HEIGHT} />
        {children}
      </svg>
      <div className="chart-axis">
        <span>{buckets[0]}</span>
        <span>{buckets.at(-1)}</span>
      </div>
      {series.length > 1 && (
        <figcaption className="chart-legend">
          {series.map((one) => (
            <span key={one.label}>
              <i className={`swatch ${one.className}`} aria-hidden="true" /> {one.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

/** Bars per bucket; several series are stacked. */
export function BarChart(props: ChartProps) {
  const { buckets, series, format } = props;
  const top = scaleTop(series, true, props.max);
  return (
    <Frame {...props} top={top}>
      {buckets.map((bucket, index) => {
        let base = HEIGHT;
        return series.map((one) => {
          const value = one.values[index] ?? 0;
          if (value <= 0) return null;
          const height = (value / top) * HEIGHT;
          base -= height;
          return (
            <rect
              key={`${one.label} ${bucket}`}
              className={one.className}
              x={index * SLOT + 1}
              y={base}
              width={SLOT - 2}
              height={height}
            >
              <title>{`${bucket}: ${format(value)}${series.length > 1 ? ` ${one.label}` : ""}`}</title>
            </rect>
          );
        });
      })}
    </Frame>
  );
}

/** A line per series through its buckets' values, broken where a value is null. */
export function LineChart(props: ChartProps) {
  const { series } = props;
  const top = scaleTop(series, false, props.max);
  const y = (value: number) => HEIGHT - (Math.min(value, top) / top) * HEIGHT;
  return (
    <Frame {...props} top={top}>
      {series.map((one) => {
        // Runs of consecutive values; a lone value is drawn as a short dash.
        const runs: { x: number; y: number }[][] = [];
        one.values.forEach((value, index) => {
          if (value === null) return runs.push([]);
          const point = { x: index * SLOT + SLOT / 2, y: y(value) };
          if (!runs.length) runs.push([]);
          runs.at(-1)!.push(point);
        });
        return runs
          .filter((run) => run.length)
          .map((run, index) => (
            <polyline
              key={`${one.label} ${index}`}
              className={`chart-line ${one.className}`}
              points={(run.length === 1
                ? [
                    { ...run[0], x: run[0].x - 3 },
                    { ...run[0], x: run[0].x + 3 },
                  ]
                : run
              )
                .map((point) => `${point.x},${point.y}`)
                .join(" ")}
            />
          ));
      })}
    </Frame>
  );
}
