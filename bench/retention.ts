// `npm run bench:retention [-- --calls 1000000]`: the retention run (issue 35) over that many
// expired calls with two turns each, on Postgres (a scratch database of its own): how long the run
// takes, the longest a writer to one of the calls it purges waits for that call's row (what the
// run's statements hold locked), and originate's latency (one client, another workspace) before and
// while the run goes. Results: bench/results/retention.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";
import { loadAverage } from "./bench-server";

const { values } = parseArgs({ options: { calls: { type: "string", default: "1000000" } } });
const CALLS = Number(values.calls);
const SEED_BATCH = 100_000;

process.env.DATABASE_URL = await createMigratedDatabase(
  process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test",
  "svc_bench_retention",
);
process.env.LOG_LEVEL = "silent";
const { db } = await import("@/server/db/client");
const { sql } = await import("@/server/db/sql");
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const { originateCall } = await import("@/server/calls/originate");
const { runRetention } = await import("@/server/privacy/purge");

const loadBefore = loadAverage();
const kept = await createWorkspaceFixture(db, { name: "Retention" });
const other = await createWorkspaceFixture(db, { name: "Originating" });
await db.workspace.update({
  where: { id: kept.workspaceId },
  data: { retention: { transcriptDays: 30, recordingDays: null, dataDays: 90 } },
});

console.log(`seeding ${CALLS} ended calls of 400 days ago, two turns each…`);
const seedStarted = performance.now();
// Seeded as history, without the triggers live calls fire (each takes a lock per call: a batch of
// them would not fit Postgres's lock table), which the run's own statements then fire as they would.
const triggers = async (on: boolean) => {
  for (const table of ["Call", "CallTurn"])
    await db.$executeRawUnsafe(`ALTER TABLE "${table}" ${on ? "ENABLE" : "DISABLE"} TRIGGER USER`);
};
await triggers(false);
for (let seeded = 0; seeded < CALLS; seeded += SEED_BATCH)
  await db.$executeRawUnsafe(
    `WITH calls AS (
       INSERT INTO "Call" ("workspaceId", "agentId", "to", "from", "status", "endedReason", "variables", "metadata",
         "summary", "createdAt", "updatedAt", "endedAt")
       SELECT $1, $2, '+14155552671', $3, 'completed', 'completed', '{"name": "Ada"}', '{"crm": "42"}',
         'Ada booked Tuesday.', now() - interval '400 days', now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1, $4)
       RETURNING "id"
     )
     INSERT INTO "CallTurn" ("callId", "index", "role", "text", "startedAt", "endedAt")
     SELECT c."id", t, CASE WHEN t = 0 THEN 'agent' ELSE 'user' END::"TurnRole", 'My card is 4111 1111 1111 1111.', now(), now()
     FROM calls c, generate_series(0, 1) t`,
    kept.workspaceId,
    kept.agentId,
    kept.fromNumber,
    Math.min(SEED_BATCH, CALLS - seeded),
  );
await triggers(true);
await db.$executeRawUnsafe(`ANALYZE "Call"`);
await db.$executeRawUnsafe(`ANALYZE "CallTurn"`);
const seedSec = (performance.now() - seedStarted) / 1000;
const probeIds = (
  await sql<{ id: string }>(`SELECT "id" FROM "Call" WHERE "workspaceId" = $1 ORDER BY random() LIMIT 1000`, [
    kept.workspaceId,
  ])
).map((row) => row.id);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

/** Originates one call after another until `until` resolves; each one's milliseconds. */
async function originating(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  for (let i = 0; !done; i++) {
    const started = performance.now();
    await originateCall(
      {
        workspaceId: other.workspaceId,
        agentId: other.agentId,
        to: `+1415555${String(3000 + (i % 5000)).padStart(4, "0")}`,
        mode: "live",
        apiKeyId: null as never,
      },
      null,
    );
    times.push(performance.now() - started);
  }
  return times;
}

/** Touches a random expired call's row, one after another, until `until` resolves: how long each waited. */
async function probingLocks(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const waits: number[] = [];
  while (!done) {
    const id = probeIds[Math.floor(Math.random() * probeIds.length)];
    const started = performance.now();
    await sql(`UPDATE "Call" SET "updatedAt" = "updatedAt" WHERE "id" = $1`, [id]);
    waits.push(performance.now() - started);
  }
  return waits;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
await originating(sleep(2_000)); // warm-up: prepared statements, module loading
const before = summary(await originating(sleep(10_000)));
const probeBefore = summary(await probingLocks(sleep(3_000)));
console.log("originate before:", before, "row touch before:", probeBefore);

console.log("retention run…");
const runStarted = performance.now();
const run = runRetention();
const [during, probe, result] = await Promise.all([originating(run), probingLocks(run), run]);
const runSec = (performance.now() - runStarted) / 1000;
const originateDuring = summary(during);
const locks = summary(probe);
console.log({ result, runSec, originateDuring, locks });

const slower = originateDuring.p50 / before.p50 - 1;
const met = (ok: boolean) => (ok ? "met" : "**missed**");
const report = `# Retention benchmark, ${new Date().toISOString()}

Postgres on this machine's 2 cores (load averages before: ${loadBefore}; after: ${loadAverage()}), the run
in process as \`npm run admin -- retention --run\` runs it. ${CALLS.toLocaleString("en")} ended calls of 400 days ago,
each with two turns, variables, metadata and a summary (seeded in ${seedSec.toFixed(0)} s), in a workspace keeping
transcripts 30 days and data 90: the run removed ${result.transcripts.toLocaleString("en")} transcripts and the data
of ${result.data.toLocaleString("en")} calls in ${runSec.toFixed(1)} s.

- **Row locks**: one writer touching random purged calls' rows, one after another, all through the run
  (${locks.n} touches): p50 ${locks.p50.toFixed(1)} ms, p99 ${locks.p99.toFixed(1)} ms, longest ${locks.max.toFixed(1)} ms
  (before the run: p99 ${probeBefore.p99.toFixed(1)} ms, longest ${probeBefore.max.toFixed(1)} ms).
- **Originate** (one client, another workspace, one call after another): before the run p50
  ${before.p50.toFixed(2)} ms, p99 ${before.p99.toFixed(2)} ms (${before.n} calls in 10 s); during it p50
  ${originateDuring.p50.toFixed(2)} ms, p99 ${originateDuring.p99.toFixed(2)} ms (${originateDuring.n} calls).

| target | figure | goal | |
|---|---:|---:|---|
| longest wait for a purged call's row | ${locks.max.toFixed(0)} ms | ≤ 1,000 ms | ${met(locks.max <= 1_000)} |
| originate p50 slower while the run goes | ${(slower * 100).toFixed(1)} % | ≤ 10 % | ${met(slower <= 0.1)} |
`;
writeFileSync(path.join(import.meta.dirname, "results", "retention.md"), report);
console.log(report);
process.exit(0);
