import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The slow website listens on 127.0.0.1.
  process.env.KNOWLEDGE_ALLOW_PRIVATE_TARGETS = "127.0.0.1";
  // Each document's status is polled through /v1 every 25 ms, for up to a minute, from one key.
  process.env.RATE_LIMIT_API_KEY_REQUESTS = "100000";
});

import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import {
  crowdedDocx,
  endlessPdf,
  hugeText,
  inflatingDocx,
  inflatingPdf,
  nestedDocx,
  zerosPdf,
} from "../helpers/hostile-documents";
import { startWebsite } from "../helpers/knowledge-files";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// Every format is bounded before it expands: each of the attack's documents fails with the bound
// it went past named, read in a process of its own (server/knowledge/reader). The same documents
// against a real server process, with its health answering throughout: tests/reliability/hostile-documents.test.ts.

let harness: DialingHarness;
let ws: V1Workspace;

beforeAll(async () => {
  harness = await startDialingHarness();
  ws = await createV1Workspace();
});
afterAll(() => harness?.stop());

const basesPath = () => `/v1/workspaces/${ws.workspaceId}/knowledge-bases`;

async function newBase(workspace: V1Workspace, name: string): Promise<string> {
  const created = await v1Client(harness.app.url, workspace.apiKey).post(
    `/v1/workspaces/${workspace.workspaceId}/knowledge-bases`,
    { name },
  );
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function upload(kbId: string, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${harness.app.url}${basesPath()}/${kbId}/documents`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ws.apiKey}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function settled(kbId: string, documentId: string) {
  return eventually(
    async () => {
      const response = await v1Client(harness.app.url, ws.apiKey).get(`${basesPath()}/${kbId}/documents/${documentId}`);
      const document = ((await response.json()) as { data: { status: string; error: string | null } }).data;
      return document.status !== "processing" && document;
    },
    60_000,
    "the document's ingestion",
  );
}

describe("hostile documents", () => {
  it("each fails with the bound it goes past named", { timeout: 240_000 }, async () => {
    const kbId = await newBase(ws, "Attack");
    const cases: Array<[string, Uint8Array | Promise<Uint8Array>, RegExp]> = [
      ["nested.docx", nestedDocx(), /word\/document\.xml nests its elements more than 256 deep/],
      ["inflating.docx", inflatingDocx(), /inflates to more than 64 MiB/],
      ["crowded.docx", crowdedDocx(), /has 60,\d{3} ZIP entries, more than the 2,000 allowed/],
      ["inflating.pdf", inflatingPdf(), /A stream of the PDF inflates to more than 32 MiB/],
      ["endless.pdf", endlessPdf(), /The PDF has 1,000,000 pages, more than the 2,000 allowed/],
      ["zeros.pdf", zerosPdf(), /The PDF could not be read|took longer than 45 s/],
      ["huge.txt", hugeText(), /more than 5,000,000 characters of text/],
    ];
    for (const [name, bytes, reason] of cases) {
      const documentId = await upload(kbId, name, await bytes);
      const document = await settled(kbId, documentId);
      expect(document, name).toMatchObject({ status: "failed" });
      expect(document.error, name).toMatch(reason);
    }
  });

  it("one workspace's slow documents do not hold up another's", async () => {
    const site = await startWebsite();
    site.pages.set("/slow", { body: "<p>Slow to answer.</p>", delayMs: 4_000 });
    try {
      const slowKb = await newBase(ws, "Slow pages");
      const slow = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await v1Client(harness.app.url, ws.apiKey).post(`${basesPath()}/${slowKb}/documents`, {
          url: `${site.url}/slow`,
        });
        expect(response.status).toBe(202);
        slow.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      const other = await createV1Workspace();
      const otherKb = await newBase(other, "Quick");
      const added = await v1Client(harness.app.url, other.apiKey).post(
        `/v1/workspaces/${other.workspaceId}/knowledge-bases/${otherKb}/documents`,
        { text: "We open at nine." },
      );
      const { id } = ((await added.json()) as { data: { id: string } }).data;
      const { db } = await import("@/server/db/client");
      await eventually(
        async () => (await db.knowledgeDocument.findUniqueOrThrow({ where: { id } })).status === "ready",
        30_000,
        "the other workspace's document",
      );
      // Ready before even the first slow page answered: it waited for none of them.
      expect(await db.knowledgeDocument.count({ where: { id: { in: slow }, status: "processing" } })).toBe(6);
    } finally {
      await site.close();
    }
  });
});
