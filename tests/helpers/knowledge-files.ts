import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";

// Documents as a business would upload them, made by the test (a PDF with pdf-lib, a DOCX as the
// three parts Word needs at least), and a small website on localhost serving pages, files and
// redirects for URL documents.

/** A PDF with one line of text per paragraph (pdf.js reads each as its own line). */
export async function makePdf(paragraphs: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([1200, 800]);
  paragraphs.forEach((text, i) => page.drawText(text, { x: 20, y: 760 - i * 40, size: 10, font }));
  return pdf.save();
}

const w = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</w:t></w:r></w:p>`;

/** A minimal Word document: one paragraph per entry. */
export async function makeDocx(paragraphs: string[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.map(w).join("")}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array" });
}

export type Page = { status?: number; type?: string; body?: string | Uint8Array; location?: string };

export interface Website {
  url: string;
  /** Path → what it answers; change it between requests. */
  pages: Map<string, Page>;
  /** Paths requested, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function startWebsite(host = "127.0.0.1"): Promise<Website> {
  const pages = new Map<string, Page>();
  const requested: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requested.push(req.url ?? "");
    const page = pages.get(req.url ?? "");
    if (!page) return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    res.writeHead(page.status ?? 200, {
      "content-type": page.type ?? "text/html; charset=utf-8",
      ...(page.location ? { location: page.location } : {}),
    });
    res.end(page.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    pages,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
