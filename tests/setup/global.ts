import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { pgliteConnection, postgresConnection } from "../../server/db/connections";
import { migrate, readMigrations, type Migration } from "../../server/db/migrator";

// With DATABASE_URL set, migrate one template database per migration set; each test file then
// clones it (CREATE DATABASE … TEMPLATE, ~100 ms) so files run in parallel on isolated data.
// On the embedded defaults, migrate one in-memory PGlite per migration set and dump it; each test
// file's in-memory database starts from that dump (PGLITE_SNAPSHOT): an empty cluster's initdb and
// the migrations cost ~8 s of CPU per file, the dump ~1 s.

declare module "vitest" {
  export interface ProvidedContext {
    /** Migrated template to clone, and the database to connect to while cloning; null = PGlite. */
    databases: { template: string; admin: string } | null;
    /** The migrated PGlite dump each file's in-memory database starts from (embedded defaults). */
    pgliteSnapshot: string | null;
  }
}

/** A dump of a migrated in-memory PGlite, made once per migration set (written whole, then renamed). */
async function migratedPgliteSnapshot(digest: string, migrations: Migration[]): Promise<string> {
  const file = path.join(tmpdir(), `svc-test-pglite-${digest}.tar`);
  if (existsSync(file)) return file;
  const pglite = new PGlite("memory://", { extensions: { vector } });
  try {
    await migrate(pgliteConnection(pglite), migrations);
    const dump = await pglite.dumpDataDir("none");
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await pglite.close();
  }
  return file;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<void> {
  const base = process.env.DATABASE_URL;
  const migrations = await readMigrations();
  const digest = createHash("sha256")
    .update(migrations.map((m) => m.checksum).join())
    .digest("hex")
    .slice(0, 12);
  if (!base) {
    project.provide("databases", null);
    project.provide("pgliteSnapshot", await migratedPgliteSnapshot(digest, migrations));
    return;
  }
  project.provide("pgliteSnapshot", null);
  const template = `svc_test_template_${digest}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(4242)");
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE "${template}"`);
      const client = new pg.Client({ connectionString: databaseUrl(base, template) });
      await client.connect();
      try {
        await migrate(postgresConnection(client), migrations);
      } catch (error) {
        await client.end();
        await admin.query(`DROP DATABASE "${template}"`);
        throw error;
      }
      await client.end();
    }
    await admin.query("SELECT pg_advisory_unlock(4242)");
  } finally {
    await admin.end();
  }
  project.provide("databases", { template, admin: base });
}
