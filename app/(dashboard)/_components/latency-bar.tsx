import type { TurnLatency } from "@/server/metering/turn-meter";

// Where an agent turn's response time went (the call page): a stacked bar of its parts, scaled to
// the slowest turn shown with it, and the figures in words for screen readers and small screens.

const PARTS = [
  ["knowledgeMs", "knowledge"],
  ["brainMs", "brain"],
  ["toolMs", "tools"],
  ["overheadMs", "svc"],
] as const;

export function LatencyBar({ latency, scaleMs }: { latency: TurnLatency; scaleMs: number }) {
  const described = PARTS.map(([part, label]) => `${label} ${latency[part]} ms`).join(", ");
  const summary = `Answered in ${latency.responseMs} ms: ${described}${latency.filler ? "; the filler line was said" : ""}`;
  return (
    <div className="latency" data-testid="turn-latency">
      <div className="latency-bar" role="img" aria-label={summary}>
        {PARTS.map(([part, label]) =>
          latency[part] > 0 ? (
            <span
              key={part}
              className={`latency-${label}`}
              style={{ width: `${(100 * latency[part]) / Math.max(scaleMs, 1)}%` }}
            />
          ) : null,
        )}
      </div>
      <span className="muted">
        {latency.responseMs} ms
        {latency.brainMs > 0 && ` · brain ${latency.brainMs}`}
        {latency.knowledgeMs > 0 && ` · knowledge ${latency.knowledgeMs}`}
        {latency.toolMs > 0 && ` · tools ${latency.toolMs}`}
        {` · svc ${latency.overheadMs}`}
        {latency.filler && " · filler said"}
      </span>
    </div>
  );
}
