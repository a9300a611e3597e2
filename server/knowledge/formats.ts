import { isUtf8 } from "node:buffer";
import type { DocumentFormat } from "./inputs";

// The formats svc reads (PDF, DOCX, Markdown, HTML, plain text), told by a file's name or media type,
// and what the bytes alone tell is wrong with a file, checked at upload (`unreadable`). Reading the
// text out of a file is the reading process's (./reader/text.ts), never the web process's.

const EXTENSIONS: Record<string, DocumentFormat> = {
  pdf: "pdf",
  docx: "docx",
  md: "markdown",
  markdown: "markdown",
  html: "html",
  htm: "html",
  txt: "text",
  text: "text",
};

const MEDIA_TYPES: Record<string, DocumentFormat> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/plain": "text",
};

const startsWith = (bytes: Uint8Array, magic: string) =>
  bytes.length >= magic.length && [...magic].every((char, i) => bytes[i] === char.charCodeAt(0));

/** The format by the file's name, else its media type; null when it is none svc reads. */
export function formatOf(name: string | null, mediaType: string | null): DocumentFormat | null {
  const extension = name?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const byName = extension ? EXTENSIONS[extension] : undefined;
  return byName ?? MEDIA_TYPES[mediaType?.split(";")[0].trim().toLowerCase() ?? ""] ?? null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = utf8.decode(bytes);
    return text.includes("\0") ? null : text;
  } catch {
    return null;
  }
}

/** What is wrong with the bytes, if the file's first bytes or encoding already tell. */
export function unreadable(format: DocumentFormat, bytes: Uint8Array): string | null {
  if (!bytes.length) return "The file is empty.";
  if (format === "pdf" && !startsWith(bytes, "%PDF-")) return "The file is not a PDF (it does not start with %PDF-).";
  if (format === "docx" && !startsWith(bytes, "PK\x03\x04"))
    return "The file is not a DOCX document (not a ZIP archive).";
  // Checked without decoding: a 25 MB upload's text is made in the reading process, not here.
  if ((format === "markdown" || format === "html" || format === "text") && (!isUtf8(bytes) || bytes.includes(0)))
    return "The file is not UTF-8 text.";
  return null;
}
