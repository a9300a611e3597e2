"use client";

import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import { EditDeleteActions } from "../../../_components/edit-delete-actions";
import { AgentForm, type EditableAgent } from "./agent-form";

interface Props {
  workspaceId: string;
  agent: EditableAgent & { callerNumber: string | null };
  numbers: { id: string; number: string; label: string | null }[];
  canManage: boolean;
}

export function AgentCard({ workspaceId, agent, numbers, canManage }: Props) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div className="card">
        <AgentForm workspaceId={workspaceId} numbers={numbers} agent={agent} onDone={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="card">
      <div className="page-head compact">
        <div>
          <h2 className="flush">{agent.name}</h2>
          <p className="muted mono flush">
            {agent.id}
          </p>
        </div>
        {canManage && (
          <EditDeleteActions
            noun="agent"
            name={agent.name}
            consequence="Calls can no longer be placed with this agent."
            onEdit={() => setEditing(true)}
            remove={() => trpc.settings.agents.delete.mutate({ id: workspaceId, agentId: agent.id })}
          />
        )}
      </div>
      <p className="between">
        <span className="badge">{agent.voice}</span> <span className="badge">{agent.language}</span>{" "}
        <span className="muted">from {agent.callerNumber ?? "— (no default caller number)"}</span>
      </p>
      <p className="muted flush">
        “{agent.firstMessage}”
      </p>
    </div>
  );
}
