"use client";

import { useRouter } from "next/navigation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

export function DeleteKnowledgeBase({
  workspaceId,
  base,
}: {
  workspaceId: string;
  base: { id: string; name: string };
}) {
  const router = useRouter();
  return (
    <ActionButton
      className="danger"
      action={async () => {
        await trpc.v1.knowledgeBases.delete.mutate({ id: workspaceId, kbId: base.id });
        router.push(`/w/${workspaceId}/knowledge`);
      }}
      done="Knowledge base deleted"
      confirm={{
        title: `Delete ${base.name}?`,
        body: "Its documents go with it. A knowledge base an agent still uses cannot be deleted.",
        confirmLabel: "Delete knowledge base",
      }}
    >
      Delete
    </ActionButton>
  );
}

export function DeleteDocument({
  workspaceId,
  kbId,
  document,
}: {
  workspaceId: string;
  kbId: string;
  document: { id: string; title: string };
}) {
  return (
    <ActionButton
      className="danger"
      action={() => trpc.v1.knowledgeBases.deleteDocument.mutate({ id: workspaceId, kbId, documentId: document.id })}
      done="Document deleted"
      confirm={{
        title: `Delete ${document.title}?`,
        body: "Its passages leave search at once, calls in progress included.",
        confirmLabel: "Delete document",
      }}
    >
      Delete
    </ActionButton>
  );
}
