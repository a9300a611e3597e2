"use client";

import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";

export function DeleteAlertRule({ workspaceId, ruleId, name }: { workspaceId: string; ruleId: string; name: string }) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.v1.alertRules.delete.mutate({ id: workspaceId, ruleId })}
      done="Alert rule deleted"
      confirm={{
        title: `Delete ${name}?`,
        body: "It is no longer checked; a rule deleted while firing sends no alert.resolved.",
        confirmLabel: "Delete rule",
      }}
    >
      Delete
    </ActionButton>
  );
}
