import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { dataModeOf, dataParam, TestDataToggle } from "../../../_components/data-mode";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { StatusBadge } from "../../../_components/status-badge";

export const metadata: Metadata = { title: "Leads" };

export default async function LeadsPage({
  params,
  searchParams,
}: {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<{ cursor?: string; data?: string }>;
}) {
  const { workspaceId } = await params;
  const { cursor, data } = await searchParams;
  const mode = dataModeOf(data);
  const page = await serverApi(`/w/${workspaceId}/leads`).dashboard.leads({
    id: workspaceId,
    mode,
    limit: 100,
    cursor,
  });
  const leads = page.items;
  return (
    <>
      <PageHead title="Leads" actions={<TestDataToggle mode={mode} base={`/w/${workspaceId}/leads`} />}>
        Visitors who asked for a callback through a click-to-call button, newest first.
      </PageHead>
      <section className="card table-wrap">
        {leads.length === 0 ? (
          <EmptyState title="No leads yet">
            Leads appear when visitors use a <Link href={`/w/${workspaceId}/sources`}>click-to-call button</Link> on
            your website.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Leads">
            <thead>
              <tr>
                <th>Name</th>
                <th>Phone</th>
                <th>Source</th>
                <th>Website</th>
                <th>Call</th>
                <th>When</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td>{lead.name ?? lead.contact.name ?? <span className="muted">—</span>}</td>
                  <td className="mono">{lead.contact.phone}</td>
                  <td>{lead.source?.name ?? <span className="muted">deleted source</span>}</td>
                  <td className="mono">{lead.origin ?? "—"}</td>
                  <td>
                    {lead.call ? (
                      <Link href={`/w/${workspaceId}/calls/${lead.call.id}`}>
                        <StatusBadge status={lead.call.status} />
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>{formatDateTime(lead.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page.nextCursor && (
          <Link href={`?${new URLSearchParams({ ...dataParam(mode), cursor: page.nextCursor })}`}>Next page →</Link>
        )}
      </section>
    </>
  );
}
