import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { once } from "node:events";
import { addDocument } from "@/server/knowledge/documents";
import { ingestDocument } from "@/server/knowledge/ingest";
import { dropStagedUpload, stageUpload, sweepStagedUploads, takeStagedUpload } from "@/server/knowledge/uploads";
import type { ReadAnswer, ReadRequest } from "@/server/knowledge/reader/read";
import { spawnBackgroundProcess } from "@/server/processes/background-process";
import { createWorkspaceFixture } from "../helpers/fixtures";
import { DRIVER_POOL, postgresOnly } from "../helpers/postgres-only";

// An upload's bytes staged through the driver and moved to their document in the request's
// transaction (server/knowledge/uploads.ts): the document holds them byte for byte, nothing stays
// staged, a transaction that fails leaves nothing of them, and what a crash left is swept.

async function newBase() {
  const ws = await createWorkspaceFixture(db);
  const base = await db.knowledgeBase.create({ data: { workspaceId: ws.workspaceId, name: "Uploads" } });
  return { workspaceId: ws.workspaceId, baseId: base.id };
}

const fileOf = (bytes: Uint8Array, name = "notes.txt") => new File([bytes as BlobPart], name, { type: "text/plain" });

describe("staged uploads", postgresOnly(DRIVER_POOL), () => {
  it("reach their document byte for byte, slice after slice, nothing stays staged, and the reader reads them", async () => {
    const { workspaceId, baseId } = await newBase();
    // Staged and read 1 MiB at a time: "€" is three bytes, its first two end the first slice.
    const head = "Parking is free behind the shop. ".repeat(40_000).slice(0, 1024 * 1024 - 2);
    const bytes = new TextEncoder().encode(`${head}€ The café opens at nine.`);
    const before = await db.knowledgeUpload.count();
    const document = await transaction((tx) => addDocument(tx, workspaceId, baseId, { file: fileOf(bytes) }));
    const row = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: document.id }, select: { content: true } });
    expect(Buffer.from(row.content!).equals(Buffer.from(bytes))).toBe(true);
    expect(await db.knowledgeUpload.count()).toBe(before);
    expect(await db.knowledgeUploadSlice.count()).toBe(0);

    // The reading process reads the stored bytes on its own connection.
    const outcome = await ingestDocument(document.id);
    const ingested = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: document.id } });
    expect(outcome, String(ingested.error)).toBe("ready");
    const chunks = await db.knowledgeChunk.findMany({
      where: { documentId: document.id },
      orderBy: { position: "asc" },
    });
    expect(chunks.at(-1)!.text).toContain("€ The café opens at nine.");
  });

  it("a transaction that fails after taking one leaves neither the document nor its bytes", async () => {
    const { workspaceId, baseId } = await newBase();
    const before = await db.knowledgeUpload.count();
    const failed = await transaction(async (tx) => {
      await addDocument(tx, workspaceId, baseId, { file: fileOf(new TextEncoder().encode("Closed on Sundays.")) });
      throw new Error("the request failed after the document was added");
    }).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await db.knowledgeDocument.count({ where: { knowledgeBaseId: baseId } })).toBe(0);
    // The staged row came back with the rollback: the sweep's to delete once it is old.
    expect(await db.knowledgeUpload.count()).toBe(before + 1);
    await db.knowledgeUpload.updateMany({ data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    expect(await sweepStagedUploads(db)).toBe(before + 1);
    expect(await db.knowledgeUpload.count()).toBe(0);
  });

  it("the sweep leaves a staged upload a request may still take", async () => {
    const fresh = (await stageUpload(new Blob(["Open at nine."])))!;
    expect(await sweepStagedUploads(db)).toBe(0);
    await dropStagedUpload(fresh);
    expect(await db.knowledgeUpload.count({ where: { id: fresh } })).toBe(0);
  });

  it("a document whose staged upload is gone is refused, not stored without its bytes", async () => {
    const { baseId } = await newBase();
    const gone = (await stageUpload(new Blob(["Gone."])))!;
    await dropStagedUpload(gone);
    const refused = await transaction(async (tx) => {
      const document = await tx.knowledgeDocument.create({
        data: { knowledgeBaseId: baseId, source: "file", title: "gone.txt", fileName: "gone.txt", format: "text" },
      });
      await takeStagedUpload(tx, gone, document.id);
    }).catch((error: Error) => error);
    expect(String(refused)).toMatch(/is gone/);
    expect(await db.knowledgeDocument.count({ where: { knowledgeBaseId: baseId } })).toBe(0);
  });

  it("a reading process that cannot reach the database answers why, and reads the next document", async () => {
    // Port 1 on loopback: nothing listens there.
    const env = { ...process.env, DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" };
    const reader = spawnBackgroundProcess("server/knowledge/reader/child.ts", { env });
    const ask = async (request: ReadRequest) => {
      const answered = once(reader.child, "message");
      reader.child.send(request);
      return (await answered)[0] as ReadAnswer;
    };
    try {
      const settings = { format: "text" as const, language: "en", localVectors: false };
      expect(await ask({ ...settings, documentId: "kdoc_unreachable" })).toMatchObject({
        ok: false,
        unexpected: true,
        reason: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(await ask({ ...settings, bytes: new TextEncoder().encode("Open at nine.") })).toMatchObject({
        ok: true,
        chunks: ["Open at nine."],
      });
    } finally {
      reader.child.kill();
    }
  });
});
