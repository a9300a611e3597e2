// `npm run bench:replays`: replays and experiments in process, on a fresh embedded database
// (DATA_DIR=memory://, unless DATABASE_URL names one): how long one replay of a 20-turn call on
// the script brain takes (wall and CPU), 50 replays at once, and what the experiment trigger adds
// to originate's statement (the same statement with the trigger on and off, in one run).
// Results: bench/results/replays.md (each run appended).
import { cpuUsage } from "node:process";
import { appendRun } from "./results-log";
import { seedScriptedCall } from "./scripted-call";

process.env.DATA_DIR ??= "memory://";
const { db, dbReady } = await import("@/server/db/client");
await dbReady();
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const { playReplay } = await import("@/server/replays/replays");
const { originateCall } = await import("@/server/calls/originate");

const ws = await createWorkspaceFixture(db);
const { call, agent } = await seedScriptedCall(db, ws);

async function replays(count: number): Promise<{ wallMs: number; cpuMs: number; same: boolean }> {
  const rows = await Promise.all(
    Array.from({ length: count }, () =>
      db.callReplay.create({
        data: { workspaceId: ws.workspaceId, callId: call.id, agentId: ws.agentId, agentVersion: agent.version },
      }),
    ),
  );
  const cpu = cpuUsage();
  const started = performance.now();
  await Promise.all(rows.map((row) => playReplay(row.id)));
  const wallMs = performance.now() - started;
  const used = cpuUsage(cpu);
  const done = await db.callReplay.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
  return {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    same: done.every((row) => row.status === "completed" && row.divergedAt === null),
  };
}

await replays(3); // warm-up: prepared statements, module loading
const single: number[] = [];
let allSame = true;
for (let i = 0; i < 10; i++) {
  const one = await replays(1);
  single.push(one.wallMs);
  allSame &&= one.same;
}
const fifty = await replays(50);

async function originates(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await originateCall(
      {
        workspaceId: ws.workspaceId,
        agentId: ws.agentId,
        to: `+1415555${String(3000 + (i % 5000)).padStart(4, "0")}`,
        mode: "live",
        apiKeyId: null as never,
      },
      null,
    );
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];
const trigger = (on: boolean) =>
  db.$executeRawUnsafe(`ALTER TABLE "Call" ${on ? "ENABLE" : "DISABLE"} TRIGGER "Call_assign_experiment_arm"`);
await originates(50);
const rounds: { off: number; on: number }[] = [];
for (let round = 0; round < 3; round++) {
  await trigger(false);
  const off = median(await originates(200));
  await trigger(true);
  const on = median(await originates(200));
  rounds.push({ off, on });
}

const sortedSingle = [...single].sort((a, b) => a - b);
const database = process.env.DATABASE_URL
  ? "Postgres"
  : "PGlite in memory (slower than Postgres: the figures are conservative)";
const report = appendRun(
  "replays",
  "Replays and experiments (`npm run bench:replays`)",
  `In process, on a fresh embedded database (PGlite in memory) unless DATABASE_URL names one: one replay of a
20-turn call (greeting + 10 caller turns + 10 agent turns) on the script brain against its own version, 50 at
once, and what the experiment trigger adds to originate's statement (the same statement with the trigger off
and on, in one run). No call is held, so replays play at full speed (server/processes/behind-live-calls.ts);
beside live calls, see voice-replays.md.`,
  `Database: ${database}.

| what | figure | goal | |
|---|---|---|---|
| one replay of a 20-turn call, against its own version | median ${median(sortedSingle).toFixed(0)} ms, max ${sortedSingle.at(-1)!.toFixed(0)} ms of ${single.length} (every exchange \`same\`: ${allSame}) | ≤ 1 s | ${sortedSingle.at(-1)! <= 1000 && allSame ? "met" : "**missed**"} |
| 50 replays at once | ${(fifty.wallMs / 1000).toFixed(1)} s wall for all, ${(fifty.cpuMs / 1000).toFixed(2)} s of CPU in all (${(fifty.cpuMs / 50).toFixed(0)} ms each); every one \`same\`: ${fifty.same} | complete | ${fifty.same ? "met" : "**missed**"} |
| originate's statement, median of 200, trigger off / on (${rounds.length} rounds) | ${rounds.map((r) => `${r.off.toFixed(1)} / ${r.on.toFixed(1)} ms`).join(", ")} | no round trip added | |

The trigger runs inside the insert: it adds no round trip by construction, and what it costs shows, if at all,
as the difference of the medians above.
`,
);
console.log(report);
process.exit(0);
