"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../_components/action-button";

// Whether steering (the call page's Transfer, POST …/calls/{callId}/transfer) may hand a call to
// any number, or only to its agent's transfer numbers (server/workspaces/transfers.ts).

export function TransferSettingForm({ workspaceId, anyNumber }: { workspaceId: string; anyNumber: boolean }) {
  return (
    <ActionButton
      action={() =>
        trpc.settings.workspace.setTransferToAnyNumber.mutate({ id: workspaceId, transferToAnyNumber: !anyNumber })
      }
      done={anyNumber ? "Transfers keep to each agent's numbers" : "Calls may be transferred to any number"}
      pendingText="Saving…"
    >
      {anyNumber ? "Keep transfers to each agent's numbers" : "Allow transfers to any number"}
    </ActionButton>
  );
}
