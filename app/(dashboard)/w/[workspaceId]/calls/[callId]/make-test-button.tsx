"use client";

import { useRouter } from "next/navigation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/**
 * Saves the call as a test of its agent (POST …/agent-tests/from-call): the callee's words as its
 * script, the call's tool results as its mocks, how it ended as its expectations; then its Tests tab.
 */
export function MakeTestButton(props: { workspaceId: string; agentId: string; callId: string }) {
  const { workspaceId, agentId, callId } = props;
  const router = useRouter();
  return (
    <ActionButton
      action={async () => {
        await trpc.v1.agentTests.fromCall.mutate({ id: workspaceId, callId });
        router.push(`/w/${workspaceId}/agents/${agentId}/tests?from=${callId}`);
      }}
      done="Test saved from this call"
      pendingText="Saving…"
    >
      Save as test
    </ActionButton>
  );
}
