import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime, formatRate } from "../../../../../_components/format";
import { LiveRefresh } from "../../../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../../../_components/page-head";
import { StatusBadge } from "../../../../../_components/status-badge";
import { AgentTabs } from "../agent-tabs";
import { RunAllTests, TestActions } from "./test-actions";
import { TestForm } from "./test-form";

export const metadata: Metadata = { title: "Agent tests" };

// The agent's Tests tab: its tests (created and edited here), "Run all tests", and its runs with
// their progress and pass rates (docs/voice-agent.md "Agent tests").

export default async function AgentTestsPage({
  params,
}: {
  params: Promise<{ workspaceId: string; agentId: string }>;
}) {
  const { workspaceId, agentId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents/${agentId}/tests`);
  const [access, agent, tests, runs, connections, versions] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.agent({ id: workspaceId, agentId }),
    api.v1.agentTests.list({ id: workspaceId, agentId, limit: 100 }),
    api.v1.agentTests.runs({ id: workspaceId, agentId, limit: 20 }),
    api.dashboard.llmConnections({ id: workspaceId }),
    api.v1.agents.versions({ id: workspaceId, agentId, limit: 100 }),
  ]);
  const pending = runs.data.items.some((run) => run.status === "queued" || run.status === "running");
  const picks = connections.map(({ id, name }) => ({ id, name }));
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/agents`}>← Agents</Link>
      </p>
      <PageHead title={agent.name} actions={<LiveRefresh active={pending} />}>
        Scenarios a simulated caller plays against a version of the agent (the current one is {agent.version}), and what
        must hold after each.
      </PageHead>
      <AgentTabs workspaceId={workspaceId} agentId={agentId} current="tests" />

      <section className="card table-wrap" aria-labelledby="runs-title">
        <h2 id="runs-title">Runs</h2>
        {access.canManage && tests.data.items.length > 0 && (
          <RunAllTests
            workspaceId={workspaceId}
            agentId={agentId}
            current={agent.version}
            versions={versions.data.items.map(({ version }) => version)}
          />
        )}
        {runs.data.items.length === 0 ? (
          <EmptyState title="No runs yet">Run all tests to see how this version does.</EmptyState>
        ) : (
          <table className="table" aria-label="Test runs">
            <thead>
              <tr>
                <th>Run</th>
                <th>Status</th>
                <th>Version</th>
                <th>Iterations</th>
                <th>Passed</th>
                <th>Failed</th>
                <th>Errored</th>
                <th>Pass rate</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.items.map((run) => (
                <tr key={run.id}>
                  <td className="mono">
                    <Link href={`/w/${workspaceId}/agents/${agentId}/tests/runs/${run.id}`}>{run.id}</Link>
                  </td>
                  <td>
                    <StatusBadge status={run.status} />
                    {run.counts.pending > 0 && (
                      <span className="muted">
                        {" "}
                        {run.counts.total - run.counts.pending} of {run.counts.total}
                      </span>
                    )}
                  </td>
                  <td>{run.agentVersion}</td>
                  <td>{run.iterations}</td>
                  <td>{run.counts.passed}</td>
                  <td>{run.counts.failed}</td>
                  <td>{run.counts.errored}</td>
                  <td>{formatRate(run.passRate)}</td>
                  <td>{formatDateTime(run.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card" aria-labelledby="tests-title">
        <h2 id="tests-title">Tests</h2>
        {tests.data.items.length === 0 ? (
          <EmptyState title="No tests yet">
            A test is what a caller says (or who they are), and what the agent must do: end the call, call a tool, say
            or never say something, or what a judge model decides.
          </EmptyState>
        ) : (
          <ul className="stack" aria-label="Tests">
            {tests.data.items.map((test) => (
              <li key={test.id} className="card">
                <div className="between">
                  <strong>{test.name}</strong>
                  <span className="muted">
                    {test.caller.script ? `${test.caller.script.length} lines` : "persona"} · {test.expectations.length}{" "}
                    expectations
                  </span>
                </div>
                {access.canManage && (
                  <TestActions workspaceId={workspaceId} agentId={agentId} connections={picks} test={test} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {access.canManage && (
        <section className="card" aria-labelledby="new-test-title">
          <h2 id="new-test-title">New test</h2>
          <TestForm workspaceId={workspaceId} agentId={agentId} connections={picks} />
        </section>
      )}
    </>
  );
}
