import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { addDocument } from "@/server/knowledge/documents";
import { dropStagedUpload, stageUpload, sweepStagedUploads, takeStagedUpload } from "@/server/knowledge/uploads";
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
  it("reach their document byte for byte, and nothing stays staged", async () => {
    const { workspaceId, baseId } = await newBase();
    const bytes = new TextEncoder().encode("Parking is free behind the shop. ".repeat(40_000));
    const before = await db.knowledgeUpload.count();
    const document = await transaction((tx) => addDocument(tx, workspaceId, baseId, { file: fileOf(bytes) }));
    const row = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: document.id }, select: { content: true } });
    expect(Buffer.from(row.content!).equals(Buffer.from(bytes))).toBe(true);
    expect(await db.knowledgeUpload.count()).toBe(before);
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
    const fresh = (await stageUpload(new TextEncoder().encode("Open at nine.")))!;
    expect(await sweepStagedUploads(db)).toBe(0);
    await dropStagedUpload(fresh);
    expect(await db.knowledgeUpload.count({ where: { id: fresh } })).toBe(0);
  });

  it("a document whose staged upload is gone is refused, not stored without its bytes", async () => {
    const { baseId } = await newBase();
    const gone = (await stageUpload(new TextEncoder().encode("Gone.")))!;
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
});
