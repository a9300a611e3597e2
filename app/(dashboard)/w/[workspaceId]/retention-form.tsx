"use client";

import { FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import type { Retention } from "@/server/privacy/retention";
import { workspaceSettingsPatch } from "@/server/workspaces/settings";
import { readRetention, RetentionFields } from "./retention-fields";
import { retentionText } from "./retention-text";

// How long the workspace's calls keep what they hold; the hourly retention run removes the rest.

export function RetentionForm({ workspaceId, retention }: { workspaceId: string; retention: Retention }) {
  const form = useZodForm({
    schema: workspaceSettingsPatch,
    read: (data) => ({ retention: readRetention(data) }),
    submit: (input) => trpc.v1.workspaceSettings.update.mutate({ id: workspaceId, ...input }),
    done: ({ data }) => `Calls now keep ${retentionText(data.retention)}`,
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Retention">
      <RetentionFields value={retention} issues={form.issues} hint="1 to 3,650; empty keeps them" />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save retention" pendingText="Saving…" />
    </form>
  );
}
