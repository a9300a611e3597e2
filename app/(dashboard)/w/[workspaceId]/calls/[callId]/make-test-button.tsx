"use client";

import { useRouter } from "next/navigation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/** A new test of the call's agent whose script caller says what this callee said, in order; then its Tests tab. */
export function MakeTestButton(props: {
  workspaceId: string;
  agentId: string;
  callId: string;
  to: string;
  lines: string[];
}) {
  const { workspaceId, agentId, callId, to, lines } = props;
  const router = useRouter();
  return (
    <ActionButton
      action={async () => {
        await trpc.v1.agentTests.create.mutate({
          id: workspaceId,
          agentId,
          name: `From the call to ${to}`.slice(0, 100),
          caller: { script: lines.slice(0, 50).map((line) => line.slice(0, 2000)) },
          maxTurns: Math.min(50, lines.length + 1),
          variables: {},
          toolMocks: [],
          expectations: [],
        });
        router.push(`/w/${workspaceId}/agents/${agentId}/tests?from=${callId}`);
      }}
      done="Test created from this call"
      pendingText="Creating…"
    >
      Make a test from this call
    </ActionButton>
  );
}
