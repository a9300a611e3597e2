"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { ALERT_METRICS, createAlertRuleInput, METRIC_LABELS } from "@/server/alerts/inputs";

interface Option {
  id: string;
  name: string;
}

const number = (value: FormDataEntryValue | null) => (value === null || value === "" ? undefined : Number(value));

const readRule = (data: FormData) => ({
  name: data.get("name"),
  metric: data.get("metric"),
  comparator: data.get("comparator"),
  threshold: number(data.get("threshold")),
  windowMinutes: number(data.get("windowMinutes")),
  agentId: data.get("agentId") || undefined,
  campaignId: data.get("campaignId") || undefined,
  minCalls: number(data.get("minCalls")),
});

/** A new alert rule: the same schema as the API checks it first. */
export function AlertRuleForm({
  workspaceId,
  agents,
  campaigns,
}: {
  workspaceId: string;
  agents: Option[];
  campaigns: Option[];
}) {
  const form = useZodForm({
    schema: createAlertRuleInput,
    read: readRule,
    submit: (input) => trpc.v1.alertRules.create.mutate({ id: workspaceId, ...input }),
    done: "Alert rule created",
    onSuccess: (_, element) => element.reset(),
  });
  const select = (name: string, options: readonly { value: string; label: string }[]) => (
    <select name={name} aria-invalid={Boolean(form.errors[name])}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="New alert rule">
      <div className="row">
        <Field label="Name" name="name" placeholder="Too many failed calls" error={form.errors.name} />
        <Field
          label="Metric"
          name="metric"
          error={form.errors.metric}
          control={select(
            "metric",
            ALERT_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS[metric] })),
          )}
        />
      </div>
      <div className="row">
        <Field
          label="Condition"
          name="comparator"
          error={form.errors.comparator}
          control={select("comparator", [
            { value: "above", label: "above" },
            { value: "below", label: "below" },
          ])}
        />
        <Field
          label="Threshold"
          name="threshold"
          type="number"
          step="any"
          hint="A rate from 0 to 1 (0.2 is 20 %); milliseconds; the currency; a count."
          error={form.errors.threshold}
        />
        <Field
          label="Window (minutes)"
          name="windowMinutes"
          type="number"
          min={5}
          max={1440}
          defaultValue={60}
          error={form.errors.windowMinutes}
        />
      </div>
      <div className="row">
        <Field
          label="Agent (optional)"
          name="agentId"
          error={form.errors.agentId}
          control={select("agentId", [
            { value: "", label: "Every agent" },
            ...agents.map((agent) => ({ value: agent.id, label: agent.name })),
          ])}
        />
        <Field
          label="Campaign (optional)"
          name="campaignId"
          error={form.errors.campaignId}
          control={select("campaignId", [
            { value: "", label: "Any call" },
            ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
          ])}
        />
        <Field
          label="Fewest calls (optional)"
          name="minCalls"
          type="number"
          min={1}
          hint="Holds only when the window has at least this many calls."
          error={form.errors.minCalls}
        />
      </div>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Create rule" pendingText="Creating…" />
    </form>
  );
}
