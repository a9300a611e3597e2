"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { callsInFlightInput } from "@/server/campaigns/inputs";

/** The workspace's limit of calls in flight; campaigns keep off its last 20 %. */
export function CallsInFlightForm({
  workspaceId,
  maxCallsInFlight,
  campaignShare,
}: {
  workspaceId: string;
  maxCallsInFlight: number;
  campaignShare: number;
}) {
  const form = useZodForm({
    schema: callsInFlightInput,
    submit: (input) => trpc.settings.campaigns.setCallsInFlight.mutate({ id: workspaceId, ...input }),
    done: (saved) => `Up to ${saved.maxCallsInFlight} calls in flight, ${saved.campaignShare} for campaigns`,
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Calls in flight">
      <Field
        label="Calls in flight (workspace)"
        name="maxCallsInFlight"
        type="number"
        min={1}
        max={1000}
        defaultValue={maxCallsInFlight}
        error={form.errors.maxCallsInFlight}
        hint={`Shared by campaigns and single calls. Campaigns use at most ${campaignShare}: the rest stays free for calls placed through the API and click-to-call.`}
      />
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save limit" pendingText="Saving…" />
    </form>
  );
}
