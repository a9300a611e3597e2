import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { PageHead } from "../../../../_components/page-head";
import { EraseContact } from "./erase-contact";

export const metadata: Metadata = { title: "Contact" };

// A live contact and everything svc holds about the person (GET …/personal-data), with their erasure.

export default async function ContactPage({ params }: { params: Promise<{ workspaceId: string; contactId: string }> }) {
  const { workspaceId, contactId } = await params;
  const api = serverApi(`/w/${workspaceId}/contacts/${contactId}`);
  const [{ data: contact }, access] = await Promise.all([
    api.v1.contacts.get({ id: workspaceId, contactId }),
    api.dashboard.access({ id: workspaceId }),
  ]);
  const { data: held } = await api.v1.erasures.personalData({ id: workspaceId, phone: contact.phone });
  const name = contact.name ?? contact.phone;
  return (
    <>
      <PageHead title={name}>
        <Link href={`/w/${workspaceId}/contacts`}>Contacts</Link> · <span className="mono">{contact.phone}</span>
      </PageHead>
      <section className="card">
        <h2>What svc holds about this person</h2>
        <p className="muted">
          {held.contacts.length} contact(s), {held.leads.length} lead(s), {held.calls.length} call(s),{" "}
          {held.campaignRecipients.length} campaign recipient(s). The same as{" "}
          <code>GET /v1/workspaces/{workspaceId}/personal-data?phone=…</code>.
        </p>
        <pre className="mono" aria-label="Personal data">
          {JSON.stringify(held, null, 2)}
        </pre>
        {access.canManage && <EraseContact workspaceId={workspaceId} contactId={contactId} name={name} />}
      </section>
    </>
  );
}
