import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { AddDncForm, ImportDncForm } from "./dnc-forms";
import { RemoveDncButton } from "./remove-dnc-button";

export const metadata: Metadata = { title: "Do-not-call" };

interface Props {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<{ q?: string; cursor?: string }>;
}

export default async function DoNotCallPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  const { q = "", cursor } = await searchParams;
  const api = serverApi(`/w/${workspaceId}/do-not-call`);
  const [access, list] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.doNotCall({ id: workspaceId, search: q, limit: 50, cursor }),
  ]);
  return (
    <>
      <PageHead title="Do-not-call">
        Numbers your agents never call. API calls to them are refused with <code>NUMBER_BLOCKED</code>; click-to-call
        requests are recorded as blocked and never dialed.
      </PageHead>
      {access.canManage && (
        <div className="grid-2">
          <section className="card">
            <h2>Add a number</h2>
            <AddDncForm workspaceId={workspaceId} />
          </section>
          <section className="card">
            <h2>Import a CSV</h2>
            <ImportDncForm workspaceId={workspaceId} />
          </section>
        </div>
      )}
      <section className="card table-wrap">
        <form className="search actions-row" role="search">
          <input
            name="q"
            defaultValue={q}
            placeholder="Search numbers or reasons"
            aria-label="Search the do-not-call list"
          />
          <button type="submit">Search</button>
          {q && <Link href="?">Clear</Link>}
        </form>
        {list.items.length === 0 ? (
          <EmptyState title={q ? "No matches" : "The list is empty"}>
            {q
              ? "No number or reason matches your search."
              : "Add numbers of people who asked not to be called, or import a CSV."}
          </EmptyState>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th>Number</th>
                <th>Reason</th>
                <th>Added</th>
                {access.canManage && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="mono">{entry.phone}</td>
                  <td>{entry.reason ?? <span className="muted">—</span>}</td>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  {access.canManage && (
                    <td>
                      <RemoveDncButton workspaceId={workspaceId} entryId={entry.id} phone={entry.phone} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.nextCursor && (
          <nav className="actions-row spaced" aria-label="Pages">
            <Link href={`?${new URLSearchParams({ ...(q ? { q } : {}), cursor: list.nextCursor })}`}>Next page →</Link>
          </nav>
        )}
      </section>
    </>
  );
}
