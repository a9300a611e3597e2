import type { Metadata } from "next";
import Link from "next/link";
import { safeCallbackPath } from "@/server/auth/callback-url";
import { SignUpForm } from "./signup-form";
import "../_components/ui.css";

export const metadata: Metadata = { title: "Create your account" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  const next = callbackUrl ? safeCallbackPath(callbackUrl) : null;
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Create your account</h1>
        <p className="sub">You get a workspace of your own; invite teammates later.</p>
        <SignUpForm callbackUrl={next} />
        <p className="alt">
          Already have an account?{" "}
          <Link href={`/signin${next ? `?callbackUrl=${encodeURIComponent(next)}` : ""}`}>Sign in</Link>
        </p>
      </div>
    </main>
  );
}
