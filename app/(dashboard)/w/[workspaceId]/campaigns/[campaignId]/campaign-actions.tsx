"use client";

import { trpc } from "@/app/_components/trpc";
import { ACTIVE_CAMPAIGN_STATUSES, PLACING_CAMPAIGN_STATUSES } from "@/server/campaigns/statuses";
import type { ApiKeyMode, CampaignStatus } from "@/server/db/generated/enums";
import { ActionButton } from "../../../../_components/action-button";

/** Pause, resume and cancel, as the campaign's status allows. */
export function CampaignActions({
  workspaceId,
  campaignId,
  mode,
  status,
}: {
  workspaceId: string;
  campaignId: string;
  mode: ApiKeyMode;
  status: CampaignStatus;
}) {
  const move = (verb: "pause" | "resume" | "cancel") => () =>
    trpc.settings.campaigns.move.mutate({ id: workspaceId, mode, campaignId, verb });
  return (
    <span className="actions-row">
      {ACTIVE_CAMPAIGN_STATUSES.includes(status) && (
        <ActionButton action={move("pause")} done="Campaign paused" pendingText="Pausing…">
          Pause
        </ActionButton>
      )}
      {status === "paused" && (
        <ActionButton action={move("resume")} done="Campaign resumed" pendingText="Resuming…">
          Resume
        </ActionButton>
      )}
      {PLACING_CAMPAIGN_STATUSES.includes(status) && (
        <ActionButton
          className="danger"
          action={move("cancel")}
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
