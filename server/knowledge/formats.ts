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

const NOT_TEXT = "The file is not UTF-8 text.";

function magicProblem(format: DocumentFormat, firstBytes: Uint8Array): string | null {
  if (format === "pdf" && !startsWith(firstBytes, "%PDF-"))
    return "The file is not a PDF (it does not start with %PDF-).";
  if (format === "docx" && !startsWith(firstBytes, "PK\x03\x04"))
    return "The file is not a DOCX document (not a ZIP archive).";
  return null;
}

/** How many bytes at the end begin a character that the next bytes would finish (0 to 3). */
function unfinishedCharacter(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * What the bytes alone tell is wrong with a file (its first bytes, its encoding), checked as they
 * come, so that an upload is checked a slice at a time. The first bytes given must hold the
 * format's signature, or be the whole file.
 */
export function readabilityCheck(format: DocumentFormat) {
  const text = format === "markdown" || format === "html" || format === "text";
  // Validated, not decoded: a 25 MB upload's text is made in the reading process, not here. A
  // character cut between two slices is validated with the next.
  let unfinished: Uint8Array = new Uint8Array();
  let size = 0;
  let problem: string | null = null;
  return {
    add(bytes: Uint8Array): void {
      if (problem) return;
      if (size === 0) problem = magicProblem(format, bytes);
      size += bytes.length;
      if (problem || !text) return;
      const joined = unfinished.length ? Buffer.concat([unfinished, bytes]) : bytes;
      const whole = joined.length - unfinishedCharacter(joined);
      if (joined.includes(0) || !isUtf8(joined.subarray(0, whole))) problem = NOT_TEXT;
      unfinished = joined.slice(whole);
    },
    /** The problem of the whole file, if any. */
    end(): string | null {
      if (!size) return "The file is empty.";
      if (!problem && unfinished.length) problem = NOT_TEXT;
      return problem;
    },
  };
}

/** What is wrong with the whole file's bytes, if the bytes alone tell. */
export function unreadable(format: DocumentFormat, bytes: Uint8Array): string | null {
  const check = readabilityCheck(format);
  check.add(bytes);
  return check.end();
}
