"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createToolInput } from "@/server/tools/inputs";
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

/** "Name: value" lines to headers. */
function headerLines(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [
        line.slice(0, line.indexOf(":")).trim() || line,
        line.includes(":") ? line.slice(line.indexOf(":") + 1).trim() : "",
      ]),
  );
}

const readTool = (data: FormData) => ({
  name: data.get("name"),
  description: data.get("description"),
  parameters: json(String(data.get("parameters") ?? "")),
  url: data.get("url"),
  method: data.get("method"),
  headers: headerLines(String(data.get("headers") ?? "")),
  timeoutSec: Number(data.get("timeoutSec")),
  messages: { start: data.get("start") || undefined, failed: data.get("failed") || undefined },
  async: data.get("async") === "on",
});

export function ToolForm({ workspaceId }: { workspaceId: string }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useZodForm({
    schema: createToolInput,
    read: readTool,
    submit: (input) => trpc.v1.tools.create.mutate({ id: workspaceId, ...input }),
    done: "Tool created",
    onSuccess: ({ data }, element) => {
      setCreated({ name: data.name, secret: data.signingSecret });
      element.reset();
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="New tool">
      <div className="row">
        <Field
          label="Name"
          name="name"
          placeholder="lookup_order"
          error={form.errors.name}
          hint="What the model calls it: letters, digits, _ and -."
        />
        <Field
          label="Method"
          name="method"
          error={form.errors.method}
          control={
            <select name="method" defaultValue="POST">
              <option value="POST">POST (JSON body)</option>
              <option value="GET">GET (query string)</option>
            </select>
          }
        />
        <Field label="URL" name="url" type="url" placeholder="https://example.com/svc/orders" error={form.errors.url} />
        <Field
          label="Timeout (s)"
          name="timeoutSec"
          type="number"
          min="1"
          max="120"
          defaultValue={20}
          error={form.errors.timeoutSec}
        />
      </div>
      <Field
        label="Description"
        name="description"
        placeholder="Looks up an order by its number."
        error={form.errors.description}
        hint="Tells the model what the tool does and when to use it."
      />
      <Field
        label="Parameters (JSON Schema)"
        name="parameters"
        error={form.errors.parameters}
        control={
          <textarea
            name="parameters"
            className="mono"
            defaultValue={EXAMPLE_SCHEMA}
            aria-invalid={Boolean(form.errors.parameters)}
          />
        }
      />
      <Field
        label="Headers (optional)"
        name="headers"
        error={form.errors.headers}
        hint="One “Name: value” per line, e.g. Authorization: Bearer …. Values are kept sealed and shown only as their last 4 characters."
        control={<textarea name="headers" className="mono" aria-invalid={Boolean(form.errors.headers)} />}
      />
      <div className="row">
        <Field
          label="Said while it runs (optional)"
          name="start"
          placeholder="Let me check that."
          error={form.errors.messages}
        />
        <Field
          label="Said when it fails (optional)"
          name="failed"
          placeholder="Sorry, I can't reach our system right now."
          error={form.errors.messages}
        />
        <label className="checkbox">
          <input type="checkbox" name="async" /> Async: answer “sent” at once
        </label>
      </div>
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
