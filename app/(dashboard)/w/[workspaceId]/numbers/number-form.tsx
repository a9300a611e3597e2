"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { callerNumberInput } from "@/server/numbers/inputs";

export function NumberForm({ workspaceId }: { workspaceId: string }) {
  const form = useZodForm({
    schema: callerNumberInput,
    submit: (input) => trpc.v1.numbers.create.mutate({ id: workspaceId, ...input }),
    done: ({ data }) => `${data.number} added`,
    onSuccess: (_number, element) => element.reset(),
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Add caller number">
      <div className="row">
        <Field
          label="Number"
          name="number"
          placeholder="+14155550123"
          inputMode="tel"
          error={form.errors.number}
          hint="E.164: + country code and number, no spaces."
        />
        <Field label="Label (optional)" name="label" placeholder="Main line" error={form.errors.label} />
      </div>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Add number" pendingText="Adding…" />
    </form>
  );
}
