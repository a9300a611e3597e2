import { inflateSync, constants } from "node:zlib";
import { DocumentError } from "../document-error";
import { mib, READ_BOUNDS } from "./bounds";

// What a PDF's compressed streams inflate to, measured before pdf.js reads it: pdf.js inflates a
// stream whole, with no cap (one content stream of 200 MiB took the process's heap with it). Each
// Flate stream is inflated here by Node's zlib with a cap on its output and thrown away. Images are
// skipped: text extraction never decodes them, and a scanned page's may be large. A stream this scan
// cannot delimit is left to pdf.js (the reading process's memory cap still holds).

const STREAM = Buffer.from("stream");
const END = Buffer.from("endstream");

/** The dictionary that ends just before `at` (at its `>>`), or null. */
function dictionaryBefore(bytes: Buffer, at: number): string | null {
  let end = at - 1;
  while (end > 0 && /\s/.test(String.fromCharCode(bytes[end]))) end -= 1;
  if (bytes[end] !== 0x3e || bytes[end - 1] !== 0x3e) return null;
  // Back to the matching `<<`, nested dictionaries (DecodeParms) included, within 8 KB.
  let depth = 0;
  for (let i = end; i > 0 && end - i < 8_192; i -= 1) {
    if (bytes[i] === 0x3e && bytes[i - 1] === 0x3e) {
      depth += 1;
      i -= 1;
    } else if (bytes[i] === 0x3c && bytes[i - 1] === 0x3c) {
      depth -= 1;
      if (depth === 0) return bytes.toString("latin1", i - 1, end + 1);
      i -= 1;
    }
  }
  return null;
}

/** Throws DocumentError when a stream, or all of them, inflate past READ_BOUNDS. */
export function assertPdfStreamsBounded(content: Uint8Array): void {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let total = 0;
  for (let at = bytes.indexOf(STREAM); at !== -1; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && bytes.toString("latin1", at - 3, at) === "end") continue;
    const dictionary = dictionaryBefore(bytes, at);
    if (!dictionary || !/\/FlateDecode/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    // Only Flate alone, or first: a stream filtered some other way first is pdf.js's to decode.
    if (/\/Filter\s*\[\s*\/(?!FlateDecode)/.test(dictionary)) continue;
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const length = dictionary.match(/\/Length\s+(\d+)(?!\s+\d+\s+R)/);
    const end = length ? start + Number(length[1]) : bytes.indexOf(END, start);
    if (end <= start) continue;
    const room = Math.min(READ_BOUNDS.pdfStreamBytes, READ_BOUNDS.pdfInflatedBytes - total);
    let inflated: number;
    try {
      inflated = inflateSync(bytes.subarray(start, Math.min(end, bytes.length)), {
        maxOutputLength: room + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ERR_BUFFER_TOO_LARGE") continue; // corrupt: pdf.js's to judge
      inflated = room + 1;
    }
    if (inflated > READ_BOUNDS.pdfStreamBytes)
      throw new DocumentError(
        `A stream of the PDF inflates to more than ${mib(READ_BOUNDS.pdfStreamBytes)}, more than allowed.`,
      );
    total += inflated;
    if (total > READ_BOUNDS.pdfInflatedBytes)
      throw new DocumentError(
        `The PDF's streams inflate to more than ${mib(READ_BOUNDS.pdfInflatedBytes)}, more than allowed.`,
      );
  }
}
