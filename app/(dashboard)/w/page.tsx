import { redirect } from "next/navigation";
import { listWorkspacesOf } from "@/server/auth/membership";
import { db } from "@/server/db/client";
import { requireUserId } from "@/server/auth/session";
import "@/app/_components/ui.css";

// After sign-in: into the user's first workspace.
export default async function WorkspacesPage() {
  const userId = await requireUserId("/w");
  const [first] = await listWorkspacesOf(db, userId);
  if (first) redirect(`/w/${first.workspace.id}`);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>No workspace yet</h1>
        <p className="sub">You are not a member of any workspace. Ask a teammate for an invitation link.</p>
      </div>
    </main>
  );
}
