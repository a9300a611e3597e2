import { spawn } from "node:child_process";
import { once } from "node:events";

// A machine busy with someone else's work (issue 39: the voice tail "quiet and busy"): a separate
// Node process spinning in an empty loop takes one core for as long as it runs, with no memory and
// no I/O of its own, so what a round measures beside it is only the lost core.

/** Starts the busy loop; `stop` kills it and resolves once it is gone. */
export function startBusyCore(): { stop: () => Promise<void> } {
  const child = spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
  return {
    async stop() {
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
  };
}
