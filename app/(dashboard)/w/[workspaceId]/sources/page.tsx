import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { loaderUrl } from "@/server/clicktocall/sources";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { SourceCard } from "./source-card";
import { NewSourceForm } from "./source-form";

export const metadata: Metadata = { title: "Click-to-call" };

export default async function SourcesPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/sources`);
  const [access, sources, agents] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.sources({ id: workspaceId }),
    api.dashboard.agents({ id: workspaceId }),
  ]);
  const agentOptions = agents.map(({ id, name }) => ({ id, name }));
  return (
    <>
      <PageHead title="Click-to-call">
        A &ldquo;call me back&rdquo; button for your websites. Visitors leave their number; your agent calls them within
        seconds. Only the websites you allow can use a button.
      </PageHead>
      {access.canManage &&
        (agents.length ? (
          <section className="card">
            <h2>New source</h2>
            <NewSourceForm workspaceId={workspaceId} agents={agentOptions} />
          </section>
        ) : (
          <p className="notice warning">
            A source needs an agent to call back. <Link href={`/w/${workspaceId}/agents`}>Create an agent</Link> first.
          </p>
        ))}
      {sources.length === 0 ? (
        <EmptyState title="No click-to-call sources yet">
          Create one, allow your website&apos;s origin, and paste its snippet into your pages.
        </EmptyState>
      ) : (
        sources.map((source) => (
          <SourceCard
            key={source.id}
            workspaceId={workspaceId}
            agents={agentOptions}
            canManage={access.canManage}
            loaderUrl={loaderUrl()}
            source={{ ...source, agentName: source.agent.name, calls: source.calls, leads: source._count.leads }}
          />
        ))
      )}
    </>
  );
}
