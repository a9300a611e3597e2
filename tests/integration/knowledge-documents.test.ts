import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The test website listens on 127.0.0.1 and only there: a redirect anywhere else private is refused.
  process.env.KNOWLEDGE_ALLOW_PRIVATE_TARGETS = "127.0.0.1";
  process.env.KNOWLEDGE_DOCUMENTS_PER_BASE = "12";
  process.env.KNOWLEDGE_BYTES_PER_BASE = String(1024 * 1024);
});

import { db } from "@/server/db/client";
import { startDialingHarness, eventually, type DialingHarness } from "../helpers/dialing-harness";
import { makeDocx, makePdf, startWebsite, type Website } from "../helpers/knowledge-files";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// Knowledge bases and their documents through /v1: every format ingested from files the test makes,
// URLs (a redirect to a private address refused), refreshes, limits, and each bad input's 4xx.

let harness: DialingHarness;
let ws: V1Workspace;
let site: Website;
let counter = 0;

beforeAll(async () => {
  harness = await startDialingHarness();
  ws = await createV1Workspace();
  site = await startWebsite();
});
afterAll(async () => {
  await site?.close();
  await harness?.stop();
});

const client = () => v1Client(harness.app.url, ws.apiKey);
const basesPath = () => `/v1/workspaces/${ws.workspaceId}/knowledge-bases`;

type Doc = {
  id: string;
  status: string;
  error: string | null;
  chunkCount: number;
  title: string;
  format: string;
  bytes: number;
};

async function newBase(body: Record<string, unknown> = {}): Promise<string> {
  const response = await client().post(basesPath(), { name: `Base ${++counter}`, ...body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function upload(kbId: string, name: string, type: string, bytes: Uint8Array | string, headers = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  return fetch(`${harness.app.url}${basesPath()}/${kbId}/documents`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ws.apiKey}`, ...headers },
    body: form,
  });
}

async function settled(kbId: string, documentId: string): Promise<Doc> {
  // Polled in the database: through /v1 every 25 ms the test would spend its key's budget (100
  // requests per 10 s) on a slow first read (the reading process starts cold) and get 429s.
  await eventually(
    async () => {
      const row = await db.knowledgeDocument.findUnique({ where: { id: documentId }, select: { status: true } });
      return row !== null && row.status !== "processing";
    },
    60_000,
    "the document's ingestion",
  );
  const response = await client().get(`${basesPath()}/${kbId}/documents/${documentId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Doc }).data;
}

async function chunksOf(documentId: string): Promise<string[]> {
  const rows = await db.knowledgeChunk.findMany({ where: { documentId }, orderBy: { position: "asc" } });
  return rows.map((row) => row.text);
}

async function accepted(response: Response): Promise<Doc> {
  expect(response.status).toBe(202);
  const doc = ((await response.json()) as { data: Doc }).data;
  expect(doc.status).toBe("processing");
  return doc;
}

describe("knowledge bases", () => {
  it("are created, read, listed, changed and deleted; a name is unique; one an agent uses stays", async () => {
    const kbId = await newBase({ description: "Prices and hours", language: "fr-FR" });
    const got = await (await client().get(`${basesPath()}/${kbId}`)).json();
    expect(got.data).toMatchObject({ id: kbId, language: "fr-FR", documentCount: 0, llmConnectionId: null });
    const list = await (await client().get(basesPath())).json();
    expect(list.data.items.map((b: { id: string }) => b.id)).toContain(kbId);

    const taken = await client().post(basesPath(), { name: got.data.name });
    expect(taken.status).toBe(409);
    const renamed = await client().patch(`${basesPath()}/${kbId}`, { name: `Renamed ${counter}` });
    expect((await renamed.json()).data.name).toBe(`Renamed ${counter}`);

    const half = await client().patch(`${basesPath()}/${kbId}`, { embeddingModel: "text-embedding-3-small" });
    expect(half.status).toBe(400);

    await client().patch(`/v1/workspaces/${ws.workspaceId}/agents/${ws.agentId}`, { knowledgeBaseIds: [kbId] });
    const inUse = await client().delete(`${basesPath()}/${kbId}`);
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).details.agents).toEqual([{ id: ws.agentId, name: "Ada" }]);
    await client().patch(`/v1/workspaces/${ws.workspaceId}/agents/${ws.agentId}`, { knowledgeBaseIds: [] });
    expect((await client().delete(`${basesPath()}/${kbId}`)).status).toBe(200);
    expect((await client().get(`${basesPath()}/${kbId}`)).status).toBe(404);
  });

  it("an agent may name only this workspace's bases, at most five", async () => {
    const other = await createV1Workspace();
    const foreign = await v1Client(harness.app.url, other.apiKey).post(
      `/v1/workspaces/${other.workspaceId}/knowledge-bases`,
      { name: "Theirs" },
    );
    const foreignId = (await foreign.json()).data.id;
    const agentPath = `/v1/workspaces/${ws.workspaceId}/agents/${ws.agentId}`;
    const wrong = await client().patch(agentPath, { knowledgeBaseIds: [foreignId] });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).details.issues[0].path).toEqual(["knowledgeBaseIds"]);
    const many = await client().patch(agentPath, { knowledgeBaseIds: ["a", "b", "c", "d", "e", "f"] });
    expect(many.status).toBe(400);
  });

  it("need the knowledge scopes", async () => {
    const reader = await addKey(ws.workspaceId, ["knowledge:read"]);
    const asReader = v1Client(harness.app.url, reader);
    expect((await asReader.get(basesPath())).status).toBe(200);
    const refused = await asReader.post(basesPath(), { name: "Not mine to make" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("INSUFFICIENT_SCOPE");
  });
});

describe("documents", () => {
  it("a JSON text is cut into chunks of about 1,000 characters on sentence boundaries, with overlap", async () => {
    const kbId = await newBase();
    const sentences = Array.from(
      { length: 40 },
      (_, i) => `Sentence number ${i} tells about the garden hose model ${i}.`,
    );
    const text = `${sentences.slice(0, 20).join(" ")}\n\n${sentences.slice(20).join(" ")}`;
    const doc = await accepted(await client().post(`${basesPath()}/${kbId}/documents`, { text }));
    expect(doc.title).toMatch(/^Sentence number 0 tells .{40,}…$/);
    const ready = await settled(kbId, doc.id);
    expect(ready).toMatchObject({ status: "ready", error: null });
    const chunks = await chunksOf(doc.id);
    expect(ready.chunkCount).toBe(chunks.length);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(1_000);
      expect(chunk).toMatch(/^Sentence number \d+/);
      expect(chunk).toMatch(/\.$/);
    }
    // Each chunk after the first starts with the last sentences of the one before (at most 200 characters).
    for (let i = 1; i < chunks.length; i += 1) {
      const repeated = chunks[i].slice(0, chunks[i].indexOf(".") + 1);
      const before = chunks[i - 1];
      expect(before).toContain(repeated);
      expect(before.length - before.indexOf(repeated)).toBeLessThanOrEqual(200);
    }
  });

  it("ingests a PDF, a DOCX, Markdown, HTML and plain text uploaded as files", async () => {
    const kbId = await newBase();
    const files: [string, string, Uint8Array | string, string][] = [
      [
        "hours.pdf",
        "application/pdf",
        await makePdf(["Opening hours: weekdays 8 to 6.", "Closed on Sundays."]),
        "Closed on Sundays",
      ],
      [
        "policy.docx",
        "application/octet-stream",
        await makeDocx(["Refund policy.", "Refunds within 30 days."]),
        "Refunds within 30 days",
      ],
      [
        "faq.md",
        "text/markdown",
        "# FAQ\n\nDo you **deliver**? Yes, within [the city](https://example.invalid).",
        "Yes, within the city",
      ],
      [
        "page.html",
        "text/html",
        "<html><body><nav>Home | Shop</nav><p>Gift cards never expire.</p><script>var x = 1;</script></body></html>",
        "Gift cards never expire",
      ],
      ["notes.txt", "text/plain", "Parking is free behind the shop.", "Parking is free"],
    ];
    for (const [name, type, bytes, expected] of files) {
      const doc = await accepted(await upload(kbId, name, type, bytes));
      expect(doc.title).toBe(name);
      const ready = await settled(kbId, doc.id);
      expect(ready.status, `${name}: ${ready.error}`).toBe("ready");
      const text = (await chunksOf(doc.id)).join("\n");
      expect(text).toContain(expected);
      expect(text).not.toContain("var x");
      expect(text).not.toContain("**");
    }
  });

  it("refuses an unsupported, empty, corrupt or oversized file with a clear 4xx, and stores nothing", async () => {
    const kbId = await newBase();
    const exe = await upload(kbId, "setup.exe", "application/x-msdownload", "MZ\x90\x00");
    expect(exe.status).toBe(415);
    expect((await exe.json()).code).toBe("UNSUPPORTED_FILE_TYPE");

    const empty = await upload(kbId, "empty.txt", "text/plain", "");
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: "UNREADABLE_DOCUMENT", error: "The file is empty." });

    const notPdf = await upload(kbId, "scan.pdf", "application/pdf", "this is no pdf");
    expect(notPdf.status).toBe(422);
    expect((await notPdf.json()).error).toContain("not a PDF");

    const binary = await upload(kbId, "notes.txt", "text/plain", new Uint8Array([0xff, 0xfe, 0x00, 0x41]));
    expect(binary.status).toBe(422);
    // An upload is checked a slice (1 MiB) at a time: what is wrong past the first slice is found too.
    for (const late of [0xff, 0x00]) {
      const bytes = new Uint8Array(3 * 1024 * 1024).fill(65);
      bytes[2 * 1024 * 1024 + 7] = late;
      const refused = await upload(kbId, "late.txt", "text/plain", bytes);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ code: "UNREADABLE_DOCUMENT", error: "The file is not UTF-8 text." });
    }

    const huge = await upload(kbId, "huge.txt", "text/plain", new Uint8Array(25 * 1024 * 1024 + 1).fill(65));
    expect(huge.status).toBe(413);

    const blank = await client().post(`${basesPath()}/${kbId}/documents`, { text: "   " });
    expect(blank.status).toBe(400);
    const both = await client().post(`${basesPath()}/${kbId}/documents`, { text: "a", url: `${site.url}/a` });
    expect(both.status).toBe(400);

    expect(await db.knowledgeDocument.count({ where: { knowledgeBaseId: kbId } })).toBe(0);
  });

  it("a PDF broken past its header fails with the reason and no chunks", async () => {
    const kbId = await newBase();
    const doc = await accepted(await upload(kbId, "broken.pdf", "application/pdf", "%PDF-1.7\n1 0 obj garbage"));
    const failed = await settled(kbId, doc.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^The PDF could not be read/);
    expect(failed.chunkCount).toBe(0);
    expect(await chunksOf(doc.id)).toEqual([]);
  });

  it("a replayed upload (same Idempotency-Key) answers the same document", async () => {
    const kbId = await newBase();
    const key = { "Idempotency-Key": `upload-${counter}` };
    const first = await (await upload(kbId, "a.txt", "text/plain", "Alpha.", key)).json();
    const again = await upload(kbId, "a.txt", "text/plain", "Alpha.", key);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).data.id).toBe(first.data.id);
    // The same name, type and size: told apart by its bytes.
    const other = await upload(kbId, "a.txt", "text/plain", "Gamma.", key);
    expect(other.status).toBe(422);
  });

  it("a deleted document's chunks leave search at once", async () => {
    const kbId = await newBase();
    const doc = await accepted(await client().post(`${basesPath()}/${kbId}/documents`, { text: "Delete me." }));
    await settled(kbId, doc.id);
    expect((await client().delete(`${basesPath()}/${kbId}/documents/${doc.id}`)).status).toBe(200);
    expect(await db.knowledgeChunk.count({ where: { documentId: doc.id } })).toBe(0);
    expect((await client().get(`${basesPath()}/${kbId}/documents/${doc.id}`)).status).toBe(404);
    const base = await (await client().get(`${basesPath()}/${kbId}`)).json();
    expect(base.data).toMatchObject({ documentCount: 0, chunkCount: 0 });
  });

  it("holds at most KNOWLEDGE_DOCUMENTS_PER_BASE documents", async () => {
    const kbId = await newBase();
    for (let i = 0; i < 12; i += 1)
      expect((await client().post(`${basesPath()}/${kbId}/documents`, { text: `Fact ${i}.` })).status).toBe(202);
    const full = await client().post(`${basesPath()}/${kbId}/documents`, { text: "One too many." });
    expect(full.status).toBe(422);
    expect((await full.json()).code).toBe("KNOWLEDGE_LIMIT_REACHED");
  });

  it("holds at most KNOWLEDGE_BYTES_PER_BASE bytes: an upload past it is refused at once, a page past it fails", async () => {
    const kbId = await newBase();
    const big = await upload(kbId, "big.txt", "text/plain", "word ".repeat(220_000));
    expect(big.status).toBe(422);
    expect(await big.json()).toMatchObject({
      code: "KNOWLEDGE_LIMIT_REACHED",
      error: expect.stringContaining("1 MiB"),
    });
    site.pages.set("/big", { body: `<html><body><p>${"word ".repeat(220_000)}</p></body></html>` });
    const page = await accepted(await client().post(`${basesPath()}/${kbId}/documents`, { url: `${site.url}/big` }));
    const failed = await settled(kbId, page.id);
    expect(failed).toMatchObject({ status: "failed", error: "The page would take the knowledge base past its 1 MiB." });
    expect(await chunksOf(page.id)).toEqual([]);
  });
});

describe("URL documents", () => {
  it("are fetched, reduced to the page's readable text, titled by the page, and refreshed", async () => {
    const kbId = await newBase();
    const article = (price: string) =>
      `<html><head><title>Price list</title></head><body><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav><article><h1>Our prices</h1>` +
      `<p>A standard cleaning costs ${price} and takes about two hours, depending on the size of the home and the number of rooms.</p>` +
      `<p>A deep cleaning costs twice as much and includes the inside of the oven, the fridge and every window in the house.</p></article>` +
      `<footer>Copyright</footer></body></html>`;
    site.pages.set("/prices", { body: article("80 dollars") });
    site.pages.set("/old-prices", { status: 301, location: "/prices" });
    const doc = await accepted(
      await client().post(`${basesPath()}/${kbId}/documents`, { url: `${site.url}/old-prices`, refreshHours: 24 }),
    );
    const ready = await settled(kbId, doc.id);
    expect(ready).toMatchObject({ status: "ready", title: "Price list", format: "html" });
    const text = (await chunksOf(doc.id)).join("\n");
    expect(text).toContain("A standard cleaning costs 80 dollars");
    expect(text).not.toContain("Copyright");

    site.pages.set("/prices", { body: article("95 dollars") });
    await db.knowledgeDocument.update({ where: { id: doc.id }, data: { nextRefreshAt: new Date(Date.now() - 1000) } });
    const { refreshDueDocuments } = await import("@/server/knowledge/refresh");
    expect(await refreshDueDocuments()).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await chunksOf(doc.id)).join("\n").includes("95 dollars"), 20_000, "the refresh");
  });

  it("a redirect to a private address is refused: the document fails with the reason and nothing is fetched there", async () => {
    const kbId = await newBase();
    const inside = await startWebsite("::1");
    try {
      inside.pages.set("/secret", { body: "<p>internal secret</p>" });
      site.pages.set("/moved", { status: 302, location: `${inside.url}/secret` });
      const doc = await accepted(await client().post(`${basesPath()}/${kbId}/documents`, { url: `${site.url}/moved` }));
      const failed = await settled(kbId, doc.id);
      expect(failed.status).toBe("failed");
      expect(failed.error).toMatch(/^The URL is not allowed: .*private or reserved address/);
      expect(inside.requested).toEqual([]);
      site.pages.set("/metadata", { status: 302, location: "http://169.254.169.254/latest/meta-data/" });
      const metadata = await accepted(
        await client().post(`${basesPath()}/${kbId}/documents`, { url: `${site.url}/metadata` }),
      );
      expect((await settled(kbId, metadata.id)).error).toMatch(/not allowed: 169\.254\.169\.254/);
    } finally {
      await inside.close();
    }
  });

  it("a private URL is refused at once; an unreachable or missing page fails with the reason", async () => {
    const kbId = await newBase();
    const refused = await client().post(`${basesPath()}/${kbId}/documents`, { url: "http://10.0.0.1/wiki" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).details.issues[0].path).toEqual(["url"]);

    const missing = await accepted(
      await client().post(`${basesPath()}/${kbId}/documents`, { url: `${site.url}/nope` }),
    );
    expect((await settled(kbId, missing.id)).error).toBe("The URL answered HTTP 404.");

    const closed = await startWebsite();
    const gone = `${closed.url}/page`;
    await closed.close();
    const unreachable = await accepted(await client().post(`${basesPath()}/${kbId}/documents`, { url: gone }));
    expect((await settled(kbId, unreachable.id)).error).toMatch(/^The URL could not be fetched: .*ECONNREFUSED/);
  });
});
