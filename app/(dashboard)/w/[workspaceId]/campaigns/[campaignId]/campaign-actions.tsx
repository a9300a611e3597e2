"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/** Pause, resume and cancel, as the campaign's status allows. */
export function CampaignActions({
  workspaceId,
  campaignId,
  status,
}: {
  workspaceId: string;
  campaignId: string;
  status: string;
}) {
  const input = { id: workspaceId, campaignId };
  return (
    <span className="actions-row">
      {(status === "running" || status === "scheduled") && (
        <ActionButton
          action={() => trpc.v1.campaigns.pause.mutate(input)}
          done="Campaign paused"
          pendingText="Pausing…"
        >
          Pause
        </ActionButton>
      )}
      {status === "paused" && (
        <ActionButton
          action={() => trpc.v1.campaigns.resume.mutate(input)}
          done="Campaign resumed"
          pendingText="Resuming…"
        >
          Resume
        </ActionButton>
      )}
      {["scheduled", "running", "paused"].includes(status) && (
        <ActionButton
          className="danger"
          action={() => trpc.v1.campaigns.cancel.mutate(input)}
          done="Campaign canceled"
          pendingText="Canceling…"
          confirm={{
            title: "Cancel this campaign?",
            body: "Recipients not yet called will not be called. Calls in progress finish.",
            confirmLabel: "Cancel campaign",
          }}
        >
          Cancel campaign
        </ActionButton>
      )}
    </span>
  );
}
