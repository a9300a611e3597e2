"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

export function RemoveNumberButton({
  workspaceId,
  numberId,
  number,
}: {
  workspaceId: string;
  numberId: string;
  number: string;
}) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.v1.numbers.delete.mutate({ id: workspaceId, numberId })}
      done={`${number} removed`}
      confirm={{
        title: `Remove ${number}?`,
        body: "Agents that use it as their default will need a `from` on each call.",
        confirmLabel: "Remove number",
      }}
    >
      Remove
    </ActionButton>
  );
}
