"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import type { CallerNumberView } from "@/server/numbers/numbers";
import { callerNumberChanges } from "@/server/numbers/inputs";
import { ActionButton } from "../../../../_components/action-button";
import { LiveRefresh } from "../../../../_components/live-refresh";
import { SecretBox } from "../../webhooks/secret-box";

const readInbound = (data: FormData) => ({
  inboundAgentId: data.get("inboundAgentId") || null,
  routingUrl: data.get("routingUrl") ?? "",
  routingTimeoutMs: Number(data.get("routingTimeoutMs")),
});

function ShownOnce({ secret }: { secret: string }) {
  return (
    <div className="spaced-sm" data-testid="routing-secret">
      <p>The routing secret, shown only now: verify each routing request&apos;s signature with it.</p>
      <SecretBox secret={secret} />
    </div>
  );
}

/** The agent that answers the number, and the routing URL asked first. */
export function InboundForm(props: {
  workspaceId: string;
  number: CallerNumberView;
  agents: { id: string; name: string }[];
}) {
  const { workspaceId, number, agents } = props;
  const [secret, setSecret] = useState<string | null>(null);
  const form = useZodForm({
    schema: callerNumberChanges,
    read: readInbound,
    submit: (changes) => trpc.v1.numbers.update.mutate({ id: workspaceId, numberId: number.id, ...changes }),
    done: "Number saved",
    onSuccess: ({ data }) => setSecret(data.routingSecret ?? null),
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Incoming calls">
      <Field
        label="Answered by"
        name="inboundAgentId"
        error={form.errors.inboundAgentId}
        control={
          <select name="inboundAgentId" defaultValue={number.inboundAgentId ?? ""}>
            <option value="">Nobody: the number takes no calls</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        }
      />
      <div className="row">
        <Field
          label="Routing URL (optional)"
          name="routingUrl"
          type="url"
          placeholder="https://example.com/svc/route"
          defaultValue={number.routingUrl ?? ""}
          error={form.errors.routingUrl}
          hint="Asked which agent and variables to use before each call is answered; slow or failing, the agent above answers."
        />
        <Field
          label="Routing timeout (ms)"
          name="routingTimeoutMs"
          type="number"
          min={500}
          max={5000}
          step={100}
          defaultValue={number.routingTimeoutMs}
          error={form.errors.routingTimeoutMs}
        />
      </div>
      {secret && <ShownOnce secret={secret} />}
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Save" pendingText="Saving…" />
    </form>
  );
}

export function RotateRoutingSecretButton({ workspaceId, numberId }: { workspaceId: string; numberId: string }) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <ActionButton
        action={async () => {
          const { data } = await trpc.v1.numbers.rotateRoutingSecret.mutate({ id: workspaceId, numberId });
          setSecret(data.routingSecret ?? null);
        }}
        done="Routing secret rotated"
        confirm={{
          title: "Rotate the routing secret?",
          body: "Requests are signed with the new secret at once: update your routing endpoint right away.",
          confirmLabel: "Rotate",
        }}
      >
        Rotate routing secret
      </ActionButton>
      {secret && <ShownOnce secret={secret} />}
    </>
  );
}

/**
 * Tells Twilio again where the number's calls go (a number given its agent before Twilio was
 * configured was never told); the page follows the sync until Twilio has answered (`settled`).
 */
export function SyncWithTwilioButton(props: { workspaceId: string; numberId: string; settled: boolean }) {
  const { workspaceId, numberId, settled } = props;
  const [asked, setAsked] = useState(false);
  return (
    <>
      <ActionButton
        action={async () => {
          await trpc.v1.numbers.sync.mutate({ id: workspaceId, numberId });
          setAsked(true);
        }}
        done="Asked Twilio where this number's calls go"
        pendingText="Syncing…"
      >
        Sync with Twilio
      </ActionButton>
      <LiveRefresh active={asked && !settled} seconds={1} />
    </>
  );
}

/** Rings the number on the simulator, then opens the call's live page. */
export function SimulateInboundButton({ workspaceId, to }: { workspaceId: string; to: string }) {
  const router = useRouter();
  return (
    <ActionButton
      className="primary"
      action={async () => {
        const { data } = await trpc.v1.calls.simulateInbound.mutate({ id: workspaceId, to });
        router.push(`/w/${workspaceId}/calls/${data.callId}`);
      }}
      done="Ringing…"
      pendingText="Ringing…"
    >
      Simulate an incoming call
    </ActionButton>
  );
}
