import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { pgliteConnection, postgresConnection } from "@/server/db/connections";
import { migrate, MigrationError, readMigrations, type Migration } from "@/server/db/migrator";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";

function migration(name: string, sql: string): Migration {
  return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
}

const first = migration("20260101000000_first", `CREATE TABLE "Thing" ("id" TEXT PRIMARY KEY);`);
const second = migration("20260102000000_second", `ALTER TABLE "Thing" ADD COLUMN "name" TEXT;`);

describe("migrator on PGlite", () => {
  it("applies the project's migrations once and records them as Prisma does", async () => {
    const pglite = new PGlite();
    const conn = pgliteConnection(pglite);
    const migrations = await readMigrations();
    expect(await migrate(conn, migrations)).toEqual(migrations.map((m) => m.name));
    expect(await migrate(conn, migrations)).toEqual([]);
    const rows = await conn.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    expect(rows.map((r) => r.checksum)).toEqual(migrations.map((m) => m.checksum));
    expect(rows.every((r) => r.finished_at && r.applied_steps_count === 1)).toBe(true);
    await pglite.close();
  });

  it("applies only what is new", async () => {
    const pglite = new PGlite();
    const conn = pgliteConnection(pglite);
    expect(await migrate(conn, [first])).toEqual([first.name]);
    expect(await migrate(conn, [first, second])).toEqual([second.name]);
    await pglite.close();
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    const pglite = new PGlite();
    const conn = pgliteConnection(pglite);
    await migrate(conn, [first]);
    const edited = migration(first.name, `${first.sql}\n-- edited`);
    await expect(migrate(conn, [edited, second])).rejects.toThrow(/was changed after it was applied/);
    const tables = await conn.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Thing'`,
    );
    expect(tables.map((t) => t.column_name)).toEqual(["id"]); // `second` did not run
    await pglite.close();
  });

  it("rolls a failing migration back whole and records nothing for it", async () => {
    const pglite = new PGlite();
    const conn = pgliteConnection(pglite);
    const broken = migration("20260103000000_broken", `CREATE TABLE "Half" ("id" TEXT); SELECT no_such_function();`);
    const error = await migrate(conn, [first, broken]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain("20260103000000_broken");
    const half = await conn.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`);
    expect(half).toEqual([]);
    const recorded = await conn.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.map((r) => r.migration_name)).toEqual([first.name]);
    await pglite.close();
  });
});

describe("migrator on Postgres", postgresOnly(SEVERAL_CONNECTIONS), () => {
  it("is safe to run from two processes at once", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const scratch = `svc_migrator_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${scratch}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${scratch}`;
    const clients = [
      new pg.Client({ connectionString: url.toString() }),
      new pg.Client({ connectionString: url.toString() }),
    ];
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const migrations = await readMigrations();
      const results = await Promise.all(clients.map((c) => migrate(postgresConnection(c), migrations)));
      expect(results.flat().sort()).toEqual(migrations.map((m) => m.name).sort());
      const { rows } = await clients[0].query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(rows[0].n).toBe(migrations.length);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
      await admin.query(`DROP DATABASE "${scratch}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
