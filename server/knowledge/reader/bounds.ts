import { DocumentError } from "../document-error";

// What reading one document may cost (docs/decisions.md "Hostile documents"). Every format is
// bounded before it expands, each bound named in the reason a document fails with; the process
// that reads (./pool.ts) is capped in memory and time as the last line, for what no bound foresaw.

const MiB = 1024 * 1024;

export const READ_BOUNDS = {
  /** Text extracted from one document: more is refused before it is cut into chunks. */
  textChars: 5_000_000,
  /** Entries of a DOCX's ZIP archive (Word writes a few dozen). */
  zipEntries: 2_000,
  /** What the parts of a DOCX that are read inflate to, together. */
  zipInflatedBytes: 64 * MiB,
  /** Nesting of a DOCX part's XML elements. */
  xmlDepth: 256,
  /** Pages of a PDF. */
  pdfPages: 2_000,
  /** What one compressed stream of a PDF (images aside) inflates to. */
  pdfStreamBytes: 32 * MiB,
  /** What all of a PDF's compressed streams (images aside) inflate to, together. */
  pdfInflatedBytes: 256 * MiB,
  /** The heap of the process that reads a document. */
  heapMiB: 512,
  /** How long reading, cutting and embedding one document may take. */
  readMs: 45_000,
} as const;

export const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;
export const count = (value: number) => value.toLocaleString("en-US");

export function tooMuchText(): DocumentError {
  return new DocumentError(
    `The document has more than ${count(READ_BOUNDS.textChars)} characters of text, more than allowed.`,
  );
}
