"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

export function RevokeInvitationButton({
  workspaceId,
  invitationId,
  email,
}: {
  workspaceId: string;
  invitationId: string;
  email: string;
}) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.settings.team.revokeInvitation.mutate({ id: workspaceId, invitationId })}
      done={`Invitation for ${email} revoked`}
      confirm={{
        title: `Revoke the invitation for ${email}?`,
        body: "The link stops working.",
        confirmLabel: "Revoke",
      }}
    >
      Revoke
    </ActionButton>
  );
}
