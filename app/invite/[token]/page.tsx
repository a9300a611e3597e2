import type { Metadata } from "next";
import Link from "next/link";
import { findPendingInvitation } from "@/server/auth/invitations";
import { currentUserId } from "@/server/auth/session";
import { AcceptButton } from "./accept-button";
import "@/app/_components/ui.css";

export const metadata: Metadata = { title: "Invitation" };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, userId] = await Promise.all([findPendingInvitation(token), currentUserId()]);
  const here = encodeURIComponent(`/invite/${token}`);
  return (
    <main className="auth-page">
      <div className="auth-card">
        {!invitation ? (
          <>
            <h1>Invitation not valid</h1>
            <p className="sub">This link is invalid, expired or already used. Ask for a new invitation.</p>
          </>
        ) : (
          <>
            <h1>Join {invitation.workspace.name}</h1>
            <p className="sub">
              You were invited as <strong>{invitation.role}</strong> ({invitation.email}).
            </p>
            {userId ? (
              <AcceptButton token={token} workspaceName={invitation.workspace.name} />
            ) : (
              <div className="actions-row">
                <Link className="btn primary" href={`/signup?callbackUrl=${here}`}>
                  Create an account
                </Link>
                <Link className="btn" href={`/signin?callbackUrl=${here}`}>
                  Sign in
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </main>
  );
}
