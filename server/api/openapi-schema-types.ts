// Scalar (the /docs renderer) reads every schema through a model in which a schema has a `type`;
// zod writes `.nullable()` as `anyOf: [X, {type: "null"}]` and an unknown value as `{}`, both
// without one, and Scalar then logs "document validation errors". This pass gives such schemas
// the `type` they already mean (the union of their members' types; every JSON type for "any
// value"), which changes nothing a validator accepts.

type Schema = Record<string, unknown>;
type Components = Record<string, Schema>;

const ANY_TYPE = ["string", "number", "boolean", "object", "array", "null"];
const COMPOSITIONS = ["anyOf", "oneOf"] as const;
const REF_PREFIX = "#/components/schemas/";

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typesOf(schema: Schema, components: Components, seen: Set<string>): string[] {
  if (typeof schema.$ref === "string" && schema.$ref.startsWith(REF_PREFIX)) {
    const name = schema.$ref.slice(REF_PREFIX.length);
    const target = components[name];
    if (!target || seen.has(name)) return ANY_TYPE;
    return typesOf(target, components, new Set([...seen, name]));
  }
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  const members = COMPOSITIONS.flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as Schema[]) : []));
  if (members.length === 0) return ANY_TYPE;
  return [...new Set(members.flatMap((member) => typesOf(member, components, seen)))];
}

const isNull = (schema: Schema) => schema.type === "null" && Object.keys(schema).length === 1;
/** Keywords that hold for a value of any type (the others, maxLength or properties, only for their own). */
const EVERY_TYPE = new Set(["$ref", "enum", "const", "anyOf", "oneOf", "allOf", "not", "default", "examples"]);
/** Of those, what the non-null member of a nullable may carry: "null" joins its enum. */
const NULLABLE_MEMBER = new Set(["enum", "default", "examples"]);

/**
 * An `anyOf` of inline members of distinct types as one schema with a type list, e.g.
 * `anyOf: [{type: "integer", minimum: 0}, {type: "null"}]` as `{type: ["integer", "null"], minimum: 0}`:
 * the form Scalar reads, and the same type for the SDK. Unions it cannot merge are kept.
 */
function mergeUnion(schema: Schema): void {
  const members = schema.anyOf;
  if (!Array.isArray(members) || !members.every((member) => isSchema(member) && typeof member.type === "string")) {
    return;
  }
  const types = members.map((member) => member.type as string);
  if (new Set(types).size !== types.length) return;
  const nullable = members.length === 2 && members.some(isNull);
  const mergeable = members.every((member) =>
    Object.keys(member).every((key) => !EVERY_TYPE.has(key) || (nullable && NULLABLE_MEMBER.has(key))),
  );
  if (!mergeable) return;
  delete schema.anyOf;
  Object.assign(schema, ...members, { ...schema }, { type: types });
  const enumValues = members.find((member) => Array.isArray(member.enum))?.enum as unknown[] | undefined;
  if (enumValues) schema.enum = [...enumValues, null];
}

/** Gives `schema` and every schema inside it a `type`; `{}` as additionalProperties becomes `true`. */
function typeSchema(schema: Schema, components: Components): void {
  if (typeof schema.$ref === "string") return;
  if (schema.type === undefined) mergeUnion(schema);
  if (schema.type === undefined) {
    const types = typesOf(schema, components, new Set());
    schema.type = types.length === 1 ? types[0] : types;
    // Any JSON value: an object of anything (not an empty one), for Scalar and the SDK alike.
    if (types === ANY_TYPE) schema.additionalProperties ??= true;
  }
  if (isSchema(schema.additionalProperties)) {
    if (Object.keys(schema.additionalProperties).length === 0) schema.additionalProperties = true;
    else typeSchema(schema.additionalProperties, components);
  }
  for (const key of ["items", "not", "propertyNames", "contentSchema"]) {
    if (isSchema(schema[key])) typeSchema(schema[key], components);
  }
  for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"]) {
    if (Array.isArray(schema[key]))
      for (const member of schema[key]) if (isSchema(member)) typeSchema(member, components);
  }
  for (const key of ["properties", "patternProperties"]) {
    if (isSchema(schema[key]))
      for (const member of Object.values(schema[key])) if (isSchema(member)) typeSchema(member, components);
  }
}

/** Types every schema of an OpenAPI document in place: component schemas and every `schema` below paths and webhooks. */
export function typeEverySchema(document: {
  components?: { schemas?: unknown };
  paths?: unknown;
  webhooks?: unknown;
}): void {
  const components = (document.components?.schemas ?? {}) as Components;
  for (const schema of Object.values(components)) typeSchema(schema, components);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isSchema(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "schema" && isSchema(value)) typeSchema(value, components);
      else visit(value);
    }
  };
  visit(document.paths);
  visit(document.webhooks);
}
