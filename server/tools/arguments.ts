import { Ajv, type ValidateFunction } from "ajv";
import { ApiError } from "@/server/errors";

// Tools' `parameters` JSON Schemas: checked when a tool is saved, and compiled once per version of
// the tool to validate the model's arguments at each call.

const ajv = new Ajv({ strict: false, allErrors: false });

/** 400 VALIDATION_ERROR naming the path inside `parameters` unless the schema is valid and compiles. */
export function assertCompilableSchema(schema: Record<string, unknown>): void {
  if (!ajv.validateSchema(schema)) {
    const [error] = ajv.errors ?? [];
    const path = ["parameters", ...(error?.instancePath.split("/").slice(1) ?? [])].join(".");
    throw new ApiError("VALIDATION_ERROR", `Not a valid JSON Schema at ${path}: ${error?.message ?? "invalid"}.`, {
      details: { issues: [{ path, message: `Not a valid JSON Schema: ${error?.message ?? "invalid"}` }] },
    });
  }
  try {
    new Ajv({ strict: false }).compile(schema);
  } catch (error) {
    throw new ApiError("VALIDATION_ERROR", `The parameters schema does not compile: ${(error as Error).message}.`, {
      details: { issues: [{ path: "parameters", message: (error as Error).message }] },
    });
  }
}

const compiled = new Map<string, { version: number; validate: ValidateFunction }>();

/** A validator of the tool's arguments, compiled once per version of the tool. */
export function argumentsValidator(tool: { id: string; updatedAt: Date; parameters: unknown }): ValidateFunction {
  const cached = compiled.get(tool.id);
  if (cached?.version === tool.updatedAt.getTime()) return cached.validate;
  const validate = new Ajv({ strict: false, allErrors: true }).compile(tool.parameters as object);
  compiled.set(tool.id, { version: tool.updatedAt.getTime(), validate });
  return validate;
}

/** Null when the arguments are valid; otherwise what is wrong, for the model to correct. */
export function argumentErrors(validate: ValidateFunction, args: unknown): string | null {
  if (validate(args)) return null;
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || "(arguments)"} ${error.message ?? "is invalid"}`)
    .join("; ");
}
