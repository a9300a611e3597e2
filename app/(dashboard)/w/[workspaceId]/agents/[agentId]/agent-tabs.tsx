import Link from "next/link";

/** The agent's pages: its settings (with the test panel and versions), and its tests with their runs. */
export function AgentTabs({
  workspaceId,
  agentId,
  current,
}: {
  workspaceId: string;
  agentId: string;
  current: "settings" | "tests";
}) {
  const base = `/w/${workspaceId}/agents/${agentId}`;
  return (
    <nav className="filters" aria-label="Agent">
      <Link href={base} aria-current={current === "settings" ? "page" : undefined}>
        Settings
      </Link>
      <Link href={`${base}/tests`} aria-current={current === "tests" ? "page" : undefined}>
        Tests
      </Link>
    </nav>
  );
}
