"use client";

import { useState } from "react";
import { trpc } from "@/app/_components/trpc";
import { embedSnippet } from "@/server/clicktocall/snippet";
import { EditDeleteActions } from "../../../_components/edit-delete-actions";
import { CopyButton } from "../../../_components/copy-button";
import { ButtonPreview } from "./button-preview";
import { SourceForm } from "./source-form";

interface Props {
  workspaceId: string;
  agents: { id: string; name: string }[];
  source: {
    id: string;
    name: string;
    agentId: string;
    allowedOrigins: string[];
    enabled: boolean;
    agentName: string;
    calls: number;
    leads: number;
  };
  loaderUrl: string;
  canManage: boolean;
}

export function SourceCard({ workspaceId, agents, source, loaderUrl, canManage }: Props) {
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState("Call me back");
  const snippet = embedSnippet({ loaderUrl, token: source.id, label });
  if (editing) {
    return (
      <section className="card">
        <SourceForm workspaceId={workspaceId} agents={agents} source={source} onDone={() => setEditing(false)} />
      </section>
    );
  }
  return (
    <section className="card" aria-label={source.name}>
      <div className="page-head compact">
        <div>
          <h2 className="flush">
            {source.name}{" "}
            {source.enabled ? <span className="badge green">enabled</span> : <span className="badge">paused</span>}
          </h2>
          <p className="muted flush">
            Calls back with <strong>{source.agentName}</strong> · {source.calls} calls · {source.leads} leads · token{" "}
            <span className="mono">{source.id}</span>
          </p>
        </div>
        {canManage && (
          <EditDeleteActions
            noun="source"
            name={source.name}
            consequence="Buttons embedded with this token stop working at once. Past calls and leads stay."
            onEdit={() => setEditing(true)}
            remove={() => trpc.settings.sources.delete.mutate({ id: workspaceId, sourceId: source.id })}
          />
        )}
      </div>
      <p className="badges">
        {source.allowedOrigins.map((origin) => (
          <span key={origin} className="badge blue mono">
            {origin}
          </span>
        ))}
      </p>
      <div className="grid-2">
        <div className="field">
          <span>Paste before &lt;/body&gt; on your website</span>
          <pre className="snippet" data-testid="snippet">
            {snippet}
          </pre>
          <div>
            <CopyButton text={snippet} label="Copy snippet" />
          </div>
        </div>
        <div className="field">
          <label className="field">
            <span>Button label</span>
            <input value={label} onChange={(event) => setLabel(event.target.value)} maxLength={40} />
          </label>
          <ButtonPreview token={source.id} label={label} />
        </div>
      </div>
    </section>
  );
}
