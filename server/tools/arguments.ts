import type { ValidateFunction } from "ajv";
import { deeperThan, MAX_DATA_DEPTH, untrustedAjv } from "@/server/json-schema/untrusted";

// A tool's arguments: read from the model's text, and checked against the tool's `parameters`
// (compiled once per version of the tool) before any request is made.

/** Where arguments that are no JSON object (or nest deeper than MAX_DATA_DEPTH) are kept, as the model wrote them. */
const UNPARSED = "_unparsed";

/** The model's arguments text as arguments; what is no JSON object within MAX_DATA_DEPTH stays text, which no tool takes. */
export function parseToolArguments(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json || "{}");
    if (value && typeof value === "object" && !Array.isArray(value) && !deeperThan(value, MAX_DATA_DEPTH))
      return value as Record<string, unknown>;
  } catch {
    // kept as text below
  }
  return { [UNPARSED]: json };
}

type ArgumentCheck = (args: Record<string, unknown>) => string | null;

const compiled = new Map<string, { version: number; check: ArgumentCheck }>();

function argumentCheck(parameters: unknown): ArgumentCheck {
  let validate: ValidateFunction;
  try {
    validate = untrustedAjv({ allErrors: true }).compile(parameters as object);
  } catch (error) {
    // Saved before its patterns had to compile on RE2: nothing can be checked until it is saved again.
    const reason = `the tool's parameters schema does not compile: ${(error as Error).message}`;
    return () => reason;
  }
  return (args) => {
    if (UNPARSED in args || deeperThan(args, MAX_DATA_DEPTH))
      return `(arguments) must be one JSON object, nested at most ${MAX_DATA_DEPTH} levels deep`;
    if (validate(args)) return null;
    return (validate.errors ?? [])
      .map((error) => `${error.instancePath || "(arguments)"} ${error.message ?? "is invalid"}`)
      .join("; ");
  };
}

/** Null when the arguments are valid for the tool (its schema compiled once per version); otherwise what is wrong, for the model to correct. */
export function argumentErrors(
  tool: { id: string; updatedAt: Date; parameters: unknown },
  args: Record<string, unknown>,
): string | null {
  let cached = compiled.get(tool.id);
  if (cached?.version !== tool.updatedAt.getTime()) {
    cached = { version: tool.updatedAt.getTime(), check: argumentCheck(tool.parameters) };
    compiled.set(tool.id, cached);
  }
  return cached.check(args);
}
