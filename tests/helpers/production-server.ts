import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./private-services";

// The production server (scripts/serve.mjs over a `next build`, NODE_ENV=production) as a child
// process that a test or a benchmark can configure, read the logs of, measure and kill, exactly
// as an operator would run it.

export interface ProductionServer {
  url: string;
  port: number;
  pid: number;
  /** Every stdout and stderr line so far (pino JSON lines, and whatever Next prints). */
  logs: string[];
  /** Resident set size of the server process, in KiB (from /proc). */
  rssKb(): number;
  /** CPU time the server process has used so far, user and system, in ms (from /proc). */
  cpuMs(): number;
  /** Sends `signal` (SIGTERM by default) and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

export interface ProductionServerOptions {
  /** The build to serve (NEXT_DIST_DIR). */
  distDir: string;
  /** Settings on top of the defaults below; DATABASE_URL, REDIS_URL etc. go here. */
  env?: Record<string, string>;
  /** Reuse a port (a restart after a kill); a free one otherwise. */
  port?: number;
  /** Options for node itself, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
}

/** Builds the app into `distDir` unless a build is already there. */
export function ensureProductionBuild(distDir: string): void {
  if (existsSync(path.join(distDir, "BUILD_ID"))) return;
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir },
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`next build into ${distDir} failed`);
}

/** The test runner's own variables stay out of the server's environment. */
function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^(VITEST|NODE_OPTIONS$|TEST$)/.test(entry[0]),
    ),
  );
}

export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...inheritedEnv(),
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: options.distDir,
    APP_URL: url,
    LOG_LEVEL: "info",
    NEXTAUTH_SECRET: "production-server-helper-secret-0123456789abcdef",
    SECRETS_KEY: "production-server-helper-secrets-key-0123456789",
    ...options.env,
    NODE_ENV: "production",
  };
  // scripts/serve.mjs is how svc runs in production (`npm start`): `next start` plus the client address.
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "scripts/serve.mjs", String(port)],
    {
      env: { ...env, HOSTNAME: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const logs: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on("line", (line) => logs.push(line));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${logs.join("\n")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/ping within 60 s:\n${logs.join("\n")}`);
    }
    const ready = await fetch(`${url}/api/ping`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    pid: child.pid!,
    logs,
    rssKb: () => Number(readFileSync(`/proc/${child.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0),
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised name; in clock ticks (USER_HZ, 100 on Linux).
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The pino lines of a server's log, parsed (other lines skipped). */
export function logRecords(logs: string[]): Array<Record<string, unknown>> {
  return logs.flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return value && typeof value === "object" ? [value as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}
