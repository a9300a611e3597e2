"use client";

import { FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { privacyPatch, REDACTION_KINDS, REDACTION_LABELS, type RedactionKind } from "@/server/privacy/inputs";

// What is redacted from what callers say before it is stored (docs/privacy.md "Redaction").

export function PrivacyForm({ workspaceId, redact }: { workspaceId: string; redact: RedactionKind[] }) {
  const { onSubmit, errors, formError, pending } = useZodForm({
    schema: privacyPatch,
    read: (data) => ({ redact: data.getAll("redact") }),
    submit: (input) => trpc.v1.privacy.update.mutate({ id: workspaceId, ...input }),
    done: () => "Redaction saved: it applies to what is said from now on",
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Redaction">
      <fieldset>
        <legend>Redact before storing</legend>
        {REDACTION_KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input type="checkbox" name="redact" value={kind} defaultChecked={redact.includes(kind)} />{" "}
            {REDACTION_LABELS[kind]}
          </label>
        ))}
        {errors.redact && <p className="error">{errors.redact}</p>}
      </fieldset>
      <FormFooter pending={pending} error={formError} submitLabel="Save redaction" pendingText="Saving…" />
    </form>
  );
}
