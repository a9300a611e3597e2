import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// One process owns an embedded database: PGlite's files are one process's, and a second writer
// (the admin CLI, the seed, a second `npm start` on the same DATA_DIR) would lose what the first
// wrote. The owner holds DATA_DIR/owner.lock, made with O_EXCL, naming its pid, host and start;
// any other process is refused at once and told what to do instead. A lock whose owner is gone is
// taken over: on this host, one whose process no longer runs (its pid is gone, or now another
// process's, or this very process's: a container's pid 1 after a restart); from another host (a
// shared volume), one not refreshed for STALE_MS, which its owner does every REFRESH_MS.

const LOCK_FILE = "owner.lock";
const REFRESH_MS = 10_000;
const STALE_MS = 60_000;
/** A lock file still being written (or cut short by a crash while it was) counts as held this long. */
const WRITING_MS = 5_000;

interface Owner {
  pid: number;
  hostname: string;
  /** The process's start on this host (Linux: boot id and start tick), told apart from a later one with its pid. */
  identity: string | null;
  startedAt: string;
  command: string;
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/** Linux: which boot and which start of `pid` (a pid can be reused, a boot id cannot); null elsewhere. */
function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return `${boot}:${startTicks}`;
  } catch {
    return null;
  }
}

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // it runs, as another user
  }
}

/** Whether the lock's owner still holds it; `ageMs` is how long ago the file was last refreshed. */
function holds(owner: Owner, ageMs: number): boolean {
  if (owner.hostname !== os.hostname()) return ageMs < STALE_MS;
  if (owner.pid === process.pid || !runs(owner.pid)) return false;
  const identity = processIdentity(owner.pid);
  return !owner.identity || !identity || identity === owner.identity;
}

function refusal(dataDir: string, owner: Owner | null): DataDirInUseError {
  const who = owner
    ? `process ${owner.pid} on ${owner.hostname} (${owner.command}, since ${owner.startedAt})`
    : "a process that is starting";
  return new DataDirInUseError(
    `The embedded database in ${path.resolve(dataDir)} is in use by ${who}. PGlite allows one process at a ` +
      `time: stop that server first, or make the change through it (the settings UI or the /v1 API). ` +
      `Set DATABASE_URL to share a Postgres database between processes.`,
  );
}

/**
 * Makes this process the owner of `dataDir`'s embedded database; answers the release (also run at
 * exit). Throws DataDirInUseError when another live process owns it.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Owner = {
    pid: process.pid,
    hostname: os.hostname(),
    identity: processIdentity(process.pid),
    startedAt: new Date().toISOString(),
    command: path.basename(process.argv[1] ?? process.argv0),
  };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      return heldUntilReleased(file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let found: string;
    let ageMs: number;
    try {
      found = readFileSync(file, "utf8");
      ageMs = Date.now() - statSync(file).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    let owner: Owner | null = null;
    try {
      owner = JSON.parse(found) as Owner;
    } catch {
      if (ageMs < WRITING_MS) throw refusal(dataDir, null);
    }
    if (owner && holds(owner, ageMs)) throw refusal(dataDir, owner);
    // The owner is gone: take the lock over, unless another process did so meanwhile.
    if (readFileSync(file, "utf8") === found) unlinkSync(file);
  }
  throw refusal(dataDir, null);
}

function heldUntilReleased(file: string, text: string): () => void {
  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Gone (an operator removed it): nothing to refresh.
    }
  }, REFRESH_MS);
  refresh.unref();
  const release = () => {
    clearInterval(refresh);
    process.off("exit", release);
    try {
      if (readFileSync(file, "utf8") === text) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return release;
}
