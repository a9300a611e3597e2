"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

export function RemoveDncButton({
  workspaceId,
  entryId,
  phone,
}: {
  workspaceId: string;
  entryId: string;
  phone: string;
}) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.v1.doNotCall.remove.mutate({ id: workspaceId, entryId })}
      done={`${phone} can be called again`}
      confirm={{
        title: `Remove ${phone}?`,
        body: "Your agents will be able to call this number again.",
        confirmLabel: "Remove",
      }}
    >
      Remove
    </ActionButton>
  );
}
