"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import type { ImportReport } from "@/server/dnc/entries";
import { dncEntryInput, dncImportInput } from "@/server/dnc/inputs";

export function AddDncForm({ workspaceId }: { workspaceId: string }) {
  const form = useZodForm({
    schema: dncEntryInput,
    submit: ({ phone, reason }) => trpc.v1.doNotCall.add.mutate({ id: workspaceId, numbers: [phone], reason }),
    done: ({ data: { results } }) =>
      results[0].status === "added"
        ? `${results[0].phone} will not be called`
        : `${results[0].phone} was on the list already`,
    onSuccess: (_entry, element) => element.reset(),
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Add to do-not-call list">
      <div className="row">
        <Field label="Phone number" name="phone" placeholder="+14155552671" inputMode="tel" error={form.errors.phone} />
        <Field
          label="Reason (optional)"
          name="reason"
          placeholder="Asked not to be called"
          error={form.errors.reason}
        />
      </div>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Add number" pendingText="Adding…" />
    </form>
  );
}

export function ImportDncForm({ workspaceId }: { workspaceId: string }) {
  const [report, setReport] = useState<ImportReport | null>(null);
  const form = useZodForm({
    schema: dncImportInput,
    read: async (data) => {
      const file = data.get("file");
      return { csv: file instanceof File ? await file.text() : "" };
    },
    submit: (input) => trpc.settings.dnc.import.mutate({ id: workspaceId, ...input }),
    done: (result) => `${result.added} number(s) added`,
    onSuccess: (result, element) => {
      setReport(result);
      element.reset();
    },
  });
  return (
    <form className="form" noValidate aria-label="Import CSV" onSubmit={form.onSubmit}>
      <Field
        label="CSV file"
        name="file"
        type="file"
        accept=".csv,text/csv,text/plain"
        error={form.errors.csv}
        hint="One number per row in the first column; a header row is fine."
      />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Import" pendingText="Importing…" />
      {report && (
        <div className={`notice ${report.rejectedTotal ? "warning" : "success"}`} role="status">
          Added {report.added}
          {report.alreadyListed ? `, ${report.alreadyListed} already listed` : ""}
          {report.rejectedTotal ? `, ${report.rejectedTotal} row(s) rejected:` : "."}
          {report.rejected.length > 0 && (
            <ul data-testid="import-rejected">
              {report.rejected.map((row) => (
                <li key={row.line}>
                  Line {row.line}: <code>{row.value}</code>: {row.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
