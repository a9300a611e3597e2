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

/** The patient FAQ of a dental practice, as a browser prints a web page: three pages, each with the
 * browser's header (date and time, the page's title) and footer (the file's address, "n/3"). */
export const FAQ_PAGES = [
  [
    "Welcome to Maple Grove Dental Care. We look after patients of every age, from a first tooth to a full set.",
    "How do I book an appointment? Call the front desk or use the booking form on our website.",
    "New patients are asked to arrive fifteen minutes early to fill in a health questionnaire.",
    "What should I bring to my first visit? Bring your insurance card and a list of the medicines you take.",
  ],
  [
    "What are your opening hours? We are open Monday to Friday from 8 am to 6 pm.",
    "On Saturdays we are open from 9 am to 1 pm for check-ups and cleanings only.",
    "Do you see children? Yes, our hygienists are trained to care for young children and nervous patients.",
    "Can I pay in instalments? Treatments above 400 dollars can be paid over six months without interest.",
  ],
  [
    "How do I find you? Our office is at 1187 Birchwood Avenue, Suite 200, across from the public library.",
    "Free parking is available behind the building, and the number 12 bus stops at the door.",
    "What if I have a dental emergency? Call us first thing in the morning and we will see you the same day.",
    "Do you accept insurance? We accept most dental plans and send the claim for you.",
  ],
];

/** FAQ_PAGES as a printed PDF, each page with a running header and footer. */
export async function makeFaqPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  FAQ_PAGES.forEach((lines, index) => {
    const page = pdf.addPage([612, 792]);
    page.drawText("11/28/26, 7:05 AM", { x: 20, y: 775, size: 8, font });
    page.drawText("Maple Grove Dental Care \u2014 Patient FAQ", { x: 260, y: 775, size: 8, font });
    lines.forEach((text, i) => page.drawText(text, { x: 40, y: 720 - i * 40, size: 9, font }));
    page.drawText("file:///home/frontdesk/site/faq.html", { x: 20, y: 15, size: 8, font });
    page.drawText(`${index + 1}/${FAQ_PAGES.length}`, { x: 570, y: 15, size: 8, font });
  });
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

export type Page = {
  status?: number;
  type?: string;
  body?: string | Uint8Array;
  location?: string;
  /** Answers only after this long (a slow or hanging site). */
  delayMs?: number;
};

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
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    requested.push(req.url ?? "");
    const page = pages.get(req.url ?? "");
    if (!page) return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
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
