import type { SqlConnection } from "@/server/db/migrator";

/** What one statement reads of a document's bytes: a slice, never a 25 MB value at once. */
const SLICE_BYTES = 1024 * 1024;

/**
 * The uploaded bytes of a document (none for one given as a URL), read a slice at a time: by the
 * reading process on its own connection to Postgres, or by the web process on embedded PGlite
 * (which no other process can open).
 */
export async function storedBytes(database: Pick<SqlConnection, "query">, documentId: string): Promise<Buffer> {
  const slices: Uint8Array[] = [];
  for (let from = 1; ; from += SLICE_BYTES) {
    const [row] = await database.query<{ slice: Uint8Array | null }>(
      `SELECT substring("content" FROM $2::int FOR $3::int) AS "slice" FROM "KnowledgeDocument" WHERE "id" = $1`,
      [documentId, from, SLICE_BYTES],
    );
    if (!row?.slice?.length) return Buffer.concat(slices);
    slices.push(row.slice);
  }
}
