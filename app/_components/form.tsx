"use client";

import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import type { z } from "zod";
import { fieldErrors, pathOf, type Issue } from "./errors";
import { useMutation, type MutationOptions } from "./mutation";

// Forms validate with the same zod schema as the server before sending, then show the server's
// field issues the same way, so a user sees one kind of error wherever it was found. A field's
// error goes once the field is changed; the form's own error says only what no field shows.
// Sending, the toast and the refresh are useMutation's.

interface Options<S extends z.ZodType, R> extends Pick<MutationOptions<R>, "done"> {
  schema: S;
  /** Form fields to the schema's input (may read files); defaults to one value per name. */
  read?: (data: FormData) => unknown | Promise<unknown>;
  submit: (input: z.output<S>) => Promise<R>;
  /** After the toast, before the page refreshes: reset the form, show a created secret, close. */
  onSuccess?: (result: R, form: HTMLFormElement) => void | Promise<void>;
}

/** The names under which a form's control may stand for an issue: its path, its field, its last key. */
function namesOf(issue: Issue): string[] {
  const path = pathOf(issue);
  const keys = path.split(".");
  return [path, keys[0], keys.filter((key) => !/^\d+$/.test(key)).at(-1) ?? ""];
}

/** The form's control an issue is about, if it has one. */
function controlOf(form: HTMLFormElement, issue: Issue): string | undefined {
  return namesOf(issue).find((name) => name && form.querySelector(`[name="${CSS.escape(name)}"]`));
}

export function useZodForm<S extends z.ZodType, R>({ schema, read, submit, done, onSuccess }: Options<S, R>) {
  const [localIssues, setLocalIssues] = useState<Issue[]>([]);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  /** Controls changed since the last submit: their issues are no longer shown. */
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const mutation = useMutation(submit, { done });

  useEffect(() => {
    if (!form) return;
    const onChange = (event: Event) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) setChanged((names) => (names.has(name) ? names : new Set([...names, name])));
    };
    form.addEventListener("input", onChange);
    form.addEventListener("change", onChange);
    return () => {
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
    };
  }, [form]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setForm(form);
    setChanged(new Set());
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

  const serverIssues = mutation.error?.issues ?? [];
  const issues = (localIssues.length ? localIssues : serverIssues).filter(
    (issue) => !namesOf(issue).some((name) => changed.has(name)),
  );
  // A server message that repeats an issue's is not said again when every issue shows at a field.
  const message = mutation.error?.message ?? "";
  const shownAtFields =
    form !== null &&
    serverIssues.some((issue) => message.includes(issue.message)) &&
    serverIssues.every((issue) => controlOf(form, issue));
  /** `errors.name`: the first message of each top-level field; `issues`: all, for list fields. */
  return {
    onSubmit,
    errors: fieldErrors(issues),
    issues,
    formError: shownAtFields ? null : mutation.error?.message || null,
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
