import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import type { ApiKeyView } from "@/server/keys/views";
import { ModeBadge } from "../../../_components/data-mode";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { CreateKey } from "./create-key";
import { KeyActions } from "./key-actions";

export const metadata: Metadata = { title: "API keys" };

/** When the key stops working, or why it no longer does. */
function Ends({ apiKey }: { apiKey: ApiKeyView }) {
  if (apiKey.status === "revoked") return <span className="badge red">revoked</span>;
  if (!apiKey.expiresAt) return <span className="muted">never</span>;
  return (
    <>
      {apiKey.status === "expired" && <span className="badge amber">expired</span>} {formatDateTime(apiKey.expiresAt)}
    </>
  );
}

/** What a roll changed: the successor names the secret it replaces and when that one stops. */
function RollNote({ apiKey }: { apiKey: ApiKeyView }) {
  const { rolledFrom } = apiKey;
  if (rolledFrom) {
    const stops = rolledFrom.revokedAt ?? rolledFrom.expiresAt;
    return (
      <small className="muted" data-testid="rolled-from">
        Replaces …{rolledFrom.last4}, which {rolledFrom.status === "active" ? "stops" : "stopped"} working{" "}
        {formatDateTime(stops)}
      </small>
    );
  }
  if (apiKey.rolledToId && apiKey.status !== "revoked")
    return <small className="muted">Rolled: a new key replaces it</small>;
  return null;
}

export default async function KeysPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/keys`);
  const [access, page] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.apiKeys.list({ id: workspaceId, limit: 100 }),
  ]);
  const keys = page.data.items;
  return (
    <>
      <PageHead title="API keys">
        Keys authenticate your integrations with <code>Authorization: Bearer svc_sk_live_…</code>. Give each integration
        its own key with only the scopes it needs. Roll a key to replace its secret without downtime: the old one keeps
        working until the time you choose.
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
                <th>Expires</th>
                <th>Last used</th>
                {access.canManage && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-key-id={key.id}>
                  <td>
                    <div>{key.name}</div>
                    <RollNote apiKey={key} />
                  </td>
                  <td className="mono unbroken">
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
                  <td data-testid="key-ends">
                    <Ends apiKey={key} />
                  </td>
                  <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : <span className="muted">never</span>}</td>
                  {access.canManage && (
                    <td>
                      {!key.revokedAt && (
                        <KeyActions workspaceId={workspaceId} apiKey={key} canRoll={!key.rolledToId} />
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
