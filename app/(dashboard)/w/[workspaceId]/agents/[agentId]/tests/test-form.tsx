"use client";

import { useState } from "react";
import { pathOf } from "@/app/_components/errors";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createTestInput } from "@/server/agent-tests/inputs";
import type { AgentTestView } from "@/server/agent-tests/tests";
import { initialConnectionId } from "../../../llm/initial-connection";

// Creates or edits one agent test: the caller (script lines, or a persona played through an LLM
// connection), the variables, and the mocks and expectations as JSON (docs/voice-agent.md "Agent tests").

const EXAMPLE_EXPECTATIONS = '[\n  { "type": "endedReason", "equals": "agent_ended" }\n]';

/** JSON text as a value; text that is not JSON is passed on for the schema to refuse. */
function json(text: string, empty: unknown): unknown {
  if (!text.trim()) return empty;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function readTest(data: FormData) {
  const persona = data.get("callerKind") === "persona";
  return {
    name: data.get("name"),
    caller: persona
      ? {
          persona: String(data.get("persona") ?? ""),
          llmConnectionId: data.get("llmConnectionId") || null,
          llmModel: data.get("llmModel") || null,
        }
      : {
          script: String(data.get("script") ?? "")
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        },
    variables: json(String(data.get("variables") ?? ""), {}),
    maxTurns: Number(data.get("maxTurns")),
    toolMocks: json(String(data.get("toolMocks") ?? ""), []),
    expectations: json(String(data.get("expectations") ?? ""), []),
  };
}

interface Props {
  workspaceId: string;
  agentId: string;
  connections: { id: string; name: string }[];
  /** The test to edit; a new one otherwise. */
  test?: AgentTestView;
  onDone?: () => void;
}

export function TestForm({ workspaceId, agentId, connections, test, onDone }: Props) {
  const [kind, setKind] = useState(test?.caller.persona !== undefined && test ? "persona" : "script");
  const form = useZodForm({
    schema: createTestInput,
    read: readTest,
    submit: (input) =>
      test
        ? trpc.v1.agentTests.update.mutate({ id: workspaceId, agentId, testId: test.id, ...input })
        : trpc.v1.agentTests.create.mutate({ id: workspaceId, agentId, ...input }),
    done: test ? "Test saved" : "Test created",
    onSuccess: (_, element) => {
      if (!test) element.reset();
      onDone?.();
    },
  });
  const issue = (path: string) => form.issues.find((i) => pathOf(i).startsWith(path))?.message;
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={test ? `Edit ${test.name}` : "New test"}>
      <div className="row">
        <Field
          label="Name"
          name="name"
          defaultValue={test?.name}
          placeholder="Books a cleaning"
          error={form.errors.name}
        />
        <Field
          label="Caller"
          name="callerKind"
          control={
            <select name="callerKind" value={kind} onChange={(event) => setKind(event.target.value)}>
              <option value="script">Script: lines said in order</option>
              <option value="persona">Persona: played by a model</option>
            </select>
          }
        />
        <Field
          label="Max turns"
          name="maxTurns"
          type="number"
          min="1"
          max="50"
          defaultValue={test?.maxTurns ?? 20}
          error={form.errors.maxTurns}
        />
      </div>
      {kind === "script" ? (
        <Field
          label="What the caller says, one line per turn"
          name="script"
          error={issue("caller")}
          control={
            <textarea
              name="script"
              defaultValue={test?.caller.script?.join("\n")}
              aria-invalid={Boolean(issue("caller"))}
            />
          }
        />
      ) : (
        <>
          <Field
            label="Persona"
            name="persona"
            error={issue("caller.persona")}
            hint="Who calls and what they want; a model plays them until they hang up."
            control={<textarea name="persona" defaultValue={test?.caller.persona} />}
          />
          <div className="row">
            <Field
              label="LLM connection"
              name="llmConnectionId"
              error={issue("caller.llmConnectionId")}
              control={
                <select
                  name="llmConnectionId"
                  defaultValue={initialConnectionId(test?.caller.llmConnectionId, connections)}
                >
                  <option value="">Pick one</option>
                  {connections.map((connection) => (
                    <option key={connection.id} value={connection.id}>
                      {connection.name}
                    </option>
                  ))}
                </select>
              }
            />
            <Field label="Model (optional)" name="llmModel" defaultValue={test?.caller.llmModel ?? ""} />
          </div>
        </>
      )}
      <Field
        label="Variables (JSON)"
        name="variables"
        error={form.errors.variables}
        control={
          <textarea
            name="variables"
            className="mono"
            defaultValue={test ? pretty(test.variables) : '{ "name": "Alex" }'}
          />
        }
      />
      <Field
        label="Tool mocks (JSON)"
        name="toolMocks"
        error={issue("toolMocks")}
        hint='[{ "tool": "lookup_order", "arguments": { "orderNumber": "1234" }, "result": { "status": "shipped" } }]: an unmocked tool call is refused.'
        control={<textarea name="toolMocks" className="mono" defaultValue={test ? pretty(test.toolMocks) : "[]"} />}
      />
      <Field
        label="Expectations (JSON)"
        name="expectations"
        error={issue("expectations")}
        hint="endedReason, toolCalled, toolNotCalled, transcript (contains / notContains, RE2), analysis, judge."
        control={
          <textarea
            name="expectations"
            className="mono"
            defaultValue={test ? pretty(test.expectations) : EXAMPLE_EXPECTATIONS}
          />
        }
      />
      <FormFooter
        pending={form.pending}
        error={form.formError}
        submitLabel={test ? "Save test" : "Create test"}
        pendingText="Saving…"
        onCancel={onDone}
      />
    </form>
  );
}
