"use client";

import { useState } from "react";
import { useMutation } from "@/app/_components/mutation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../_components/action-button";
import { SecretBox } from "./secret-box";

interface Props {
  workspaceId: string;
  endpoint: { id: string; url: string; enabled: boolean };
}

/** Admin actions on one endpoint: secret reveal and rotation, test event, pause, delete. */
export function EndpointActions({ workspaceId, endpoint }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const ref = { id: workspaceId, endpointId: endpoint.id };
  const reveal = useMutation(() => trpc.settings.webhooks.revealSecret.query(ref), {
    toastError: true,
    refresh: false,
  });

  return (
    <div className="stack">
      <div className="actions-row">
        <button
          type="button"
          disabled={reveal.pending}
          onClick={() => (secret ? setSecret(null) : reveal.run(undefined, setSecret))}
        >
          {secret ? "Hide secret" : reveal.pending ? "Revealing…" : "Reveal secret"}
        </button>
        <ActionButton
          action={async () => setSecret((await trpc.v1.webhookEndpoints.rotateSecret.mutate(ref)).data.secret)}
          done="Secret rotated: the old one keeps signing for 24 hours"
          pendingText="Rotating…"
          confirm={{
            title: "Rotate the signing secret?",
            body: "Deliveries are signed with the new secret from now on, and also with the old one for 24 hours so your receiver can switch over.",
            confirmLabel: "Rotate secret",
          }}
        >
          Rotate secret
        </ActionButton>
        <ActionButton
          action={() => trpc.v1.webhookEndpoints.sendTest.mutate(ref)}
          done="Test event sent: watch the delivery log"
          pendingText="Sending…"
        >
          Send test event
        </ActionButton>
        <ActionButton
          action={() => trpc.v1.webhookEndpoints.update.mutate({ ...ref, enabled: !endpoint.enabled })}
          done={endpoint.enabled ? "Endpoint paused" : "Endpoint resumed"}
        >
          {endpoint.enabled ? "Pause" : "Resume"}
        </ActionButton>
        <ActionButton
          className="danger"
          action={() => trpc.v1.webhookEndpoints.delete.mutate(ref)}
          done="Endpoint deleted"
          confirm={{
            title: `Delete ${endpoint.url}?`,
            body: "No more events are delivered to it; its delivery log is deleted too.",
            confirmLabel: "Delete endpoint",
          }}
        >
          Delete
        </ActionButton>
      </div>
      {secret && <SecretBox secret={secret} />}
    </div>
  );
}

export function RedeliverButton({ workspaceId, deliveryId }: { workspaceId: string; deliveryId: string }) {
  return (
    <ActionButton
      action={() => trpc.v1.webhookEndpoints.redeliver.mutate({ id: workspaceId, deliveryId })}
      done="Redelivery queued"
      pendingText="Queuing…"
    >
      Redeliver
    </ActionButton>
  );
}
