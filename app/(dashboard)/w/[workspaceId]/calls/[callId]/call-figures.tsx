import type { CallCost, CallLatency, CallUsage } from "@/server/metering/figures";
import { formatMoney } from "../../../../_components/format";

// What the call used and cost, and how fast its agent answered (docs/decisions.md "Usage, cost and latency").

const tokens = (usage: CallUsage["llm"]) =>
  `${usage.requests} request${usage.requests === 1 ? "" : "s"} · ${usage.inputTokens.toLocaleString("en-US")} tokens in` +
  `${usage.cachedInputTokens ? ` (${usage.cachedInputTokens.toLocaleString("en-US")} cached)` : ""}, ` +
  `${usage.outputTokens.toLocaleString("en-US")} out${usage.estimated ? " (estimated)" : ""}`;

export function CallFigures({
  usage,
  cost,
  latency,
  live,
}: {
  usage: CallUsage | null;
  cost: CallCost | null;
  latency: CallLatency | null;
  live: boolean;
}) {
  if (!usage || !cost)
    return (
      <p className="muted flush">{live ? "Counted when the call ends." : "Nothing: the call was never placed."}</p>
    );
  const { responseMs } = latency ?? { responseMs: { p50: null, p90: null, max: null } };
  return (
    <table className="table" aria-label="Usage and cost">
      <tbody>
        <tr>
          <th>Cost</th>
          <td data-testid="call-cost">
            <strong>{formatMoney(cost.total, cost.currency)}</strong>{" "}
            <span className={`badge ${cost.status === "reconciled" ? "green" : ""}`}>{cost.status}</span>
            <div className="muted">
              carrier {formatMoney(cost.carrier, cost.currency)} · speech {formatMoney(cost.speech, cost.currency)} ·
              model {formatMoney(cost.llm, cost.currency)}
            </div>
          </td>
        </tr>
        <tr>
          <th>Billed</th>
          <td>
            {usage.billedMinutes} min <span className="muted">({usage.durationSec}s)</span>
          </td>
        </tr>
        <tr>
          <th>Response</th>
          <td data-testid="call-latency">
            {responseMs.p50 === null
              ? "—"
              : `p50 ${responseMs.p50} ms · p90 ${responseMs.p90} ms · max ${responseMs.max} ms over ${latency!.turns} turns`}
          </td>
        </tr>
        <tr>
          <th>Model</th>
          <td>{tokens(usage.llm)}</td>
        </tr>
        {usage.analysisLlm.requests > 0 && (
          <tr>
            <th>Analysis model</th>
            <td>{tokens(usage.analysisLlm)}</td>
          </tr>
        )}
        <tr>
          <th>Spoken</th>
          <td>{usage.ttsCharacters.toLocaleString("en-US")} characters</td>
        </tr>
        {(usage.toolRequests > 0 || usage.knowledgeSearches > 0) && (
          <tr>
            <th>Tools and knowledge</th>
            <td>
              {usage.toolRequests} tool request{usage.toolRequests === 1 ? "" : "s"}
              {usage.toolErrors > 0 && ` (${usage.toolErrors} failed)`} · {usage.knowledgeSearches} knowledge search
              {usage.knowledgeSearches === 1 ? "" : "es"}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
