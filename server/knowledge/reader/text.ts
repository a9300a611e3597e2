import { DocumentError } from "../document-error";
import { decodeText, unreadable } from "../formats";
import type { DocumentFormat } from "../inputs";
import { READ_BOUNDS, tooMuchText } from "./bounds";

// A document's text out of its file, in the reading process (./pool.ts): PDF (./pdf-text.ts: unpdf,
// Mozilla's pdf.js for servers), DOCX (mammoth, through ./zip.ts), Markdown (marked, then as HTML),
// HTML (Mozilla's Readability over linkedom: the page's readable part, not its menus) and plain
// text. Paragraphs come out separated by blank lines, which is where chunking cuts first. Each
// format's library is loaded when a document of it comes: a reading process that reads text
// starts without pdf.js. What cannot be read fails the ingestion with a reason (DocumentError).

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

type ParseHtml = typeof import("linkedom").parseHTML;

function bodyOf(parseHTML: ParseHtml, html: string): HtmlNode {
  return parseHTML(`<html><body>${html}</body></html>`).document.body as HtmlNode;
}

/** A page's readable text (Readability), or its whole body's when Readability finds no article. */
async function readableHtml(html: string): Promise<{ text: string; title: string | null }> {
  const [{ parseHTML }, { Readability }] = await Promise.all([import("linkedom"), import("@mozilla/readability")]);
  const { document } = parseHTML(html);
  const title = document.title?.trim() || null;
  const article = new Readability(document as unknown as Document).parse();
  if (article?.content) {
    const text = htmlText(bodyOf(parseHTML, article.content));
    if (text.trim()) return { text, title: article.title?.trim() || title };
  }
  return { text: htmlText(parseHTML(html).document.body as HtmlNode), title };
}

async function markdownText(markdown: string): Promise<string> {
  const [{ parseHTML }, { marked }] = await Promise.all([import("linkedom"), import("marked")]);
  return htmlText(bodyOf(parseHTML, await marked.parse(markdown)));
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const [{ default: mammoth }, { boundedZip }] = await Promise.all([import("mammoth"), import("./zip")]);
  try {
    // mammoth reads through `file` what it would read from `buffer` (its lib/unzip.js), here within bounds.
    const input = { file: boundedZip(bytes) } as unknown as Parameters<typeof mammoth.extractRawText>[0];
    return (await mammoth.extractRawText(input)).value;
  } catch (error) {
    if (error instanceof DocumentError) throw error;
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
  if (format === "pdf") read = { text: await (await import("./pdf-text")).pdfText(bytes), title: null };
  else if (format === "docx") read = { text: await docxText(bytes), title: null };
  else if (format === "html") read = await readableHtml(decodeText(bytes)!);
  else if (format === "markdown") read = { text: await markdownText(decodeText(bytes)!), title: null };
  else read = { text: decodeText(bytes)!, title: null };
  if (read.text.length > READ_BOUNDS.textChars) throw tooMuchText();
  if (!read.text.trim()) throw new DocumentError("The document has no text.");
  return read;
}
