import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { transaction } from "@/server/db/unit-of-work";
import { logger } from "@/server/logger";
import { chunkText } from "./chunking";
import { embed } from "./embeddings";
import { fetchDocument } from "./fetch";
import { DocumentError, documentText, formatOf } from "./formats";
import type { DocumentFormat } from "./inputs";

// One document's ingestion (`ingest-knowledge-document`): its text (the upload read, the URL
// fetched, or the text it already has when the base changed), cut into chunks, embedded when the
// base has embeddings, and stored in one transaction that replaces the document's chunks whole and
// marks it ready. A document that cannot be read is marked failed with the reason and keeps the
// chunks it had (none, unless a refresh failed): never half a set. A document deleted meanwhile is
// left deleted. Only an unreachable database is thrown, for the function to retry.

export type IngestOutcome = "ready" | "failed" | "gone";

/** A fetched page's format: its media type, else what its URL's name says, else its first bytes. */
function fetchedFormat(contentType: string | null, url: URL, body: Buffer): DocumentFormat {
  const format = formatOf(null, contentType) ?? formatOf(url.pathname, null);
  if (format) return format;
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  return /^\s*</.test(body.subarray(0, 512).toString("utf8")) ? "html" : "text";
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

/** A fetched page counts toward its base's bytes as an upload does (its size is known only now). */
async function assertBaseRoom(document: Loaded, bytes: number): Promise<void> {
  const { _sum } = await db.knowledgeDocument.aggregate({
    where: { knowledgeBaseId: document.knowledgeBaseId, id: { not: document.id } },
    _sum: { bytes: true },
  });
  if ((_sum.bytes ?? 0) + bytes > env.KNOWLEDGE_BYTES_PER_BASE)
    throw new DocumentError(
      `The page would take the knowledge base past its ${Math.floor(env.KNOWLEDGE_BYTES_PER_BASE / 1024 / 1024)} MiB.`,
    );
}

function load(documentId: string) {
  return db.knowledgeDocument.findUnique({
    where: { id: documentId },
    include: { knowledgeBase: { include: { llmConnection: true } } },
  });
}

/** The text to cut, with what the source says of itself. */
async function read(document: Loaded, refresh: boolean) {
  if (document.source === "url" && (refresh || document.text === null)) {
    const fetched = await fetchDocument(document.url!);
    await assertBaseRoom(document, fetched.body.length);
    const format = fetchedFormat(fetched.contentType, fetched.url, fetched.body);
    const { text, title } = await documentText(format, fetched.body);
    const named = document.title === document.url && title ? title : document.title;
    return { text, format, bytes: fetched.body.length, title: named };
  }
  if (document.text !== null)
    return { text: document.text, format: document.format, bytes: document.bytes, title: document.title };
  const { text } = await documentText(document.format as DocumentFormat, document.content ?? new Uint8Array());
  return { text, format: document.format, bytes: document.bytes, title: document.title };
}

const INSERT_CHUNKS = `
  INSERT INTO "KnowledgeChunk" ("knowledgeBaseId", "documentId", "position", "text", "search", "embedding")
  SELECT $1, $2, c."position", c."text",
    setweight(to_tsvector(svc_search_config($3), $4), 'A') || setweight(to_tsvector(svc_search_config($3), c."text"), 'B'),
    COALESCE(c."embedding", '{}')::real[]
  FROM jsonb_to_recordset($5::jsonb) AS c("position" int, "text" text, "embedding" text)`;

/** Ingests the document; `refresh` refetches a URL document's content. */
export async function ingestDocument(documentId: string, refresh = false): Promise<IngestOutcome> {
  const document = await load(documentId);
  if (!document) return "gone";
  const base = document.knowledgeBase;
  const log = logger.child({ documentId, knowledgeBaseId: base.id });
  let prepared: { read: Awaited<ReturnType<typeof read>>; chunks: string[]; vectors: number[][] };
  try {
    const content = await read(document, refresh);
    const chunks = chunkText(content.text, base.language);
    if (!chunks.length) throw new DocumentError("The document has no text.");
    let vectors: number[][] = [];
    if (base.llmConnection && base.embeddingModel) {
      try {
        vectors = await embed({ connection: base.llmConnection, model: base.embeddingModel }, chunks);
      } catch (error) {
        throw new DocumentError(`The embeddings model could not embed it: ${(error as Error).message}.`);
      }
    }
    prepared = { read: content, chunks, vectors };
  } catch (error) {
    if (!(error instanceof DocumentError)) {
      log.error({ err: error }, "knowledge ingestion failed unexpectedly");
    }
    const reason = error instanceof DocumentError ? error.message : "The document could not be processed.";
    return fail(document, reason);
  }
  const { read: content, chunks, vectors } = prepared;
  const stored = await transaction(async (tx) => {
    // Locked: a DELETE of the document waits for this, or has happened and nothing is stored.
    const [alive] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "KnowledgeDocument" WHERE "id" = ${documentId} FOR UPDATE`;
    if (!alive) return false;
    await tx.knowledgeChunk.deleteMany({ where: { documentId } });
    const rows = chunks.map((text, position) => ({
      position,
      text,
      embedding: vectors[position] ? `{${vectors[position].join(",")}}` : null,
    }));
    await tx.$executeRawUnsafe(INSERT_CHUNKS, base.id, documentId, base.language, content.title, JSON.stringify(rows));
    const now = new Date();
    await tx.knowledgeDocument.update({
      where: { id: documentId },
      data: {
        status: "ready",
        error: null,
        title: content.title,
        format: content.format,
        bytes: content.bytes,
        chunkCount: chunks.length,
        text: content.text,
        content: null,
        ingestedAt: now,
        nextRefreshAt: document.refreshHours ? new Date(now.getTime() + document.refreshHours * 3_600_000) : null,
      },
    });
    return true;
  });
  return stored ? "ready" : "gone";
}

/** Marks the document failed with the reason; a refresh that failed leaves it ready with its chunks, and tries again later. */
async function fail(document: Loaded, reason: string): Promise<IngestOutcome> {
  const refreshed = document.chunkCount > 0;
  const nextRefreshAt = document.refreshHours ? new Date(Date.now() + document.refreshHours * 3_600_000) : null;
  const { count } = await db.knowledgeDocument.updateMany({
    where: { id: document.id },
    data: refreshed ? { status: "ready", error: reason, nextRefreshAt } : { status: "failed", error: reason },
  });
  return count ? "failed" : "gone";
}
