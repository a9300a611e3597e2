import pg from "pg";
import { postgresConnection } from "@/server/db/connections";
import { readDocument, type ReadAnswer, type ReadRequest } from "./read";
import { storedBytes } from "./stored-bytes";

// The reading process's entry (./pool.ts starts it): one task at a time, each answered in order.
// An upload's bytes it reads from the database itself, on a connection of its own, so that the web
// process never holds nor copies them. When its parent goes, so does it.

let database: pg.Client | undefined;

async function connected(): Promise<pg.Client> {
  if (!database) {
    database = new pg.Client({ connectionString: process.env.DATABASE_URL });
    database.on("error", forgetConnection);
    await database.connect();
  }
  return database;
}

/** A connection that failed is closed; the next document opens another. */
function forgetConnection(): void {
  void database?.end().catch(() => {});
  database = undefined;
}

async function answer(request: ReadRequest): Promise<ReadAnswer> {
  let bytes: Uint8Array;
  try {
    bytes =
      "bytes" in request ? request.bytes : await storedBytes(postgresConnection(await connected()), request.documentId);
  } catch (error) {
    forgetConnection();
    return { ok: false, reason: String((error as Error).stack), unexpected: true };
  }
  return readDocument({ ...request, bytes });
}

process.on("message", (request: ReadRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
process.on("disconnect", () => process.exit(0));
