import type { Metadata } from "next";
import type { CallView } from "@/server/calls/schemas";
import type { Transfer } from "@/server/calls/transfer-schema";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { isOpen } from "@/server/calls/statuses";
import { ModeBadge } from "../../../../_components/data-mode";
import { formatDateTime, formatTime } from "../../../../_components/format";
import { LiveRefresh } from "../../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../../_components/page-head";
import { StatusBadge } from "../../../../_components/status-badge";
import { Transcript } from "../../../../_components/transcript";
import { callFiguresView } from "@/server/metering/figures";
import { CallFigures } from "./call-figures";
import { LiveCall } from "./live-call";
import { MakeTestButton } from "./make-test-button";
import { ReplayForm } from "./replay-form";
import { ReplayTurns } from "./replay-view";
import { PurgedNotice } from "./purged-notice";
import { recordingConsentText } from "./recording-consent-text";
import type { RecordingConsent } from "@/server/calls/recording-consent";
import { callPurgedOf } from "@/server/privacy/retention";

export const metadata: Metadata = { title: "Call" };

function transferLine(transfer: Transfer): string {
  const by =
    transfer.by.kind === "member" ? transfer.by.email : transfer.by.kind === "apiKey" ? "an API key" : "the agent";
  const outcome = transfer.reason ? `${transfer.status} (${transfer.reason.replaceAll("_", " ")})` : transfer.status;
  return `${transfer.mode} to ${transfer.to}, ${outcome}, by ${by}`;
}

export default async function CallPage({ params }: { params: Promise<{ workspaceId: string; callId: string }> }) {
  const { workspaceId, callId } = await params;
  const api = serverApi(`/w/${workspaceId}/calls/${callId}`);
  const [access, { call, transcript, passages, analysis, deliveries }] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.callDetail({ id: workspaceId, callId }),
  ]);
  const routing = call.routing as CallView["routing"];
  const calleeLines = transcript.filter((turn) => turn.role === "user").map((turn) => turn.text);
  const live = isOpen(call.status);
  const purged = callPurgedOf(call.purged);
  const consent = call.recordingConsent as RecordingConsent | null;
  const replayable = !live && transcript.length > 0 && !purged?.transcriptAt;
  const [versions, replays] = replayable
    ? await Promise.all([
        api.v1.agents.versions({ id: workspaceId, agentId: call.agent.id, limit: 100 }),
        api.v1.replays.list({ id: workspaceId, callId, limit: 1 }),
      ])
    : [null, null];
  const latestReplay = replays?.data.items[0] ?? null;
  const replayPending = latestReplay?.status === "queued" || latestReplay?.status === "running";
  const deliveriesPending = deliveries.some((delivery) => delivery.status === "pending");
  const analysisPending = Boolean(call.answeredAt) && !analysis;
  // An inbound call's other party rang in: the caller, not a callee.
  const inbound = call.direction === "inbound";
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/calls`}>← Calls</Link>
      </p>
      <PageHead
        title={inbound ? `Call from ${call.from} to ${call.to}` : `Call to ${call.to}`}
        actions={
          <div className="actions-row">
            <LiveRefresh active={live || deliveriesPending || analysisPending || replayPending} />
            {access.canManage && replayable && calleeLines.length > 0 && (
              <MakeTestButton workspaceId={workspaceId} agentId={call.agent.id} callId={call.id} />
            )}
            <span data-testid="call-status">
              <StatusBadge status={call.status} />
            </span>
          </div>
        }
      >
        <span className="mono">{call.id}</span>
      </PageHead>

      <div className="grid-2">
        <section className="card">
          <h2>Details</h2>
          <table className="table">
            <tbody>
              <tr>
                <th>Created</th>
                <td>{formatDateTime(call.createdAt)}</td>
              </tr>
              <tr>
                <th>Direction</th>
                <td data-testid="call-direction">
                  {inbound ? "Inbound: the caller rang one of your numbers" : "Outbound"}
                </td>
              </tr>
              <tr>
                <th>From</th>
                <td className="mono">{call.from}</td>
              </tr>
              {routing && (
                <tr>
                  <th>Routing</th>
                  <td data-testid="call-routing">
                    {routing.status === "ok" ? "Answered" : `${routing.status}: the number's own agent answered`} in{" "}
                    {routing.latencyMs} ms
                  </td>
                </tr>
              )}
              <tr>
                <th>Agent</th>
                <td>
                  <Link href={`/w/${workspaceId}/agents/${call.agent.id}`}>{call.agent.name}</Link>
                  {call.agentVersion !== null && <span className="muted"> · version {call.agentVersion}</span>}
                </td>
              </tr>
              <tr>
                <th>Mode</th>
                <td>
                  <ModeBadge mode={call.mode} />
                </td>
              </tr>
              <tr>
                <th>{inbound ? "Answered by" : "Placed by"}</th>
                <td>
                  {call.source
                    ? `Click-to-call: ${call.source.name}`
                    : call.apiKey
                      ? `API key ${call.apiKey.name} (${call.apiKey.prefix}…${call.apiKey.last4})`
                      : "—"}
                </td>
              </tr>
              {call.campaign && (
                <tr>
                  <th>Campaign</th>
                  <td>
                    <Link
                      href={`/w/${workspaceId}/campaigns/${call.campaign.id}${call.mode === "test" ? "?data=test" : ""}`}
                      data-testid="call-campaign"
                    >
                      {call.campaign.name}
                    </Link>{" "}
                    <span className="muted">· attempt {call.campaignAttempt}</span>
                  </td>
                </tr>
              )}
              <tr>
                <th>Contact</th>
                <td>{call.contact ? (call.contact.name ?? call.contact.id) : "—"}</td>
              </tr>
              <tr>
                <th>Duration</th>
                <td>{call.durationSec != null ? `${call.durationSec}s` : "—"}</td>
              </tr>
              {call.endedReason && (
                <tr>
                  <th>Why it ended</th>
                  <td data-testid="ended-reason">{call.endedReason.replaceAll("_", " ")}</td>
                </tr>
              )}
              {call.transfer && (
                <tr>
                  <th>Transfer</th>
                  <td data-testid="call-transfer">{transferLine(call.transfer as Transfer)}</td>
                </tr>
              )}
              {call.failureReason && (
                <tr>
                  <th>Failure</th>
                  <td>{call.failureReason}</td>
                </tr>
              )}
              {call.answeredBy && (
                <tr>
                  <th>Answered by</th>
                  <td>{call.answeredBy.replaceAll("_", " ")}</td>
                </tr>
              )}
              {consent && (
                <tr>
                  <th>Recording consent</th>
                  <td>{recordingConsentText(consent)}</td>
                </tr>
              )}
              {call.recordingUrl && (
                <tr>
                  <th>Recording</th>
                  <td>
                    <a href={call.recordingUrl} target="_blank" rel="noreferrer">
                      Listen
                    </a>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
        <section className="card">
          <h2>Timeline</h2>
          <ol className="timeline" aria-label="Status timeline">
            <li>
              <StatusBadge status="queued" /> <span className="muted">{formatTime(call.createdAt)}</span>
            </li>
            {call.events
              .filter((event) => event.status !== "queued")
              .map((event) => (
                <li key={event.id}>
                  <StatusBadge status={event.status} /> <span className="muted">{formatTime(event.occurredAt)}</span>
                </li>
              ))}
          </ol>
        </section>
      </div>

      {purged && <PurgedNotice purged={purged} />}

      <section className="card">
        <h2>Usage and cost</h2>
        <CallFigures {...callFiguresView(call)} live={live} />
      </section>

      <section className="card">
        <h2>Analysis</h2>
        {!analysis ? (
          <p className="muted flush">{live ? "Ready when the call ends." : "No analysis for this call."}</p>
        ) : analysis.error ? (
          <p className="flush" role="alert">
            The analysis failed: {analysis.error}
          </p>
        ) : (
          <>
            <p className="flush">{analysis.summary}</p>
            {analysis.successful !== null && (
              <p>
                Successful: <strong>{analysis.successful ? "yes" : "no"}</strong>
              </p>
            )}
            {analysis.structuredData && (
              <dl className="structured-data" aria-label="Structured data">
                {Object.entries(analysis.structuredData).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value === null ? "—" : typeof value === "object" ? JSON.stringify(value) : String(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </section>

      <section className="card">
        <h2>Transcript</h2>
        {live ? (
          // Said as it is said, from the call's live stream; the stored transcript once it ends.
          <LiveCall
            workspaceId={workspaceId}
            callId={call.id}
            mode={call.mode}
            agentName={call.agent.name}
            transferNumbers={call.agent.transferNumbers}
            canSteer={access.canManage}
          />
        ) : purged?.transcriptAt ? (
          <p className="muted flush">Removed by retention ({purged.transcriptDays} days).</p>
        ) : transcript.length ? (
          <Transcript
            turns={transcript}
            agentName={call.agent.name}
            calleeName={inbound ? "Caller" : "Callee"}
            passages={passages}
          />
        ) : (
          <p className="muted flush">No transcript: nobody spoke.</p>
        )}
      </section>

      {replayable && access.canManage && versions?.data.items.length ? (
        <section className="card table-wrap" aria-labelledby="replay-title">
          <h2 id="replay-title">Replay against version…</h2>
          <ReplayForm
            workspaceId={workspaceId}
            callId={call.id}
            versions={versions.data.items.map((version) => version.version)}
          />
          {latestReplay && <ReplayTurns replay={latestReplay} />}
        </section>
      ) : null}

      <section className="card table-wrap">
        <h2>Webhook deliveries</h2>
        {deliveries.length === 0 ? (
          <EmptyState title="No deliveries">
            Events of this call are sent to your <Link href={`/w/${workspaceId}/webhooks`}>webhook endpoints</Link>;
            none were subscribed.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Webhook deliveries">
            <thead>
              <tr>
                <th>Event</th>
                <th>Endpoint</th>
                <th>Status</th>
                <th>Attempts</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td className="mono">{delivery.event.type}</td>
                  <td className="mono">{delivery.endpoint.url}</td>
                  <td>
                    <StatusBadge status={delivery.status} />
                  </td>
                  <td>
                    {delivery.attempts.map((attempt) => (
                      <div key={attempt.id} className="muted">
                        #{attempt.attemptNumber} {attempt.statusCode ?? attempt.error ?? "—"} · {attempt.durationMs} ms
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
