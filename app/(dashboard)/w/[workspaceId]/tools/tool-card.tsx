"use client";

import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import type { ToolView } from "@/server/tools/tools";
import { EditDeleteActions } from "../../../_components/edit-delete-actions";
import { ToolActions } from "./tool-actions";
import { EditToolForm } from "./tool-form";

/** One tool: what it calls, and for admins Edit, Delete, a test request and secret rotation. */
export function ToolCard({
  workspaceId,
  tool,
  canManage,
}: {
  workspaceId: string;
  tool: ToolView;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <section className="card" aria-label={tool.name}>
        <EditToolForm workspaceId={workspaceId} tool={tool} onDone={() => setEditing(false)} />
      </section>
    );
  }
  return (
    <section className="card" aria-label={tool.name}>
      <div className="page-head compact">
        <div>
          <h2 className="flush">
            <code>{tool.name}</code>
          </h2>
          <p className="muted mono flush">
            {tool.method} {tool.url} · {tool.timeoutSec} s{tool.async ? " · async" : ""}
          </p>
        </div>
        {canManage && (
          <EditDeleteActions
            noun="tool"
            name={tool.name}
            consequence="Agents can no longer call it. A tool an agent still lists cannot be deleted."
            onEdit={() => setEditing(true)}
            remove={() => trpc.v1.tools.delete.mutate({ id: workspaceId, toolId: tool.id })}
          />
        )}
      </div>
      <p>{tool.description}</p>
      {Object.keys(tool.headers).length > 0 && (
        <p className="muted">
          Headers:{" "}
          {Object.entries(tool.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join(", ")}
        </p>
      )}
      {/* Keyed by the saved tool: after an edit, the test box starts from the new parameters. */}
      {canManage && <ToolActions key={tool.updatedAt} workspaceId={workspaceId} tool={tool} />}
    </section>
  );
}
