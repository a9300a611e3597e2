"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { llmConnectionInput } from "@/server/llm/inputs";
import { EditDeleteActions } from "../../../_components/edit-delete-actions";

export interface ConnectionView {
  id: string;
  name: string;
  baseUrl: string;
  defaultModel: string;
  apiKeyLast4: string | null;
}

/** Create a connection, or edit one (an empty key field keeps the key saved). */
export function ConnectionForm({
  workspaceId,
  connection,
  onDone,
}: {
  workspaceId: string;
  connection?: ConnectionView;
  onDone?: () => void;
}) {
  const form = useZodForm({
    schema: llmConnectionInput,
    submit: (input) =>
      connection
        ? trpc.v1.llmConnections.update.mutate({ id: workspaceId, connectionId: connection.id, ...input })
        : trpc.v1.llmConnections.create.mutate({ id: workspaceId, ...input }),
    done: connection ? "Connection saved" : "Connection added",
    onSuccess: (_result, element) => {
      if (!connection) element.reset();
      onDone?.();
    },
  });
  return (
    <form
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={connection ? `Edit ${connection.name}` : "New LLM connection"}
    >
      <div className="row">
        <Field label="Name" name="name" defaultValue={connection?.name} placeholder="OpenAI" error={form.errors.name} />
        <Field
          label="Base URL"
          name="baseUrl"
          defaultValue={connection?.baseUrl}
          placeholder="https://api.openai.com/v1"
          error={form.errors.baseUrl}
        />
        <Field
          label="Default model"
          name="defaultModel"
          defaultValue={connection?.defaultModel}
          placeholder="gpt-4o-mini"
          error={form.errors.defaultModel}
        />
        <Field
          label="API key"
          name="apiKey"
          type="password"
          autoComplete="off"
          error={form.errors.apiKey}
          hint={
            connection?.apiKeyLast4
              ? `Saved: …${connection.apiKeyLast4}. Leave empty to keep it.`
              : "Stored encrypted; never shown again."
          }
        />
      </div>
      <FormFooter
        pending={form.pending}
        error={form.formError}
        submitLabel={connection ? "Save connection" : "Add connection"}
        onCancel={onDone}
      />
    </form>
  );
}

export function ConnectionCard({
  workspaceId,
  connection,
  canManage,
}: {
  workspaceId: string;
  connection: ConnectionView;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div className="card">
        <ConnectionForm workspaceId={workspaceId} connection={connection} onDone={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="card">
      <div className="page-head compact">
        <div>
          <h2 className="flush">{connection.name}</h2>
          <p className="muted mono flush">{connection.baseUrl}</p>
        </div>
        {canManage && (
          <EditDeleteActions
            noun="connection"
            name={connection.name}
            consequence="Agents that think with it stop until they get another connection."
            onEdit={() => setEditing(true)}
            remove={() => trpc.v1.llmConnections.delete.mutate({ id: workspaceId, connectionId: connection.id })}
          />
        )}
      </div>
      <p className="flush">
        <span className="badge">{connection.defaultModel}</span>{" "}
        <span className="badge" data-testid="api-key-hint">
          {connection.apiKeyLast4 ? `key …${connection.apiKeyLast4}` : "no key"}
        </span>
      </p>
    </div>
  );
}
