import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { PageHead } from "../../../../_components/page-head";
import { pickable } from "../tool-choices";
import { NewAgentForm } from "./new-agent-form";

export const metadata: Metadata = { title: "New agent" };

export default async function NewAgentPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/agents/new`);
  const [numbers, connections, tools, knowledgeBases] = await Promise.all([
    api.dashboard.numbers({ id: workspaceId }),
    api.dashboard.llmConnections({ id: workspaceId }),
    api.v1.tools.list({ id: workspaceId, limit: 100 }),
    api.v1.knowledgeBases.list({ id: workspaceId, limit: 100 }),
  ]);
  return (
    <>
      <p className="back-link">
        <Link href={`/w/${workspaceId}/agents`}>← Agents</Link>
      </p>
      <PageHead title="New agent">
        Its settings become version 1; every later change is a new version you can compare on the agent&apos;s page.
      </PageHead>
      <section className="card">
        <NewAgentForm
          workspaceId={workspaceId}
          numbers={numbers}
          connections={connections}
          tools={pickable(tools.data.items)}
          knowledgeBases={knowledgeBases.data.items}
        />
      </section>
    </>
  );
}
