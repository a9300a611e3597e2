import { redirect } from "next/navigation";
import { serverApi } from "@/app/_trpc/server";
import "@/app/_components/ui.css";

// After sign-in: into the user's first workspace.
export default async function WorkspacesPage() {
  const [first] = await serverApi("/w").dashboard.workspaces();
  if (first) redirect(`/w/${first.id}`);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>No workspace yet</h1>
        <p className="sub">You are not a member of any workspace. Ask a teammate for an invitation link.</p>
      </div>
    </main>
  );
}
