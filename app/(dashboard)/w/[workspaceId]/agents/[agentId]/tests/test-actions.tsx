"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field, FormError, SubmitButton, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createRunInput, MAX_ITERATIONS } from "@/server/agent-tests/inputs";
import type { AgentTestView } from "@/server/agent-tests/tests";
import { ActionButton } from "../../../../../_components/action-button";
import { TestForm } from "./test-form";

/** Runs every test of the agent, each `iterations` times, against the version picked (the current one unless changed), then shows the run. */
export function RunAllTests({
  workspaceId,
  agentId,
  current,
  versions,
}: {
  workspaceId: string;
  agentId: string;
  current: number;
  /** The agent's earlier versions one may pin a run to, newest first. */
  versions: number[];
}) {
  const router = useRouter();
  const { onSubmit, errors, formError, pending } = useZodForm({
    schema: createRunInput,
    read: (data) => ({ iterations: Number(data.get("iterations")), agentVersion: Number(data.get("agentVersion")) }),
    submit: (run) => trpc.v1.agentTests.run.mutate({ id: workspaceId, agentId, ...run }),
    done: "Tests queued",
    onSuccess: ({ data }) => router.push(`/w/${workspaceId}/agents/${agentId}/tests/runs/${data.id}`),
  });
  return (
    <form className="actions-row run-tests" onSubmit={onSubmit} noValidate aria-label="Run the tests">
      <Field
        label="Version"
        name="agentVersion"
        error={errors.agentVersion}
        control={
          <select name="agentVersion" defaultValue={current}>
            <option value={current}>{current} (current)</option>
            {versions
              .filter((version) => version !== current)
              .map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
          </select>
        }
      />
      <Field
        label="Iterations"
        name="iterations"
        type="number"
        min={1}
        max={MAX_ITERATIONS}
        defaultValue={1}
        required
        error={errors.iterations}
      />
      <FormError message={formError} />
      <SubmitButton pending={pending} pendingText="Queuing…">
        Run all tests
      </SubmitButton>
    </form>
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
