import { postgresPool, type Db } from "@/server/db/client";

// An upload's bytes on their way into the database. Through Prisma, a 25 MB value is encoded and
// copied several times on the web process's one thread (0.3–1.4 s of a blocked event loop on a
// busy machine: health checks and live calls wait); the `pg` driver sends it as one binary
// parameter. The request's transaction cannot lend its connection to the driver, so the bytes are
// staged first on a connection of their own, and the transaction moves them to the document in
// the database; if it never does, the staged row is deleted (at once on a refusal, by the sweep
// after a crash). Embedded PGlite runs in this process whatever the path: there the bytes go
// through Prisma.

/** A staged upload not taken after this long belonged to a request that failed. */
const SWEEP_AFTER_MINUTES = 15;

/** Stages the bytes; null where there is no driver pool (they are written with the document). */
export async function stageUpload(content: Uint8Array): Promise<string | null> {
  const pool = postgresPool();
  if (!pool) return null;
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO "KnowledgeUpload" ("content", "createdAt") VALUES ($1, now() AT TIME ZONE 'UTC') RETURNING "id"`,
    [bytes],
  );
  return rows[0].id;
}

/** Gives up a staged upload (the request was refused after staging it). */
export async function dropStagedUpload(uploadId: string): Promise<void> {
  await postgresPool()?.query(`DELETE FROM "KnowledgeUpload" WHERE "id" = $1`, [uploadId]);
}

/** Moves a staged upload to its document, in `db`'s transaction. */
export async function takeStagedUpload(db: Db, uploadId: string, documentId: string): Promise<void> {
  const moved = await db.$executeRaw`
    WITH staged AS (DELETE FROM "KnowledgeUpload" WHERE "id" = ${uploadId} RETURNING "content")
    UPDATE "KnowledgeDocument" d SET "content" = staged."content" FROM staged WHERE d."id" = ${documentId}`;
  if (moved !== 1) throw new Error(`The staged upload ${uploadId} is gone.`);
}

/** Deletes staged uploads no transaction took (their requests failed or their process died). */
export async function sweepStagedUploads(db: Db): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "KnowledgeUpload"
    WHERE "createdAt" < (now() AT TIME ZONE 'UTC') - make_interval(mins => ${SWEEP_AFTER_MINUTES})`;
}
