import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatBytes, formatDateTime } from "../../../../_components/format";
import { LiveRefresh } from "../../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../../_components/page-head";
import { StatusBadge } from "../../../../_components/status-badge";
import { DeleteDocument, DeleteKnowledgeBase } from "./delete-buttons";
import { DocumentForms } from "./document-forms";
import { SearchBox } from "./search-box";

export const metadata: Metadata = { title: "Knowledge base" };

export default async function KnowledgeBasePage({
  params,
}: {
  params: Promise<{ workspaceId: string; kbId: string }>;
}) {
  const { workspaceId, kbId } = await params;
  const api = serverApi(`/w/${workspaceId}/knowledge/${kbId}`);
  const [access, base, documents] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.knowledgeBases.get({ id: workspaceId, kbId }),
    api.v1.knowledgeBases.listDocuments({ id: workspaceId, kbId, limit: 100 }),
  ]);
  const items = documents.data.items;
  const processing = items.some((document) => document.status === "processing");
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/knowledge`}>← Knowledge</Link>
      </p>
      <PageHead
        title={base.data.name}
        actions={
          <div className="actions-row">
            <LiveRefresh active={processing} />
            {access.canManage && <DeleteKnowledgeBase workspaceId={workspaceId} base={base.data} />}
          </div>
        }
      >
        <span className="mono">{base.data.id}</span> · {base.data.language} ·{" "}
        {base.data.embeddingModel ? `hybrid search (${base.data.embeddingModel})` : "lexical search"}
      </PageHead>

      {access.canManage && (
        <section className="card">
          <h2>Add documents</h2>
          <DocumentForms workspaceId={workspaceId} kbId={kbId} />
        </section>
      )}

      <section className="card table-wrap">
        <h2>Documents</h2>
        {items.length === 0 ? (
          <EmptyState title="No documents yet">
            Upload a PDF, DOCX, Markdown, HTML or text file, paste a text, or give a URL.
          </EmptyState>
        ) : (
          <table className="table" aria-label="Documents">
            <thead>
              <tr>
                <th>Title</th>
                <th>Source</th>
                <th>Status</th>
                <th>Passages</th>
                <th>Size</th>
                <th>Added</th>
                {access.canManage && <th />}
              </tr>
            </thead>
            <tbody>
              {items.map((document) => (
                <tr key={document.id} data-testid="knowledge-document">
                  <td>{document.title}</td>
                  <td className="mono">{document.url ?? document.fileName ?? document.source}</td>
                  <td>
                    <StatusBadge status={document.status} />
                    {document.error && <p className="form-error flush">{document.error}</p>}
                  </td>
                  <td>{document.chunkCount}</td>
                  <td>{formatBytes(document.bytes)}</td>
                  <td>{formatDateTime(document.createdAt)}</td>
                  {access.canManage && (
                    <td>
                      <DeleteDocument workspaceId={workspaceId} kbId={kbId} document={document} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card">
        <h2>Try a question</h2>
        <SearchBox workspaceId={workspaceId} kbId={kbId} />
      </section>
    </>
  );
}
