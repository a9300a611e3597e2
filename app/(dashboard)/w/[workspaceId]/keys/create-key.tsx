"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { apiKeyInput } from "@/server/keys/inputs";
import { SCOPES } from "@/server/keys/scopes";
import { CopyButton } from "../../../_components/copy-button";

const SCOPE_HELP: Record<(typeof SCOPES)[number], string> = {
  "calls:write": "place and cancel calls",
  "calls:read": "read calls",
  "contacts:read": "read contacts",
  "contacts:write": "create contacts",
  "agents:read": "read agents, their versions and LLM connections",
  "agents:write": "create, change and delete agents and LLM connections",
  "leads:read": "read leads",
  "webhooks:read": "read webhook endpoints and deliveries",
  "webhooks:write": "change webhook endpoints, test and redeliver",
  "dnc:read": "read the do-not-call list",
  "dnc:write": "add to and remove from the do-not-call list",
  "numbers:read": "read caller numbers",
  "numbers:write": "add, change and remove caller numbers",
  "campaigns:read": "read campaigns and their results",
  "campaigns:write": "create, pause, resume and cancel campaigns",
  "tools:read": "read tools",
  "tools:write": "create, change, test and delete tools",
  "knowledge:read": "read knowledge bases and their documents, search them",
  "knowledge:write": "create, change and delete knowledge bases, add and delete documents",
};

const readKey = (data: FormData) => ({ name: data.get("name"), scopes: data.getAll("scopes"), mode: data.get("mode") });

export function CreateKey({ workspaceId }: { workspaceId: string }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useZodForm({
    schema: apiKeyInput,
    read: readKey,
    submit: (input) => trpc.settings.keys.create.mutate({ id: workspaceId, ...input }),
    done: "API key created",
    onSuccess: ({ apiKey, secret }, element) => {
      setCreated({ name: apiKey.name, secret });
      element.reset();
    },
  });

  if (created) {
    return (
      <div className="notice warning" role="alert" data-testid="new-key">
        <strong>Copy the secret of “{created.name}” now. You will not see it again.</strong>
        <p className="notice-text">svc keeps only a hash of it. If you lose it, revoke the key and create a new one.</p>
        <div className="secret">
          <code data-testid="secret">{created.secret}</code>
          <CopyButton text={created.secret} />
        </div>
        <div className="spaced">
          <button type="button" onClick={() => setCreated(null)}>
            I have saved it
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Create API key">
      <Field label="Name" name="name" placeholder="CRM sync" error={form.errors.name} />
      <fieldset className="fieldset">
        <legend>Scopes</legend>
        <div className="checks">
          {SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "calls:write"} />
              <code>{scope}</code> <span className="muted">{SCOPE_HELP[scope]}</span>
            </label>
          ))}
        </div>
        {form.errors.scopes && <span className="error">{form.errors.scopes}</span>}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Mode</legend>
        <div className="checks">
          <label>
            <input type="radio" name="mode" value="live" defaultChecked /> Live: real phone calls
          </label>
          <label>
            <input type="radio" name="mode" value="test" /> Test: calls only reach the simulator
          </label>
        </div>
      </fieldset>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Create key" pendingText="Creating…" />
    </form>
  );
}
