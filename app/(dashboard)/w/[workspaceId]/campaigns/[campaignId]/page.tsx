import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { RECIPIENT_STATES } from "@/server/campaigns/inputs";
import { formatDateTime } from "../../../../_components/format";
import { LiveRefresh } from "../../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../../_components/page-head";
import { StatusBadge } from "../../../../_components/status-badge";
import { CampaignActions } from "./campaign-actions";

export const metadata: Metadata = { title: "Campaign" };

type State = (typeof RECIPIENT_STATES)[number];

interface Props {
  params: Promise<{ workspaceId: string; campaignId: string }>;
  searchParams: Promise<{ state?: string; cursor?: string }>;
}

export default async function CampaignPage({ params, searchParams }: Props) {
  const { workspaceId, campaignId } = await params;
  const { state, cursor } = await searchParams;
  const filter = RECIPIENT_STATES.includes(state as State) ? (state as State) : undefined;
  const base = `/w/${workspaceId}/campaigns/${campaignId}`;
  const api = serverApi(base);
  const [{ data: campaign }, { data: recipients }] = await Promise.all([
    api.v1.campaigns.get({ id: workspaceId, campaignId }),
    api.v1.campaigns.recipients({ id: workspaceId, campaignId, state: filter, limit: 50, cursor }),
  ]);
  const callable = campaign.recipientCount - campaign.counts.skipped;
  const active = campaign.status === "running" || campaign.counts.calling > 0;
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/campaigns`}>← Campaigns</Link>
      </p>
      <PageHead
        title={campaign.name}
        actions={
          <span className="actions-row">
            <LiveRefresh active={active} />
            <a className="btn" href={`/api/w/${workspaceId}/campaigns/${campaignId}/results.csv`} download>
              Download results (CSV)
            </a>
            <CampaignActions workspaceId={workspaceId} campaignId={campaignId} status={campaign.status} />
          </span>
        }
      >
        <StatusBadge status={campaign.status} /> {campaign.recipientCount} recipient(s), {campaign.maxConcurrent} at
        once, {campaign.schedule.hours.start}–{campaign.schedule.hours.end} in the callee&apos;s time.
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
              href={`${base}?state=${name}`}
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
            <Link href={base}>Show all</Link>
          </p>
        )}
        {recipients.items.length === 0 ? (
          <EmptyState title="No recipients here">None in this state.</EmptyState>
        ) : (
          <table className="table" aria-label="Recipients">
            <thead>
              <tr>
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
                  <td className="mono">{recipient.to}</td>
                  <td>
                    <StatusBadge status={recipient.state} />{" "}
                    {recipient.skipReason && <span className="muted">{recipient.skipReason.replaceAll("_", " ")}</span>}
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
            <Link
              href={`${base}?${new URLSearchParams({ ...(filter ? { state: filter } : {}), cursor: recipients.nextCursor })}`}
            >
              More recipients →
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
