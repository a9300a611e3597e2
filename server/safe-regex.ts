import { RE2JS, RE2JSException } from "re2js";

// Regular expressions that users write (an agent test's transcript expectations, the patterns of
// their JSON Schemas: server/json-schema/untrusted.ts) run on RE2
// (`re2js`, a pure JavaScript port of RE2): linear time in the input, whatever the pattern, so a
// pattern like `(a+)+$` can never stall the process the way a backtracking RegExp would. RE2 has
// no backreferences or lookaround; `(?i)` and the other inline flags work.

/** Why `pattern` does not compile, or null when it does. */
export function regexError(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    if (error instanceof RE2JSException) return error.message;
    throw error;
  }
}

/** A compiled pattern: `test` finds it anywhere in a text. Throws for a pattern regexError refuses. */
export function safeRegex(pattern: string): { test(text: string): boolean } {
  const compiled = RE2JS.compile(pattern);
  return { test: (text) => compiled.test(text) };
}

/** A JSON Schema `pattern` (ECMAScript syntax: named groups and `\u{…}` are translated) on RE2; lookarounds and backreferences throw. */
export function compileEcmaScriptPattern(pattern: string): RE2JS {
  return RE2JS.compile(RE2JS.translateRegExp(pattern));
}
