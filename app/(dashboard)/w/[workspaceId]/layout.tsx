import Link from "next/link";
import type { ReactNode } from "react";
import { ToastProvider } from "@/app/_components/toast";
import { serverApi } from "@/app/_trpc/server";
import { WorkspaceNav } from "../../_components/nav";
import { SignOutButton } from "../../_components/sign-out-button";
import { WorkspaceSwitcher } from "../../_components/workspace-switcher";
import "@/app/_components/ui.css";

export default async function WorkspaceLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ workspaceId: string }>;
}) {
  const { workspaceId } = await params;
  const access = await serverApi(`/w/${workspaceId}`).dashboard.access({ id: workspaceId });
  return (
    <ToastProvider>
      <div className="shell">
        <aside className="sidebar">
          <Link href={`/w/${workspaceId}`} className="brand">
            svc
          </Link>
          <WorkspaceSwitcher current={workspaceId} workspaces={access.workspaces} />
          <WorkspaceNav workspaceId={workspaceId} />
          <div className="foot">
            <span>Role: {access.role}</span>
            <Link href="/docs">API docs</Link>
            <SignOutButton />
          </div>
        </aside>
        <main className="main" id="main">
          {children}
        </main>
      </div>
    </ToastProvider>
  );
}
