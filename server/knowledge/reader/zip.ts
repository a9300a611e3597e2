import { inflateRawSync } from "node:zlib";
import { DocumentError } from "../document-error";
import { count, mib, READ_BOUNDS } from "./bounds";
import { assertXmlDepth } from "./xml-depth";

// A DOCX's ZIP archive, read within READ_BOUNDS: its entries counted from the central directory
// before any is read, each part inflated only when mammoth asks for it, by Node's zlib with a cap
// on its output (a header's declared size can lie), and each XML part's nesting checked before it
// is parsed. JSZip, which mammoth uses by itself, inflates whole entries with no cap and reads
// every entry of the directory into objects first (60,000 entries stalled the process 3.5 s).

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** What mammoth's `file` option reads a document through. */
export interface ZipFile {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

function endOfCentralDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1)
    if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new DocumentError("The DOCX document could not be read: its ZIP directory is missing.");
}

function directory(bytes: Buffer): Map<string, Entry> {
  const end = endOfCentralDirectory(bytes);
  const total = bytes.readUInt16LE(end + 10);
  if (total > READ_BOUNDS.zipEntries)
    throw new DocumentError(
      `The DOCX document has ${count(total)} ZIP entries, more than the ${count(READ_BOUNDS.zipEntries)} allowed.`,
    );
  const entries = new Map<string, Entry>();
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < total; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL)
      throw new DocumentError("The DOCX document could not be read: its ZIP directory is corrupt.");
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The archive as mammoth reads it; throws DocumentError naming the bound a part goes past. */
export function boundedZip(content: Uint8Array): ZipFile {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const entries = directory(bytes);
  let inflated = 0;
  const tooLarge = () =>
    new DocumentError(
      `The DOCX document inflates to more than ${mib(READ_BOUNDS.zipInflatedBytes)}, more than allowed.`,
    );

  function contents(name: string): Buffer {
    const entry = entries.get(name);
    if (!entry) throw new DocumentError(`The DOCX document could not be read: ${name} is missing.`);
    const local = entry.localOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL)
      throw new DocumentError("The DOCX document could not be read: its ZIP entries are corrupt.");
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    const room = READ_BOUNDS.zipInflatedBytes - inflated;
    let out: Buffer;
    if (entry.method === 0) out = data;
    else if (entry.method === 8) {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(room, 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
        throw new DocumentError(`The DOCX document could not be read: ${name} is corrupt.`);
      }
    } else throw new DocumentError(`The DOCX document could not be read: ${name} is compressed in an unknown way.`);
    if (out.length > room) throw tooLarge();
    inflated += out.length;
    return out;
  }

  return {
    exists: (name) => entries.has(name),
    async read(name, encoding) {
      const data = contents(name);
      if (encoding === "base64") return data.toString("base64");
      if (!encoding) return new Uint8Array(data);
      const text = new TextDecoder(encoding).decode(data);
      if (/\.(xml|rels)$/i.test(name)) assertXmlDepth(text, `The DOCX document's ${name}`);
      return text;
    },
  };
}
