// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL (or to the embedded database).
import pg from "pg";
import { closeDb, dbReady } from "../server/db/client";
import { postgresConnection } from "../server/db/connections";
import { migrate } from "../server/db/migrator";
import { env } from "../server/env";

async function main(): Promise<void> {
  if (!env.DATABASE_URL) {
    await dbReady(); // the embedded database migrates itself when opened
    await closeDb();
    console.log(`embedded database under ${env.DATA_DIR} is up to date`);
    return;
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const applied = await migrate(postgresConnection(client));
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
