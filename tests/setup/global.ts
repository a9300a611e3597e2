import { createHash } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresConnection } from "../../server/db/connections";
import { migrate, readMigrations } from "../../server/db/migrator";

// With DATABASE_URL set, migrate one template database per migration set; each test file then
// clones it (CREATE DATABASE … TEMPLATE, ~100 ms) so files run in parallel on isolated data.

declare module "vitest" {
  export interface ProvidedContext {
    /** Migrated template to clone, and the database to connect to while cloning; null = PGlite. */
    databases: { template: string; admin: string } | null;
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide("databases", null);
    return;
  }
  const migrations = await readMigrations();
  const digest = createHash("sha256")
    .update(migrations.map((m) => m.checksum).join())
    .digest("hex")
    .slice(0, 12);
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
