import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

// Runs before each test file, before it imports anything of the server: gives the file its own
// database (a clone of the migrated template, or an in-memory PGlite) and its own Redis key prefix.

const suffix = randomBytes(6).toString("hex");
const databases = inject("databases");
process.env.REDIS_PREFIX = `svc-test:${suffix}`;

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databases!.admin });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const databaseName = `svc_test_${suffix}`;
if (databases) {
  await asAdmin(`CREATE DATABASE "${databaseName}" TEMPLATE "${databases.template}"`);
  const url = new URL(databases.admin);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATA_DIR = "memory://";
  const snapshot = inject("pgliteSnapshot");
  if (snapshot) process.env.PGLITE_SNAPSHOT = snapshot;
}

afterAll(async () => {
  // Close the database only if the file opened it (importing the client would open one).
  if ((globalThis as { __svcDatabase?: unknown }).__svcDatabase) {
    const { closeDb } = await import("../../server/db/client");
    await closeDb();
  }
  if (databases) await asAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});
