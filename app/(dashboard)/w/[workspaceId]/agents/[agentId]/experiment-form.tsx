"use client";

import { useState } from "react";
import { pathOf } from "@/app/_components/errors";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createExperimentInput, METRIC_KINDS } from "@/server/experiments/inputs";

// Starts an experiment on the agent's calls, checked with the API's own schema before sending;
// what the server refuses (a running experiment, a variant that is the current version) shows here.

const KIND_LABELS: Record<(typeof METRIC_KINDS)[number], string> = {
  successful: "Judged successful (rate)",
  ended_reason: "Ended reason (rate)",
  analysis: "Structured data property",
  duration: "Duration (mean seconds)",
};

/** A value typed for an `analysis` metric: true, false or a number as such, else the text. */
function valueOf(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readExperiment(data: FormData) {
  const kind = String(data.get("kind"));
  const value = String(data.get("value") ?? "");
  const property = String(data.get("property") ?? "");
  return {
    name: data.get("name"),
    variantVersion: Number(data.get("variantVersion")),
    trafficPercent: Number(data.get("trafficPercent")),
    stickyBy: data.get("stickyBy"),
    metric: {
      kind,
      goal: data.get("goal"),
      ...(kind === "ended_reason" && value ? { value } : {}),
      ...(kind === "analysis" ? { value: valueOf(value), property: property || undefined } : {}),
    },
    minCallsPerArm: Number(data.get("minCallsPerArm")),
  };
}

export function ExperimentForm({
  workspaceId,
  agentId,
  versions,
}: {
  workspaceId: string;
  agentId: string;
  /** The agent's versions other than its current one, newest first. */
  versions: number[];
}) {
  const [kind, setKind] = useState<string>("successful");
  const form = useZodForm({
    schema: createExperimentInput,
    read: readExperiment,
    submit: (input) => trpc.v1.experiments.create.mutate({ id: workspaceId, agentId, ...input }),
    done: "Experiment started",
    onSuccess: (_, element) => element.reset(),
  });
  const issue = (path: string) => form.issues.find((i) => pathOf(i) === path)?.message;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="New experiment">
      <div className="row">
        <Field label="Name" name="name" placeholder="Shorter greeting" error={form.errors.name} />
        <Field
          label="Variant version"
          name="variantVersion"
          error={form.errors.variantVersion}
          hint="The control runs the agent's current version."
          control={
            <select name="variantVersion" defaultValue={versions[0]}>
              {versions.map((version) => (
                <option key={version} value={version}>
                  Version {version}
                </option>
              ))}
            </select>
          }
        />
        <Field
          label="Variant traffic (%)"
          name="trafficPercent"
          type="number"
          min="1"
          max="99"
          defaultValue={50}
          error={form.errors.trafficPercent}
        />
        <Field
          label="Same version for"
          name="stickyBy"
          control={
            <select name="stickyBy" defaultValue="call">
              <option value="call">Each call (by its id)</option>
              <option value="callee">Each person (by their number)</option>
            </select>
          }
        />
      </div>
      <div className="row">
        <Field
          label="Metric"
          name="kind"
          error={issue("metric.kind")}
          control={
            <select name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
              {METRIC_KINDS.map((option) => (
                <option key={option} value={option}>
                  {KIND_LABELS[option]}
                </option>
              ))}
            </select>
          }
        />
        {kind === "analysis" && (
          <Field label="Property" name="property" placeholder="booked" error={issue("metric.property")} />
        )}
        {(kind === "ended_reason" || kind === "analysis") && (
          <Field
            label={kind === "analysis" ? "Value (optional: counts its rate)" : "Ended reason"}
            name="value"
            placeholder={kind === "analysis" ? "true" : "transferred"}
            error={issue("metric.value")}
          />
        )}
        <Field
          label="Goal"
          name="goal"
          control={
            <select name="goal" defaultValue="increase">
              <option value="increase">Increase</option>
              <option value="decrease">Decrease</option>
            </select>
          }
        />
        <Field
          label="Min judged calls per arm"
          name="minCallsPerArm"
          type="number"
          min="20"
          defaultValue={100}
          error={form.errors.minCallsPerArm}
        />
      </div>
      <FormFooter
        pending={form.pending}
        error={form.formError}
        submitLabel="Start experiment"
        pendingText="Starting…"
      />
    </form>
  );
}
