import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { DestinationCountries } from "./destination-countries";
import { RemoveNumberButton } from "./remove-number-button";
import { NumberForm } from "./number-form";

export const metadata: Metadata = { title: "Caller numbers" };

export default async function NumbersPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/numbers`);
  const [access, numbers, destinations, agents] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.numbers({ id: workspaceId }),
    api.dashboard.destinations({ id: workspaceId }),
    api.dashboard.agents({ id: workspaceId }),
  ]);
  const agentName = (agentId: string | null) => agents.find((agent) => agent.id === agentId)?.name;
  return (
    <>
      <PageHead title="Caller numbers">
        The numbers your calls come from (a call&apos;s <code>from</code> must be one of these, so nobody can spoof a
        caller id), and that your agents answer: open a number to give it an agent.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>Add a number</h2>
          <NumberForm workspaceId={workspaceId} />
        </section>
      )}
      <section className="card table-wrap">
        {numbers.length === 0 ? (
          <EmptyState title="No caller numbers yet">
            Add the number your agents should call from; then pick it as an agent&apos;s default.
          </EmptyState>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th>Number</th>
                <th>Label</th>
                <th>Default for</th>
                <th>Answered by</th>
                <th>Added</th>
                {access.canManage && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {numbers.map((number) => (
                <tr key={number.id}>
                  <td className="mono">
                    <Link href={`/w/${workspaceId}/numbers/${number.id}`}>{number.number}</Link>
                  </td>
                  <td>{number.label ?? <span className="muted">—</span>}</td>
                  <td>{number.agentCount} agent(s)</td>
                  <td>{agentName(number.inboundAgentId) ?? <span className="muted">—</span>}</td>
                  <td>{formatDateTime(number.createdAt)}</td>
                  {access.canManage && (
                    <td>
                      <RemoveNumberButton workspaceId={workspaceId} numberId={number.id} number={number.number} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card">
        <h2>Countries you may call</h2>
        <DestinationCountries workspaceId={workspaceId} {...destinations} canManage={access.canManage} />
      </section>
    </>
  );
}
