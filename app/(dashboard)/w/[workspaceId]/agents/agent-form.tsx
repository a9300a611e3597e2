"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { agentInput, LANGUAGES, VOICES } from "@/server/agents/inputs";
import type { Agent } from "@/server/db/generated/client";

export type EditableAgent = Pick<Agent, "id" | "name" | "voice" | "language" | "firstMessage" | "instructions" | "defaultCallerNumberId">;

interface Props {
  workspaceId: string;
  numbers: { id: string; number: string; label: string | null }[];
  /** Editing this agent; absent = create. */
  agent?: EditableAgent;
  onDone?: () => void;
}

export function AgentForm({ workspaceId, numbers, agent, onDone }: Props) {
  const form = useZodForm({
    schema: agentInput,
    submit: (input) =>
      agent ? trpc.settings.agents.update.mutate({ id: workspaceId, agentId: agent.id, ...input }) : trpc.settings.agents.create.mutate({ id: workspaceId, ...input }),
    done: agent ? "Agent saved" : "Agent created",
    onSuccess: (_result, element) => {
      if (!agent) element.reset();
      onDone?.();
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={agent ? `Edit ${agent.name}` : "New agent"}>
      <div className="row">
        <Field label="Name" name="name" defaultValue={agent?.name} placeholder="Ava, front desk" error={form.errors.name} />
        <Field
          label="Voice"
          name="voice"
          error={form.errors.voice}
          control={
            <select name="voice" defaultValue={agent?.voice ?? "alloy"}>
              {VOICES.map((voice) => (
                <option key={voice}>{voice}</option>
              ))}
            </select>
          }
        />
        <Field
          label="Language"
          name="language"
          error={form.errors.language}
          control={
            <select name="language" defaultValue={agent?.language ?? "en-US"}>
              {LANGUAGES.map((language) => (
                <option key={language}>{language}</option>
              ))}
            </select>
          }
        />
        <Field
          label="Default caller number"
          name="defaultCallerNumberId"
          error={form.errors.defaultCallerNumberId}
          hint={numbers.length ? undefined : "Add a caller number first to pick one."}
          control={
            <select name="defaultCallerNumberId" defaultValue={agent?.defaultCallerNumberId ?? ""}>
              <option value="">None (calls must name `from`)</option>
              {numbers.map((number) => (
                <option key={number.id} value={number.id}>
                  {number.number}
                  {number.label ? ` · ${number.label}` : ""}
                </option>
              ))}
            </select>
          }
        />
      </div>
      <Field label="First message" name="firstMessage" defaultValue={agent?.firstMessage ?? "Hello! How can I help you today?"} error={form.errors.firstMessage} />
      <Field
        label="Instructions"
        name="instructions"
        error={form.errors.instructions}
        hint="What the agent should do on the call: its goal, tone, what to collect."
        control={<textarea name="instructions" defaultValue={agent?.instructions} aria-invalid={Boolean(form.errors.instructions)} />}
      />
      <FormFooter pending={form.pending} error={form.formError} submitLabel={agent ? "Save agent" : "Create agent"} onCancel={onDone} />
    </form>
  );
}
