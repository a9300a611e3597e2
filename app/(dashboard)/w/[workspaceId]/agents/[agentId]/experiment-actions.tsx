"use client";

import { trpc } from "@/app/_components/trpc";
import type { ExperimentView } from "@/server/experiments/experiments";
import { ActionButton } from "../../../../_components/action-button";

/** Stop (while it runs) and Promote (until promoted): an admin's two ways to end an experiment. */
export function ExperimentActions({ workspaceId, experiment }: { workspaceId: string; experiment: ExperimentView }) {
  const target = { id: workspaceId, agentId: experiment.agentId, experimentId: experiment.id };
  return (
    <div className="actions-row">
      {experiment.status === "running" && (
        <ActionButton
          className="danger"
          action={() => trpc.v1.experiments.stop.mutate(target)}
          done="Experiment stopped"
          pendingText="Stopping…"
          confirm={{
            title: `Stop ${experiment.name}?`,
            body: "Every new call runs the current version again; the figures so far stay.",
            confirmLabel: "Stop experiment",
          }}
        >
          Stop
        </ActionButton>
      )}
      {experiment.status !== "promoted" && (
        <ActionButton
          action={() => trpc.v1.experiments.promote.mutate(target)}
          done={`Version ${experiment.variantVersion} promoted`}
          pendingText="Promoting…"
          confirm={{
            title: `Promote version ${experiment.variantVersion}?`,
            body: "Its settings become the agent's current version (a new version recording you), and the experiment ends.",
            confirmLabel: "Promote variant",
          }}
        >
          Promote variant
        </ActionButton>
      )}
    </div>
  );
}
