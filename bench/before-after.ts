// `npm run bench:before-after -- --base <commit> [--base-patch <file>] [--pairs 2] [-- --seconds 30
// --ladder 1000]`: the voice gateway bench (bench/voice.ts) on an earlier commit and on this
// checkout, in one sitting, alternating (base then this, then this then base, …) so that the
// machine's drift falls on both. The earlier commit is checked out beside this one (a git worktree
// under the system's temporary directory, sharing this checkout's node_modules) and runs its own
// bench, as it was. With `--base-patch`, the base is that commit (HEAD by default) with the patch
// applied: what one piece of today's code costs, everything else equal (bench/patches/). Each run's
// rows are read from the report the bench prints; the runs and, per number of conversations, the
// mean difference this − base in overhead p99 and server CPU per turn are appended to
// bench/results/voice-before-after.md. Issue 34: what recording each turn's latency and usage adds
// (`--base-patch bench/patches/without-turn-recording.patch`).
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appendRun } from "./results-log";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string" },
    "base-patch": { type: "string" },
    pairs: { type: "string", default: "2" },
  },
});
const patch = values["base-patch"];
if (!values.base && !patch)
  throw new Error("--base <commit> names the commit to compare with (or --base-patch a patch of HEAD)");

const here = path.resolve(import.meta.dirname, "..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: here, encoding: "utf8" }).trim();
const baseCommit = git("rev-parse", "--short", values.base ?? "HEAD");
const head = git("rev-parse", "--short", "HEAD");
const patchName = patch && path.basename(patch, ".patch");
/** The base's name in the results: its commit, and the patch applied to it. */
const base = patchName ? `${baseCommit} ${patchName}` : baseCommit;
const baseDir = path.join(os.tmpdir(), `svc-bench-base-${baseCommit}${patchName ? `-${patchName}` : ""}`);

if (!existsSync(baseDir)) {
  git("worktree", "add", "--detach", baseDir, baseCommit);
  if (patch) execFileSync("git", ["apply", path.resolve(patch)], { cwd: baseDir, stdio: "inherit" });
  // Hard links: the same packages, no download, no copy of their bytes.
  execFileSync("cp", ["-al", path.join(here, "node_modules"), path.join(baseDir, "node_modules")]);
  // Its own Prisma client, generated from its own schema.
  execFileSync("node", ["scripts/prisma-generate.mjs"], { cwd: baseDir, stdio: "inherit" });
}

interface Row {
  conversations: number;
  /** quiet, or busy (one core taken by bench/busy-core.ts); quiet for a bench that had no busy round. */
  machine: string;
  turns: number;
  p50: number;
  p99: number;
  cpuPerTurn: number;
  /** The server's GC pauses in the round (almost all scavenges), when the bench reports them. */
  gcPauses: number | null;
}

/** A round of the bench: its number of conversations and the machine's state. */
const roundOf = (row: Pick<Row, "conversations" | "machine">) => `${row.conversations} ${row.machine}`;

/** A report's rows: the overhead table, joined with the collector's (benches since 2026-11-30). */
function reportRows(report: string): Row[] {
  const overhead = report.matchAll(
    /^\| (\d+) \| (\d+) \| ([\d.]+) \| ([\d.]+) \| [\d.]+ \| \d+ \| \d+ \| ([\d.]+) \| \d+ \| \d+ \|(?: (quiet|busy) \|)?$/gm,
  );
  const pauses = new Map(
    [...report.matchAll(/^\| (\d+) \| (quiet|busy) \| [\d.]+ \| [\d.]+ \| [\d.]+ \| (\d+) \|/gm)].map(
      ([, conversations, machine, count]) => [
        roundOf({ conversations: Number(conversations), machine }),
        Number(count),
      ],
    ),
  );
  return [...overhead].map(([, conversations, turns, p50, p99, cpu, machine = "quiet"]) => {
    const round = { conversations: Number(conversations), machine };
    return {
      ...round,
      turns: Number(turns),
      p50: Number(p50),
      p99: Number(p99),
      cpuPerTurn: Number(cpu),
      gcPauses: pauses.get(roundOf(round)) ?? null,
    };
  });
}

/** Runs one checkout's voice bench; its rows, from the report it prints. */
function runBench(dir: string, first: boolean): Promise<Row[]> {
  // Each side builds its own .next-bench once, then reuses it.
  const args = ["tsx", "bench/voice.ts", ...(first ? [] : ["--skip-build"]), ...positionals];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`bench/voice.ts in ${dir} exited ${code}`));
      // The last section the bench printed is its run of voice.md (the tool round's comes before it).
      resolve(reportRows(output.slice(output.lastIndexOf("\n## "))));
    });
  });
}

const runs: { side: "base" | "this"; pair: number; rows: Row[] }[] = [];
for (let pair = 1; pair <= Number(values.pairs); pair++) {
  const order: ("base" | "this")[] = pair % 2 ? ["base", "this"] : ["this", "base"];
  for (const side of order) {
    console.log(`pair ${pair}: ${side === "base" ? `base ${base}` : `this checkout (${head})`}…`);
    const rows = await runBench(side === "base" ? baseDir : here, pair === 1);
    runs.push({ side, pair, rows });
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rounds = [...new Set(runs.flatMap((run) => run.rows.map(roundOf)))];
const rowsOf = (side: string, round: string) =>
  runs.filter((run) => run.side === side).flatMap((run) => run.rows.filter((row) => roundOf(row) === round));
const signed = (value: number, unit: string) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(2)} ${unit}`;
/** GC pauses per 1,000 turns: scavenges come every ~25 MB allocated, so this is what a turn allocates. */
const pausesPerThousand = (rows: Row[]) =>
  rows.every((row) => row.gcPauses !== null)
    ? (1000 * rows.reduce((sum, row) => sum + row.gcPauses!, 0)) / rows.reduce((sum, row) => sum + row.turns, 0)
    : null;
const perThousand = (value: number | null) => (value === null ? "–" : value.toFixed(1));

const body = `Base: ${base}; this checkout: ${head}. Bench arguments: ${positionals.join(" ") || "(its defaults)"}.

| pair | side | conversations | machine | turns | overhead p50 ms | p99 ms | server CPU ms/turn | GC pauses |
|---:|---|---:|---|---:|---:|---:|---:|---:|
${runs
  .flatMap((run) =>
    run.rows.map(
      (row) =>
        `| ${run.pair} | ${run.side === "base" ? base : head} | ${row.conversations} | ${row.machine} | ${row.turns} | ${row.p50} | ${row.p99} | ${row.cpuPerTurn} | ${row.gcPauses ?? "–"} |`,
    ),
  )
  .join("\n")}

| conversations | p99, mean of base runs | this | difference | CPU per turn, base | this | difference | GC pauses per 1,000 turns, base | this |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${rounds
  .map((round) => {
    const [before, after] = [rowsOf("base", round), rowsOf("this", round)];
    const [p99Before, p99After] = [mean(before.map((row) => row.p99)), mean(after.map((row) => row.p99))];
    const [cpuBefore, cpuAfter] = [mean(before.map((row) => row.cpuPerTurn)), mean(after.map((row) => row.cpuPerTurn))];
    return `| ${round} | ${p99Before.toFixed(1)} ms | ${p99After.toFixed(1)} ms | ${signed(p99After - p99Before, "ms")} | ${cpuBefore.toFixed(2)} ms | ${cpuAfter.toFixed(2)} ms | ${signed(cpuAfter - cpuBefore, "ms")} | ${perThousand(pausesPerThousand(before))} | ${perThousand(pausesPerThousand(after))} |`;
  })
  .join("\n")}`;

console.log(
  appendRun(
    "voice-before-after",
    "Voice gateway, an earlier commit against this one (`npm run bench:before-after`)",
    `bench/voice.ts run alternately on an earlier commit and on the commit named, in one sitting: the
overhead, the server's CPU per turn and its GC pauses, each run's rows, then the mean difference per
number of conversations and state of the machine. A p99 of a few thousand turns moves by several
ms from run to run: read the difference beside the spread of the runs of one side.`,
    body,
  ),
);
