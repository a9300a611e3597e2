import { getDocumentProxy } from "unpdf";
import { DocumentError } from "../document-error";
import { count, READ_BOUNDS, tooMuchText } from "./bounds";
import { assertPdfStreamsBounded } from "./pdf-streams";

// A PDF's text as a person reads it: page by page (never all pages at once), within READ_BOUNDS,
// without what the printer repeats on every page. A line near a page's top or bottom (among its
// three highest or lowest) that recurs there on at least half of the pages, digits aside ("7:05
// AM", "1/3"), is a running header or footer; a line there that is only a page number is one too.
// Lines that end without a sentence's end continue on the next: only paragraphs and pages break.

const EDGE_LINES = 3;
const PAGE_NUMBER = /^(?:page\s*)?[-–—(]*\s*\d+\s*(?:(?:of|\/)\s*\d+)?\s*[-–—)]*$/i;

interface Line {
  text: string;
  y: number;
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

function linesOf(items: TextItem[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (item.str === undefined) continue;
    current ??= { text: "", y: item.transform?.[5] ?? 0 };
    current.text += item.str;
    if (item.hasEOL) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const shape = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/** The lines with text at a page's top and bottom edges (by height on the page), as indexes. */
function edges(lines: Line[]): Set<number> {
  const byHeight = lines
    .map((line, index) => ({ index, y: line.y, blank: !line.text.trim() }))
    .filter((line) => !line.blank)
    .sort((a, b) => b.y - a.y);
  return new Set([...byHeight.slice(0, EDGE_LINES), ...byHeight.slice(-EDGE_LINES)].map((line) => line.index));
}

/** Each page's lines without its running headers, footers and page numbers. */
export function withoutRunningLines(pages: Line[][]): string[][] {
  const pageEdges = pages.map(edges);
  const recurring = new Map<string, number>();
  pages.forEach((lines, page) => {
    const shapes = new Set([...pageEdges[page]].map((index) => shape(lines[index].text)));
    for (const seen of shapes) recurring.set(seen, (recurring.get(seen) ?? 0) + 1);
  });
  const enough = Math.max(2, Math.ceil(pages.length / 2));
  return pages.map((lines, page) =>
    lines
      .filter((line, index) => {
        if (!pageEdges[page].has(index)) return true;
        return !PAGE_NUMBER.test(line.text.trim()) && (recurring.get(shape(line.text)) ?? 0) < enough;
      })
      .map((line) => line.text),
  );
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  assertPdfStreamsBounded(bytes);
  const pages: Line[][] = [];
  try {
    // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's intact.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    if (pdf.numPages > READ_BOUNDS.pdfPages)
      throw new DocumentError(
        `The PDF has ${count(pdf.numPages)} pages, more than the ${count(READ_BOUNDS.pdfPages)} allowed.`,
      );
    let chars = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const lines = linesOf((await page.getTextContent()).items as TextItem[]);
      page.cleanup();
      chars += lines.reduce((sum, line) => sum + line.text.length + 1, 0);
      if (chars > READ_BOUNDS.textChars) throw tooMuchText();
      pages.push(lines);
    }
    await pdf.destroy();
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError(`The PDF could not be read: ${(error as Error).message.replace(/\.$/, "")}.`);
  }
  return withoutRunningLines(pages)
    .map((lines) => lines.join("\n").replace(/([^.!?:\n])\n(?=\S)/g, "$1 "))
    .join("\n\n");
}
