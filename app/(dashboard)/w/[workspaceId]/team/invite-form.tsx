"use client";

import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { inviteInput } from "@/server/auth/schemas";
import { CopyButton } from "../../../_components/copy-button";

export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const [sent, setSent] = useState<{ email: string; link: string; emailed: boolean } | null>(null);
  const form = useZodForm({
    schema: inviteInput,
    submit: async (input) => ({
      email: input.email,
      ...(await trpc.settings.team.invite.mutate({ id: workspaceId, ...input })),
    }),
    done: (result) => (result.emailed ? `Invitation emailed to ${result.email}` : "Invitation created: share the link"),
    onSuccess: (result, element) => {
      setSent(result);
      element.reset();
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Invite a teammate">
      <div className="row">
        <Field label="Email" name="email" type="email" placeholder="teammate@example.com" error={form.errors.email} />
        <Field
          label="Role"
          name="role"
          error={form.errors.role}
          control={
            <select name="role" defaultValue="member">
              <option value="member">Member: sees everything, changes nothing</option>
              <option value="admin">Admin: manages keys, agents and settings</option>
            </select>
          }
        />
      </div>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Send invitation" pendingText="Inviting…" />
      {sent && (
        <div className="notice success" role="status">
          {sent.emailed
            ? `We emailed ${sent.email} a link. You can also share it yourself:`
            : `No mail server is configured: send ${sent.email} this link (valid 7 days):`}
          <div className="secret spaced-sm">
            <code data-testid="invite-link">{sent.link}</code>
            <CopyButton text={sent.link} />
          </div>
        </div>
      )}
    </form>
  );
}
