import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { twilioConfigured } from "@/server/numbers/carrier-link";
import { PageHead } from "../../../../_components/page-head";
import { InboundForm, RotateRoutingSecretButton, SimulateInboundButton, SyncWithTwilioButton } from "./inbound-form";

export const metadata: Metadata = { title: "Number" };

/** What the carrier does with the number's calls, in words. */
function carrierLine(state: string | null, answering: boolean): string {
  if (!twilioConfigured()) return "Twilio is not configured: try the number's calls on the simulator below.";
  if (state === "connected") return "Twilio sends this number's calls to svc (its Voice URL points here).";
  if (state === "disconnected") return "Twilio no longer sends this number's calls to svc.";
  if (state === "not_found") return "This number is not in the Twilio account, so Twilio cannot send its calls here.";
  if (state?.startsWith("error"))
    return `Twilio could not be told where the calls go (${state.slice(7)}); svc retries a few times.`;
  return answering ? "Telling Twilio to send this number's calls here…" : "Give the number an agent to take calls.";
}

export default async function NumberPage({ params }: { params: Promise<{ workspaceId: string; numberId: string }> }) {
  const { workspaceId, numberId } = await params;
  const api = serverApi(`/w/${workspaceId}/numbers/${numberId}`);
  const [access, { data: number }, agents] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.numbers.get({ id: workspaceId, numberId }),
    api.dashboard.agents({ id: workspaceId }),
  ]);
  const answering = Boolean(number.inboundAgentId);
  return (
    <>
      <PageHead title={number.number}>
        {number.label ?? "A number of this workspace."} <Link href={`/w/${workspaceId}/numbers`}>All numbers</Link>
      </PageHead>
      <section className="card" aria-label="Incoming calls">
        <h2>Incoming calls</h2>
        <p data-testid="carrier-state">{carrierLine(number.carrierState, answering)}</p>
        {access.canManage && twilioConfigured() && (
          <p>
            <SyncWithTwilioButton
              workspaceId={workspaceId}
              numberId={number.id}
              settled={number.carrierState !== null}
            />
          </p>
        )}
        {access.canManage ? (
          <InboundForm
            workspaceId={workspaceId}
            number={number}
            agents={agents.map((agent) => ({ id: agent.id, name: agent.name }))}
          />
        ) : (
          <p>
            Answered by{" "}
            {agents.find((agent) => agent.id === number.inboundAgentId)?.name ?? <span className="muted">nobody</span>}.
          </p>
        )}
        {access.canManage && number.routingUrl && (
          <RotateRoutingSecretButton workspaceId={workspaceId} numberId={number.id} />
        )}
      </section>
      {answering && (
        <section className="card" aria-label="Try it">
          <h2>Try it</h2>
          <p>
            The simulator rings this number from a simulated caller: the agent answers (after the routing URL, if any),
            and the call&apos;s page shows the conversation live. It is a test call, never a real one.
          </p>
          <SimulateInboundButton workspaceId={workspaceId} to={number.number} />
        </section>
      )}
    </>
  );
}
