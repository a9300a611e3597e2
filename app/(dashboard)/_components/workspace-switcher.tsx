"use client";

import { useRouter } from "next/navigation";

interface Props {
  current: string;
  workspaces: { id: string; name: string }[];
}

export function WorkspaceSwitcher({ current, workspaces }: Props) {
  const router = useRouter();
  return (
    <label className="field switcher">
      <span className="muted">Workspace</span>
      <select
        value={current}
        onChange={(event) => router.push(`/w/${event.target.value}`)}
        aria-label="Switch workspace"
      >
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </select>
    </label>
  );
}
