"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { Field, FormError, SubmitButton, useZodForm } from "@/app/_components/form";
import { magicLinkInput, signInInput } from "@/server/auth/schemas";

interface Props {
  callbackUrl: string;
  github: boolean;
  email: boolean;
}

export function SignInForm({ callbackUrl, github, email }: Props) {
  const router = useRouter();
  const password = useZodForm({
    schema: signInInput,
    submit: async (input) => {
      const result = await signIn("credentials", { ...input, redirect: false });
      // next-auth reports a wrong password as "CredentialsSignin"; anything else is our own message.
      if (!result?.ok)
        throw new Error(
          result?.error && result.error !== "CredentialsSignin" ? result.error : "Email or password is incorrect.",
        );
    },
    onSuccess: () => {
      router.replace(callbackUrl);
      router.refresh();
    },
  });
  const magicLink = useZodForm({
    schema: magicLinkInput,
    submit: (input) => signIn("email", { email: input.email, callbackUrl }),
  });

  return (
    <>
      <form className="form" method="post" onSubmit={password.onSubmit} noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={password.errors.email}
          autoFocus
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={password.errors.password}
        />
        <FormError message={password.formError} />
        <SubmitButton pending={password.pending} pendingText="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      {(github || email) && <div className="divider">or</div>}
      {github && (
        <button
          type="button"
          onClick={() => signIn("github", { callbackUrl })}
          style={{ width: "100%", justifyContent: "center" }}
        >
          Continue with GitHub
        </button>
      )}
      {email && (
        <form className="form" onSubmit={magicLink.onSubmit} noValidate style={{ marginTop: 12 }}>
          <Field label="Email me a sign-in link" name="email" type="email" error={magicLink.errors.email} />
          <FormError message={magicLink.formError} />
          <SubmitButton pending={magicLink.pending} pendingText="Sending…">
            Send link
          </SubmitButton>
        </form>
      )}
    </>
  );
}
