"use client";

import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import { EditDeleteActions } from "../../../_components/edit-delete-actions";
import { AgentForm, type EditableAgent } from "./agent-form";
import type { PickableTool } from "./agent-tools";
import { TestPanel } from "./test-panel";

interface Props {
  workspaceId: string;
  agent: EditableAgent & { callerNumber: string | null };
  numbers: { id: string; number: string; label: string | null }[];
  connections: { id: string; name: string; defaultModel: string }[];
  tools: PickableTool[];
  canManage: boolean;
}

export function AgentCard({ workspaceId, agent, numbers, connections, tools, canManage }: Props) {
  const [editing, setEditing] = useState(false);
  const [testing, setTesting] = useState(false);
  if (editing) {
    return (
      <div className="card">
        <AgentForm workspaceId={workspaceId} numbers={numbers} connections={connections} tools={tools} agent={agent} onDone={() => setEditing(false)} />
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
        <div className="actions-row">
          <button type="button" onClick={() => setTesting(!testing)} aria-expanded={testing}>
            {testing ? "Close test" : "Test"}
          </button>
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
      </div>
      <p className="between">
        <span className="badge">{agent.brain === "llm" ? "LLM" : "Script"}</span> <span className="badge">{agent.ttsProvider} · {agent.voice}</span>{" "}
        <span className="badge">{agent.language}</span>{" "}
        <span className="muted">from {agent.callerNumber ?? "— (no default caller number)"}</span>
      </p>
      <p className="muted flush">
        “{agent.firstMessage}”
      </p>
      {testing && <TestPanel workspaceId={workspaceId} agentId={agent.id} />}
    </div>
  );
}
