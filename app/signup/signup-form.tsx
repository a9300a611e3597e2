"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { Field, FormError, SubmitButton, useZodForm } from "@/app/_components/form";
import { signUpInput } from "@/server/auth/schemas";
import { signUpAction } from "./actions";

export function SignUpForm({ callbackUrl }: { callbackUrl: string | null }) {
  const router = useRouter();
  const form = useZodForm({
    schema: signUpInput,
    submit: async (input) => {
      const result = await signUpAction(input);
      if (!result.ok) throw result.error;
      const session = await signIn("credentials", { email: input.email, password: input.password, redirect: false });
      if (!session?.ok) throw new Error("Your account was created, but signing in failed. Sign in to continue.");
      return result.workspaceId;
    },
    onSuccess: (workspaceId) => {
      router.replace(callbackUrl ?? `/w/${workspaceId}`);
      router.refresh();
    },
  });
  return (
    <form className="form" method="post" onSubmit={form.onSubmit} noValidate>
      <Field label="Your name" name="name" autoComplete="name" required error={form.errors.name} autoFocus />
      <Field label="Work email" name="email" type="email" autoComplete="email" required error={form.errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={form.errors.password}
        hint="At least 10 characters."
      />
      <Field
        label="Workspace name"
        name="workspaceName"
        placeholder="Acme Inc."
        required
        error={form.errors.workspaceName}
      />
      <FormError message={form.formError} />
      <SubmitButton pending={form.pending} pendingText="Creating account…">
        Create account
      </SubmitButton>
    </form>
  );
}
