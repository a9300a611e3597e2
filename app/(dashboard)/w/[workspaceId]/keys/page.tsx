import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { ModeBadge } from "../../../_components/data-mode";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { CreateKey } from "./create-key";
import { RevokeKeyButton } from "./revoke-key-button";

export const metadata: Metadata = { title: "API keys" };

export default async function KeysPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/keys`);
  const [access, keys] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.keys({ id: workspaceId }),
  ]);
  return (
    <>
      <PageHead title="API keys">
        Keys authenticate your integrations with <code>Authorization: Bearer svc_sk_live_…</code>. Give each integration
        its own key with only the scopes it needs.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>Create a key</h2>
          <CreateKey workspaceId={workspaceId} />
        </section>
      )}
      <section className="card table-wrap">
        {keys.length === 0 ? (
          <EmptyState title="No API keys yet">
            Create a key with the <code>calls:write</code> scope to place your first call.
          </EmptyState>
        ) : (
          <table className="table" aria-label="API keys">
            <thead>
              <tr>
                <th>Name</th>
                <th>Key</th>
                <th>Scopes</th>
                <th>Mode</th>
                <th>Created</th>
                <th>Last used</th>
                {access.canManage && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td className="mono">
                    {key.prefix}…{key.last4}
                  </td>
                  <td>
                    {key.scopes.map((scope) => (
                      <span key={scope} className="badge gap">
                        {scope}
                      </span>
                    ))}
                  </td>
                  <td>
                    <ModeBadge mode={key.mode} />
                  </td>
                  <td>{formatDateTime(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : <span className="muted">never</span>}</td>
                  {access.canManage && (
                    <td>
                      {key.revokedAt ? (
                        <span className="badge red">revoked</span>
                      ) : (
                        <RevokeKeyButton workspaceId={workspaceId} keyId={key.id} name={key.name} />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
