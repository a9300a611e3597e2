import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, DataDirInUseError } from "@/server/db/data-dir-owner";

// Who owns an embedded database (server/db/data-dir-owner.ts): a second process is refused at
// once while the owner lives, and a lock whose owner is gone (a dead pid, a reused pid, another
// host's lock nobody refreshes) never blocks anyone. The whole story with `npm start`'s server is
// tests/reliability/embedded-owner.test.ts.

const dirs: string[] = [];
const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "svc-owner-"));
  dirs.push(dir);
  return dir;
}

function claim(dir: string): void {
  releases.push(claimDataDir(dir));
}

const lockFile = (dir: string) => path.join(dir, "owner.lock");

function leaveLock(dir: string, owner: Record<string, unknown>, ageMs = 0): void {
  writeFileSync(
    lockFile(dir),
    JSON.stringify({ startedAt: "2026-11-28T00:00:00.000Z", command: "serve.mjs", ...owner }),
  );
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockFile(dir), at, at);
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("the owner of an embedded database", () => {
  it("refuses the admin CLI at once while it holds the directory, naming itself and what to do; then lets it in", async () => {
    const dir = dataDir();
    const release = claimDataDir(dir);
    const run = () =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "workspace:create", "--name", "Second"],
          { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir, LOG_LEVEL: "silent" } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const refused = await run();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    const answer = JSON.parse(refused.stderr) as { code: string; error: string };
    expect(answer.code).toBe("DATA_DIR_IN_USE");
    expect(answer.error).toContain(`process ${process.pid} on ${hostname()}`);
    expect(answer.error).toMatch(
      /stop that server first, or make the change through it \(the settings UI or the \/v1 API\)/,
    );

    release();
    const allowed = await run();
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(JSON.parse(allowed.stdout)).toMatchObject({ name: "Second" });
  }, 120_000);

  it("refuses a second claim in a live process, and writes nothing over the owner's lock", () => {
    const dir = dataDir();
    leaveLock(dir, { pid: process.ppid, hostname: hostname(), identity: null });
    const before = readFileSync(lockFile(dir), "utf8");
    expect(() => claimDataDir(dir)).toThrow(DataDirInUseError);
    expect(readFileSync(lockFile(dir), "utf8")).toBe(before);
  });

  it("takes over at once the lock of a process that died without letting go", () => {
    const dir = dataDir();
    leaveLock(dir, { pid: deadPid(), hostname: hostname(), identity: null });
    claim(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
  });

  it("takes over a lock naming this very pid (a container's pid 1 after a restart), or a live pid that is now another process", () => {
    const own = dataDir();
    leaveLock(own, { pid: process.pid, hostname: hostname(), identity: null });
    claim(own);
    const reused = dataDir();
    leaveLock(reused, { pid: process.ppid, hostname: hostname(), identity: "another-boot:1" });
    claim(reused);
  });

  it("holds another host's lock while its owner refreshes it, not once it has gone quiet for a minute", () => {
    const dir = dataDir();
    leaveLock(dir, { pid: 1, hostname: "elsewhere", identity: null }, 5_000);
    expect(() => claimDataDir(dir)).toThrow(/in use by process 1 on elsewhere/);
    leaveLock(dir, { pid: 1, hostname: "elsewhere", identity: null }, 61_000);
    claim(dir);
  });

  it("lets the next process in once the owner releases the directory", () => {
    const dir = dataDir();
    claimDataDir(dir)();
    claim(dir);
  });
});
