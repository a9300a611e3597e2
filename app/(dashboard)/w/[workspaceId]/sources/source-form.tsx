"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { sourceInput } from "@/server/clicktocall/source-inputs";
import type { ClickToCallSource } from "@/server/db/generated/client";
import { OriginsEditor } from "./origins-editor";

interface Props {
  workspaceId: string;
  agents: { id: string; name: string }[];
  source?: Pick<ClickToCallSource, "id" | "name" | "agentId" | "allowedOrigins" | "enabled">;
  /** Editing: leave edit mode (after saving or on Cancel). */
  onDone?: () => void;
  onCreated?: () => void;
}

const readSource = (data: FormData) => ({
  name: data.get("name"),
  agentId: data.get("agentId"),
  allowedOrigins: data.getAll("allowedOrigins"),
  enabled: data.get("enabled") === "on",
});

export function SourceForm({ workspaceId, agents, source, onDone, onCreated }: Props) {
  const form = useZodForm({
    schema: sourceInput,
    read: readSource,
    submit: (input) =>
      source
        ? trpc.settings.sources.update.mutate({ id: workspaceId, sourceId: source.id, ...input })
        : trpc.settings.sources.create.mutate({ id: workspaceId, ...input }),
    done: source ? "Source saved" : "Source created: copy its snippet below",
    onSuccess: () => (source ? onDone?.() : onCreated?.()),
  });
  return (
    <form
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={source ? `Edit ${source.name}` : "New click-to-call source"}
    >
      <div className="row">
        <Field
          label="Name"
          name="name"
          defaultValue={source?.name}
          placeholder="Marketing site"
          error={form.errors.name}
        />
        <Field
          label="Agent that calls back"
          name="agentId"
          error={form.errors.agentId}
          control={
            <select name="agentId" defaultValue={source?.agentId ?? agents[0]?.id}>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
          }
        />
      </div>
      <OriginsEditor initial={source?.allowedOrigins ?? []} issues={form.issues} />
      <div className="checks">
        <label>
          <input type="checkbox" name="enabled" defaultChecked={source?.enabled ?? true} /> Enabled (turn off to pause
          the button without removing it)
        </label>
      </div>
      <FormFooter
        pending={form.pending}
        error={form.formError}
        submitLabel={source ? "Save source" : "Create source"}
        onCancel={onDone}
      />
    </form>
  );
}

/** The create form, started afresh (origins editor included) after each source it creates. */
export function NewSourceForm(props: Omit<Props, "source" | "onDone">) {
  const [generation, setGeneration] = useState(0);
  return <SourceForm key={generation} {...props} onCreated={() => setGeneration(generation + 1)} />;
}
