"use client";

import { Field } from "@/app/_components/form";
import { pathOf, type Issue } from "@/app/_components/errors";
import { RETENTION_KINDS, type Retention, type RetentionKind } from "@/server/privacy/retention";

// The three retention days (docs/privacy.md "Retention"), empty for "keep", on the workspace's
// overview and in the agent form.

const LABELS: Record<RetentionKind, string> = {
  transcriptDays: "Transcripts (days)",
  recordingDays: "Recordings (days)",
  dataDays: "Variables, metadata, summary, analysis (days)",
};

/** The form's three fields as a setting (empty is null), taken out of `fields` so the rest can be spread. */
export function readRetention(data: FormData): Record<RetentionKind, number | null> {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => {
      const text = String(data.get(kind) ?? "").trim();
      data.delete(kind);
      return [kind, text ? Number(text) : null];
    }),
  ) as Record<RetentionKind, number | null>;
}

export function RetentionFields({ value, issues, hint }: { value?: Retention; issues: Issue[]; hint: string }) {
  const error = (kind: RetentionKind) => issues.find((issue) => pathOf(issue).endsWith(kind))?.message;
  return (
    <div className="row">
      {RETENTION_KINDS.map((kind) => (
        <Field
          key={kind}
          label={LABELS[kind]}
          name={kind}
          type="number"
          min={1}
          max={3650}
          placeholder="keep"
          defaultValue={value?.[kind] ?? ""}
          error={error(kind)}
          hint={hint}
        />
      ))}
    </div>
  );
}
