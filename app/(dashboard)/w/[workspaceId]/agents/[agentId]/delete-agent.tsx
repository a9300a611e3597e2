"use client";

import { useRouter } from "next/navigation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/** Deletes the agent (refused while calls or a click-to-call source reference it), then shows the list. */
export function DeleteAgent({ workspaceId, agentId, name }: { workspaceId: string; agentId: string; name: string }) {
  const router = useRouter();
  return (
    <ActionButton
      className="danger"
      action={async () => {
        await trpc.v1.agents.delete.mutate({ id: workspaceId, agentId });
        router.push(`/w/${workspaceId}/agents`);
      }}
      done="Agent deleted"
      confirm={{
        title: `Delete ${name}?`,
        body: "Calls can no longer be placed with this agent. Agents that placed calls are kept for the history.",
        confirmLabel: "Delete agent",
      }}
    >
      Delete
    </ActionButton>
  );
}
