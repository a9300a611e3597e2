import { storableText } from "@/server/db/storable";
import { chunkText } from "../chunking";
import { DocumentError } from "../document-error";
import { documentText } from "./text";
import { localEmbedding } from "../local-embeddings";
import type { DocumentFormat } from "../inputs";

// What the reading process does with one document (./pool.ts sends it, ./child.ts runs it): its
// text out of its bytes, cut into chunks. Everything here may cost what the document makes it
// cost, within READ_BOUNDS; nothing here touches the database (./child.ts reads stored bytes).

export interface ReadTask {
  format: DocumentFormat;
  bytes: Uint8Array;
  language: string;
  /** Embed each chunk with the local word vectors (an English base without an LLM's embeddings). */
  localVectors: boolean;
}

/** What the reading process is sent: the bytes, or the document whose stored bytes it reads itself. */
export type ReadRequest = Omit<ReadTask, "bytes"> & ({ bytes: Uint8Array } | { documentId: string });

export interface ReadDocument {
  text: string;
  /** The title the document gives itself (an HTML page's), if any. */
  title: string | null;
  chunks: string[];
  /** Each chunk's local vector (empty when it has no known word), or none. */
  vectors: number[][];
}

export type ReadAnswer =
  | ({ ok: true } & ReadDocument)
  /** `reason` is a DocumentError's message, for the document; anything else is `unexpected`. */
  | { ok: false; reason: string; unexpected: boolean };

export async function readDocument({ format, bytes, language, localVectors }: ReadTask): Promise<ReadAnswer> {
  try {
    // Cleaned of what Postgres cannot store (NUL, lone surrogates) before it is cut and stored.
    const read = await documentText(format, bytes);
    const text = storableText(read.text);
    const title = read.title === null ? null : storableText(read.title);
    const chunks = chunkText(text, language);
    if (!chunks.length) throw new DocumentError("The document has no text.");
    const vectors = localVectors ? chunks.map((chunk) => localEmbedding(chunk) ?? []) : [];
    return { ok: true, text, title, chunks, vectors };
  } catch (error) {
    const expected = error instanceof DocumentError;
    return { ok: false, reason: expected ? error.message : String((error as Error).stack), unexpected: !expected };
  }
}
