import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SvcApiError, SvcClient } from "@/sdk/src/index";
import { documentReady, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// The SDK's knowledgeBases.* against the real server: a base, a text and an uploaded file (the
// SDK's multipart path, replayed identically on a retry), search, and the errors as SvcApiError.

let harness: DialingHarness;
let ws: V1Workspace;
let svc: SvcClient;

beforeAll(async () => {
  harness = await startDialingHarness();
  ws = await createV1Workspace();
  svc = new SvcClient({ apiKey: ws.apiKey, workspaceId: ws.workspaceId, baseUrl: harness.app.url, maxRetries: 0 });
});
afterAll(async () => {
  await harness?.stop();
});

describe("svc.knowledgeBases", () => {
  it("creates a base, adds a text and a file, searches them, and deletes them", async () => {
    const base = await svc.knowledgeBases.create({ name: "Handbook", language: "en-GB" });
    expect(base).toMatchObject({ name: "Handbook", language: "en-GB", documentCount: 0 });
    const text = await svc.knowledgeBases.addDocument(base.id, { title: "Hours", text: "We close at six on Fridays." });
    expect(text.status).toBe("processing");
    const file = await svc.knowledgeBases.uploadDocument(
      base.id,
      new Blob(["# Parking\n\nParking is free behind the shop."], { type: "text/markdown" }),
      { fileName: "parking.md", idempotencyKey: "upload-parking" },
    );
    expect(file).toMatchObject({ title: "parking.md", source: "file", fileName: "parking.md" });
    // Awaited in the database: polling through the SDK as fast would spend the key's request budget.
    const { db } = await import("@/server/db/client");
    for (const id of [text.id, file.id]) await documentReady(db, id);
    expect((await svc.knowledgeBases.getDocument(base.id, file.id)).status).toBe("ready");

    const [passage] = await svc.knowledgeBases.search(base.id, { query: "Where can I park?", topK: 1 });
    expect(passage).toMatchObject({ documentId: file.id, title: "parking.md" });
    expect(passage.text).toContain("Parking is free behind the shop.");
    const pages = [];
    for await (const page of svc.knowledgeBases.listDocuments(base.id)) pages.push(...page.items);
    expect(pages.map((doc) => doc.id).sort()).toEqual([text.id, file.id].sort());

    await svc.knowledgeBases.deleteDocument(base.id, text.id);
    await svc.knowledgeBases.delete(base.id);
    const gone = await svc.knowledgeBases.get(base.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(SvcApiError);
    expect((gone as SvcApiError).code).toBe("NOT_FOUND");
  });

  it("reports an unsupported file as UNSUPPORTED_FILE_TYPE", async () => {
    const base = await svc.knowledgeBases.create({ name: "Photos" });
    const refused = await svc.knowledgeBases
      .uploadDocument(base.id, new Blob(["\x89PNG"], { type: "image/png" }), { fileName: "logo.png" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SvcApiError);
    expect((refused as SvcApiError).status).toBe(415);
    expect((refused as SvcApiError).code).toBe("UNSUPPORTED_FILE_TYPE");
  });
});
