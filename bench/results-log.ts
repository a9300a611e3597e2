import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadAverage } from "./bench-server";

// A bench's results file keeps every run, newest last, each headed by when it ran, the commit it
// measured (and whether the tree had changes on top) and the machine's load: a figure is read
// beside the runs before it, never alone (issue 39: every published figure written by a script).

function commitOf(): string {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  try {
    // The results a bench has just written are not changes to what it measured.
    const changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)bench/results");
    return `${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes" : ""}`;
  } catch {
    return "unknown (not a git checkout)";
  }
}

/** Appends a run's `body` to bench/results/`name`.md, creating it with `title` and `about` first. */
export function appendRun(name: string, title: string, about: string, body: string): string {
  const file = path.join(import.meta.dirname, "results", `${name}.md`);
  if (!existsSync(file))
    writeFileSync(file, `# ${title}\n\n${about.trim()}\n\nEach run is appended by the bench, newest last.\n`);
  const run = `\n## ${new Date().toISOString()}, commit ${commitOf()}, load ${loadAverage()}\n\n${body.trim()}\n`;
  appendFileSync(file, run);
  return run;
}
