import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { ToolCard } from "./tool-card";
import { NewToolForm } from "./tool-form";

export const metadata: Metadata = { title: "Tools" };

export default async function ToolsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/tools`);
  const [access, page] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.v1.tools.list({ id: workspaceId, limit: 100 }),
  ]);
  const tools = page.data.items;
  return (
    <>
      <PageHead title="Tools">
        Your own HTTP endpoints that LLM agents call during a call: to look up an order, check a calendar, book a slot.
        Give an agent its tools on the Agents page.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>New tool</h2>
          <NewToolForm workspaceId={workspaceId} />
        </section>
      )}
      {tools.length === 0 ? (
        <EmptyState title="No tools yet">
          Create a tool above; every request it makes is signed with its secret.
        </EmptyState>
      ) : (
        tools.map((tool) => (
          <ToolCard key={tool.id} workspaceId={workspaceId} tool={tool} canManage={access.canManage} />
        ))
      )}
    </>
  );
}
