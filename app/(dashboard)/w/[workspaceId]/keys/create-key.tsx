"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { apiKeyInput } from "@/server/keys/inputs";
import { KEY_MANAGEMENT_SCOPES, STANDARD_SCOPES, type Scope } from "@/server/keys/scopes";
import { NewSecret } from "./new-secret";

const SCOPE_HELP: Record<Scope, string> = {
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
  "keys:read": "read this workspace's API keys (never their secrets)",
  "keys:write": "create, roll and revoke API keys, within this key's own scopes",
  "knowledge:read": "read knowledge bases and their documents, search them",
  "knowledge:write": "create, change and delete knowledge bases, add and delete documents",
  "workspace:read": "read the workspace's settings (retention)",
  "workspace:write": "change the workspace's settings (retention)",
};

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_CHOICES = [
  { days: 0, label: "Never" },
  { days: 30, label: "In 30 days" },
  { days: 90, label: "In 90 days" },
  { days: 365, label: "In a year" },
];

const readKey = (data: FormData) => {
  const days = Number(data.get("expiresInDays"));
  return {
    name: data.get("name"),
    scopes: data.getAll("scopes"),
    mode: data.get("mode"),
    expiresAt: days ? new Date(Date.now() + days * DAY_MS).toISOString() : undefined,
  };
};

function ScopeChoice({ scope }: { scope: Scope }) {
  return (
    <label>
      <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "calls:write"} />
      <code>{scope}</code> <span className="muted">{SCOPE_HELP[scope]}</span>
    </label>
  );
}

export function CreateKey({ workspaceId }: { workspaceId: string }) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const form = useZodForm({
    schema: apiKeyInput,
    read: readKey,
    submit: (input) => trpc.v1.apiKeys.create.mutate({ id: workspaceId, ...input }),
    done: "API key created",
    onSuccess: ({ data }, element) => {
      setCreated({ name: data.name, secret: data.secret });
      element.reset();
    },
  });

  if (created) return <NewSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />;

  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Create API key">
      <Field label="Name" name="name" placeholder="CRM sync" error={form.errors.name} />
      <fieldset className="fieldset">
        <legend>Scopes</legend>
        <div className="checks">
          {STANDARD_SCOPES.map((scope) => (
            <ScopeChoice key={scope} scope={scope} />
          ))}
        </div>
        {form.errors.scopes && <span className="error">{form.errors.scopes}</span>}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Key management</legend>
        <p className="muted flush">
          Only for an integration that manages keys itself. No key gets these unless you tick them.
        </p>
        <div className="checks">
          {KEY_MANAGEMENT_SCOPES.map((scope) => (
            <ScopeChoice key={scope} scope={scope} />
          ))}
        </div>
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
      <Field
        label="Expires"
        name="expiresInDays"
        error={form.errors.expiresAt}
        hint="After that, requests with the key fail with 401 API_KEY_EXPIRED. Webhooks warn 7 days and 1 day ahead."
        control={
          <select name="expiresInDays" defaultValue="0">
            {EXPIRY_CHOICES.map(({ days, label }) => (
              <option key={days} value={days}>
                {label}
              </option>
            ))}
          </select>
        }
      />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Create key" pendingText="Creating…" />
    </form>
  );
}
