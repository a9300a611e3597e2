"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { knownTimeZones, timeZoneInput } from "@/server/workspaces/time-zone";

// The zone the overview's days are cut in: any IANA name, suggested from the browser's list.

export function TimeZoneForm({ workspaceId, timeZone }: { workspaceId: string; timeZone: string }) {
  const form = useZodForm({
    schema: timeZoneInput,
    submit: (input) => trpc.settings.workspace.setTimeZone.mutate({ id: workspaceId, ...input }),
    done: (saved) => `Days are now cut in ${saved.timeZone}`,
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Overview time zone">
      <Field
        label="Time zone"
        name="timeZone"
        defaultValue={timeZone}
        list="time-zones"
        autoComplete="off"
        error={form.errors.timeZone}
        hint="Where a day starts and ends for the overview, e.g. Europe/Berlin."
      />
      <datalist id="time-zones">
        {knownTimeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save time zone" pendingText="Saving…" />
    </form>
  );
}
