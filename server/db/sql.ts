import { createHash } from "node:crypto";
import { db, postgresPool } from "./client";

// The hot statements' door to the database (docs/decisions.md "The hot path in SQL"): one
// statement, outside any transaction, through the `pg` pool Prisma itself queries through. A
// Prisma query costs ~0.6 ms of CPU and `$queryRaw` ~0.3 ms where the driver alone costs ~0.12
// ms, and a request that is one statement needs no interactive transaction around it. Embedded
// PGlite has no pool: there the statement goes through Prisma's adapter, which keeps PGlite's one
// connection out of other transactions. Callers select only text, boolean, integer and text[]
// columns, which both drivers return alike (timestamps leave as text, formatted by the statement).

/** Runs one statement with positional parameters ($1, $2, …); returns its rows typed as `Row`. */
export async function sql<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
  const pool = postgresPool();
  if (pool) return (await pool.query(text, params as unknown[])).rows as Row[];
  return db.$queryRawUnsafe<Row[]>(text, ...params);
}

/**
 * A statement that runs on every request, declared once by name: each pooled connection parses
 * and plans it once (a named prepared statement) instead of at every run, which for the hot
 * statements' long CTEs is most of what the database spends on them. The text must be fixed:
 * a statement built per call goes through `sql`.
 */
export function preparedSql<Row>(name: string, text: string): (params: readonly unknown[]) => Promise<Row[]> {
  return async (params) => {
    const pool = postgresPool();
    if (pool) return (await pool.query({ name, text, values: params as unknown[] })).rows as Row[];
    return db.$queryRawUnsafe<Row[]>(text, ...params);
  };
}

/**
 * A statement built per call in one of a few shapes (a transition's fields and options): prepared
 * as preparedSql does, under a name its text decides, so each shape is planned once per connection.
 */
export function shapedSql<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
  return preparedSql<Row>(`shape-${createHash("sha1").update(text).digest("base64url")}`, text)(params);
}

/** A timestamp column as `Date#toISOString()` writes it (docs/decisions.md "Ids"), for JSON a statement builds. */
export function isoSql(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The JSON object of type `Shape` a statement builds, from one SQL expression per key: the keys are
 * exactly Shape's (a webhook's `data`, inferred from its schema), or it does not compile.
 */
export function jsonObjectSql<Shape extends object>(fields: { [Key in keyof Shape]-?: string }): string {
  return `jsonb_build_object(${Object.entries(fields)
    .map(([key, value]) => `'${key}', ${value}`)
    .join(", ")})`;
}

/** Collects a statement's parameters as it is written: `add(value)` returns the value's placeholder. Dates travel as ISO strings. */
export function sqlParameters(): { values: unknown[]; add(value: unknown): string } {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value instanceof Date ? value.toISOString() : value)}` };
}
