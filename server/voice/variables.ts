// `{{variables}}` in an agent's first message, instructions and voicemail message, filled from the
// call: the `variables` given on POST .../calls, and `name` (the contact's, or the click-to-call
// visitor's) unless the call sets its own. `{{name|there}}` gives a default. A variable with no
// value and no default is left out, with the space before it: "Hi {{name}}!" reads "Hi!", never
// "Hi !" (and never the braces). Only the spaces around a left-out variable change, so the line
// breaks of instructions stay as written.

export type CallVariables = Record<string, string>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*(?:\|([^{}|]*))?\}\}/g;

/** What may follow a left-out variable with no space before it: punctuation, a line break, the end. */
const CLOSING = /^[ \t]*(?:([,.;:!?…)\]、。，！？])|\n|$)/;

/**
 * Joins the text after a left-out variable to the text before it. Punctuation closes up ("Hi
 * {{name}}!" → "Hi!") and takes the place of a pause left dangling ("Thanks, {{name}}." →
 * "Thanks."); a word keeps one space ("Call {{name}} now" → "Call now").
 */
function closeGap(before: string, after: string, atEnd: boolean): string {
  const closing = CLOSING.exec(after);
  // Only spaces before the next variable: decided at that one.
  if (closing && (atEnd || closing[0].length < after.length)) {
    if (!closing[1]) return before.replace(/[ \t]+$/, "") + after.replace(/^[ \t]+/, "");
    const joined = before.replace(/[ \t]*[,;:]?[ \t]*$/, "");
    // Nothing left to punctuate: a pause at the start of a line goes too.
    const rest = after.replace(/^[ \t]+/, "");
    return joined === "" || joined.endsWith("\n") ? joined + rest.replace(/^[,;:][ \t]*/, "") : joined + rest;
  }
  return before === "" || /[\s([]$/.test(before) ? before + after.replace(/^[ \t]+/, "") : before + after;
}

export interface Placeholder {
  name: string;
  /** What `{{name|…}}` gives when the call has no value; null without one. */
  fallback: string | null;
}

/** The variables a template uses, in order, each once. */
export function placeholdersOf(template: string): Placeholder[] {
  const seen = new Map<string, Placeholder>();
  for (const [, name, fallback] of template.matchAll(PLACEHOLDER)) {
    if (!seen.has(name)) seen.set(name, { name, fallback: fallback?.trim() || null });
  }
  return [...seen.values()];
}

export function fillVariables(template: string, variables: CallVariables): string {
  let filled = "";
  /** The last variable was left out: the text after it decides which spaces go. */
  let gap = false;
  let from = 0;
  const append = (text: string, atEnd: boolean) => {
    filled = gap ? closeGap(filled, text, atEnd) : filled + text;
  };
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [placeholder, name, fallback] = match;
    append(template.slice(from, match.index), false);
    from = match.index + placeholder.length;
    const value = (Object.hasOwn(variables, name) ? String(variables[name]).trim() : "") || fallback?.trim() || "";
    filled += value;
    gap = !value;
  }
  append(template.slice(from), true);
  return filled;
}

/** The variables of a call: its own, plus the callee's name when it has none of that name. */
export function callVariables(given: unknown, calleeName: string | null | undefined): CallVariables {
  const own = given && typeof given === "object" ? (given as CallVariables) : {};
  return calleeName && !Object.hasOwn(own, "name") ? { name: calleeName, ...own } : { ...own };
}
