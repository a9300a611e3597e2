import { db, embeddedDatabase } from "@/server/db/client";
import { pgliteConnection } from "@/server/db/connections";
import { env } from "@/server/env";
import { storableJson, storableText } from "@/server/db/storable";
import { transaction } from "@/server/db/unit-of-work";
import { logger } from "@/server/logger";
import { failIngestion, UNPROCESSABLE_REASON, type IngestOutcome } from "./failures";
import { embed, embedderOf } from "./embeddings";
import { quantized } from "./vector-index";
import { fetchDocument } from "./fetch";
import { DocumentError } from "./document-error";
import { formatOf } from "./formats";
import type { DocumentFormat } from "./inputs";
import { readInProcess } from "./reader/pool";
import type { ReadTask } from "./reader/read";
import { storedBytes } from "./reader/stored-bytes";

// One document's ingestion (`ingest-knowledge-document`): its text (the upload read, the URL
// fetched, or the text it already has when the base changed), cut into chunks, embedded when the
// base has embeddings, and stored in one transaction that replaces the document's chunks whole and
// marks it ready. A document that cannot be read is marked failed with the reason and keeps the
// chunks it had (none, unless a refresh failed): never half a set. A document deleted meanwhile is
// left deleted. Only an unreachable database is thrown, for the function to retry.

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

/** The document without its upload's bytes (the reading process reads those). */
function load(documentId: string) {
  return db.knowledgeDocument.findUnique({
    where: { id: documentId },
    omit: { content: true },
    include: { knowledgeBase: { include: { llmConnection: true } } },
  });
}

/**
 * An upload's bytes, for the reading process: on Postgres it reads them itself (a 25 MB value
 * gathered and sent from here held the web process's event loop); embedded PGlite only this process
 * can open.
 */
async function uploaded(documentId: string): Promise<{ bytes: Uint8Array } | { documentId: string }> {
  const embedded = embeddedDatabase();
  return embedded ? { bytes: await storedBytes(pgliteConnection(embedded), documentId) } : { documentId };
}

/** The document read and cut (in a reading process), with what the source says of itself. */
async function read(document: Loaded, refresh: boolean, settings: Pick<ReadTask, "language" | "localVectors">) {
  if (document.source === "url" && (refresh || document.text === null)) {
    const fetched = await fetchDocument(document.url!);
    await assertBaseRoom(document, fetched.body.length);
    const format = fetchedFormat(fetched.contentType, fetched.url, fetched.body);
    const read = await readInProcess({ format, bytes: fetched.body, ...settings });
    const named = document.title === document.url && read.title ? storableText(read.title) : document.title;
    return { ...read, format, bytes: fetched.body.length, title: named };
  }
  // Cut again (the base's language or embeddings changed): the text it has is read as plain text.
  const read =
    document.text !== null
      ? await readInProcess({ format: "text", bytes: new TextEncoder().encode(document.text), ...settings })
      : await readInProcess({
          format: document.format as DocumentFormat,
          ...(await uploaded(document.id)),
          ...settings,
        });
  return { ...read, format: document.format, bytes: document.bytes, title: document.title };
}

const INSERT_CHUNKS = `
  INSERT INTO "KnowledgeChunk" ("knowledgeBaseId", "documentId", "position", "text", "search", "embedding", "embeddingInt8")
  SELECT $1, $2, c."position", c."text",
    setweight(to_tsvector(svc_search_config($3), $4), 'A') || setweight(to_tsvector(svc_search_config($3), c."text"), 'B'),
    COALESCE(c."embedding", '{}')::real[], decode(c."embeddingInt8", 'base64')
  FROM jsonb_to_recordset($5::jsonb) AS c("position" int, "text" text, "embedding" text, "embeddingInt8" text)`;

/** Ingests the document; `refresh` refetches a URL document's content. */
export async function ingestDocument(documentId: string, refresh = false): Promise<IngestOutcome> {
  const document = await load(documentId);
  if (!document) return "gone";
  const base = document.knowledgeBase;
  const log = logger.child({ documentId, knowledgeBaseId: base.id });
  let prepared: { read: Awaited<ReturnType<typeof read>>; chunks: string[]; vectors: number[][] };
  try {
    const content = await read(document, refresh, {
      language: base.language,
      localVectors: embedderOf(base)?.kind === "local",
    });
    const { chunks } = content;
    // Local vectors came with the chunks, from the reading process; an LLM's are asked for here.
    let vectors = content.vectors;
    const embedder = embedderOf(base);
    if (embedder?.kind === "llm") {
      try {
        vectors = await embed(embedder, chunks);
      } catch (error) {
        throw new DocumentError(`The embeddings model could not embed it: ${(error as Error).message}.`);
      }
    }
    prepared = { read: content, chunks, vectors };
  } catch (error) {
    if (!(error instanceof DocumentError)) {
      log.error({ err: error }, "knowledge ingestion failed unexpectedly");
    }
    const reason = error instanceof DocumentError ? error.message : UNPROCESSABLE_REASON;
    return failIngestion(document.id, reason);
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
      embeddingInt8: vectors[position]?.length ? quantized(vectors[position]).toString("base64") : null,
    }));
    await tx.$executeRawUnsafe(INSERT_CHUNKS, base.id, documentId, base.language, content.title, storableJson(rows));
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
