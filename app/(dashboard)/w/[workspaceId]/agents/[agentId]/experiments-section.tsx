import type { ExperimentView } from "@/server/experiments/experiments";
import { StatusBadge } from "../../../../_components/status-badge";
import { ExperimentActions } from "./experiment-actions";
import { ExperimentChart } from "./experiment-chart";
import { ExperimentForm } from "./experiment-form";
import { describeDecision, describeMetric, formatInterval, formatValue, scaleOf } from "./experiment-format";

// The agent's running (or latest) experiment (docs/decisions.md "Experiments"): its arms with
// their 95 % intervals as a table and a chart, the decision in words; admins stop or promote it,
// and start the next one once none runs.

function ExperimentDetails({
  workspaceId,
  experiment,
  canManage,
}: {
  workspaceId: string;
  experiment: ExperimentView;
  canManage: boolean;
}) {
  const scale = scaleOf(experiment.metric);
  const { difference } = experiment;
  return (
    <div data-testid="experiment">
      <h3 className="flush-top">
        {experiment.name} <StatusBadge status={experiment.status} />
      </h3>
      <p className="muted">
        {experiment.trafficPercent}% of new calls run version {experiment.variantVersion}, the rest version{" "}
        {experiment.controlVersion}; metric: {describeMetric(experiment.metric)}.
      </p>
      <table className="table spaced" aria-label="Experiment arms">
        <thead>
          <tr>
            <th>Arm</th>
            <th>Version</th>
            <th>Calls</th>
            <th>Judged</th>
            <th>{scale === "rate" ? "Rate" : "Mean"}</th>
            <th>95% interval</th>
          </tr>
        </thead>
        <tbody>
          {(["control", "variant"] as const).map((key) => {
            const arm = experiment.arms[key];
            return (
              <tr key={key}>
                <td>{key === "control" ? "Control" : "Variant"}</td>
                <td>{arm.version}</td>
                <td>{arm.calls}</td>
                <td>{arm.judged}</td>
                <td>{arm.estimate === null ? "—" : formatValue(arm.estimate, scale)}</td>
                <td>{arm.ci95 ? formatInterval(arm.ci95, scale) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ExperimentChart experiment={experiment} scale={scale} />
      {difference && (
        <p className="muted">
          Difference (variant − control) {formatValue(difference.estimate, scale, true)}, 95% interval{" "}
          {formatInterval(difference.ci95, scale, true)}, p = {difference.pValue.toPrecision(2)} (for one look; the
          decision reads the always-valid interval, drawn wider behind it).
        </p>
      )}
      <p>
        Decision: <strong data-testid="experiment-decision">{experiment.decision}</strong> —{" "}
        {describeDecision(experiment)}
      </p>
      {canManage && <ExperimentActions workspaceId={workspaceId} experiment={experiment} />}
    </div>
  );
}

export function ExperimentsSection({
  workspaceId,
  agentId,
  latest,
  versions,
  currentVersion,
  canManage,
}: {
  workspaceId: string;
  agentId: string;
  /** The newest experiment: the running one when one runs (only one can). */
  latest: ExperimentView | undefined;
  versions: number[];
  currentVersion: number;
  canManage: boolean;
}) {
  const others = versions.filter((version) => version !== currentVersion);
  return (
    <section className="card" aria-labelledby="experiments-title">
      <h2 id="experiments-title">Experiments</h2>
      {latest ? (
        <ExperimentDetails workspaceId={workspaceId} experiment={latest} canManage={canManage} />
      ) : (
        <p className="muted">
          No experiment yet: try another version of this agent on a share of its real calls, and read when the
          difference is real.
        </p>
      )}
      {canManage &&
        latest?.status !== "running" &&
        (others.length ? (
          <>
            <h3>Start an experiment</h3>
            <ExperimentForm workspaceId={workspaceId} agentId={agentId} versions={others} />
          </>
        ) : (
          <p className="muted">
            Save a change to the settings first: an experiment compares another version with the current one.
          </p>
        ))}
    </section>
  );
}
