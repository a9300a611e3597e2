// A document's text cut into chunks of about CHUNK_CHARS characters, on paragraph boundaries where
// a paragraph fits and on sentence boundaries (Intl.Segmenter, in the base's language) where it
// does not; a sentence longer than a chunk is cut between words. Each chunk after the first starts
// with the last sentences of the one before (up to OVERLAP_CHARS), so a passage that straddles a
// cut is still found whole in one of them.

export const CHUNK_CHARS = 1_000;
export const OVERLAP_CHARS = 200;
/** A chunk this full is closed at a paragraph's start rather than cut inside the paragraph. */
const PARAGRAPH_CUT_CHARS = 600;

interface Sentence {
  text: string;
  /** It begins a paragraph (joined with a blank line, not a space). */
  opens: boolean;
  /** Characters of its whole paragraph from here on. */
  paragraphRest: number;
}

/** Words of a sentence longer than a chunk, in pieces that fit. */
function pieces(sentence: string): string[] {
  if (sentence.length <= CHUNK_CHARS) return [sentence];
  const out: string[] = [];
  let current = "";
  for (const word of sentence.split(/\s+/)) {
    for (let start = 0; start < word.length; start += CHUNK_CHARS) {
      const part = word.slice(start, start + CHUNK_CHARS);
      if (current && current.length + 1 + part.length > CHUNK_CHARS) {
        out.push(current);
        current = "";
      }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}

/**
 * What the segmenter is given at once. V8's segmenter copies its whole input for each segment it
 * gives: over a long paragraph that is quadratic (a 1.3 MB one took 40 s, and with one character
 * outside Latin-1 it took the reading process past its heap).
 */
const SEGMENTER_WINDOW_CHARS = 10_000;

/** Where a sentence longer than the window is cut: its last space, else before a split surrogate pair. */
function windowCut(window: string): number {
  const space = window.lastIndexOf(" ");
  if (space > 0) return space + 1;
  const high = window.charCodeAt(window.length - 1);
  return high >= 0xd800 && high <= 0xdbff ? window.length - 1 : window.length;
}

/** The paragraph's sentences, the segmenter given a window at a time. */
function* sentencesIn(segmenter: Intl.Segmenter, paragraph: string): Generator<string> {
  for (let from = 0; from < paragraph.length;) {
    const window = paragraph.slice(from, from + SEGMENTER_WINDOW_CHARS);
    if (from + window.length >= paragraph.length) {
      for (const { segment } of segmenter.segment(window)) yield segment;
      return;
    }
    // The window's last sentence may go on past it: the next window starts with it.
    const sentences = Array.from(segmenter.segment(window), ({ segment }) => segment).slice(0, -1);
    if (!sentences.length) sentences.push(window.slice(0, windowCut(window)));
    for (const sentence of sentences) {
      yield sentence;
      from += sentence.length;
    }
  }
}

function sentencesOf(text: string, language: string): Sentence[] {
  const segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
  const sentences: Sentence[] = [];
  for (const paragraph of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, " ").trim();
    if (!flat) continue;
    const parts = [...sentencesIn(segmenter, flat)].flatMap((segment) => pieces(segment.trim())).filter(Boolean);
    let rest = flat.length;
    parts.forEach((part, i) => {
      sentences.push({ text: part, opens: i === 0, paragraphRest: rest });
      rest -= part.length + 1;
    });
  }
  return sentences;
}

const joined = (sentences: Sentence[]) =>
  sentences.map((s, i) => (i === 0 ? s.text : `${s.opens ? "\n\n" : " "}${s.text}`)).join("");

/** The tail of a chunk that the next one repeats: whole sentences, at most OVERLAP_CHARS. */
function overlap(chunk: Sentence[]): Sentence[] {
  const tail: Sentence[] = [];
  let size = 0;
  for (let i = chunk.length - 1; i > 0; i -= 1) {
    size += chunk[i].text.length + 1;
    if (size > OVERLAP_CHARS) break;
    tail.unshift({ ...chunk[i], opens: tail.length === 0 ? true : chunk[i].opens });
  }
  return tail;
}

export function chunkText(text: string, language: string): string[] {
  const chunks: string[] = [];
  let current: Sentence[] = [];
  let fresh = 0; // sentences of `current` that are not the previous chunk's overlap
  for (const sentence of sentencesOf(text, language)) {
    const size = current.length ? joined(current).length : 0;
    const full = size + 2 + sentence.text.length > CHUNK_CHARS;
    const paragraphWontFit =
      sentence.opens && size >= PARAGRAPH_CUT_CHARS && size + sentence.paragraphRest > CHUNK_CHARS;
    if (fresh && (full || paragraphWontFit)) {
      chunks.push(joined(current));
      current = overlap(current);
      // The overlap must leave room for the sentence, or it is dropped.
      if (joined(current).length + 2 + sentence.text.length > CHUNK_CHARS) current = [];
      fresh = 0;
    }
    current.push(sentence);
    fresh += 1;
  }
  if (fresh) chunks.push(joined(current));
  return chunks;
}
