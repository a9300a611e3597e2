// The test box starts with arguments shaped like the tool's parameters, so that Test sends
// something real at once and shows which fields the model fills in.

const EMPTY_BY_TYPE: Record<string, unknown> = {
  string: "",
  number: 0,
  integer: 0,
  boolean: false,
  array: [],
  object: {},
};

function exampleOf(schema: Record<string, unknown>): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ("example" in schema) return schema.example;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return typeof type === "string" && type in EMPTY_BY_TYPE ? EMPTY_BY_TYPE[type] : null;
}

/** `{"orderNumber": ""}` for a schema with an `orderNumber` string property; `{}` without properties. */
export function exampleArguments(parameters: Record<string, unknown>): string {
  const properties = (parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
  const example = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, exampleOf(schema)]));
  return JSON.stringify(example, null, 2);
}
