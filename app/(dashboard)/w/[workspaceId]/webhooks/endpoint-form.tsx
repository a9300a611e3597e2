"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { createEndpointInput, WEBHOOK_EVENT_TYPES } from "@/server/webhooks/inputs";
import { SecretBox } from "./secret-box";

const readEndpoint = (data: FormData) => ({
  url: data.get("url"),
  description: data.get("description") || undefined,
  events: data.getAll("events"),
});

export function EndpointForm({ workspaceId }: { workspaceId: string }) {
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const form = useZodForm({
    schema: createEndpointInput,
    read: readEndpoint,
    submit: (input) => trpc.v1.webhookEndpoints.create.mutate({ id: workspaceId, ...input }),
    done: "Endpoint added",
    onSuccess: ({ data: endpoint }, element) => {
      setCreated({ url: endpoint.url, secret: endpoint.secret });
      element.reset();
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Add webhook endpoint">
      <div className="row">
        <Field
          label="Endpoint URL"
          name="url"
          type="url"
          placeholder="https://example.com/webhooks/svc"
          error={form.errors.url}
        />
        <Field
          label="Description (optional)"
          name="description"
          placeholder="Production CRM"
          error={form.errors.description}
        />
      </div>
      <fieldset className="fieldset">
        <legend>Events</legend>
        <small className="hint">Leave all unchecked to receive every event, including ones added later.</small>
        <div className="checks">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" name="events" value={type} /> <code>{type}</code>
            </label>
          ))}
        </div>
        {form.errors.events && <span className="error">{form.errors.events}</span>}
      </fieldset>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Add endpoint" pendingText="Adding…" />
      {created && (
        <div className="notice success" role="status">
          Deliveries to {created.url} are signed with this secret (Standard Webhooks). Verify the{" "}
          <code>webhook-signature</code> header with it:
          <SecretBox secret={created.secret} />
        </div>
      )}
    </form>
  );
}
