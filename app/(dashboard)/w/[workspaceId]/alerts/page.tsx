import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { METRIC_LABELS } from "@/server/alerts/inputs";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { StatusBadge } from "../../../_components/status-badge";
import { AlertRuleForm } from "./alert-form";
import { DeleteAlertRule } from "./delete-rule";

export const metadata: Metadata = { title: "Alerts" };

export default async function AlertsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/alerts`);
  const [access, rules, agents, campaigns] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.alertRules.list({ id: workspaceId, limit: 100 }),
    api.dashboard.agents({ id: workspaceId }),
    api.dashboard.campaigns({ id: workspaceId, limit: 100 }),
  ]);
  const names = new Map([...agents, ...campaigns.items].map((item) => [item.id, item.name]));
  return (
    <>
      <PageHead title="Alerts">
        Rules svc checks every minute against your calls. When one starts to hold, your webhook endpoints get{" "}
        <code>alert.triggered</code>; when it stops, <code>alert.resolved</code>: once per crossing.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>New rule</h2>
          <AlertRuleForm
            workspaceId={workspaceId}
            agents={agents.map(({ id, name }) => ({ id, name }))}
            campaigns={campaigns.items.map(({ id, name }) => ({ id, name }))}
          />
        </section>
      )}
      {rules.data.items.length === 0 ? (
        <EmptyState title="No alert rules yet">
          Create one for a failure rate, slow answers or cost, then add a webhook endpoint to hear about it.
        </EmptyState>
      ) : (
        <section className="card">
          <div className="table-wrap">
            <table className="table" aria-label="Alert rules">
              <thead>
                <tr>
                  <th>Rule</th>
                  <th>Condition</th>
                  <th>State</th>
                  <th>Last triggered</th>
                  <th>Last resolved</th>
                  {access.canManage && <th aria-label="Actions" />}
                </tr>
              </thead>
              <tbody>
                {rules.data.items.map((rule) => (
                  <tr key={rule.id}>
                    <td>
                      {rule.name}
                      <div className="muted">
                        {[rule.agentId, rule.campaignId]
                          .filter((id) => id !== null)
                          .map((id) => names.get(id) ?? id)
                          .join(" · ") || "Whole workspace"}
                        {rule.mode === "test" && " · test calls"}
                      </div>
                    </td>
                    <td>
                      {METRIC_LABELS[rule.metric]} {rule.comparator} {rule.threshold}
                      <div className="muted">
                        over {rule.windowMinutes} min{rule.minCalls !== null && `, at least ${rule.minCalls} calls`}
                      </div>
                    </td>
                    <td>
                      <StatusBadge status={rule.state} />
                      <div className="muted">
                        {rule.crossings} crossing{rule.crossings === 1 ? "" : "s"}
                        {rule.lastValue !== null && `, last at ${rule.lastValue}`}
                      </div>
                    </td>
                    <td>{rule.lastTriggeredAt ? formatDateTime(rule.lastTriggeredAt) : "never"}</td>
                    <td>{rule.lastResolvedAt ? formatDateTime(rule.lastResolvedAt) : "never"}</td>
                    {access.canManage && (
                      <td>
                        <DeleteAlertRule workspaceId={workspaceId} ruleId={rule.id} name={rule.name} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
