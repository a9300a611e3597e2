// `npm run bench:retention [-- --calls 1000000 --person-calls 10000]`: issue 35's two runs over
// much data, on Postgres (a scratch database of its own).
// - Erasure: a person with that many calls (ten turns each, a contact, a lead and two stored
//   webhook events a call) erased as `erase-person` does, in a workspace that also holds the
//   retention part's million calls: how long its transaction takes.
// - Retention: the hourly run over that many expired calls with two turns each: how long the run
//   takes, the longest a writer to one of the calls it purges waits for that call's row (what the
//   run's statements hold locked), and originate's latency (one client, another workspace) before
//   and while the run goes.
// Results: bench/results/retention.md.
import { parseArgs } from "node:util";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";
import { loadAverage } from "./bench-server";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: { calls: { type: "string", default: "1000000" }, "person-calls": { type: "string", default: "10000" } },
});
const CALLS = Number(values.calls);
const PERSON_CALLS = Number(values["person-calls"]);
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
const { requestErasure, performErasure } = await import("@/server/privacy/erasure");
const { transaction } = await import("@/server/db/unit-of-work");

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

// The person's calls live beside the million the retention run purges (same workspace): the
// erasure's statements find them by index, not by a scan of everything.
const PERSON = "+14155559876";
console.log(`seeding a person with ${PERSON_CALLS} calls, ten turns each…`);
const contact = await db.contact.create({
  data: { workspaceId: kept.workspaceId, phone: PERSON, name: "Grace Hopper", email: "grace@example.com" },
});
await db.$executeRawUnsafe(
  `WITH calls AS (
     INSERT INTO "Call" ("workspaceId", "agentId", "contactId", "to", "from", "status", "endedReason", "variables",
       "summary", "createdAt", "updatedAt", "endedAt")
     SELECT $1, $2, $3, $4, $5, 'completed', 'completed', '{"name": "Grace"}', 'Grace asked for a callback.',
       now() - (g || ' minutes')::interval, now(), now()
     FROM generate_series(1, $6) g
     RETURNING "id"
   ), turns AS (
     INSERT INTO "CallTurn" ("callId", "index", "role", "text", "startedAt", "endedAt")
     SELECT c."id", t, CASE WHEN t % 2 = 0 THEN 'agent' ELSE 'user' END::"TurnRole", 'Call me on 415 555 9876.', now(), now()
     FROM calls c, generate_series(0, 9) t
   ), leads AS (
     INSERT INTO "Lead" ("workspaceId", "callId", "contactId", "name")
     SELECT $1, c."id", $3, 'Grace Hopper' FROM calls c
   )
   INSERT INTO "WebhookEvent" ("id", "workspaceId", "type", "subjectId", "payload")
   SELECT 'evt_' || md5(c."id" || e), $1, e, c."id", jsonb_build_object('data', jsonb_build_object('to', $4::text))
   FROM calls c, unnest(ARRAY['call.completed', 'call.summary_ready']) e`,
  kept.workspaceId,
  kept.agentId,
  contact.id,
  PERSON,
  kept.fromNumber,
  PERSON_CALLS,
);
const erasure = await transaction((tx) =>
  requestErasure(tx, kept.workspaceId, "live", { phone: PERSON, doNotCall: true }),
);
const erasureStarted = performance.now();
const erased = await performErasure(erasure.id);
const erasureSec = (performance.now() - erasureStarted) / 1000;
console.log("erasure:", erasureSec.toFixed(1), "s", erased?.counts);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
await originating(sleep(2_000)); // warm-up: prepared statements, module loading
// The row-touching writer runs before the run as during it: the two originate figures differ by the run alone.
const beforeWindow = sleep(10_000);
const [originatedBefore, probedBefore] = await Promise.all([originating(beforeWindow), probingLocks(beforeWindow)]);
const before = summary(originatedBefore);
const probeBefore = summary(probedBefore);
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
const report = appendRun(
  "retention",
  "Retention and erasure (`npm run bench:retention`)",
  "Issue 35's runs over much data on Postgres, in the bench's process as the functions run them.",
  `Postgres on this machine's 2 cores (load averages before: ${loadBefore}; after: ${loadAverage()}), the run
in process as \`npm run admin -- retention --run\` runs it. ${CALLS.toLocaleString("en")} ended calls of 400 days ago,
each with two turns, variables, metadata and a summary (seeded in ${seedSec.toFixed(0)} s), in a workspace keeping
transcripts 30 days and data 90: the run removed ${result.transcripts.toLocaleString("en")} transcripts and the data
of ${result.data.toLocaleString("en")} calls in ${runSec.toFixed(1)} s.

- **Row locks**: one writer touching random purged calls' rows, one after another, all through the run
  (${locks.n} touches): p50 ${locks.p50.toFixed(1)} ms, p99 ${locks.p99.toFixed(1)} ms, longest ${locks.max.toFixed(1)} ms
  (before the run: p99 ${probeBefore.p99.toFixed(1)} ms, longest ${probeBefore.max.toFixed(1)} ms).
- **Originate** (one client, another workspace, one call after another, beside the row-touching writer): before the run p50
  ${before.p50.toFixed(2)} ms, p99 ${before.p99.toFixed(2)} ms (${before.n} calls in 10 s); during it p50
  ${originateDuring.p50.toFixed(2)} ms, p99 ${originateDuring.p99.toFixed(2)} ms (${originateDuring.n} calls).

- **Erasure** of a person with ${PERSON_CALLS.toLocaleString("en")} calls (ten turns, a lead and two stored webhook
  events each; their contact) in that workspace, as \`erase-person\` runs it (one transaction; no recordings, whose
  deletion at the carrier is a step of its own): ${erasureSec.toFixed(1)} s; counts ${JSON.stringify(erased?.counts)}.

| target | figure | goal | |
|---|---:|---:|---|
| erasing a person with ${PERSON_CALLS.toLocaleString("en")} calls | ${erasureSec.toFixed(1)} s | ≤ 30 s | ${met(erasureSec <= 30)} |
| longest wait for a purged call's row | ${locks.max.toFixed(0)} ms | ≤ 1,000 ms | ${met(locks.max <= 1_000)} |
| originate p50 slower while the run goes | ${(slower * 100).toFixed(1)} % | ≤ 10 % | ${met(slower <= 0.1)} |
`,
);
console.log(report);
process.exit(0);
