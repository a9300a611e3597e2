import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { givenChunkIds } from "@/server/knowledge/passages";
import { formatDateTime, formatRate } from "../../../../../../../_components/format";
import { LiveRefresh } from "../../../../../../../_components/live-refresh";
import { PageHead } from "../../../../../../../_components/page-head";
import { StatusBadge } from "../../../../../../../_components/status-badge";
import { Transcript } from "../../../../../../../_components/transcript";
import { CancelRun } from "../../test-actions";

export const metadata: Metadata = { title: "Test run" };

// One run of an agent's tests: its progress and counts, each test's pass rate, and each
// conversation with its transcript and the expectations that failed, with why.

export default async function TestRunPage({
  params,
}: {
  params: Promise<{ workspaceId: string; agentId: string; runId: string }>;
}) {
  const { workspaceId, agentId, runId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents/${agentId}/tests/runs/${runId}`);
  const [access, agent, { data: run }] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.agent({ id: workspaceId, agentId }),
    api.v1.agentTests.getRun({ id: workspaceId, agentId, runId }),
  ]);
  const passages = await api.dashboard.knowledgePassages({
    id: workspaceId,
    chunkIds: givenChunkIds(run.conversations.flatMap((conversation) => conversation.transcript)),
  });
  const pending = run.status === "queued" || run.status === "running";
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/agents/${agentId}/tests`}>← {agent.name}: tests</Link>
      </p>
      <PageHead
        title={`Test run of version ${run.agentVersion}`}
        actions={
          <div className="actions-row">
            <LiveRefresh active={pending} />
            <span data-testid="run-status">
              <StatusBadge status={run.status} />
            </span>
            {access.canManage && pending && <CancelRun workspaceId={workspaceId} agentId={agentId} runId={run.id} />}
          </div>
        }
      >
        <span className="mono">{run.id}</span> · {formatDateTime(run.createdAt)} · {run.iterations}{" "}
        {run.iterations === 1 ? "iteration" : "iterations"}
      </PageHead>

      <section className="card table-wrap">
        <div className="stats">
          <div className="stat" data-testid="run-pass-rate">
            <b>{formatRate(run.passRate)}</b>
            <span>pass rate</span>
          </div>
          <div className="stat">
            <b>{run.counts.passed}</b>
            <span>passed</span>
          </div>
          <div className="stat">
            <b>{run.counts.failed}</b>
            <span>failed</span>
          </div>
          <div className="stat">
            <b>{run.counts.errored}</b>
            <span>errored</span>
          </div>
          <div className="stat">
            <b>{run.counts.pending}</b>
            <span>to play</span>
          </div>
        </div>
        <table className="table spaced" aria-label="Pass rate per test">
          <thead>
            <tr>
              <th>Test</th>
              <th>Passed</th>
              <th>Failed</th>
              <th>Errored</th>
              <th>Pass rate</th>
            </tr>
          </thead>
          <tbody>
            {run.tests.map((test) => (
              <tr key={test.testId}>
                <td>{test.name}</td>
                <td>{test.passed}</td>
                <td>{test.failed}</td>
                <td>{test.errored}</td>
                <td>{formatRate(test.passRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {run.conversations.map((conversation) => {
        const failed = conversation.expectations.filter((result) => !result.passed);
        return (
          <section
            key={conversation.id}
            className="card"
            aria-label={`${conversation.testName}, iteration ${conversation.iteration}`}
          >
            <div className="between">
              <h2 className="flush-top">
                {conversation.testName}
                {run.iterations > 1 && <span className="muted"> · iteration {conversation.iteration}</span>}
              </h2>
              <span className="badges">
                <StatusBadge status={conversation.status} />
                {conversation.endedReason && (
                  <span className="badge">{conversation.endedReason.replace("_", " ")}</span>
                )}
              </span>
            </div>
            {conversation.error && (
              <p className="form-error" role="alert">
                {conversation.error}
              </p>
            )}
            {failed.length > 0 && (
              <ul className="notice" aria-label="Failed expectations">
                {failed.map((result, i) => (
                  <li key={i}>
                    <span className="mono">{result.expectation.type}</span>: {result.reason}
                  </li>
                ))}
              </ul>
            )}
            {conversation.transcript.length > 0 && (
              <details open={conversation.status !== "passed"}>
                <summary>Transcript</summary>
                <Transcript
                  turns={conversation.transcript}
                  agentName={agent.name}
                  calleeName="Caller"
                  passages={passages}
                />
              </details>
            )}
          </section>
        );
      })}
    </>
  );
}
