import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { ConnectionCard, ConnectionForm } from "./connection-form";

export const metadata: Metadata = { title: "LLM connections" };

export default async function LlmConnectionsPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/llm`);
  const [access, connections] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.llmConnections({ id: workspaceId }),
  ]);
  return (
    <>
      <PageHead title="LLM connections">
        OpenAI-compatible endpoints your agents think with: OpenAI, Azure OpenAI, Groq, vLLM, llama.cpp, Ollama. API
        keys are stored encrypted and never shown again.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>New connection</h2>
          <ConnectionForm workspaceId={workspaceId} />
        </section>
      )}
      {connections.length === 0 ? (
        <EmptyState title="No LLM connections">
          Agents with the script brain need none; add one to give an agent an LLM brain.
        </EmptyState>
      ) : (
        connections.map((connection) => (
          <ConnectionCard
            key={connection.id}
            workspaceId={workspaceId}
            connection={connection}
            canManage={access.canManage}
          />
        ))
      )}
    </>
  );
}
