"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createToolInput, updateToolInput } from "@/server/tools/inputs";
import type { ToolView } from "@/server/tools/tools";
import { SecretBox } from "../webhooks/secret-box";

const EXAMPLE_SCHEMA =
  '{\n  "type": "object",\n  "properties": { "orderNumber": { "type": "string" } },\n  "required": ["orderNumber"]\n}';

/** JSON text as a value; text that is not JSON is passed on for the schema to refuse. */
function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** "Name: value" lines to headers; in an edit, "Name:" alone (no value) removes the header. */
function headerLines(text: string, emptyRemoves: boolean): Record<string, string | null> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const name = line.slice(0, line.indexOf(":")).trim() || line;
        const value = line.includes(":") ? line.slice(line.indexOf(":") + 1).trim() : "";
        return [name, value === "" && emptyRemoves ? null : value];
      }),
  );
}

const readTool = (editing: boolean) => (data: FormData) => ({
  name: data.get("name"),
  description: data.get("description"),
  parameters: json(String(data.get("parameters") ?? "")),
  url: data.get("url"),
  method: data.get("method"),
  headers: headerLines(String(data.get("headers") ?? ""), editing),
  timeoutSec: Number(data.get("timeoutSec")),
  // An edit sends an emptied message as "", which removes it; a new tool simply has none.
  messages: editing
    ? { start: String(data.get("start") ?? ""), failed: String(data.get("failed") ?? "") }
    : { start: data.get("start") || undefined, failed: data.get("failed") || undefined },
  async: data.get("async") === "on",
});

/** The fields of a tool, empty for a new one or holding the tool's values. */
function ToolFields({ errors, tool }: { errors: Record<string, string>; tool?: ToolView }) {
  return (
    <>
      <div className="row">
        <Field
          label="Name"
          name="name"
          placeholder="lookup_order"
          defaultValue={tool?.name}
          error={errors.name}
          hint="What the model calls it: letters, digits, _ and -."
        />
        <Field
          label="Method"
          name="method"
          error={errors.method}
          control={
            <select name="method" defaultValue={tool?.method ?? "POST"}>
              <option value="POST">POST (JSON body)</option>
              <option value="GET">GET (query string)</option>
            </select>
          }
        />
        <Field
          label="URL"
          name="url"
          type="url"
          placeholder="https://example.com/svc/orders"
          defaultValue={tool?.url}
          error={errors.url}
        />
        <Field
          label="Timeout (s)"
          name="timeoutSec"
          type="number"
          min="1"
          max="120"
          defaultValue={tool?.timeoutSec ?? 20}
          error={errors.timeoutSec}
        />
      </div>
      <Field
        label="Description"
        name="description"
        placeholder="Looks up an order by its number."
        defaultValue={tool?.description}
        error={errors.description}
        hint="Tells the model what the tool does and when to use it."
      />
      <Field
        label="Parameters (JSON Schema)"
        name="parameters"
        error={errors.parameters}
        control={
          <textarea
            name="parameters"
            className="mono"
            defaultValue={tool ? JSON.stringify(tool.parameters, null, 2) : EXAMPLE_SCHEMA}
            aria-invalid={Boolean(errors.parameters)}
          />
        }
      />
      <Field
        label={tool ? "Set headers (optional)" : "Headers (optional)"}
        name="headers"
        error={errors.headers}
        hint={
          tool
            ? "One “Name: value” per line sets a header; “Name:” alone removes it. Headers not named here are kept."
            : "One “Name: value” per line, e.g. Authorization: Bearer …. Values are kept sealed and shown only as their last 4 characters."
        }
        control={<textarea name="headers" className="mono" aria-invalid={Boolean(errors.headers)} />}
      />
      <div className="row">
        <Field
          label="Said while it runs (optional)"
          name="start"
          placeholder="Let me check that."
          defaultValue={tool?.messages.start ?? undefined}
          error={errors.messages}
        />
        <Field
          label="Said when it fails (optional)"
          name="failed"
          placeholder="Sorry, I can't reach our system right now."
          defaultValue={tool?.messages.failed ?? undefined}
          error={errors.messages}
        />
        <label className="checkbox">
          <input type="checkbox" name="async" defaultChecked={tool?.async} /> Async: answer “sent” at once
        </label>
      </div>
    </>
  );
}

export function NewToolForm({ workspaceId }: { workspaceId: string }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useZodForm({
    schema: createToolInput,
    read: readTool(false),
    submit: (input) => trpc.v1.tools.create.mutate({ id: workspaceId, ...input }),
    done: "Tool created",
    onSuccess: ({ data }, element) => {
      setCreated({ name: data.name, secret: data.signingSecret });
      element.reset();
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="New tool">
      <ToolFields errors={form.errors} />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Create tool" pendingText="Creating…" />
      {created && (
        <div className="notice success" role="status">
          Requests of {created.name} are signed with this secret (Standard Webhooks). Copy it now: it is not shown
          again.
          <SecretBox secret={created.secret} />
        </div>
      )}
    </form>
  );
}

/** Changes a tool with the fields the PATCH takes; its signing secret stays. */
export function EditToolForm({
  workspaceId,
  tool,
  onDone,
}: {
  workspaceId: string;
  tool: ToolView;
  onDone: () => void;
}) {
  const form = useZodForm({
    schema: updateToolInput,
    read: readTool(true),
    submit: (input) => trpc.v1.tools.update.mutate({ id: workspaceId, toolId: tool.id, ...input }),
    done: "Tool saved",
    onSuccess: onDone,
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label={`Edit ${tool.name}`}>
      <ToolFields errors={form.errors} tool={tool} />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save tool" onCancel={onDone} />
    </form>
  );
}
