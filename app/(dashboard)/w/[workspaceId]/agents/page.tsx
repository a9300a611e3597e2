import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { EmptyState, PageHead } from "../../../_components/page-head";

export const metadata: Metadata = { title: "Agents" };

export default async function AgentsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents`);
  const [access, agents] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.agents({ id: workspaceId }),
  ]);
  const base = `/w/${workspaceId}/agents`;
  return (
    <>
      <PageHead
        title="Agents"
        actions={
          access.canManage && (
            <Link className="btn primary" href={`${base}/new`}>
              New agent
            </Link>
          )
        }
      >
        The voice agents that place your calls: how they sound, what they say first, and what they are told to do. Open
        one to change it, test it and see its versions and calls.
      </PageHead>
      <section className="card table-wrap">
        {agents.length === 0 ? (
          <EmptyState title="No agents yet">
            {access.canManage ? <Link href={`${base}/new`}>Create an agent</Link> : "An admin creates agents"}, then{" "}
            <Link href={`/w/${workspaceId}/keys`}>create an API key</Link> and place a call with its id.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Agents">
            <thead>
              <tr>
                <th>Name</th>
                <th>Brain</th>
                <th>Language</th>
                <th>Version</th>
                <th>Calls</th>
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.id}>
                  <td>
                    <Link href={`${base}/${agent.id}`}>{agent.name}</Link>
                    <div className="muted mono">{agent.id}</div>
                  </td>
                  <td>{agent.brain === "llm" ? "LLM" : "Script"}</td>
                  <td>{agent.language}</td>
                  <td>{agent.version}</td>
                  <td>
                    {agent.liveCalls}
                    {agent.calls > agent.liveCalls && (
                      <span className="muted"> + {agent.calls - agent.liveCalls} test</span>
                    )}
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
