"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { LANGUAGES } from "@/server/agents/inputs";
import { createKnowledgeBaseInput, embeddingRules } from "@/server/knowledge/inputs";

const schema = createKnowledgeBaseInput.superRefine(embeddingRules);

export function KnowledgeBaseForm({
  workspaceId,
  connections,
}: {
  workspaceId: string;
  connections: { id: string; name: string }[];
}) {
  const form = useZodForm({
    schema,
    submit: (input) => trpc.v1.knowledgeBases.create.mutate({ id: workspaceId, ...input }),
    done: "Knowledge base created",
    onSuccess: (_, element) => element.reset(),
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="New knowledge base">
      <div className="row">
        <Field label="Name" name="name" placeholder="Clinic handbook" error={form.errors.name} />
        <Field
          label="Language"
          name="language"
          error={form.errors.language}
          hint="Of its documents: words are stemmed for it."
          control={
            <select name="language" defaultValue="en-US">
              {LANGUAGES.map((language) => (
                <option key={language}>{language}</option>
              ))}
            </select>
          }
        />
      </div>
      <Field label="Description" name="description" error={form.errors.description} />
      <div className="row">
        <Field
          label="Embeddings through"
          name="llmConnectionId"
          error={form.errors.llmConnectionId}
          hint="Optional: hybrid search with an embeddings model."
          control={
            <select name="llmConnectionId" defaultValue="">
              <option value="">None (lexical search)</option>
              {connections.map((connection) => (
                <option key={connection.id} value={connection.id}>
                  {connection.name}
                </option>
              ))}
            </select>
          }
        />
        <Field
          label="Embeddings model"
          name="embeddingModel"
          placeholder="text-embedding-3-small"
          error={form.errors.embeddingModel}
        />
      </div>
      <FormFooter pending={form.pending} error={form.formError} submitLabel="Create knowledge base" />
    </form>
  );
}
