import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime } from "../../../../_components/format";
import { EmptyState, PageHead } from "../../../../_components/page-head";
import { StatusBadge } from "../../../../_components/status-badge";
import { AgentForm } from "../agent-form";
import { pickable } from "../tool-choices";
import { TestPanel } from "../test-panel";
import { AgentTabs } from "./agent-tabs";
import { AgentTools } from "./agent-tools";
import { DeleteAgent } from "./delete-agent";
import { ExperimentsSection } from "./experiments-section";
import { VersionDiff } from "./version-diff";

export const metadata: Metadata = { title: "Agent" };

export default async function AgentPage({ params }: { params: Promise<{ workspaceId: string; agentId: string }> }) {
  const { workspaceId, agentId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents/${agentId}`);
  const [access, agent, versions, record, numbers, connections, toolPage, passRates, knowledgeBases, experiments] =
    await Promise.all([
      api.dashboard.access({ id: workspaceId }),
      api.dashboard.agent({ id: workspaceId, agentId }),
      api.v1.agents.versions({ id: workspaceId, agentId, limit: 100 }),
      api.dashboard.agentCalls({ id: workspaceId, agentId }),
      api.dashboard.numbers({ id: workspaceId }),
      api.dashboard.llmConnections({ id: workspaceId }),
      api.v1.tools.list({ id: workspaceId, limit: 100 }),
      api.dashboard.agentTestPassRates({ id: workspaceId, agentId }),
      api.v1.knowledgeBases.list({ id: workspaceId, limit: 100 }),
      api.v1.experiments.list({ id: workspaceId, agentId, limit: 1 }),
    ]);
  const tools = pickable(toolPage.data.items);
  const byId = <T extends { id: string }>(items: T[], name: (item: T) => string) =>
    Object.fromEntries(items.map((item) => [item.id, name(item)]));
  const names = {
    numbers: byId(numbers, (n) => n.number),
    connections: byId(connections, (c) => c.name),
    tools: byId(tools, (t) => t.name),
    knowledgeBases: byId(knowledgeBases.data.items, (kb) => kb.name),
  };
  const rate = record.successRate === null ? "—" : `${Math.round(record.successRate * 100)}%`;
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/agents`}>← Agents</Link>
      </p>
      <PageHead
        title={agent.name}
        actions={access.canManage && <DeleteAgent workspaceId={workspaceId} agentId={agent.id} name={agent.name} />}
      >
        <span className="mono">{agent.id}</span> · version <span data-testid="agent-version">{agent.version}</span> ·
        from {agent.defaultCallerNumber?.number ?? "— (no default caller number)"}
      </PageHead>
      <AgentTabs workspaceId={workspaceId} agentId={agent.id} current="settings" />

      <section className="card" aria-labelledby="settings-title">
        <h2 id="settings-title">Settings</h2>
        {access.canManage ? (
          // Keyed by version: after a save (or someone else's), the form shows what is stored.
          <AgentForm
            key={agent.version}
            workspaceId={workspaceId}
            numbers={numbers}
            connections={connections}
            tools={tools}
            knowledgeBases={knowledgeBases.data.items}
            agent={agent}
          />
        ) : (
          <p className="muted flush">Only admins change agents. “{agent.firstMessage}”</p>
        )}
      </section>

      <section className="card" aria-labelledby="test-title">
        <h2 id="test-title">Test</h2>
        <TestPanel workspaceId={workspaceId} agentId={agent.id} />
      </section>

      <AgentTools agent={agent} tools={tools} />

      <section className="card" aria-labelledby="versions-title">
        <h2 id="versions-title">Versions</h2>
        {/* A new version compares with the one before it again. */}
        <VersionDiff key={agent.version} versions={versions.data.items} passRates={passRates} names={names} />
      </section>

      <ExperimentsSection
        workspaceId={workspaceId}
        agentId={agent.id}
        latest={experiments.data.items[0]}
        versions={versions.data.items.map((item) => item.version)}
        currentVersion={agent.version}
        canManage={access.canManage}
      />

      <section className="card table-wrap" aria-labelledby="calls-title">
        <h2 id="calls-title">Recent calls</h2>
        <div className="stats">
          <div className="stat">
            <b>{record.calls}</b>
            <span>calls</span>
          </div>
          {record.testCalls > 0 && (
            <div className="stat">
              <b>{record.testCalls}</b>
              <span>test calls</span>
            </div>
          )}
          <div className="stat" data-testid="success-rate">
            <b>{rate}</b>
            <span>
              successful ({record.successful} of {record.judged} judged)
            </span>
          </div>
        </div>
        {record.recent.length === 0 ? (
          <EmptyState title="No calls yet">
            Calls this agent places show here, with the version of its settings each one ran with
            {record.testCalls > 0 && (
              <>
                {" "}
                (its test calls are under <Link href={`/w/${workspaceId}/calls?data=test`}>Calls, Test calls</Link>)
              </>
            )}
            .
          </EmptyState>
        ) : (
          <table className="table spaced" aria-label="Recent calls">
            <thead>
              <tr>
                <th>Status</th>
                <th>To</th>
                <th>Version</th>
                <th>Successful</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {record.recent.map((call) => (
                <tr key={call.id}>
                  <td>
                    <StatusBadge status={call.status} />
                  </td>
                  <td className="mono">
                    <Link href={`/w/${workspaceId}/calls/${call.id}`}>{call.to}</Link>
                  </td>
                  <td>{call.agentVersion ?? "—"}</td>
                  <td>{call.analysis?.successful == null ? "—" : call.analysis.successful ? "Yes" : "No"}</td>
                  <td>{formatDateTime(call.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
