"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const SECTIONS = [
  ["", "Overview"],
  ["/calls", "Calls"],
  ["/campaigns", "Campaigns"],
  ["/keys", "API keys"],
  ["/agents", "Agents"],
  ["/tools", "Tools"],
  ["/knowledge", "Knowledge"],
  ["/llm", "LLM connections"],
  ["/numbers", "Caller numbers"],
  ["/sources", "Click-to-call"],
  ["/do-not-call", "Do-not-call"],
  ["/webhooks", "Webhooks"],
  ["/leads", "Leads"],
  ["/contacts", "Contacts"],
  ["/team", "Team"],
] as const;

export function WorkspaceNav({ workspaceId }: { workspaceId: string }) {
  const pathname = usePathname();
  const base = `/w/${workspaceId}`;
  return (
    <nav aria-label="Workspace">
      {SECTIONS.map(([path, label]) => {
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
