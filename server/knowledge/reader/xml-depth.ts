import { DocumentError } from "../document-error";
import { count, READ_BOUNDS } from "./bounds";

// How deep an XML text's elements nest, counted by a scan of its tags before a parser builds them
// (200,000 nested elements in a 22 KB DOCX took the parser's heap past 4 GB). Comments, CDATA,
// declarations and processing instructions do not nest.

const TAG = /<(!--[\s\S]*?--|!\[CDATA\[[\s\S]*?\]\]|[!?][^>]*|\/[^>]*|[^>]*?(\/?))>/g;

/** Throws DocumentError when `text`'s elements nest deeper than READ_BOUNDS.xmlDepth. */
export function assertXmlDepth(text: string, what: string): void {
  let depth = 0;
  for (const match of text.matchAll(TAG)) {
    const tag = match[1];
    if (tag.startsWith("!") || tag.startsWith("?")) continue;
    if (tag.startsWith("/")) depth -= 1;
    else if (match[2] !== "/") {
      depth += 1;
      if (depth > READ_BOUNDS.xmlDepth)
        throw new DocumentError(
          `${what} nests its elements more than ${count(READ_BOUNDS.xmlDepth)} deep, more than allowed.`,
        );
    }
  }
}
