"use client";

import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import type { z } from "zod";
import { fieldErrors, pathOf, type Issue } from "./errors";
import { useMutation, type MutationOptions } from "./mutation";

// Forms validate with the same zod schema as the server before sending, then show the server's
// field issues the same way, so a user sees one kind of error wherever it was found. Sending,
// the toast and the refresh are useMutation's.

interface Options<S extends z.ZodType, R> extends Pick<MutationOptions<R>, "done"> {
  schema: S;
  /** Form fields to the schema's input (may read files); defaults to one value per name. */
  read?: (data: FormData) => unknown | Promise<unknown>;
  submit: (input: z.output<S>) => Promise<R>;
  /** After the toast, before the page refreshes: reset the form, show a created secret, close. */
  onSuccess?: (result: R, form: HTMLFormElement) => void | Promise<void>;
}

export function useZodForm<S extends z.ZodType, R>({ schema, read, submit, done, onSuccess }: Options<S, R>) {
  const [localIssues, setLocalIssues] = useState<Issue[]>([]);
  const mutation = useMutation(submit, { done });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(read ? await read(data) : Object.fromEntries(data));
    mutation.setError(null);
    if (!parsed.success) {
      setLocalIssues(parsed.error.issues);
      form.querySelector<HTMLElement>(`[name="${pathOf(parsed.error.issues[0]).split(".")[0]}"]`)?.focus();
      return;
    }
    setLocalIssues([]);
    mutation.run(parsed.data, (result) => onSuccess?.(result, form));
  }

  const issues = localIssues.length ? localIssues : (mutation.error?.issues ?? []);
  /** `errors.name`: the first message of each top-level field; `issues`: all, for list fields. */
  return {
    onSubmit,
    errors: fieldErrors(issues),
    issues,
    formError: mutation.error?.message ?? null,
    pending: mutation.pending,
  };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** A control other than a text input (select, textarea); the label wraps it. */
  control?: ReactNode;
}

export function Field({ label, name, error, hint, control, ...input }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field">
        <span>{label}</span>
        {control ?? <input name={name} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />}
      </label>
      {hint && !error && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: ReactNode;
  pendingText?: string;
}) {
  return (
    <button type="submit" className="primary" disabled={pending} aria-busy={pending}>
      {pending ? (pendingText ?? "Saving…") : children}
    </button>
  );
}

/** The end of an edit form: its error, the submit button, and Cancel when the form can be closed. */
export function FormFooter({
  pending,
  error,
  submitLabel,
  pendingText,
  onCancel,
}: {
  pending: boolean;
  error: string | null;
  submitLabel: string;
  pendingText?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <FormError message={error} />
      <div className="actions-row">
        <SubmitButton pending={pending} pendingText={pendingText}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
