import { createHash } from "node:crypto";
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import { lru } from "@/server/cache/lru";
import { fieldErrors, pathText, type ApiError, type IssuePath } from "@/server/errors";
import { compiledPattern, safeRegex } from "@/server/safe-regex";

// JSON Schemas a workspace writes (a tool's `parameters`, an agent's analysis schema) and the data
// checked against them (a model's tool arguments and analysis answers): neither may stall or crash
// the process. Patterns run on RE2 (server/safe-regex.ts: bounded in length and program size when
// saved, matched only against values up to a bounded length), and data deeper than MAX_DATA_DEPTH
// is refused before validation: Ajv's validators of recursive schemas, JSON.stringify and jsonb
// recurse per level (docs/decisions.md "Untrusted schemas and text", "Patterns are bounded").

/** Deeper data is never a real answer or arguments, and recursive code (Ajv, JSON.stringify) would overflow the stack. */
export const MAX_DATA_DEPTH = 32;

/** A JSON Schema pattern on RE2 (ECMAScript syntax translated); one it refuses throws. Ajv keys its patterns by `toString()`. */
const re2: NonNullable<NonNullable<Options["code"]>["regExp"]> = Object.assign(
  (pattern: string) => {
    const compiled = safeRegex(pattern, "ecmascript");
    // A value longer than the pattern's maxLength is not matched: it fails (schemaIssues says why).
    return { test: (text: string) => compiled.search(text) === true, toString: () => pattern };
  },
  { code: "re2js" },
);

/**
 * The one Ajv configuration for schemas svc did not write. A schema is checked against the
 * meta-schema when it is saved (assertCompilableSchema), not by every validator's Ajv: compiling
 * the meta-schema costs each new Ajv 20 ms or more, under 1 ms without it.
 */
function untrustedAjv(): Ajv {
  return new Ajv({
    strict: false,
    allErrors: true,
    verbose: true,
    validateSchema: false,
    code: { regExp: re2, process: numbered },
  });
}

let compiles = 0;

/**
 * Each validator's source made unique. V8 keeps the code of a source compiled a second time in its
 * compilation cache for as long as it keeps being compiled again: validators dropped from the cache
 * and made again for more schemas than it holds kept ~8 KiB each there, 12 MiB for 2,000 schemas in
 * turn (bench/patterns.ts). A source seen once is forgotten like any other.
 */
function numbered(code: string): string {
  compiles += 1;
  return `${code}\n// validator ${compiles}`;
}

/**
 * How many validators are kept: each has an Ajv of its own (so one dropped frees its patterns too),
 * under 20 KiB with a large pattern, so a full cache stays under 2 MiB (bench/patterns.ts);
 * compiling one again costs about 3 ms.
 */
export const CACHED_VALIDATORS = 100;

/** Validators of the schemas used last. */
const validators = lru<ValidateFunction>(CACHED_VALIDATORS);

/** `schema`'s validator, compiled once while it is among the last used; throws when it does not compile (saved before the checks of today). */
export function schemaValidator(schema: object): ValidateFunction {
  const key = createHash("sha256").update(JSON.stringify(schema)).digest("base64url");
  return validators.get(key, () => untrustedAjv().compile(schema));
}

/** The failed validation's issues, `path` a JSON Pointer into the data ("" for the whole). */
export function schemaIssues(errors: ErrorObject[] | null | undefined): { path: string; message: string }[] {
  return (errors ?? []).map((error) => {
    const pattern = error.keyword === "pattern" ? compiledPattern(String(error.params.pattern), "ecmascript") : null;
    const tooLong = pattern?.pattern && typeof error.data === "string" && error.data.length > pattern.pattern.maxLength;
    return {
      path: error.instancePath,
      message: tooLong
        ? `is ${(error.data as string).length} characters long: a value is matched against this pattern only up to ${pattern.pattern!.maxLength}`
        : (error.message ?? "is invalid"),
    };
  });
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

/** Where the first `pattern` (or `patternProperties` key) that is refused sits, as a path into the schema, with why. */
function uncompilablePattern(schema: unknown): { path: IssuePath; reason: string } | null {
  const pending: [unknown, IssuePath][] = [[schema, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (node === null || typeof node !== "object") continue;
    const record = node as Record<string, unknown>;
    const patterns: [string, IssuePath][] = [
      ...(typeof record.pattern === "string" ? [[record.pattern, [...path, "pattern"]] as [string, IssuePath]] : []),
      ...(record.patternProperties && typeof record.patternProperties === "object"
        ? Object.keys(record.patternProperties).map((key): [string, IssuePath] => [
            key,
            [...path, "patternProperties", key],
          ])
        : []),
    ];
    for (const [pattern, at] of patterns) {
      const { error } = compiledPattern(pattern, "ecmascript");
      if (error) return { path: at, reason: error };
    }
    for (const [key, child] of Object.entries(record))
      if (!DATA_KEYWORDS.has(key)) pending.push([child, [...path, Array.isArray(node) ? Number(key) : key]]);
  }
  return null;
}

/** A JSON Pointer into `root` (Ajv's `instancePath`) as an IssuePath: array indexes as numbers. */
function pointerPath(root: unknown, pointer: string): IssuePath {
  const path: IssuePath = [];
  let node = root;
  for (const token of pointer.split("/").slice(1)) {
    const key = token.replaceAll("~1", "/").replaceAll("~0", "~");
    path.push(Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key);
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }
  return path;
}

/** 400 naming `path` inside the schema; the message says where too. */
function invalidSchema(path: IssuePath, message: string): ApiError {
  return fieldErrors([{ path, message }], `${message} (at ${pathText(path)}).`);
}

/**
 * 400 VALIDATION_ERROR naming the path inside `field` unless the schema nests at most
 * MAX_DATA_DEPTH levels, is valid, every pattern is within the limits and compiles on RE2, and the whole compiles.
 */
export function assertCompilableSchema(schema: Record<string, unknown>, field: string): void {
  if (deeperThan(schema, MAX_DATA_DEPTH))
    throw invalidSchema([field], `A schema may nest at most ${MAX_DATA_DEPTH} levels deep`);
  const ajv = untrustedAjv();
  if (!ajv.validateSchema(schema)) {
    const [error] = ajv.errors ?? [];
    const path = [field, ...pointerPath(schema, error?.instancePath ?? "")];
    throw invalidSchema(path, `Not a valid JSON Schema: ${error?.message ?? "invalid"}`);
  }
  const pattern = uncompilablePattern(schema);
  if (pattern) throw invalidSchema([field, ...pattern.path], pattern.reason);
  try {
    schemaValidator(schema);
  } catch (error) {
    throw invalidSchema([field], `The schema does not compile: ${(error as Error).message}`);
  }
}
