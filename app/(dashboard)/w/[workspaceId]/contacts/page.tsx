import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { dataModeOf, dataParam, TestDataToggle } from "../../../_components/data-mode";
import { formatDateTime } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";

export const metadata: Metadata = { title: "Contacts" };

export default async function ContactsPage({
  params,
  searchParams,
}: {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<{ q?: string; cursor?: string; data?: string }>;
}) {
  const { workspaceId } = await params;
  const { q = "", cursor, data } = await searchParams;
  const mode = dataModeOf(data);
  const page = await serverApi(`/w/${workspaceId}/contacts`).dashboard.contacts({
    id: workspaceId,
    mode,
    search: q,
    limit: 100,
    cursor,
  });
  const contacts = page.items;
  return (
    <>
      <PageHead title="Contacts" actions={<TestDataToggle mode={mode} base={`/w/${workspaceId}/contacts`} />}>
        The people your agents call: created through <code>POST /v1/workspaces/{workspaceId}/contacts</code> or by
        click-to-call requests.
      </PageHead>
      <section className="card table-wrap">
        <form className="search actions-row" role="search">
          {mode === "test" && <input type="hidden" name="data" value="test" />}
          <input name="q" defaultValue={q} placeholder="Search by name, phone or email" aria-label="Search contacts" />
          <button type="submit">Search</button>
          {q && <Link href={mode === "test" ? "?data=test" : "?"}>Clear</Link>}
        </form>
        {contacts.length === 0 ? (
          <EmptyState title={q ? "No matches" : "No contacts yet"}>
            {q
              ? "No contact matches your search."
              : "Contacts appear when your integration creates them or a visitor asks for a callback."}
          </EmptyState>
        ) : (
          <table className="table" aria-label="Contacts">
            <thead>
              <tr>
                <th>Name</th>
                <th>Phone</th>
                <th>Email</th>
                <th>Calls</th>
                <th>Leads</th>
                <th>Added</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((contact) => (
                <tr key={contact.id}>
                  <td>
                    {/* The person's page reads and erases live data, as the settings UI acts. */}
                    {mode === "live" ? (
                      <Link href={`/w/${workspaceId}/contacts/${contact.id}`}>{contact.name ?? contact.phone}</Link>
                    ) : (
                      (contact.name ?? <span className="muted">—</span>)
                    )}
                  </td>
                  <td className="mono">{contact.phone}</td>
                  <td>{contact.email ?? <span className="muted">—</span>}</td>
                  <td>{contact.calls}</td>
                  <td>{contact._count.leads}</td>
                  <td>{formatDateTime(contact.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page.nextCursor && (
          <Link href={`?${new URLSearchParams({ ...(q ? { q } : {}), ...dataParam(mode), cursor: page.nextCursor })}`}>
            Next page →
          </Link>
        )}
      </section>
    </>
  );
}
