import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../scripts/server-node-args.mjs";
import { eventually } from "../helpers/dialing-harness";
import {
  crowdedDocx,
  endlessPdf,
  hugeText,
  inflatingDocx,
  inflatingPdf,
  nestedDocx,
  zerosPdf,
} from "../helpers/hostile-documents";
import { startStack, type Stack } from "./support/stack";

// The attack's documents (issue 38) against the server as `npm start` runs it (its 512 MiB heap):
// each took the process down when read in it. Now each ends `failed` with its reason within 60 s,
// /api/health answers within 1 s throughout, and the process stays up. Uploads up to the documented
// 25 MB are taken; a larger one is answered 413.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ nodeArgs: serverNodeArgs("") });
});
afterAll(() => stack?.teardown());

const documentsPath = (kbId: string) => `/v1/workspaces/${stack.fixture.workspaceId}/knowledge-bases/${kbId}/documents`;
const auth = () => ({ Authorization: `Bearer ${stack.fixture.keys.live}` });

async function upload(kbId: string, name: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart]), name);
  return fetch(`${stack.server.url}${documentsPath(kbId)}`, { method: "POST", headers: auth(), body: form });
}

/**
 * Probes /api/health every 250 ms until stopped: the slowest answer (with its body: the server's own
 * time for each dependency tells a slow database from a stalled process), and any that failed. From
 * a worker thread: this process stalls for up to 1.5 s itself while it makes and sends 25 MB bodies,
 * and a probe on its loop would time those stalls, not the server.
 */
function probeHealth(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
    let running = true;
    parentPort.once("message", () => (running = false));
    (async () => {
      const slowest = { ms: 0, body: "" };
      const failures = [];
      while (running) {
        const started = performance.now();
        let body;
        try {
          const response = await fetch(workerData.url + "/api/health", { signal: AbortSignal.timeout(5_000) });
          body = await response.text();
          if (!response.ok) failures.push("HTTP " + response.status + " " + body);
        } catch (error) {
          failures.push(error.message);
        }
        const ms = performance.now() - started;
        if (ms > slowest.ms) Object.assign(slowest, { ms, body });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      parentPort.postMessage({ slowest, failures });
    })();`,
    { eval: true, workerData: { url } },
  );
  return {
    stop: async (): Promise<{ slowest: { ms: number; body: string }; failures: string[] }> => {
      worker.postMessage("stop");
      const [result] = await once(worker, "message");
      await worker.terminate();
      return result;
    },
  };
}

describe("hostile documents against the production server", () => {
  it(
    "each fails with its reason within 60 s, while /api/health answers within 1 s and the process stays up",
    { timeout: 600_000 },
    async () => {
      const created = await fetch(`${stack.server.url}/v1/workspaces/${stack.fixture.workspaceId}/knowledge-bases`, {
        method: "POST",
        headers: { ...auth(), "content-type": "application/json" },
        body: JSON.stringify({ name: "Attack" }),
      });
      expect(created.status).toBe(201);
      const kbId = ((await created.json()) as { data: { id: string } }).data.id;
      const cases: Array<[string, Uint8Array, RegExp]> = [
        ["nested.docx", nestedDocx(), /nests its elements more than 256 deep/],
        ["inflating.docx", await inflatingDocx(), /inflates to more than 64 MiB/],
        ["inflating.pdf", await inflatingPdf(), /A stream of the PDF inflates to more than 32 MiB/],
        ["endless.pdf", endlessPdf(), /The PDF has 1,000,000 pages/],
        ["huge.txt", hugeText(), /more than 5,000,000 characters of text/],
        ["zeros.pdf", zerosPdf(), /The PDF could not be read: Invalid PDF structure/],
        ["crowded.docx", await crowdedDocx(), /ZIP entries, more than the 2,000 allowed/],
        // The documented limit: 24 MiB of text is taken (and then fails for its text, past 5,000,000 characters).
        ["large.txt", hugeText(24), /more than 5,000,000 characters of text/],
      ];
      const health = probeHealth(stack.server.url);
      const { db } = stack;
      try {
        const pending = [];
        for (const [name, bytes, reason] of cases) {
          const response = await upload(kbId, name, bytes);
          expect(response.status, `${name}: ${await response.clone().text()}`).toBe(202);
          const { id } = ((await response.json()) as { data: { id: string } }).data;
          pending.push(
            eventually(
              async () => {
                const document = await db.knowledgeDocument.findUniqueOrThrow({ where: { id } });
                return document.status !== "processing" && document;
              },
              60_000,
              `${name} to end`,
            ).then((document) => {
              expect(document.status, name).toBe("failed");
              expect(document.error, name).toMatch(reason);
            }),
          );
        }
        await Promise.all(pending);
        const over = await upload(kbId, "over.txt", hugeText(26));
        expect(over.status).toBe(413);
      } finally {
        const { slowest, failures } = await health.stop();
        console.log(`hostile documents: the slowest health answer took ${Math.round(slowest.ms)} ms: ${slowest.body}`);
        expect(failures).toEqual([]);
        expect(slowest.ms, `the slowest answer: ${slowest.body}`).toBeLessThan(1_000);
      }
      expect(stack.server.logs.join("\n")).not.toMatch(/heap out of memory/i);
      expect((await fetch(`${stack.server.url}/api/health`)).status).toBe(200);
    },
  );
});
