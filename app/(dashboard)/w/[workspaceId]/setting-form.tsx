"use client";

import type { z } from "zod";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";

// One workspace setting typed as text with suggestions (a datalist), as the overview's time zone
// and default country are.

interface Props<S extends z.ZodType, R> {
  /** The form's accessible name. */
  title: string;
  label: string;
  name: string;
  value: string;
  hint: string;
  suggestions: string[];
  schema: S;
  submit: (input: z.output<S>) => Promise<R>;
  done: (saved: R) => string;
  submitLabel: string;
}

export function SettingForm<S extends z.ZodType, R>({
  title,
  label,
  name,
  value,
  hint,
  suggestions,
  ...form
}: Props<S, R>) {
  const { onSubmit, errors, formError, pending } = useZodForm(form);
  const listId = `${name}-suggestions`;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={title}>
      <Field
        label={label}
        name={name}
        defaultValue={value}
        list={listId}
        autoComplete="off"
        error={errors[name]}
        hint={hint}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FormFooter pending={pending} error={formError} submitLabel={form.submitLabel} pendingText="Saving…" />
    </form>
  );
}
