"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { WORKSPACE_SECTIONS } from "./sections";

export function WorkspaceNav({ workspaceId }: { workspaceId: string }) {
  const pathname = usePathname();
  const base = `/w/${workspaceId}`;
  return (
    <nav aria-label="Workspace">
      {WORKSPACE_SECTIONS.map(([path, label]) => {
        const href = base + path;
        const current = path ? pathname === href || pathname.startsWith(`${href}/`) : pathname === href;
        return (
          <Link key={href} href={href} aria-current={current ? "page" : undefined}>
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
