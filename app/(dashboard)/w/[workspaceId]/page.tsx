import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { env } from "@/server/env";
import { CopyButton } from "../../_components/copy-button";
import { formatDateTime } from "../../_components/format";
import { PageHead } from "../../_components/page-head";
import { StatusBadge } from "../../_components/status-badge";
import { DefaultCountryForm } from "./default-country-form";
import { PrivacyForm } from "./privacy-form";
import { TransferSettingForm } from "./transfer-setting-form";
import { quickStartCurl } from "./quick-start";
import { RetentionForm } from "./retention-form";
import { retentionText } from "./retention-text";
import { TimeZoneForm } from "./time-zone-form";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}`);
  const [
    access,
    { stats, testCalls, recent, setup, defaultCountry, transferToAnyNumber },
    { data: settings },
    privacy,
  ] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.overview({ id: workspaceId }),
    api.v1.workspaceSettings.get({ id: workspaceId }),
    api.v1.privacy.get({ id: workspaceId }),
  ]);
  const { keyCount, numberCount, firstAgentId } = setup;
  const peak = Math.max(1, ...stats.daily.map((d) => d.count));
  const snippet = quickStartCurl(env.APP_URL, workspaceId, firstAgentId ?? "agt_…");
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
          <h2>
            Calls, last 30 days: {stats.total} live ·{" "}
            <Link href={`/w/${workspaceId}/calls?data=test`} data-testid="test-calls">
              {testCalls} test {testCalls === 1 ? "call" : "calls"}
            </Link>
          </h2>
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
          <p className="muted">
            Days in {stats.timeZone}. <Link href={`/w/${workspaceId}/analytics`}>Analytics</Link>: outcomes, success
            rate, response times, cost and calls in flight over time.
          </p>
          {access.canManage && <TimeZoneForm workspaceId={workspaceId} timeZone={stats.timeZone} />}
          <p className="muted">Numbers written without + and a country code are read in {defaultCountry}.</p>
          {access.canManage && <DefaultCountryForm workspaceId={workspaceId} defaultCountry={defaultCountry} />}
          <p className="muted">
            Redacted from what callers say before it is stored: {privacy.data.redact.join(", ") || "nothing"}.
          </p>
          {access.canManage && <PrivacyForm workspaceId={workspaceId} redact={privacy.data.redact} />}
          <p className="muted" data-testid="transfer-setting">
            {transferToAnyNumber
              ? "A member or an API key may transfer a call in progress to any number."
              : "A member or an API key may transfer a call in progress only to its agent's transfer numbers."}
          </p>
          {access.canManage && <TransferSettingForm workspaceId={workspaceId} anyNumber={transferToAnyNumber} />}
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
        <h2>Retention</h2>
        <p className="muted">
          Calls keep {retentionText(settings.retention)}; an agent may keep its calls&apos; for less. Past that, an
          hourly run removes them (the call itself, its times, duration, usage and counts stay).
        </p>
        {access.canManage && <RetentionForm workspaceId={workspaceId} retention={settings.retention} />}
      </section>

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
