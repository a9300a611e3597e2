"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

export function RevokeKeyButton({ workspaceId, keyId, name }: { workspaceId: string; keyId: string; name: string }) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.settings.keys.revoke.mutate({ id: workspaceId, keyId })}
      done={`“${name}” revoked`}
      pendingText="Revoking…"
      confirm={{
        title: `Revoke “${name}”?`,
        body: "Requests with this key fail with 401 INVALID_API_KEY from now on. This cannot be undone.",
        confirmLabel: "Revoke key",
      }}
    >
      Revoke
    </ActionButton>
  );
}
