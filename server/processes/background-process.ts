import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";
import { logger } from "@/server/logger";

// Background work that is heavy or hostile (reading documents, playing replays) runs in processes
// of its own at a lower CPU priority (docs/decisions.md "Background processes"): on a busy machine
// the web process (its calls, its health checks, its requests) goes first, and its event loop never
// waits on that work.

/** A background process's nice value: below the server's, above nothing else's. */
const BACKGROUND_NICENESS = 10;
/** What is kept of a background process's stderr, to tell why it died. */
const STDERR_CHARS = 4_096;

export interface BackgroundProcess {
  child: ChildProcess;
  /** The end of what it wrote to stderr: why it died. */
  stderr(): string;
  /** Busy, it keeps the server alive; idle, not: the server (or a test) may end without waiting for it. */
  keepAlive(busy: boolean): void;
}

/**
 * Starts `entry` (a module path from the project's root) as a background process with an IPC
 * channel. spawn, not fork: the bundler resolves fork's module at build time, and this one is
 * loaded by tsx from the sources (as `npm run db:migrate` is).
 */
export function spawnBackgroundProcess(
  entry: string,
  { nodeOptions = [], env = process.env }: { nodeOptions?: string[]; env?: NodeJS.ProcessEnv } = {},
): BackgroundProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...nodeOptions, path.join(process.cwd(), entry)], {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "pipe", "ipc"],
    env,
  });
  // A process that could not start, or a message that found its channel closed, is an 'error' event:
  // unheard, it would end the server. Its 'exit' (or the caller's own handler) says the rest.
  child.on("error", (error) => logger.warn({ err: error, entry }, "a background process failed"));
  if (child.pid) {
    try {
      setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // Not permitted here: the process keeps the server's priority.
    }
  }
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (data: string) => {
    stderr = (stderr + data).slice(-STDERR_CHARS);
  });
  return {
    child,
    stderr: () => stderr,
    keepAlive(busy) {
      if (busy) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    },
  };
}
