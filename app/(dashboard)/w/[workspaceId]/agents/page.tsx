import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { AgentForm } from "./agent-form";
import { AgentCard } from "./agent-row";

export const metadata: Metadata = { title: "Agents" };

export default async function AgentsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents`);
  const [access, agents, numbers, connections, toolPage] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.agents({ id: workspaceId }),
    api.dashboard.numbers({ id: workspaceId }),
    api.dashboard.llmConnections({ id: workspaceId }),
    api.v1.tools.list({ id: workspaceId, limit: 100 }),
  ]);
  const tools = toolPage.data.items.map(({ id, name, description }) => ({ id, name, description }));
  return (
    <>
      <PageHead title="Agents">The voice agents that place your calls: how they sound, what they say first, and what they are told to do.</PageHead>
      {access.canManage && (
        <section className="card">
          <h2>New agent</h2>
          <AgentForm workspaceId={workspaceId} numbers={numbers} connections={connections} tools={tools} />
        </section>
      )}
      {agents.length === 0 ? (
        <EmptyState title="No agents yet">
          Create an agent above, then <Link href={`/w/${workspaceId}/keys`}>create an API key</Link> and place a call with its id.
        </EmptyState>
      ) : (
        agents.map((agent) => (
          <AgentCard
            key={agent.id}
            workspaceId={workspaceId}
            numbers={numbers}
            connections={connections}
            tools={tools}
            canManage={access.canManage}
            agent={{ ...agent, callerNumber: agent.defaultCallerNumber?.number ?? null }}
          />
        ))
      )}
    </>
  );
}
