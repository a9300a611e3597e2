import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Applies prisma/migrations/*/migration.sql and records them in Prisma's own `_prisma_migrations`
// table (same columns, sha256 checksums), so `prisma migrate deploy` and this migrator agree on
// what is applied. Works on any connection that can run SQL: node-postgres or PGlite.

export interface SqlConnection {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Prisma's advisory lock key, so this migrator and `prisma migrate deploy` exclude each other. */
const ADVISORY_LOCK_KEY = 72707369;

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

/**
 * Applies every pending migration, each in its own transaction together with its record.
 * Returns the names applied. Refuses to run when an applied migration's file changed or a
 * previous attempt failed half-way (Prisma's P3009/P3006 situations).
 */
export async function migrate(conn: SqlConnection, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await conn.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    await conn.exec(CREATE_TABLE);
    const rows = await conn.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r]));
    for (const row of rows) {
      if (!row.finished_at) {
        throw new MigrationError(
          `migration ${row.migration_name} started but did not finish; inspect the database, then mark it rolled back`,
        );
      }
    }
    const done: string[] = [];
    for (const migration of all) {
      const previous = applied.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(
            `migration ${migration.name} was changed after it was applied (checksum ${previous.checksum} ≠ ${migration.checksum}); add a new migration instead of editing an applied one`,
          );
        }
        continue;
      }
      await conn.exec("BEGIN");
      try {
        await conn.exec(migration.sql);
        await conn.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await conn.exec("COMMIT");
      } catch (error) {
        await conn.exec("ROLLBACK");
        throw new MigrationError(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
  }
}
