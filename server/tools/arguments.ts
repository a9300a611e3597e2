import type { ValidateFunction } from "ajv";
import { deeperThan, MAX_DATA_DEPTH, schemaIssues, schemaValidator } from "@/server/json-schema/untrusted";

// A tool's arguments: read from the model's text, and checked against the tool's `parameters`
// (its validator cached: server/json-schema/untrusted.ts) before any request is made.

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

/** Null when the arguments are valid for the tool's parameters; otherwise what is wrong, for the model to correct. */
export function argumentErrors(tool: { parameters: unknown }, args: Record<string, unknown>): string | null {
  let validate: ValidateFunction;
  try {
    validate = schemaValidator(tool.parameters as object);
  } catch (error) {
    // Saved before its patterns had to compile on RE2: nothing can be checked until it is saved again.
    return `the tool's parameters schema does not compile: ${(error as Error).message}`;
  }
  if (UNPARSED in args || deeperThan(args, MAX_DATA_DEPTH))
    return `(arguments) must be one JSON object, nested at most ${MAX_DATA_DEPTH} levels deep`;
  if (validate(args)) return null;
  return schemaIssues(validate.errors)
    .map((issue) => `${issue.path || "(arguments)"} ${issue.message}`)
    .join("; ");
}
