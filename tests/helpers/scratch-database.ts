import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { postgresConnection } from "@/server/db/connections";
import { PrismaClient } from "@/server/db/generated/client";
import { migrate } from "@/server/db/migrator";

// Databases made for one run (a benchmark, a reliability scenario), migrated like production,
// and a Prisma client for one that is not the process's own `db`.

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates (or re-creates) database `name` on the server of `adminUrl`, migrates it, returns its URL. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<string> {
  await withClient(adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const url = withDatabase(adminUrl, name);
  await withClient(url, (client) => migrate(postgresConnection(client)));
  return url;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Migrates the database at `url` in place (e.g. a private server's fresh database). */
export async function migrateDatabase(url: string): Promise<void> {
  await withClient(url, (client) => migrate(postgresConnection(client)));
}

export function prismaAt(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 4 }) });
}
