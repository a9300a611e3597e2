import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime } from "../../../_components/format";
import { LiveRefresh } from "../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { StatusBadge } from "../../../_components/status-badge";
import { CallsInFlightForm } from "./calls-in-flight-form";
import { CreateCampaign } from "./create-campaign";

export const metadata: Metadata = { title: "Campaigns" };

interface Props {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<{ cursor?: string }>;
}

export default async function CampaignsPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  const { cursor } = await searchParams;
  const api = serverApi(`/w/${workspaceId}/campaigns`);
  const [page, agents, defaultCountry, capacity] = await Promise.all([
    api.v1.campaigns.list({ id: workspaceId, limit: 25, cursor }),
    api.dashboard.agents({ id: workspaceId }),
    api.dashboard.defaultCountry({ id: workspaceId }),
    api.dashboard.callsInFlight({ id: workspaceId }),
  ]);
  const campaigns = page.data.items;
  const base = `/w/${workspaceId}/campaigns`;
  return (
    <>
      <PageHead
        title="Campaigns"
        actions={<LiveRefresh active={campaigns.some((c) => c.status === "running")} seconds={3} />}
      >
        Calls to a list of people, each inside their calling hours, a few at a time, with retries.
      </PageHead>
      <section className="card table-wrap">
        {campaigns.length === 0 ? (
          <EmptyState title="No campaigns yet">
            Upload a CSV below, or <code>POST /v1/workspaces/{workspaceId}/campaigns</code>.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Campaigns">
            <thead>
              <tr>
                <th>Name</th>
                <th>Status</th>
                <th>Progress</th>
                <th>Recipients</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <td>
                    <Link href={`${base}/${campaign.id}`}>{campaign.name}</Link>
                  </td>
                  <td>
                    <StatusBadge status={campaign.status} />
                  </td>
                  <td>{Math.round(campaign.progress * 100)}%</td>
                  <td>{campaign.recipientCount}</td>
                  <td>{formatDateTime(campaign.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page.data.nextCursor && (
          <p className="spaced">
            <Link href={`${base}?cursor=${page.data.nextCursor}`}>Older campaigns →</Link>
          </p>
        )}
      </section>
      <section className="card">
        <h2 className="flush-top">New campaign</h2>
        {agents.length ? (
          <CreateCampaign
            workspaceId={workspaceId}
            agents={agents.map(({ id, name }) => ({ id, name }))}
            defaultCountry={defaultCountry}
          />
        ) : (
          <p className="muted">Create an agent first.</p>
        )}
      </section>
      <section className="card">
        <h2 className="flush-top">Capacity</h2>
        <CallsInFlightForm workspaceId={workspaceId} {...capacity} />
      </section>
    </>
  );
}
