import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Throwaway Postgres and Redis servers on spare ports, for tests that stop a dependency on
// purpose (the machine's shared services must never be stopped). Each can be stopped and started
// again on the same port and data, the way an outage and its recovery look to svc.

export interface PrivateService {
  url: string;
  port: number;
  /** Takes the server down at once (no graceful shutdown): clients see dropped, then refused connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port (and, for Postgres, the same data). */
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(name: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error("no Postgres binaries under /usr/lib/postgresql");
  return path.join("/usr/lib/postgresql", versions[0], "bin", name);
}

async function waitUntil(what: string, ready: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

function managed(
  url: string,
  port: number,
  stopSignal: NodeJS.Signals,
  launch: () => ChildProcess,
  isReady: () => Promise<boolean>,
  cleanUp: () => void,
): PrivateService & { started: Promise<void> } {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = launch();
    await waitUntil(url, isReady);
  };
  const stop = async () => {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill(stopSignal);
    await exited(running);
  };
  return {
    url,
    port,
    start,
    stop,
    started: start(),
    destroy: async () => {
      await stop();
      cleanUp();
    },
  };
}

/** A fresh Postgres cluster (trust auth, no fsync) owned by the postgres OS user; database `svc`. */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const dir = mkdtempSync(path.join(tmpdir(), "svc-private-pg-"));
  // initdb and postgres refuse to run as root: run them as the postgres OS user.
  const owner = { uid: idOf("-u"), gid: idOf("-g") };
  chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, "data");
  const init = spawnSync(
    postgresBin("initdb"),
    ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"],
    { ...owner, encoding: "utf8" },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const canConnect = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 500 });
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const service = managed(
    `postgresql://postgres@127.0.0.1:${port}/svc`,
    port,
    // SIGQUIT is Postgres's immediate shutdown: every backend dies at once, as in a crash.
    "SIGQUIT",
    () =>
      spawn(
        postgresBin("postgres"),
        [
          "-D",
          dataDir,
          "-p",
          String(port),
          "-k",
          dir,
          "-c",
          "listen_addresses=127.0.0.1",
          "-c",
          "fsync=off",
          "-c",
          "max_connections=200",
        ],
        { ...owner, stdio: "ignore" },
      ),
    canConnect,
    () => rmSync(dir, { recursive: true, force: true }),
  );
  await service.started;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("CREATE DATABASE svc");
  await admin.end();
  return service;
}

/** A Redis 7 with no persistence. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const result = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8", timeout: 1_000 });
      resolve(result.stdout.trim() === "PONG");
    });
  const service = managed(
    `redis://127.0.0.1:${port}`,
    port,
    "SIGKILL",
    () =>
      spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      }),
    ping,
    () => {},
  );
  await service.started;
  return service;
}

function idOf(flag: "-u" | "-g"): number {
  return Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
}
