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
 */
export function storable<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const items = value.map(storable);
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, child]) => {
    const entry = [storableText(key), storable(child)] as const;
    changed ||= entry[0] !== key || entry[1] !== child;
    return entry;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}

/** `value` as the JSON text of a jsonb parameter of a statement: storable, so jsonb takes it. */
export function storableJson(value: unknown): string {
  return JSON.stringify(storable(value));
}
