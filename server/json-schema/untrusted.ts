import { Ajv, type Options } from "ajv";
import { ApiError } from "@/server/errors";
import { compileEcmaScriptPattern } from "@/server/safe-regex";

// JSON Schemas a workspace writes (a tool's `parameters`, an agent's analysis schema) and the data
// checked against them (a model's tool arguments and analysis answers): neither may stall or crash
// the process. Patterns run on RE2 (re2js, a pure-JavaScript port: linear time, no backtracking,
// so `^(a+)+$` costs what its input's length costs), and data deeper than MAX_DATA_DEPTH is
// refused before validation: Ajv's validators of recursive schemas, JSON.stringify and jsonb
// recurse per level (docs/decisions.md "Untrusted schemas and text").

/** Deeper data is never a real answer or arguments, and recursive code (Ajv, JSON.stringify) would overflow the stack. */
export const MAX_DATA_DEPTH = 32;

/** ECMAScript syntax (named groups, `\u{…}`) translated to RE2's; lookarounds and backreferences do not compile. */
const re2: NonNullable<NonNullable<Options["code"]>["regExp"]> = Object.assign(
  (pattern: string) => compileEcmaScriptPattern(pattern),
  {
    code: "re2js",
  },
);

/** The one Ajv configuration for schemas svc did not write. */
export function untrustedAjv(options: Pick<Options, "allErrors"> = {}): Ajv {
  return new Ajv({ strict: false, ...options, code: { regExp: re2 } });
}

/** Whether `value` nests objects or arrays more than `depth` levels deep. Iterative, so a hostile value cannot overflow the stack here. */
export function deeperThan(value: unknown, depth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, level] = next;
    if (node === null || typeof node !== "object") continue;
    if (level >= depth) return true;
    for (const child of Object.values(node)) pending.push([child, level + 1]);
  }
  return false;
}

/** Keywords whose values are data, not schemas: a `pattern` key inside them is no pattern. */
const DATA_KEYWORDS = new Set(["const", "enum", "default", "examples"]);

/** Where the first `pattern` (or `patternProperties` key) RE2 cannot compile sits, as a dotted path, with RE2's reason. */
function uncompilablePattern(schema: unknown): { path: string[]; reason: string } | null {
  const pending: [unknown, string[]][] = [[schema, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (node === null || typeof node !== "object") continue;
    const record = node as Record<string, unknown>;
    const patterns: [string, string[]][] = [
      ...(typeof record.pattern === "string" ? [[record.pattern, [...path, "pattern"]] as [string, string[]]] : []),
      ...(record.patternProperties && typeof record.patternProperties === "object"
        ? Object.keys(record.patternProperties).map((key): [string, string[]] => [
            key,
            [...path, "patternProperties", key],
          ])
        : []),
    ];
    for (const [pattern, at] of patterns) {
      try {
        re2(pattern, "u");
      } catch (error) {
        return { path: at, reason: (error as Error).message };
      }
    }
    for (const [key, child] of Object.entries(record))
      if (!DATA_KEYWORDS.has(key)) pending.push([child, [...path, key]]);
  }
  return null;
}

function invalidSchema(path: string, message: string): ApiError {
  return new ApiError("VALIDATION_ERROR", `${message} (at ${path}).`, { details: { issues: [{ path, message }] } });
}

/**
 * 400 VALIDATION_ERROR naming the path inside `field` unless the schema nests at most
 * MAX_DATA_DEPTH levels, is valid, every pattern compiles on RE2, and the whole compiles.
 */
export function assertCompilableSchema(schema: Record<string, unknown>, field: string): void {
  if (deeperThan(schema, MAX_DATA_DEPTH))
    throw invalidSchema(field, `A schema may nest at most ${MAX_DATA_DEPTH} levels deep`);
  const ajv = untrustedAjv();
  if (!ajv.validateSchema(schema)) {
    const [error] = ajv.errors ?? [];
    const path = [field, ...(error?.instancePath.split("/").slice(1) ?? [])].join(".");
    throw invalidSchema(path, `Not a valid JSON Schema: ${error?.message ?? "invalid"}`);
  }
  const pattern = uncompilablePattern(schema);
  if (pattern) {
    throw invalidSchema(
      [field, ...pattern.path].join("."),
      `Patterns run on RE2, which has no lookarounds or backreferences: ${pattern.reason}`,
    );
  }
  try {
    ajv.compile(schema);
  } catch (error) {
    throw invalidSchema(field, `The schema does not compile: ${(error as Error).message}`);
  }
}
