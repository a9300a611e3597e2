"use client";

import { Field, FormFooter, useZodForm } from "@/app/_components/form";
import { trpc } from "@/app/_components/trpc";
import { documentFields, documentRules } from "@/server/knowledge/inputs";

// Three ways to add a document: a file (sent as multipart/form-data to the upload route, which
// calls the same procedure), a text, a URL. Each answers at once; the list shows it `processing`
// until it is ready.

const schema = documentFields.superRefine(documentRules);

/** The upload route answers the /v1 envelope; a failure is thrown as it came, for the form to show. */
async function upload(workspaceId: string, kbId: string, input: { file?: File; title?: string }) {
  const form = new FormData();
  form.append("file", input.file!);
  if (input.title) form.append("title", input.title);
  const response = await fetch(`/api/w/${workspaceId}/knowledge-bases/${kbId}/documents`, {
    method: "POST",
    body: form,
  });
  const body: unknown = await response.json().catch(() => ({ error: `The upload failed (${response.status}).` }));
  if (!response.ok) throw body;
  return body;
}

export function DocumentForms({ workspaceId, kbId }: { workspaceId: string; kbId: string }) {
  const file = useZodForm({
    schema,
    read: (data) => {
      const chosen = data.get("file");
      return {
        file: chosen instanceof File && chosen.name ? chosen : undefined,
        title: data.get("title") || undefined,
      };
    },
    submit: (input) => upload(workspaceId, kbId, input),
    done: "Uploaded: the document is being read",
    onSuccess: (_, element) => element.reset(),
  });
  const text = useZodForm({
    schema,
    read: (data) => ({ title: data.get("title") || undefined, text: String(data.get("text") ?? "") }),
    submit: (input) => trpc.v1.knowledgeBases.addDocument.mutate({ id: workspaceId, kbId, ...input }),
    done: "Added: the text is being read",
    onSuccess: (_, element) => element.reset(),
  });
  const url = useZodForm({
    schema,
    read: (data) => ({
      url: data.get("url"),
      refreshHours: data.get("refreshHours") ? Number(data.get("refreshHours")) : undefined,
    }),
    submit: (input) => trpc.v1.knowledgeBases.addDocument.mutate({ id: workspaceId, kbId, ...input }),
    done: "Added: the page is being fetched",
    onSuccess: (_, element) => element.reset(),
  });
  return (
    <div className="stack">
      <form className="form" onSubmit={file.onSubmit} noValidate aria-label="Upload a file">
        <div className="row">
          <Field
            label="File"
            name="file"
            type="file"
            accept=".pdf,.docx,.md,.markdown,.html,.htm,.txt"
            hint="PDF, DOCX, Markdown, HTML or plain text, up to 25 MB."
            error={file.errors.file}
          />
          <Field label="Title" name="title" placeholder="the file's name" error={file.errors.title} />
        </div>
        <FormFooter pending={file.pending} error={file.formError} submitLabel="Upload" pendingText="Uploading…" />
      </form>
      <form className="form" onSubmit={text.onSubmit} noValidate aria-label="Add a text">
        <Field label="Title" name="title" placeholder="its first line" error={text.errors.title} />
        <Field
          label="Text"
          name="text"
          error={text.errors.text}
          control={<textarea name="text" aria-invalid={Boolean(text.errors.text)} />}
        />
        <FormFooter pending={text.pending} error={text.formError} submitLabel="Add text" />
      </form>
      <form className="form" onSubmit={url.onSubmit} noValidate aria-label="Add a URL">
        <div className="row">
          <Field label="URL" name="url" placeholder="https://…/prices" error={url.errors.url} />
          <Field
            label="Refresh every (hours)"
            name="refreshHours"
            type="number"
            min="1"
            max="720"
            placeholder="never"
            error={url.errors.refreshHours}
          />
        </div>
        <FormFooter pending={url.pending} error={url.formError} submitLabel="Add URL" />
      </form>
    </div>
  );
}
