"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { agentInput, LANGUAGES, MAX_AGENT_KNOWLEDGE_BASES } from "@/server/agents/inputs";
import type { Agent } from "@/server/db/generated/client";
import { AgentBrain, TtsProvider, VoicemailAction } from "@/server/db/generated/enums";
import { VOICES } from "@/server/voice/voices";
import { REDACTION_KINDS, REDACTION_LABELS } from "@/server/privacy/inputs";
import { BuiltInTools, WorkspaceToolPicker } from "./agent-tools";
import type { PickableTool } from "./tool-choices";
import { initialConnectionId } from "../llm/initial-connection";
import { FirstMessageField } from "./first-message-field";
import { RetentionFields, readRetention } from "../retention-fields";
import { RecordingFields, readRecording } from "./recording-fields";
import type { RecordingSettings } from "@/server/agents/recording";
import { retentionOf } from "@/server/privacy/retention";

export type EditableAgent = Omit<Agent, "workspaceId" | "createdAt" | "updatedAt">;

interface Props {
  workspaceId: string;
  numbers: { id: string; number: string; label: string | null }[];
  connections: { id: string; name: string; defaultModel: string }[];
  /** The workspace's tools an LLM agent may be given. */
  tools: PickableTool[];
  /** The workspace's knowledge bases an agent may search. */
  knowledgeBases: { id: string; name: string; description: string }[];
  /** Editing this agent; absent = create. */
  agent?: EditableAgent;
  onDone?: () => void;
  /** After creating: the new agent's id. */
  onCreated?: (agentId: string) => void;
}

/** Form fields to the schema's input: lists from checkboxes and lines, a checkbox to a boolean. */
function read(data: FormData) {
  // Taken out of `data` before the rest is spread: their names are not the schema's.
  const retention = readRetention(data);
  const recording = readRecording(data);
  return {
    ...Object.fromEntries(data),
    retention,
    recording,
    tools: data.getAll("tools"),
    toolIds: data.getAll("toolIds"),
    knowledgeBaseIds: data.getAll("knowledgeBaseIds"),
    transferNumbers: String(data.get("transferNumbers") ?? "")
      .split(/[\s,]+/)
      .filter(Boolean),
    redact: data.getAll("redact"),
  };
}

export function AgentForm({
  workspaceId,
  numbers,
  connections,
  tools,
  knowledgeBases,
  agent,
  onDone,
  onCreated,
}: Props) {
  const [provider, setProvider] = useState<TtsProvider>(agent?.ttsProvider ?? "Google");
  const [brain, setBrain] = useState<AgentBrain>(agent?.brain ?? "script");
  const form = useZodForm({
    schema: agentInput,
    read,
    // The /v1 procedures; an edit is made against the version the form shows (If-Match), so a
    // change someone made meanwhile is not overwritten unseen.
    submit: (parsed) =>
      agent
        ? trpc.v1.agents.update.mutate(
            { id: workspaceId, agentId: agent.id, ...parsed },
            { context: { ifMatch: `"${agent.version}"` } },
          )
        : trpc.v1.agents.create.mutate({ id: workspaceId, ...parsed }),
    done: agent ? "Agent saved" : "Agent created",
    onSuccess: ({ data }, element) => {
      if (!agent) element.reset();
      if (!agent) onCreated?.(data.id);
      onDone?.();
    },
  });
  const select = (
    name: string,
    value: string | null | undefined,
    options: readonly { value: string; label: string }[],
  ) => (
    <select name={name} defaultValue={value ?? ""} aria-invalid={Boolean(form.errors[name])}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={agent ? `Edit ${agent.name}` : "New agent"}>
      <fieldset>
        <legend>Voice</legend>
        <div className="row">
          <Field
            label="Name"
            name="name"
            defaultValue={agent?.name}
            placeholder="Ava, front desk"
            error={form.errors.name}
          />
          <Field
            label="Speech provider"
            name="ttsProvider"
            error={form.errors.ttsProvider}
            control={
              <select
                name="ttsProvider"
                value={provider}
                onChange={(event) => setProvider(event.target.value as TtsProvider)}
              >
                {Object.values(TtsProvider).map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            }
          />
          <Field
            label="Voice"
            name="voice"
            error={form.errors.voice}
            control={select(
              "voice",
              agent?.ttsProvider === provider ? agent.voice : VOICES[provider][0].id,
              VOICES[provider].map((voice) => ({ value: voice.id, label: voice.label })),
            )}
          />
          <Field
            label="Language"
            name="language"
            error={form.errors.language}
            control={select(
              "language",
              agent?.language ?? "en-US",
              LANGUAGES.map((l) => ({ value: l, label: l })),
            )}
          />
          <Field
            label="Default caller number"
            name="defaultCallerNumberId"
            error={form.errors.defaultCallerNumberId}
            hint={numbers.length ? undefined : "Add a caller number first to pick one."}
            control={select("defaultCallerNumberId", agent?.defaultCallerNumberId, [
              { value: "", label: "None (calls must name `from`)" },
              ...numbers.map((n) => ({ value: n.id, label: `${n.number}${n.label ? ` · ${n.label}` : ""}` })),
            ])}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>Brain</legend>
        <div className="row">
          <Field
            label="Brain"
            name="brain"
            error={form.errors.brain}
            hint={
              brain === "script"
                ? "Asks the questions in the instructions (lines ending in “?”) one at a time. No LLM needed."
                : undefined
            }
            control={
              <select name="brain" value={brain} onChange={(event) => setBrain(event.target.value as AgentBrain)}>
                <option value={AgentBrain.script}>Script</option>
                <option value={AgentBrain.llm}>LLM</option>
              </select>
            }
          />
          {brain === "llm" && (
            <>
              <Field
                label="LLM connection"
                name="llmConnectionId"
                error={form.errors.llmConnectionId}
                hint={connections.length ? undefined : "Add one on the LLM connections page first."}
                control={select("llmConnectionId", initialConnectionId(agent?.llmConnectionId, connections), [
                  { value: "", label: "—" },
                  ...connections.map((c) => ({ value: c.id, label: c.name })),
                ])}
              />
              <Field
                label="Model"
                name="llmModel"
                defaultValue={agent?.llmModel ?? ""}
                placeholder="the connection's default"
                error={form.errors.llmModel}
              />
              <Field
                label="Temperature"
                name="temperature"
                type="number"
                step="0.1"
                min="0"
                max="2"
                defaultValue={agent?.temperature ?? 0.7}
                error={form.errors.temperature}
              />
            </>
          )}
        </div>
        {brain === "script" && <input type="hidden" name="temperature" value={agent?.temperature ?? 0.7} />}
        {brain === "llm" && <WorkspaceToolPicker tools={tools} selected={agent?.toolIds} error={form.errors.toolIds} />}
        <div className="field" role="group" aria-label="Knowledge bases">
          <span className="label">Knowledge bases (at most {MAX_AGENT_KNOWLEDGE_BASES})</span>
          {knowledgeBases.length ? (
            <div className="row">
              {knowledgeBases.map((base) => (
                <label key={base.id} className="checkbox" title={base.description}>
                  <input
                    type="checkbox"
                    name="knowledgeBaseIds"
                    value={base.id}
                    defaultChecked={agent?.knowledgeBaseIds.includes(base.id)}
                  />{" "}
                  {base.name}
                </label>
              ))}
            </div>
          ) : (
            <p className="hint">Add documents on the Knowledge page to let the agent answer from them.</p>
          )}
          <p className="hint">
            Searched on every turn: the agent answers from the best passages, or says it does not know.
          </p>
          {form.errors.knowledgeBaseIds && <p className="error">{form.errors.knowledgeBaseIds}</p>}
        </div>
        <FirstMessageField
          defaultValue={agent?.firstMessage ?? "Hello! How can I help you today?"}
          error={form.errors.firstMessage}
        />
        <Field
          label="Instructions"
          name="instructions"
          error={form.errors.instructions}
          hint="What the agent should do on the call: its goal, tone, what to collect. {{variables}} are filled in."
          control={
            <textarea
              name="instructions"
              defaultValue={agent?.instructions}
              aria-invalid={Boolean(form.errors.instructions)}
            />
          }
        />
      </fieldset>

      <fieldset>
        <legend>Conversation</legend>
        <BuiltInTools selected={agent?.tools} />
        <div className="row">
          <Field
            label="Transfer numbers"
            name="transferNumbers"
            defaultValue={agent?.transferNumbers.join(", ")}
            placeholder="+14155550199"
            error={form.errors.transferNumbers}
          />
          <Field
            label="Silence timeout (s)"
            name="silenceTimeoutSec"
            type="number"
            defaultValue={agent?.silenceTimeoutSec ?? 10}
            error={form.errors.silenceTimeoutSec}
          />
          <Field
            label="Maximum duration (s)"
            name="maxDurationSec"
            type="number"
            defaultValue={agent?.maxDurationSec ?? 600}
            error={form.errors.maxDurationSec}
          />
          <fieldset>
            <legend>Also redact (beyond the workspace&apos;s)</legend>
            {REDACTION_KINDS.map((kind) => (
              <label key={kind} className="checkbox">
                <input type="checkbox" name="redact" value={kind} defaultChecked={agent?.redact.includes(kind)} />{" "}
                {REDACTION_LABELS[kind]}
              </label>
            ))}
          </fieldset>
        </div>
      </fieldset>

      <fieldset>
        <legend>Voicemail</legend>
        <div className="row">
          <Field
            label="When a machine answers"
            name="voicemailAction"
            error={form.errors.voicemailAction}
            control={select("voicemailAction", agent?.voicemailAction ?? "hang_up", [
              { value: VoicemailAction.hang_up, label: "Hang up" },
              { value: VoicemailAction.leave_message, label: "Leave a message" },
            ])}
          />
          <Field
            label="Voicemail message"
            name="voicemailMessage"
            defaultValue={agent?.voicemailMessage}
            error={form.errors.voicemailMessage}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>Recording</legend>
        <RecordingFields value={agent?.recording as RecordingSettings | undefined} issues={form.issues} />
      </fieldset>

      <fieldset>
        <legend>Retention</legend>
        <RetentionFields
          value={agent ? retentionOf(agent.retention) : undefined}
          issues={form.issues}
          hint="Shorter than the workspace's to apply; empty follows the workspace"
        />
      </fieldset>

      <fieldset>
        <legend>Analysis</legend>
        <Field
          label="Analysis schema (JSON Schema)"
          name="analysisSchema"
          error={form.errors.analysisSchema}
          hint={
            'The structured data to extract after each call, e.g. {"type": "object", "properties": {"day": {"type": "string"}}}.'
          }
          control={
            <textarea
              name="analysisSchema"
              className="mono"
              defaultValue={agent?.analysisSchema ? JSON.stringify(agent.analysisSchema, null, 2) : ""}
              aria-invalid={Boolean(form.errors.analysisSchema)}
            />
          }
        />
        <Field
          label="Success criteria"
          name="successCriteria"
          defaultValue={agent?.successCriteria}
          placeholder="An appointment was booked."
          error={form.errors.successCriteria}
        />
      </fieldset>
      <FormFooter
        pending={form.pending}
        error={form.formError}
        submitLabel={agent ? "Save agent" : "Create agent"}
        onCancel={onDone}
      />
    </form>
  );
}
