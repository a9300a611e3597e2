import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import mammoth from "mammoth";
import { marked } from "marked";
import { extractText as extractPdfText, getDocumentProxy } from "unpdf";
import type { DocumentFormat } from "./inputs";

// A document's text out of its file: PDF (unpdf, Mozilla's pdf.js for servers), DOCX (mammoth),
// Markdown (marked, then as HTML), HTML (Mozilla's Readability over linkedom: the page's readable
// part, not its menus) and plain text. Paragraphs come out separated by blank lines, which is where
// chunking cuts first. What can be told from the bytes alone is checked at upload (`unreadable`);
// the rest fails the ingestion with a reason (DocumentError).

/** Why a document cannot be read, in words its owner can act on. */
export class DocumentError extends Error {
  override name = "DocumentError";
}

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

function decodeText(bytes: Uint8Array): string | null {
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
  if ((format === "markdown" || format === "html" || format === "text") && decodeText(bytes) === null)
    return "The file is not UTF-8 text.";
  return null;
}

const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "BR",
  "DD",
  "DIV",
  "DL",
  "DT",
  "FIGCAPTION",
  "FOOTER",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "TABLE",
  "TR",
  "UL",
]);

interface HtmlNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
}

/** The text of an HTML fragment, each block element a paragraph of its own. */
function htmlText(root: HtmlNode): string {
  const paragraphs: string[] = [];
  let current = "";
  const flush = () => {
    const paragraph = current.replace(/\s+/g, " ").trim();
    if (paragraph) paragraphs.push(paragraph);
    current = "";
  };
  const walk = (node: HtmlNode) => {
    if (node.nodeType === 3) current += node.textContent ?? "";
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.nodeName)) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) flush();
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return paragraphs.join("\n\n");
}

function bodyOf(html: string): HtmlNode {
  return parseHTML(`<html><body>${html}</body></html>`).document.body as HtmlNode;
}

/** A page's readable text (Readability), or its whole body's when Readability finds no article. */
function readableHtml(html: string): { text: string; title: string | null } {
  const { document } = parseHTML(html);
  const title = document.title?.trim() || null;
  const article = new Readability(document as unknown as Document).parse();
  if (article?.content) {
    const text = htmlText(bodyOf(article.content));
    if (text.trim()) return { text, title: article.title?.trim() || title };
  }
  return { text: htmlText(parseHTML(html).document.body as HtmlNode), title };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  let pages: string[];
  try {
    // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's intact.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    pages = (await extractPdfText(pdf, { mergePages: false })).text;
  } catch (error) {
    throw new DocumentError(`The PDF could not be read: ${(error as Error).message}.`);
  }
  // A line that ends without a sentence's end continues on the next: only page and paragraph breaks stay.
  return pages.map((page) => page.replace(/([^.!?:\n])\n(?=\S)/g, "$1 ")).join("\n\n");
}

async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch (error) {
    throw new DocumentError(`The DOCX document could not be read: ${(error as Error).message}.`);
  }
}

/** The document's text (and the title it gives itself, if any); DocumentError when it has none. */
export async function documentText(
  format: DocumentFormat,
  bytes: Uint8Array,
): Promise<{ text: string; title: string | null }> {
  const problem = unreadable(format, bytes);
  if (problem) throw new DocumentError(problem);
  let read: { text: string; title: string | null };
  if (format === "pdf") read = { text: await pdfText(bytes), title: null };
  else if (format === "docx") read = { text: await docxText(bytes), title: null };
  else if (format === "html") read = readableHtml(decodeText(bytes)!);
  else if (format === "markdown")
    read = { text: htmlText(bodyOf(await marked.parse(decodeText(bytes)!))), title: null };
  else read = { text: decodeText(bytes)!, title: null };
  if (!read.text.trim()) throw new DocumentError("The document has no text.");
  return read;
}
