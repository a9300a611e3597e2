import { RE2JS, RE2JSException } from "re2js";
import { lru } from "@/server/cache/lru";
import { MAX_PATTERN_LENGTH, MAX_PATTERN_PROGRAM, matchableLength } from "@/server/pattern-limits";

// Regular expressions that users write (an agent test's transcript expectations, the patterns of
// their JSON Schemas: server/json-schema/untrusted.ts) run on RE2 (`re2js`, a pure JavaScript port
// of RE2): no backtracking, so `(a+)+$` can never stall the process the way a RegExp would. RE2
// still costs the text's length × the pattern's program size, so both are bounded
// (server/pattern-limits.ts, docs/decisions.md "Patterns are bounded"). Matching runs RE2's NFA,
// never its lazy DFA: the DFA is faster on most patterns, but a hostile one makes it rebuild its
// states at every character (several times the NFA's cost) in a cache of up to 8 MiB per pattern.
// RE2 has no lookaround or backreferences; `(?i)` and the other inline flags work.

/** A saved pattern's syntax: RE2's own (agent tests) or ECMAScript's (JSON Schema; named groups and `\u{…}` are translated). */
export type PatternSyntax = "re2" | "ecmascript";

export interface SafePattern {
  /** The longest text it is matched against. */
  readonly maxLength: number;
  /** Whether it occurs anywhere in `text`; null when the text is longer than maxLength (it is not matched). */
  search(text: string): boolean | null;
}

/** What RE2 leaves out, named: its own messages call a lookbehind an "invalid named capture". */
const UNSUPPORTED: [RegExp, string][] = [
  [/\(\?<[=!]/, "lookbehind (`(?<=…)`, `(?<!…)`)"],
  [/\(\?[=!]/, "lookahead (`(?=…)`, `(?!…)`)"],
  [/\\[1-9]|\\k</, "backreferences (`\\1`, `\\k<name>`)"],
];

type Compiled = { pattern: SafePattern; error: null } | { pattern: null; error: string };

/**
 * Compiled patterns, the ones used last: one at MAX_PATTERN_PROGRAM keeps about 22 KiB, so a full
 * cache stays under 3 MiB (bench/patterns.ts); compiling one again costs about a millisecond.
 */
const compiledPatterns = lru<Compiled>(128);

function compile(pattern: string, syntax: PatternSyntax): Compiled {
  let re: RE2JS;
  try {
    re = RE2JS.compile(syntax === "ecmascript" ? RE2JS.translateRegExp(pattern) : pattern);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    const unsupported = UNSUPPORTED.find(([construct]) => construct.test(pattern));
    return { pattern: null, error: unsupported ? `RE2 has no ${unsupported[1]}` : `RE2: ${error.message}` };
  }
  const size = re.programSize();
  if (size > MAX_PATTERN_PROGRAM)
    return {
      pattern: null,
      error: `It compiles to ${size} RE2 instructions, more than ${MAX_PATTERN_PROGRAM}: count repetitions ({n}) less`,
    };
  const maxLength = matchableLength(size);
  return {
    pattern: { maxLength, search: (text) => (text.length > maxLength ? null : re.matcher(text).find()) },
    error: null,
  };
}

/** `pattern` compiled (cached), or why it is refused: longer than MAX_PATTERN_LENGTH, not RE2, or too large a program. */
export function compiledPattern(pattern: string, syntax: PatternSyntax = "re2"): Compiled {
  if (pattern.length > MAX_PATTERN_LENGTH)
    return { pattern: null, error: `A pattern has at most ${MAX_PATTERN_LENGTH} characters, not ${pattern.length}` };
  return compiledPatterns.get(`${syntax}:${pattern}`, () => compile(pattern, syntax));
}

/** Why `pattern` is refused, or null when it can be saved. */
export function regexError(pattern: string, syntax: PatternSyntax = "re2"): string | null {
  return compiledPattern(pattern, syntax).error;
}

/** A pattern regexError accepts, compiled; throws for one it refuses. */
export function safeRegex(pattern: string, syntax: PatternSyntax = "re2"): SafePattern {
  const { pattern: compiled, error } = compiledPattern(pattern, syntax);
  if (!compiled) throw new Error(error);
  return compiled;
}
