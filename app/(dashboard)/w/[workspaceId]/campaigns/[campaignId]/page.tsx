import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { RECIPIENT_STATES } from "@/server/campaigns/inputs";
import { dataModeOf, dataParam, ModeBadge } from "../../../../_components/data-mode";
import { formatDateTime } from "../../../../_components/format";
import { LiveRefresh } from "../../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../../_components/page-head";
import { StatusBadge } from "../../../../_components/status-badge";
import { CampaignActions } from "./campaign-actions";

export const metadata: Metadata = { title: "Campaign" };

type State = (typeof RECIPIENT_STATES)[number];

/** A CSV's name column, as the agent's variables hold it. */
const NAME_KEY = /^(name|full_?name|first_?name|contact)$/i;
const nameOf = (variables: Record<string, string> | null) =>
  Object.entries(variables ?? {}).find(([key]) => NAME_KEY.test(key))?.[1] ?? null;

interface Props {
  params: Promise<{ workspaceId: string; campaignId: string }>;
  searchParams: Promise<{ state?: string; cursor?: string; data?: string }>;
}

export default async function CampaignPage({ params, searchParams }: Props) {
  const { workspaceId, campaignId } = await params;
  const { state, cursor, data } = await searchParams;
  const mode = dataModeOf(data);
  const filter = RECIPIENT_STATES.includes(state as State) ? (state as State) : undefined;
  const base = `/w/${workspaceId}/campaigns/${campaignId}`;
  const query = (extra: Record<string, string> = {}) => `?${new URLSearchParams({ ...dataParam(mode), ...extra })}`;
  const api = serverApi(base);
  const [campaign, recipients] = await Promise.all([
    api.dashboard.campaign({ id: workspaceId, mode, campaignId }),
    api.dashboard.campaignRecipients({ id: workspaceId, mode, campaignId, state: filter, limit: 50, cursor }),
  ]);
  const zone = campaign.schedule.timezone === "callee" ? "the callee's time" : campaign.schedule.timezone;
  const callable = campaign.recipientCount - campaign.counts.skipped;
  const active = campaign.status === "running" || campaign.counts.calling > 0;
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/campaigns${mode === "test" ? "?data=test" : ""}`}>← Campaigns</Link>
      </p>
      <PageHead
        title={campaign.name}
        actions={
          <span className="actions-row">
            <LiveRefresh active={active} />
            <a
              className="btn"
              href={`/api/w/${workspaceId}/campaigns/${campaignId}/results.csv${mode === "test" ? "?data=test" : ""}`}
              download
            >
              Download results (CSV)
            </a>
            <CampaignActions workspaceId={workspaceId} campaignId={campaignId} mode={mode} status={campaign.status} />
          </span>
        }
      >
        <StatusBadge status={campaign.status} /> {mode === "test" && <ModeBadge mode="test" />}{" "}
        {campaign.recipientCount} recipient(s), {campaign.maxConcurrent} at once, {campaign.schedule.hours.start}–
        {campaign.schedule.hours.end} in {zone} on {campaign.schedule.days.join(", ")}
        {campaign.schedule.startAt && <>, starting {formatDateTime(campaign.schedule.startAt)}</>}, from{" "}
        {campaign.fromNumbers.join(", ")}.
        {campaign.estimatedEndAt && <> Expected to finish around {formatDateTime(campaign.estimatedEndAt)}.</>}
      </PageHead>
      <section className="card">
        <div
          className="progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(campaign.progress * 100)}
        >
          <div className="progress-bar" style={{ width: `${campaign.progress * 100}%` }} />
        </div>
        <p className="muted spaced-sm">
          {Math.round(campaign.progress * 100)}% of {callable} callable recipient(s) settled.
        </p>
        <div className="stats" data-testid="campaign-counts">
          {RECIPIENT_STATES.map((name) => (
            <Link
              key={name}
              className="stat"
              href={`${base}${query({ state: name })}`}
              aria-current={filter === name ? "page" : undefined}
            >
              <span className="muted">{name}</span> <strong data-state={name}>{campaign.counts[name]}</strong>
            </Link>
          ))}
        </div>
      </section>
      <section className="card table-wrap">
        <h2 className="flush-top">Recipients{filter ? `: ${filter}` : ""}</h2>
        {filter && (
          <p>
            <Link href={`${base}${mode === "test" ? "?data=test" : ""}`}>Show all</Link>
          </p>
        )}
        {recipients.items.length === 0 ? (
          <EmptyState title="No recipients here">None in this state.</EmptyState>
        ) : (
          <table className="table" aria-label="Recipients">
            <thead>
              <tr>
                <th>#</th>
                <th>Name</th>
                <th>To</th>
                <th>State</th>
                <th>Attempts</th>
                <th>Next attempt</th>
                <th>Last call</th>
              </tr>
            </thead>
            <tbody>
              {recipients.items.map((recipient) => (
                <tr key={recipient.id}>
                  <td className="muted">{recipient.position}</td>
                  <td>{nameOf(recipient.variables) ?? "—"}</td>
                  <td className="mono">{recipient.to}</td>
                  <td>
                    <StatusBadge status={recipient.state} />{" "}
                    {recipient.skipReason && <span className="muted">{recipient.skipReason.replaceAll("_", " ")}</span>}
                    {recipient.waitReason && (
                      <span className="muted" data-testid="wait-reason">
                        {recipient.waitReason}
                      </span>
                    )}
                  </td>
                  <td>{recipient.attempts}</td>
                  <td>{recipient.nextAttemptAt ? formatDateTime(recipient.nextAttemptAt) : "—"}</td>
                  <td>
                    {recipient.lastCallId ? (
                      <Link href={`/w/${workspaceId}/calls/${recipient.lastCallId}`}>View call</Link>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {recipients.nextCursor && (
          <p className="spaced">
            <Link href={`${base}${query({ ...(filter ? { state: filter } : {}), cursor: recipients.nextCursor })}`}>
              More recipients →
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
