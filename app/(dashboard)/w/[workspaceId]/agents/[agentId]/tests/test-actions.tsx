"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import type { AgentTestView } from "@/server/agent-tests/tests";
import { ActionButton } from "../../../../../_components/action-button";
import { TestForm } from "./test-form";

/** Runs every test of the agent (against its current version), then shows the run. */
export function RunAllTests({ workspaceId, agentId }: { workspaceId: string; agentId: string }) {
  const router = useRouter();
  return (
    <ActionButton
      className="primary"
      action={async () => {
        const { data } = await trpc.v1.agentTests.run.mutate({ id: workspaceId, agentId });
        router.push(`/w/${workspaceId}/agents/${agentId}/tests/runs/${data.id}`);
      }}
      done="Tests queued"
      pendingText="Queuing…"
    >
      Run all tests
    </ActionButton>
  );
}

/** A test's row actions: edit in place, delete. */
export function TestActions(props: {
  workspaceId: string;
  agentId: string;
  connections: { id: string; name: string }[];
  test: AgentTestView;
}) {
  const [editing, setEditing] = useState(false);
  const { workspaceId, agentId, test } = props;
  if (editing) return <TestForm {...props} onDone={() => setEditing(false)} />;
  return (
    <div className="actions-row">
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <ActionButton
        className="danger"
        action={() => trpc.v1.agentTests.delete.mutate({ id: workspaceId, agentId, testId: test.id })}
        done="Test deleted"
        confirm={{
          title: `Delete ${test.name}?`,
          body: "Runs that played it keep its results.",
          confirmLabel: "Delete test",
        }}
      >
        Delete
      </ActionButton>
    </div>
  );
}

/** Stops a run: what is not played yet is canceled. */
export function CancelRun({ workspaceId, agentId, runId }: { workspaceId: string; agentId: string; runId: string }) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.v1.agentTests.cancelRun.mutate({ id: workspaceId, agentId, runId })}
      done="Run canceled"
    >
      Cancel run
    </ActionButton>
  );
}
