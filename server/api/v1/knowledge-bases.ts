import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  knowledgeBaseSchema,
  listKnowledgeBases,
  updateKnowledgeBase,
} from "@/server/knowledge/bases";
import {
  addDocument,
  deleteDocument,
  getDocument,
  knowledgeDocumentSchema,
  listDocuments,
} from "@/server/knowledge/documents";
import { passageSchema, searchKnowledgeBase } from "@/server/knowledge/retrieval";
import {
  createKnowledgeBaseInput,
  documentFields,
  documentRules,
  embeddingRules,
  MAX_TEXT_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  searchInput,
  updateKnowledgeBaseInput,
} from "@/server/knowledge/inputs";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Knowledge bases on /v1 and in the settings UI: the business's documents its agents answer from.

const basePath = workspacePath.extend({
  kbId: z.string().min(1).meta({ description: "Knowledge base id." }),
});
const documentPath = basePath.extend({ documentId: z.string().min(1).meta({ description: "Document id." }) });
const tags = ["Knowledge bases"];

export const knowledgeBasesRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "knowledge:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/knowledge-bases",
        tags,
        summary: "Create a knowledge base",
        description:
          "Documents that agents listing it in `knowledgeBaseIds` answer from. With `llmConnectionId` and `embeddingModel`, search is hybrid (lexical and vector ranks fused).",
        successDescription: "Created.",
        errorResponses: { 409: "A knowledge base with this name exists", 422: "The workspace has as many as it may" },
      },
    })
    .input(createKnowledgeBaseInput.extend(workspacePath.shape).superRefine(embeddingRules))
    .output(envelope(knowledgeBaseSchema))
    .mutation(async ({ ctx, input: { id, ...base } }) => successBody(await createKnowledgeBase(ctx.db, id, base))),

  list: workspaceProcedure
    .meta({
      scope: "knowledge:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/knowledge-bases",
        tags,
        summary: "List knowledge bases",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(knowledgeBaseSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listKnowledgeBases(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "knowledge:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/knowledge-bases/{kbId}",
        tags,
        summary: "Retrieve a knowledge base",
        errorResponses: { 404: "No such knowledge base" },
      },
    })
    .input(basePath)
    .output(envelope(knowledgeBaseSchema))
    .query(async ({ ctx, input }) => successBody(await getKnowledgeBase(ctx.db, input.id, input.kbId))),

  update: workspaceProcedure
    .meta({
      scope: "knowledge:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/knowledge-bases/{kbId}",
        tags,
        summary: "Update a knowledge base",
        description:
          "Changes the fields given. A new `language` or embeddings re-ingests every document (each `processing` again; its old chunks answer until its new ones are stored).",
        errorResponses: { 404: "No such knowledge base", 409: "A knowledge base with this name exists" },
      },
    })
    .input(updateKnowledgeBaseInput.extend(basePath.shape))
    .output(envelope(knowledgeBaseSchema))
    .mutation(async ({ ctx, input: { id, kbId, ...changes } }) =>
      successBody(await updateKnowledgeBase(ctx.db, id, kbId, changes)),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "knowledge:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/knowledge-bases/{kbId}",
        tags,
        summary: "Delete a knowledge base",
        description: "With its documents.",
        errorResponses: {
          404: "No such knowledge base",
          409: "Agents use the knowledge base (details.agents names them)",
        },
      },
    })
    .input(basePath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteKnowledgeBase(ctx.db, input.id, input.kbId);
      return successBody(deleted(input.kbId));
    }),

  addDocument: workspaceProcedure
    .meta({
      scope: "knowledge:write",
      successStatus: 202,
      maxBodyBytes: MAX_TEXT_BODY_BYTES + 64 * 1024,
      upload: { maxBytes: MAX_UPLOAD_BYTES, formFields: ["title"] },
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/knowledge-bases/{kbId}/documents",
        tags,
        summary: "Add a document",
        contentTypes: ["application/json", "multipart/form-data"],
        description:
          "JSON `{title?, text}` (up to 1 MiB) or `{title?, url, refreshHours?}`, or multipart/form-data with a `file` (PDF, DOCX, Markdown, HTML or plain text, up to 25 MB) and an optional `title`. Answers at once with the document `processing`; it becomes `ready` once its chunks are stored, or `failed` with `error`.",
        successDescription: "Accepted: the document is being ingested.",
        errorResponses: {
          404: "No such knowledge base",
          413: "The file is larger than 25 MB",
          415: "The file is of a type svc does not read (`UNSUPPORTED_FILE_TYPE`)",
          422: "The file is empty or corrupt (`UNREADABLE_DOCUMENT`), or the base is full (`KNOWLEDGE_LIMIT_REACHED`)",
        },
      },
    })
    .input(documentFields.extend(basePath.shape).superRefine(documentRules))
    .output(envelope(knowledgeDocumentSchema))
    .mutation(async ({ ctx, input: { id, kbId, ...document } }) =>
      successBody(await addDocument(ctx.db, id, kbId, document)),
    ),

  listDocuments: workspaceProcedure
    .meta({
      scope: "knowledge:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/knowledge-bases/{kbId}/documents",
        tags,
        summary: "List a knowledge base's documents",
        description: "Newest first, with each one's status, chunk count and size.",
        errorResponses: { 404: "No such knowledge base" },
      },
    })
    .input(basePath.extend(paginationInput.shape))
    .output(envelope(page(knowledgeDocumentSchema)))
    .query(async ({ ctx, input: { id, kbId, ...filter } }) =>
      successBody(await listDocuments(ctx.db, id, kbId, filter)),
    ),

  getDocument: workspaceProcedure
    .meta({
      scope: "knowledge:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}",
        tags,
        summary: "Retrieve a document",
        errorResponses: { 404: "No such document" },
      },
    })
    .input(documentPath)
    .output(envelope(knowledgeDocumentSchema))
    .query(async ({ ctx, input }) => successBody(await getDocument(ctx.db, input.id, input.kbId, input.documentId))),

  deleteDocument: workspaceProcedure
    .meta({
      scope: "knowledge:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}",
        tags,
        summary: "Delete a document",
        description: "Its passages leave search at once, calls in progress included.",
        errorResponses: { 404: "No such document" },
      },
    })
    .input(documentPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteDocument(ctx.db, input.id, input.kbId, input.documentId);
      return successBody(deleted(input.documentId));
    }),

  // A query although it is a POST: it changes nothing, and it may wait on the embeddings model,
  // longer than a transaction should stay open.
  search: workspaceProcedure
    .meta({
      scope: "knowledge:read",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/knowledge-bases/{kbId}/search",
        tags,
        summary: "Search a knowledge base",
        description:
          "The passages that best match `query`, best first: what an agent would be given for these words. Lexical (Postgres full-text search in the base's language), hybrid when the base has embeddings.",
        errorResponses: { 404: "No such knowledge base" },
      },
    })
    .input(searchInput.extend(basePath.shape))
    .output(envelope(z.array(passageSchema)))
    .query(async ({ ctx, input: { id, kbId, ...search } }) =>
      successBody(await searchKnowledgeBase(ctx.db, id, kbId, search)),
    ),
});
