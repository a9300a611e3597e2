import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/server/auth/callback-url";
import { authProviders } from "@/server/auth/options";
import { currentUserId } from "@/server/auth/session";
import { SignInForm } from "./signin-form";
import "../_components/ui.css";

export const metadata: Metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  OAuthAccountNotLinked: "This email already has an account. Sign in with your password first.",
  EmailSignin: "The sign-in email could not be sent. Try again or use your password.",
  Verification: "This sign-in link has expired or was already used.",
  SessionRequired: "Please sign in to continue.",
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await currentUserId()) redirect(callbackUrl);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Sign in to svc</h1>
        <p className="sub">Manage agents, keys and calls for your workspaces.</p>
        {params["check-email"] && <p className="notice success">Check your email for a sign-in link.</p>}
        {params.error && <p className="notice error">{ERRORS[params.error] ?? "Sign-in failed. Try again."}</p>}
        <SignInForm callbackUrl={callbackUrl} github={authProviders.github} email={authProviders.email} />
        <p className="alt">
          New to svc? <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create an account</Link>
        </p>
      </div>
    </main>
  );
}
