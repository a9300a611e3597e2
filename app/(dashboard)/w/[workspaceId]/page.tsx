import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { env } from "@/server/env";
import { CopyButton } from "../../_components/copy-button";
import { formatDateTime } from "../../_components/format";
import { PageHead } from "../../_components/page-head";
import { StatusBadge } from "../../_components/status-badge";
import { DefaultCountryForm } from "./default-country-form";
import { TimeZoneForm } from "./time-zone-form";

export const metadata: Metadata = { title: "Overview" };

function quickStart(workspaceId: string, agentId: string) {
  return `curl -X POST ${new URL(`/v1/workspaces/${workspaceId}/calls/originate-manual`, env.APP_URL)} \\
  -H "Authorization: Bearer $SVC_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"agentId": "${agentId}", "to": "+14155552671"}'`;
}

export default async function OverviewPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}`);
  const [access, { stats, recent, setup, defaultCountry }] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.overview({ id: workspaceId }),
  ]);
  const { keyCount, numberCount, firstAgentId } = setup;
  const peak = Math.max(1, ...stats.daily.map((d) => d.count));
  const snippet = quickStart(workspaceId, firstAgentId ?? "agt_…");
  const steps = [
    { done: numberCount > 0, label: "Add a caller number", href: "numbers" },
    { done: Boolean(firstAgentId), label: "Create an agent", href: "agents" },
    { done: keyCount > 0, label: "Create an API key with calls:write", href: "keys" },
  ];
  return (
    <>
      <PageHead title={access.workspace.name}>
        Workspace id <span className="mono">{workspaceId}</span>
      </PageHead>

      <div className="grid-2">
        <section className="card">
          <h2>Calls, last 30 days: {stats.total}</h2>
          <div
            className="chart"
            role="img"
            aria-label={`Calls per day over the last 30 days, ${stats.total} in total, at most ${peak} a day`}
          >
            {stats.daily.map((d) => (
              <div
                key={d.day}
                className="bar"
                style={{ height: `${(d.count / peak) * 100}%` }}
                title={`${d.day}: ${d.count}`}
              />
            ))}
          </div>
          <div className="chart-axis">
            <span>{stats.daily[0].day}</span>
            <span>today</span>
          </div>
          <p className="muted">Days in {stats.timeZone}.</p>
          {access.canManage && <TimeZoneForm workspaceId={workspaceId} timeZone={stats.timeZone} />}
          <p className="muted">Numbers written without + and a country code are read in {defaultCountry}.</p>
          {access.canManage && <DefaultCountryForm workspaceId={workspaceId} defaultCountry={defaultCountry} />}
        </section>
        <section className="card">
          <h2>By status</h2>
          {stats.byStatus.length === 0 ? (
            <p className="muted">No calls in the last 30 days.</p>
          ) : (
            <div className="breakdown">
              {stats.byStatus.map((row) => (
                <div key={row.status}>
                  <StatusBadge status={row.status} />
                  <span className="track">
                    <span className="fill" style={{ width: `${(row.count / stats.total) * 100}%` }} />
                  </span>
                  <span>{row.count}</span>
                </div>
              ))}
            </div>
          )}
        </section>
      </div>

      <section className="card">
        <h2>Quick start</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.href}>
              {step.done ? "✓ " : ""}
              <Link href={`/w/${workspaceId}/${step.href}`}>{step.label}</Link>
            </li>
          ))}
          <li>Place a call:</li>
        </ol>
        <pre className="snippet">{snippet}</pre>
        <CopyButton text={snippet} label="Copy command" />
      </section>

      <section className="card table-wrap">
        <h2>Recent calls</h2>
        {recent.items.length === 0 ? (
          <p className="muted">No calls yet: run the command above.</p>
        ) : (
          <table className="table">
            <tbody>
              {recent.items.map((call) => (
                <tr key={call.id}>
                  <td>
                    <StatusBadge status={call.status} />
                  </td>
                  <td className="mono">
                    <Link href={`/w/${workspaceId}/calls/${call.id}`}>{call.to}</Link>
                  </td>
                  <td>{formatDateTime(call.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Link href={`/w/${workspaceId}/calls`}>All calls →</Link>
      </section>
    </>
  );
}
