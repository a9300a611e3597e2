import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../helpers/production-server";
import { DIST_DIR } from "./support/stack";

// One process owns an embedded database (server/db/data-dir-owner.ts). With `npm start`'s server
// running on PGlite, the admin CLI, the seed and a second server on the same DATA_DIR are refused
// at once, saying why and what to do, and write nothing; what the server wrote survives a normal
// restart; after a crash (SIGKILL, no clean-up) the dead owner's lock holds nobody back.

const dataDir = mkdtempSync(path.join(tmpdir(), "svc-owner-"));
/** The embedded defaults: no Postgres, no Redis, this DATA_DIR. */
const EMBEDDED = { DATABASE_URL: "", REDIS_URL: "", DATA_DIR: dataDir, RATE_LIMIT_API_KEY_REQUESTS: "1000000" };
const servers: ProductionServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(port?: number): Promise<ProductionServer> {
  const server = await startProductionServer({ distDir: DIST_DIR, env: EMBEDDED, port });
  servers.push(server);
  return server;
}

/** `npm run <script> -- args` on the same DATA_DIR: exit code, stdout, stderr and how long it took. */
function script(name: string, ...args: string[]) {
  const started = Date.now();
  return new Promise<{ code: number; stdout: string; stderr: string; ms: number }>((resolve) =>
    execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", `scripts/${name}.ts`, ...args],
      { env: { ...process.env, ...EMBEDDED, LOG_LEVEL: "silent" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, ms: Date.now() - started }),
    ),
  );
}

/** The demo credentials the embedded server prints on its first start. */
async function demoCredentials(server: ProductionServer): Promise<{ workspaceId: string; apiKey: string }> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const line = server.logs.find((candidate) => candidate.startsWith('{"workspaceId"'));
    if (line) return JSON.parse(line);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no demo credentials in the server's output:\n${server.logs.join("\n")}`);
}

it("refuses a second writer while the server runs, keeps the server's writes across a restart, and frees a crashed owner's lock", async () => {
  let server = await serve();
  const { workspaceId, apiKey } = await demoCredentials(server);
  const api = (method: string, route: string, body?: unknown) =>
    fetch(`${server.url}/v1/workspaces/${workspaceId}${route}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = await api("POST", "/contacts", { phone: "+14155550177", name: "Kept" });
  expect(created.status).toBe(201);
  const contactId = (await created.json()).data.id as string;

  // The admin CLI and the seed are refused at once, naming the server's process and what to do.
  for (const [name, args] of [
    ["admin", ["workspace:create", "--name", "Second writer"]],
    ["seed", []],
  ] as const) {
    const refused = await script(name, ...args);
    expect(refused.code, refused.stdout).not.toBe(0);
    expect(refused.stderr).toContain(`process ${server.pid}`);
    expect(refused.stderr).toMatch(/stop that server first, or make the change through it/);
    expect(refused.stdout).toBe("");
  }
  expect(JSON.parse((await script("admin", "workspace:create", "--name", "x")).stderr)).toMatchObject({
    code: "DATA_DIR_IN_USE",
  });
  // So is a second server on the same DATA_DIR: it exits before it listens.
  await expect(serve()).rejects.toThrow(/in use by process/);

  // A normal restart: what the server wrote is there, and its key still works.
  await server.stop("SIGTERM");
  server = await serve(server.port);
  const kept = await api("GET", `/contacts/${contactId}`);
  expect(kept.status).toBe(200);
  expect((await kept.json()).data).toMatchObject({ name: "Kept" });

  // A crash leaves the lock behind; its owner is gone, so the CLI takes over at once.
  await server.stop("SIGKILL");
  const afterCrash = await script("admin", "workspace:create", "--name", "After the crash");
  expect(afterCrash.code, afterCrash.stderr).toBe(0);
  expect(JSON.parse(afterCrash.stdout)).toMatchObject({ name: "After the crash" });
  server = await serve(server.port);
  expect((await api("GET", `/contacts/${contactId}`)).status).toBe(200);
});
