import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalExecutor } from "@/inngest/local-executor/executor";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { makeDocx } from "../helpers/knowledge-files";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// How an ingestion ends when it cannot succeed: text Postgres cannot store is cleaned, a run whose
// retries run out fails its document (onFailure), and a document left `processing` (its process
// died) is failed by the sweep after 15 minutes, each with its reason.

let harness: DialingHarness;
let executor: LocalExecutor;
let db: typeof import("@/server/db/client").db;
let ws: V1Workspace;

beforeAll(async () => {
  harness = await startDialingHarness();
  ({ db } = await import("@/server/db/client"));
  const { startLocalExecutor } = await import("@/inngest/local-executor/start");
  executor = await startLocalExecutor(); // the harness's, already running
  ws = await createV1Workspace();
});
afterAll(() => harness?.stop());

const basesPath = () => `/v1/workspaces/${ws.workspaceId}/knowledge-bases`;

async function newBase(name: string): Promise<string> {
  const response = await v1Client(harness.app.url, ws.apiKey).post(basesPath(), { name });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function upload(kbId: string, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${harness.app.url}${basesPath()}/${kbId}/documents`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ws.apiKey}` },
    body: form,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const settled = (documentId: string, timeoutMs = 60_000) =>
  eventually(
    async () => {
      const document = await db.knowledgeDocument.findUniqueOrThrow({ where: { id: documentId } });
      return document.status !== "processing" && document;
    },
    timeoutMs,
    "the document's ingestion",
  );

describe("knowledge ingestion failures", () => {
  it("a DOCX whose text holds NUL and a lone surrogate is stored cleaned, not stuck processing", async () => {
    const kbId = await newBase("Odd characters");
    const zip = await JSZip.loadAsync(await makeDocx(["Opening marker"]));
    const xml = await zip.file("word/document.xml")!.async("string");
    zip.file("word/document.xml", xml.replace("Opening marker", "Our front desk&#0; opens at nine&#xD800; sharp."));
    const documentId = await upload(kbId, "odd.docx", await zip.generateAsync({ type: "uint8array" }));
    const document = await settled(documentId);
    expect(document).toMatchObject({ status: "ready", error: null, chunkCount: 1 });
    const [chunk] = await db.knowledgeChunk.findMany({ where: { documentId } });
    expect(chunk.text).toBe("Our front desk opens at nine\uFFFD sharp.");
  });

  it("a run whose retries run out fails its document with the reason (onFailure)", async () => {
    const kbId = await newBase("Failing writes");
    // The database refuses this document's chunks, every time: the run throws until its retries end.
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION svc_test_refuse_chunk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."text" LIKE '%refuse-this-chunk%' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER svc_test_refuse_chunk BEFORE INSERT ON "KnowledgeChunk" FOR EACH ROW EXECUTE FUNCTION svc_test_refuse_chunk()`,
    );
    try {
      const response = await v1Client(harness.app.url, ws.apiKey).post(`${basesPath()}/${kbId}/documents`, {
        text: "Please refuse-this-chunk when it is stored.",
      });
      expect(response.status).toBe(202);
      const { id } = ((await response.json()) as { data: { id: string } }).data;
      expect(await settled(id, 30_000)).toMatchObject({
        status: "failed",
        error: "The document could not be processed.",
        chunkCount: 0,
      });
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER svc_test_refuse_chunk ON "KnowledgeChunk"`);
      await db.$executeRawUnsafe(`DROP FUNCTION svc_test_refuse_chunk()`);
    }
  });

  it("the sweep fails a document processing for more than 15 minutes, and only that one", async () => {
    const kbId = await newBase("Stuck");
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const document = (title: string, chunkCount = 0) => ({
      knowledgeBaseId: kbId,
      title,
      source: "text" as const,
      format: "text",
      status: "processing" as const,
      chunkCount,
    });
    // Written as a process that died mid-ingestion left them (no event will come for them).
    const stuck = await db.knowledgeDocument.create({ data: document("Stuck") });
    const reingesting = await db.knowledgeDocument.create({ data: document("Re-ingesting, with chunks", 3) });
    const recent = await db.knowledgeDocument.create({ data: document("Recent") });
    await db.$executeRawUnsafe(
      `UPDATE "KnowledgeDocument" SET "updatedAt" = $2 WHERE "id" = ANY($1::text[])`,
      [stuck.id, reingesting.id],
      minutesAgo(16),
    );
    await db.$executeRawUnsafe(
      `UPDATE "KnowledgeDocument" SET "updatedAt" = $2 WHERE "id" = $1`,
      recent.id,
      minutesAgo(5),
    );
    executor.fireCrons(new Date("2026-01-01T10:05:00Z"));
    const reason = "Its ingestion did not finish within 15 minutes; add it again, or try a smaller file.";
    expect(await settled(stuck.id, 10_000)).toMatchObject({ status: "failed", error: reason });
    expect(await settled(reingesting.id, 10_000)).toMatchObject({ status: "ready", error: reason, chunkCount: 3 });
    expect((await db.knowledgeDocument.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("processing");
  });
});
