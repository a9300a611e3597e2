import { constants, createDeflate, createDeflateRaw, deflateRawSync, deflateSync } from "node:zlib";
import JSZip from "jszip";

// The documents of the attack that took the web process down (issue 38), made by the test: each
// small on the wire and enormous, deep or endless once read. Archives and PDFs whose parts lie about
// their size are written byte by byte (JSZip and pdf-lib would compress the real content).

const MiB = 1024 * 1024;

/** Deflate (raw for ZIP, zlib-wrapped for PDF) of `total` bytes of `unit` repeated, compressed as made (never held whole). */
async function deflatedRepeat(unit: string, total: number, wrapping: "raw" | "zlib"): Promise<Buffer> {
  const chunk = Buffer.from(unit.repeat(Math.ceil(MiB / unit.length)).slice(0, MiB));
  const stream = wrapping === "raw" ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  stream.on("data", (data: Buffer) => out.push(data));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (let written = 0; written < total; written += chunk.length)
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once("drain", resolve));
  stream.end();
  await done;
  return Buffer.concat(out);
}

/** A ZIP archive of already-deflated entries (method 8), their declared sizes as given. */
function zipOf(entries: Array<{ name: string; deflated: Buffer; size: number }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, size } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(Math.min(size, 0xffffffff), 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`;

const part = (name: string, text: string) => {
  const bytes = Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes, { level: 9 }), size: bytes.length };
};

/** A DOCX (about 22 KB) whose body nests 200,000 `<w:sdt>` elements. */
export function nestedDocx(depth = 200_000): Uint8Array {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${"<w:sdt>".repeat(depth)}<w:p><w:r><w:t>deep</w:t></w:r></w:p>${"</w:sdt>".repeat(depth)}</w:body></w:document>`;
  return zipOf([part("[Content_Types].xml", CONTENT_TYPES), part("_rels/.rels", RELS), part("word/document.xml", xml)]);
}

/** A DOCX (about 300 KB) whose word/document.xml inflates to `mib` MiB, while its header says 1 KB. */
export async function inflatingDocx(mib = 300): Promise<Uint8Array> {
  const paragraph = `<w:p><w:r><w:t>All work and no play makes a dull document.</w:t></w:r></w:p>`;
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`);
  // The head, then the paragraphs: one raw Deflate stream of the whole part.
  const body = await deflatedRepeat(paragraph, mib * MiB, "raw");
  const deflated = Buffer.concat([deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }), body]);
  return zipOf([
    part("[Content_Types].xml", CONTENT_TYPES),
    part("_rels/.rels", RELS),
    { name: "word/document.xml", deflated, size: 1_024 },
  ]);
}

/** A DOCX of `entries` ZIP entries (the three parts Word needs, and empty ones). */
export async function crowdedDocx(entries = 60_000): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", CONTENT_TYPES);
  zip.file("_rels/.rels", RELS);
  zip.file(
    "word/document.xml",
    `<w:document ${W}><w:body><w:p><w:r><w:t>Crowded</w:t></w:r></w:p></w:body></w:document>`,
  );
  for (let i = 0; i < entries - 3; i += 1) zip.file(`word/media/empty${i}.bin`, "");
  return zip.generateAsync({ type: "uint8array", compression: "STORE" });
}

/** A PDF of numbered objects, with its cross-reference table. */
function pdfOf(objects: Array<string | Buffer>): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object), Buffer.from("\nendobj\n")]);
    parts.push(bytes);
    length += bytes.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** A PDF (about 200 KB) with one page whose content stream inflates to `mib` MiB. */
export async function inflatingPdf(mib = 200): Promise<Uint8Array> {
  const stream = await deflatedRepeat("BT /F1 12 Tf 72 712 Td (Again and again.) Tj ET\n", mib * MiB, "zlib");
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
    FONT,
  ]);
}

/** A PDF (about 6 MB) whose page tree names `pages` pages (the same page object, again and again). */
export function endlessPdf(pages = 1_000_000): Uint8Array {
  const content = deflateSync(Buffer.from("BT /F1 12 Tf 72 712 Td (One page, many times.) Tj ET"));
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${"3 0 R ".repeat(pages)}] /Count ${pages} >>`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from("\nendstream"),
    ]),
    FONT,
  ]);
}

/** A "PDF" of `mib` MiB of zeros after its header. */
export function zerosPdf(mib = 2): Uint8Array {
  const bytes = new Uint8Array(mib * MiB);
  bytes.set(Buffer.from("%PDF-1.7\n"));
  return bytes;
}

/** Plain text of `mib` MiB: prose, over the text a document may have. */
export function hugeText(mib = 9): Uint8Array {
  const sentence = "The quick brown fox jumps over the lazy dog near the riverbank. ";
  return new Uint8Array(Buffer.from(sentence.repeat(Math.ceil((mib * MiB) / sentence.length))));
}
