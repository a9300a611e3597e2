import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { formatBytes } from "../../../_components/format";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { KnowledgeBaseForm } from "./knowledge-base-form";

export const metadata: Metadata = { title: "Knowledge" };

export default async function KnowledgePage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/knowledge`);
  const [access, page, connections] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.knowledgeBases.list({ id: workspaceId, limit: 100 }),
    api.dashboard.llmConnections({ id: workspaceId }),
  ]);
  const bases = page.data.items;
  return (
    <>
      <PageHead title="Knowledge">
        Your documents (prices, hours, policies, manuals) that agents answer from: the best passages are found for every
        turn of a call. Give an agent its knowledge bases on its page.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>New knowledge base</h2>
          <KnowledgeBaseForm workspaceId={workspaceId} connections={connections} />
        </section>
      )}
      {bases.length === 0 ? (
        <EmptyState title="No knowledge bases yet">Create one above, then add its documents.</EmptyState>
      ) : (
        bases.map((base) => (
          <section key={base.id} className="card" aria-label={base.name}>
            <h2 className="flush">
              <Link href={`/w/${workspaceId}/knowledge/${base.id}`}>{base.name}</Link>
            </h2>
            <p className="muted flush">
              {base.language} · {base.documentCount} documents · {base.chunkCount} passages · {formatBytes(base.bytes)}
              {base.embeddingModel ? ` · hybrid (${base.embeddingModel})` : " · lexical"}
            </p>
            {base.description && <p>{base.description}</p>}
          </section>
        ))
      )}
    </>
  );
}
