import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { RESPONSE_SNIPPET_BYTES } from "@/server/webhooks/delivery";
import { formatDateTime } from "../../../_components/format";
import { LiveRefresh } from "../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { StatusBadge } from "../../../_components/status-badge";
import { EndpointActions, RedeliverButton } from "./endpoint-actions";
import { EndpointForm } from "./endpoint-form";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/webhooks`);
  const [access, list] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.webhookEndpoints.list({ id: workspaceId, limit: 100 }),
  ]);
  const endpoints = list.data.items;
  const logs = await Promise.all(
    endpoints.map(
      async (endpoint) =>
        (await api.v1.webhookEndpoints.deliveries({ id: workspaceId, endpointId: endpoint.id, limit: 10 })).data.items,
    ),
  );
  const pending = logs.some((log) => log.some((delivery) => delivery.status === "pending"));
  return (
    <>
      <PageHead title="Webhooks" actions={<LiveRefresh active={pending} />}>
        svc POSTs events (a call completed, a summary is ready, a lead came in) to your endpoints, signed per Standard
        Webhooks, retrying for up to a day.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>Add an endpoint</h2>
          <EndpointForm workspaceId={workspaceId} />
        </section>
      )}
      {endpoints.length === 0 ? (
        <EmptyState title="No endpoints yet">
          Add the URL of your receiver, then send a test event to check it answers 2xx.
        </EmptyState>
      ) : (
        endpoints.map((endpoint, index) => (
          <section key={endpoint.id} className="card" aria-label={endpoint.url}>
            <div className="page-head compact">
              <div>
                <h2 className="flush mono">
                  {endpoint.url}{" "}
                  {endpoint.enabled ? (
                    <span className="badge green">enabled</span>
                  ) : (
                    <span className="badge">paused</span>
                  )}
                </h2>
                <p className="muted flush">
                  {endpoint.description ?? "No description"} ·{" "}
                  {endpoint.events.length ? endpoint.events.join(", ") : "all events"}
                </p>
              </div>
            </div>
            {access.canManage && <EndpointActions workspaceId={workspaceId} endpoint={endpoint} />}
            <h3 className="subhead">Recent deliveries</h3>
            {logs[index].length === 0 ? (
              <p className="muted">Nothing delivered yet. Send a test event to try the endpoint.</p>
            ) : (
              <div className="table-wrap">
                <table className="table" aria-label={`Deliveries to ${endpoint.url}`}>
                  <thead>
                    <tr>
                      <th>Event</th>
                      <th>Status</th>
                      <th>Attempts</th>
                      <th>Created</th>
                      {access.canManage && <th aria-label="Actions" />}
                    </tr>
                  </thead>
                  <tbody>
                    {logs[index].map((delivery) => (
                      <tr key={delivery.id}>
                        <td className="mono">{delivery.event.type}</td>
                        <td>
                          <StatusBadge status={delivery.status} />
                          {delivery.status === "pending" && delivery.nextAttemptAt && (
                            <div className="muted">next try {formatDateTime(delivery.nextAttemptAt)}</div>
                          )}
                        </td>
                        <td>
                          {delivery.attempts.length === 0 && <span className="muted">not tried yet</span>}
                          {delivery.attempts.map((attempt) => (
                            <details key={attempt.id} data-testid="attempt">
                              <summary>
                                #{attempt.attemptNumber}: {attempt.statusCode ?? "no response"} in {attempt.durationMs}{" "}
                                ms
                              </summary>
                              <div className="muted">{formatDateTime(attempt.startedAt)}</div>
                              {attempt.error && <div className="form-error">{attempt.error}</div>}
                              {attempt.responseSnippet && (
                                <>
                                  <div className="muted">
                                    The answer&apos;s first {RESPONSE_SNIPPET_BYTES / 1024} KiB:
                                  </div>
                                  <pre className="snippet">{attempt.responseSnippet}</pre>
                                </>
                              )}
                            </details>
                          ))}
                        </td>
                        <td>{formatDateTime(delivery.createdAt)}</td>
                        {access.canManage && (
                          <td>
                            <RedeliverButton workspaceId={workspaceId} deliveryId={delivery.id} />
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        ))
      )}
    </>
  );
}
