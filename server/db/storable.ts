// Text Postgres cannot store: NUL (text and jsonb refuse it) and lone UTF-16 surrogates (jsonb
// refuses their `\ud800` escapes, text would get U+FFFD anyway). Text svc did not write (a tool's
// answer, a model's stream and analysis, a webhook receiver's answer) may hold either; it is
// cleaned where it enters storage (docs/decisions.md "Untrusted schemas and text"), so that no
// write fails on it: a failed write lost a turn, with the callee's next one.

/** The text without NUL characters, each lone surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.includes("\0") || !text.isWellFormed() ? text.replaceAll("\0", "").toWellFormed() : text;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every string in it (object keys included) storable: plain objects and arrays are
 * copied where something changed, anything else (a Date, Prisma's null markers) is kept as it is.
 * Nothing is allocated for a value that is storable already: every stored turn passes here.
 */
export function storable<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const clean = storable(item);
      if (clean !== item) (copy ??= [...value])[i] = clean;
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  for (const key in value) {
    const child = value[key];
    if (storableText(key) !== key || storable(child) !== child)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)])) as T;
  }
  return value;
}

/** `value` as the JSON text of a jsonb parameter of a statement: storable, so jsonb takes it. */
export function storableJson(value: unknown): string {
  return JSON.stringify(storable(value));
}
