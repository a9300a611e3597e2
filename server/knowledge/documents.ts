import { z } from "zod";
import type { Db } from "@/server/db/client";
import type { KnowledgeDocument } from "@/server/db/generated/client";
import { KnowledgeDocumentStatus, KnowledgeSource } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { emit } from "@/server/db/unit-of-work";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { readInSlices } from "@/server/http/multipart";
import { knowledgeDocumentIngestRequested } from "@/server/events";
import { assertPublicTarget, TargetNotAllowedError } from "@/server/net/target-guard";
import { findBase, lockedBase } from "./bases";
import { knowledgeTargets } from "./fetch";
import { formatOf, readabilityCheck } from "./formats";
import { DOCUMENT_FORMATS, type DocumentFormat, type DocumentInput } from "./inputs";
import { dropStagedUpload, stageUpload, takeStagedUpload } from "./uploads";

// A knowledge base's documents. Adding one stores it as `processing` and asks for its ingestion
// (`ingest-knowledge-document`), so the request answers 202 at once; what the bytes alone can
// tell (an unsupported type, a corrupt header, an empty file, a refused URL) is refused here with a
// 4xx instead. Deleting one deletes its chunks in the same statement: it is out of search at once.

export const knowledgeDocumentSchema = z
  .object({
    id: z.string().meta({ example: "kdoc_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    knowledgeBaseId: z.string(),
    title: z.string(),
    source: z.enum(KnowledgeSource),
    url: z.string().nullable(),
    fileName: z.string().nullable(),
    format: z.enum(DOCUMENT_FORMATS).nullable().meta({ description: "What the source was read as." }),
    refreshHours: z.number().int().nullable(),
    status: z.enum(KnowledgeDocumentStatus).meta({
      description:
        "`processing` until its chunks are stored (again, after a change of the base's language or embeddings), then `ready`, or `failed` with `error`.",
    }),
    error: z.string().nullable().meta({
      description: "Why it failed; on a `ready` URL document, why its last refresh failed (its text stays searchable).",
    }),
    bytes: z.number().int().meta({ description: "The source's size: the file, the text or the fetched page." }),
    chunkCount: z.number().int(),
    ingestedAt: z.string().nullable(),
    nextRefreshAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "KnowledgeDocument" });

export type KnowledgeDocumentView = z.infer<typeof knowledgeDocumentSchema>;

/** The columns a view shows (the stored content and text stay in the database). */
export const documentViewColumns = {
  id: true,
  knowledgeBaseId: true,
  title: true,
  source: true,
  url: true,
  fileName: true,
  format: true,
  refreshHours: true,
  status: true,
  error: true,
  bytes: true,
  chunkCount: true,
  ingestedAt: true,
  nextRefreshAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type DocumentRow = Pick<KnowledgeDocument, keyof typeof documentViewColumns>;

export function documentView(document: DocumentRow): KnowledgeDocumentView {
  return {
    ...document,
    format: document.format as KnowledgeDocumentView["format"],
    ingestedAt: document.ingestedAt?.toISOString() ?? null,
    nextRefreshAt: document.nextRefreshAt?.toISOString() ?? null,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError("NOT_FOUND", "No such document.");

async function checkUrl(url: string): Promise<void> {
  try {
    await assertPublicTarget(new URL(url), knowledgeTargets);
  } catch (error) {
    if (!(error instanceof TargetNotAllowedError)) throw error;
    throw new ApiError("VALIDATION_ERROR", `The URL is not allowed: ${error.message}.`, {
      details: { issues: [{ path: ["url"], message: error.message }] },
    });
  }
}

/** 422 when the base holds as many documents or bytes as it may. */
async function assertRoom(db: Db, knowledgeBaseId: string, bytes: number): Promise<void> {
  const { _count, _sum } = await db.knowledgeDocument.aggregate({
    where: { knowledgeBaseId },
    _count: { _all: true },
    _sum: { bytes: true },
  });
  if (_count._all >= env.KNOWLEDGE_DOCUMENTS_PER_BASE)
    throw new ApiError(
      "KNOWLEDGE_LIMIT_REACHED",
      `A knowledge base holds at most ${env.KNOWLEDGE_DOCUMENTS_PER_BASE} documents.`,
      { details: { limit: env.KNOWLEDGE_DOCUMENTS_PER_BASE, documents: _count._all } },
    );
  if ((_sum.bytes ?? 0) + bytes > env.KNOWLEDGE_BYTES_PER_BASE)
    throw new ApiError(
      "KNOWLEDGE_LIMIT_REACHED",
      `A knowledge base holds at most ${Math.floor(env.KNOWLEDGE_BYTES_PER_BASE / 1024 / 1024)} MiB of documents.`,
      { details: { limitBytes: env.KNOWLEDGE_BYTES_PER_BASE, bytes: _sum.bytes ?? 0 } },
    );
}

/** The first line of a text, as a title. */
function firstLine(text: string): string {
  const line = text.trim().split("\n")[0].trim();
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}…` : line;
}

/** 422 when the file's bytes alone tell it cannot be read; checked a slice at a time. */
async function assertReadable(file: File, format: DocumentFormat): Promise<void> {
  const check = readabilityCheck(format);
  for await (const slice of readInSlices(file)) check.add(slice);
  const problem = check.end();
  if (problem) throw new ApiError("UNREADABLE_DOCUMENT", problem, { details: { fileName: file.name } });
}

/** What is stored for the source given, before any ingestion. */
async function sourceOf(input: DocumentInput) {
  if (input.file) {
    const format = formatOf(input.file.name, input.file.type);
    if (!format)
      throw new ApiError("UNSUPPORTED_FILE_TYPE", undefined, {
        details: { fileName: input.file.name, mediaType: input.file.type || null },
      });
    await assertReadable(input.file, format);
    return {
      source: "file" as const,
      title: input.title ?? input.file.name,
      fileName: input.file.name,
      format,
      content: input.file,
      bytes: input.file.size,
    };
  }
  if (input.url) {
    await checkUrl(input.url);
    // Its size is known once it is fetched.
    return {
      source: "url" as const,
      title: input.title ?? input.url,
      url: input.url,
      refreshHours: input.refreshHours,
      bytes: 0,
    };
  }
  const content = new Blob([input.text!]);
  return {
    source: "text" as const,
    title: input.title ?? firstLine(input.text!),
    format: "text" as const,
    content,
    bytes: content.size,
  };
}

/** Stores the document `processing` and asks for its ingestion. */
export async function addDocument(
  db: Db,
  workspaceId: string,
  knowledgeBaseId: string,
  input: DocumentInput,
): Promise<KnowledgeDocumentView> {
  await lockedBase(db, workspaceId, knowledgeBaseId);
  const { content, ...source } = await sourceOf(input);
  await assertRoom(db, knowledgeBaseId, source.bytes ?? 0);
  const uploadId = content ? await stageUpload(content) : null;
  // Without the driver's pool (embedded PGlite, in this process anyway), the bytes go with the document.
  const unstaged = content && !uploadId ? { content: new Uint8Array(await content.arrayBuffer()) } : {};
  try {
    const document = await db.knowledgeDocument.create({
      data: { ...source, ...unstaged, knowledgeBaseId },
      select: documentViewColumns,
    });
    if (uploadId) await takeStagedUpload(db, uploadId, document.id);
    await emit(db, knowledgeDocumentIngestRequested.create({ documentId: document.id, workspaceId }));
    return documentView(document);
  } catch (error) {
    if (uploadId) await dropStagedUpload(uploadId);
    throw error;
  }
}

export async function listDocuments(db: Db, workspaceId: string, knowledgeBaseId: string, pageInput: PageInput) {
  await findBase(db, workspaceId, knowledgeBaseId);
  const query = pageQuery(pageInput);
  const rows = await db.knowledgeDocument.findMany({
    ...query,
    where: { AND: [{ knowledgeBaseId }, query.where] },
    select: documentViewColumns,
  });
  return toPage(rows, pageInput.limit, documentView);
}

export async function getDocument(db: Db, workspaceId: string, knowledgeBaseId: string, documentId: string) {
  const document = await db.knowledgeDocument.findFirst({
    where: { id: documentId, knowledgeBaseId, knowledgeBase: { workspaceId } },
    select: documentViewColumns,
  });
  if (!document) throw notFound();
  return documentView(document);
}

/** The document and its chunks, in one statement: no search finds them once it commits. */
export async function deleteDocument(
  db: Db,
  workspaceId: string,
  knowledgeBaseId: string,
  documentId: string,
): Promise<void> {
  const { count } = await db.knowledgeDocument.deleteMany({
    where: { id: documentId, knowledgeBaseId, knowledgeBase: { workspaceId } },
  });
  if (!count) throw notFound();
}
