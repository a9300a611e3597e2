import { postgresPool, type Db } from "@/server/db/client";
import { readInSlices } from "@/server/http/multipart";

// An upload's bytes on their way into the database. Through Prisma, a 25 MB value is encoded and
// copied several times on the web process's one thread (0.3–1.4 s of a blocked event loop on a
// busy machine: health checks and live calls wait); even through the `pg` driver, one 25 MB
// parameter is copied whole in one run of the loop. So the bytes are staged a slice at a time, on a
// connection of their own (the request's transaction cannot lend its connection to the driver),
// and the transaction joins the slices into the document in the database; if it never does, the
// staged upload is deleted (at once on a refusal, by the sweep after a crash). Embedded PGlite runs
// in this process whatever the path: there the bytes go through Prisma.

/** A staged upload not taken after this long belonged to a request that failed. */
const SWEEP_AFTER_MINUTES = 15;

/**
 * Stages the file a slice at a time on one connection of the driver's pool; null where there is no
 * driver pool (the bytes are written with the document).
 */
export async function stageUpload(file: Blob): Promise<string | null> {
  const pool = postgresPool();
  if (!pool) return null;
  const connection = await pool.connect();
  let uploadId: string | undefined;
  try {
    const { rows } = await connection.query<{ id: string }>(
      `INSERT INTO "KnowledgeUpload" ("createdAt") VALUES (now() AT TIME ZONE 'UTC') RETURNING "id"`,
    );
    uploadId = rows[0].id;
    let position = 0;
    for await (const slice of readInSlices(file))
      await connection.query(
        `INSERT INTO "KnowledgeUploadSlice" ("uploadId", "position", "content") VALUES ($1, $2, $3)`,
        [uploadId, position++, Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength)],
      );
    return uploadId;
  } catch (error) {
    // What was staged goes now; if even that fails, the sweep takes it.
    if (uploadId) await dropStagedUpload(uploadId).catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/** Gives up a staged upload (the request was refused after staging it). */
export async function dropStagedUpload(uploadId: string): Promise<void> {
  await postgresPool()?.query(`DELETE FROM "KnowledgeUpload" WHERE "id" = $1`, [uploadId]);
}

/** Moves a staged upload to its document, in `db`'s transaction. */
export async function takeStagedUpload(db: Db, uploadId: string, documentId: string): Promise<void> {
  // The statement sees the slices as they were when it began: the upload's delete cascades to them
  // only as it ends.
  const moved = await db.$executeRaw`
    WITH staged AS (DELETE FROM "KnowledgeUpload" WHERE "id" = ${uploadId} RETURNING "id")
    UPDATE "KnowledgeDocument" d
    SET "content" = (
      SELECT string_agg(s."content", ''::bytea ORDER BY s."position") FROM "KnowledgeUploadSlice" s
      WHERE s."uploadId" = ${uploadId}
    )
    FROM staged WHERE d."id" = ${documentId}`;
  if (moved !== 1) throw new Error(`The staged upload ${uploadId} is gone.`);
}

/** Deletes staged uploads no transaction took (their requests failed or their process died). */
export async function sweepStagedUploads(db: Db): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "KnowledgeUpload"
    WHERE "createdAt" < (now() AT TIME ZONE 'UTC') - make_interval(mins => ${SWEEP_AFTER_MINUTES})`;
}
