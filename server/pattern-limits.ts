// How far a pattern a workspace writes may go (docs/decisions.md "Patterns are bounded"): no import,
// so forms check the same length in the browser. RE2 matches in time proportional to the text's
// length × the pattern's program size, so both are bounded, and so is their product.

/** The longest pattern anywhere: a JSON Schema's `pattern` or `patternProperties` key, an agent test's `contains`/`notContains`. */
export const MAX_PATTERN_LENGTH = 512;

/** The most instructions a pattern compiles to (RE2's program size: `a{300}` alone is 300, `\d{1,14}` about 30). */
export const MAX_PATTERN_PROGRAM = 1_000;

/** The longest text a pattern is matched against: a longer value fails without being matched. */
export const MAX_MATCHED_LENGTH = 10_000;

/** Text length × program size a match may cost at most (about 50 ms): a large pattern matches shorter texts. */
export const MATCH_BUDGET = 1_000_000;

/** An agent test's transcript expectation matches turns of this many times its pattern's matchable length in all, at most. */
export const TRANSCRIPT_MATCHES = 5;

/** The longest text a pattern of `programSize` instructions is matched against. */
export function matchableLength(programSize: number): number {
  return Math.min(MAX_MATCHED_LENGTH, Math.floor(MATCH_BUDGET / Math.max(programSize, 1)));
}

const count = (n: number) => n.toLocaleString("en-US");

/** The limits as the API's descriptions state them: a pattern's size, then the text it matches. */
export const PATTERN_SIZE_LIMITS = `at most ${MAX_PATTERN_LENGTH} characters and ${count(MAX_PATTERN_PROGRAM)} RE2 instructions (no lookaround or backreferences)`;
export const MATCHED_LENGTH_LIMITS = `${count(MAX_MATCHED_LENGTH)} characters (fewer for a large pattern: length × instructions ≤ ${count(MATCH_BUDGET)})`;

/** The limits in the description of a JSON Schema field. */
export const SCHEMA_PATTERN_LIMITS = `Its \`pattern\`s and \`patternProperties\` keys run on RE2, each ${PATTERN_SIZE_LIMITS}, matched against values of at most ${MATCHED_LENGTH_LIMITS}; a longer value fails without being matched.`;
