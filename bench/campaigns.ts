// `npx tsx bench/campaigns.ts [-- --dist .next-bench --recipients 100000 --calls 400 --time-scale 1.6]`: campaigns
// on the production server (scripts/serve.mjs), real Postgres and Redis, the simulator:
// 1. creating a campaign of 100,000 recipients through /v1 in requests of 10,000 (latency of each,
//    the server's RSS sampled every 100 ms);
// 2. results.csv of those 100,000 rows, streamed (time to the last byte, RSS while it streams);
// 3. a campaign at maxConcurrent 50 on the simulator: calls in flight (created, not yet ended)
//    sampled every 100 ms, never above the limit, and at it for what share of the time recipients
//    were ready; and the refill latency, a call's end → the next call created. Calls last about as
//    long as short real ones (~25 s at scale 1.6): a slot's refill is weighed against a real call's
//    length, not a 3-second one's.
// Results: bench/results/campaigns.md.
import { parseArgs } from "node:util";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { loadAverage, startBenchServer } from "./bench-server";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: ".next-bench" },
    recipients: { type: "string", default: "100000" },
    calls: { type: "string", default: "400" },
    /** The simulator's clock, stretching its waits: ~7 s per call at 0.4, ~39 s at 2.5, ~25 s at 1.6. */
    "time-scale": { type: "string", default: "1.6" },
  },
});
const TOTAL = Number(values.recipients);
if (TOTAL % 10_000) throw new Error("--recipients must be a multiple of 10,000");
const CALLS = Number(values.calls);
const PER_REQUEST = 10_000;
const MAX_CONCURRENT = 50;

ensureProductionBuild(values.dist!);
const loadBefore = loadAverage();
const server = await startBenchServer({
  database: "svc_bench_campaigns",
  distDir: values.dist!,
  env: { SIMULATOR_TIME_SCALE: values["time-scale"]! },
});

const { db } = await import("@/server/db/client");
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const { daytimePrefix } = await import("../tests/helpers/daytime-prefix");
const { OPEN_STATUSES } = await import("@/server/calls/statuses");
const ws = await createWorkspaceFixture(db);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mib = (kb: number) => Math.round(kb / 1024);

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: { id: string } };
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Samples the server's RSS every 100 ms while `work` runs; returns its result and the peak. */
async function withRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMiB: number; startMiB: number }> {
  const startKb = server.rssKb();
  let peak = startKb;
  const timer = setInterval(() => (peak = Math.max(peak, server.rssKb())), 100);
  try {
    return { result: await work(), peakMiB: mib(peak), startMiB: mib(startKb) };
  } finally {
    clearInterval(timer);
  }
}

// 1. Creation: 100,000 recipients (distinct US numbers with two variables each) in 10 requests.
const recipient = (i: number) => ({
  to: `+1415${String(2_000_000 + i)}`,
  variables: { firstName: `Callee ${i}`, slot: "Tuesday 10:00" },
});
const creation = await withRss(async () => {
  const latencies: number[] = [];
  let campaignId = "";
  for (let offset = 0; offset < TOTAL; offset += PER_REQUEST) {
    const batch = Array.from({ length: Math.min(PER_REQUEST, TOTAL - offset) }, (_, i) => recipient(offset + i));
    const started = performance.now();
    if (!campaignId)
      campaignId = (
        await post("/campaigns", {
          name: "Bench",
          agentId: ws.agentId,
          recipients: batch,
          schedule: { startAt: "2099-01-01T00:00:00Z" },
        })
      ).id;
    else await post(`/campaigns/${campaignId}/recipients`, { recipients: batch });
    latencies.push(performance.now() - started);
  }
  return { campaignId, latencies };
});
const sortedCreation = [...creation.result.latencies].sort((a, b) => a - b);

// 2. results.csv of those rows.
const csv = await withRss(async () => {
  const started = performance.now();
  const response = await fetch(
    `${server.url}/v1/workspaces/${ws.workspaceId}/campaigns/${creation.result.campaignId}/results.csv`,
    { headers: { authorization: `Bearer ${ws.keys.live}` } },
  );
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) rows++;
  }
  return { ms: performance.now() - started, bytes, rows: rows - 1 };
});
await post(`/campaigns/${creation.result.campaignId}/cancel`, {});

// 3. maxConcurrent 50 on the simulator. The callees are in a zone where it is daytime now.
const prefix = await daytimePrefix(10);
const { destinationCountryOf } = await import("@/server/dnc/destinations");
await db.workspace.update({
  where: { id: ws.workspaceId },
  data: {
    maxCallsInFlight: Math.ceil(MAX_CONCURRENT / 0.8),
    allowedDestinationCountries: ["US", destinationCountryOf(`${prefix}1234`)!],
  },
});
const running = await post("/campaigns", {
  name: "Concurrency",
  agentId: ws.agentId,
  recipients: Array.from({ length: CALLS }, (_, i) => ({ to: `${prefix}${String(1000 + i).padStart(4, "0")}` })),
  schedule: { hours: { start: "08:00", end: "21:00" } },
  maxConcurrent: MAX_CONCURRENT,
});
const samples: Array<{ inFlight: number; ready: boolean }> = [];
const concurrencyStarted = performance.now();
for (;;) {
  const [row] = await db.$queryRaw<Array<{ inFlight: number; ready: number; status: string }>>`
    SELECT (SELECT count(*)::int FROM "Call" WHERE "campaignId" = ${running.id} AND "status" = ANY(${OPEN_STATUSES}::text[]::"CallStatus"[])) AS "inFlight",
           (SELECT count(*)::int FROM "CampaignRecipient" WHERE "campaignId" = ${running.id} AND "state" = 'pending') AS "ready",
           (SELECT "status"::text FROM "Campaign" WHERE "id" = ${running.id}) AS "status"`;
  samples.push({ inFlight: row.inFlight, ready: row.ready > 0 });
  if (row.status !== "running" && row.status !== "scheduled") break;
  if (performance.now() - concurrencyStarted > 15 * 60_000)
    throw new Error("the concurrency campaign did not finish in 15 minutes");
  await sleep(100);
}
const whileReady = samples.filter((sample) => sample.ready);
const atLimit = whileReady.filter((sample) => sample.inFlight === MAX_CONCURRENT).length;
// Refill: once the first MAX_CONCURRENT calls are placed, each further call takes the slot of the
// k-th call to end (ends and creations both in order).
const calls = await db.call.findMany({
  where: { campaignId: running.id },
  select: { createdAt: true, endedAt: true },
  orderBy: { createdAt: "asc" },
});
const ends = calls.map((call) => call.endedAt!.getTime()).sort((a, b) => a - b);
const refills = calls
  .slice(MAX_CONCURRENT)
  .map((call, k) => (call.createdAt.getTime() - ends[k]) / 1000)
  .sort((a, b) => a - b);
const lengths = calls.map((call) => (call.endedAt!.getTime() - call.createdAt.getTime()) / 1000).sort((a, b) => a - b);
const counts = await db.campaignRecipient.groupBy({ by: ["state"], where: { campaignId: running.id }, _count: true });

const report = appendRun(
  "campaigns",
  "Campaigns benchmark (`npm run bench:campaigns`)",
  "Production server (scripts/serve.mjs), Postgres and Redis local.",
  `${(await import("node:os")).cpus().length} cores, load average before the run ${loadBefore}.

| measure | target | result |
|---|---|---|
| create ${TOTAL.toLocaleString("en")} recipients in ${creation.result.latencies.length} requests of ${PER_REQUEST.toLocaleString("en")}: p50 per request | ≤ 2 s | ${(percentile(sortedCreation, 50) / 1000).toFixed(2)} s (min ${(sortedCreation[0] / 1000).toFixed(2)} s, max ${(sortedCreation.at(-1)! / 1000).toFixed(2)} s) |
| server RSS while creating | ≤ 512 MiB | ${creation.startMiB} → peak ${creation.peakMiB} MiB |
| results.csv of ${csv.result.rows.toLocaleString("en")} rows (${(csv.result.bytes / 1024 / 1024).toFixed(1)} MiB), to the last byte | ≤ 10 s | ${(csv.result.ms / 1000).toFixed(2)} s |
| server RSS while streaming it | flat | ${csv.startMiB} → peak ${csv.peakMiB} MiB |
| calls in flight, maxConcurrent ${MAX_CONCURRENT}, sampled every 100 ms (${samples.length} samples) | never above | max ${Math.max(...samples.map((s) => s.inFlight))} |
| share of samples at the limit while recipients were ready (${whileReady.length} samples) | ≥ 95 % | ${whileReady.length ? ((100 * atLimit) / whileReady.length).toFixed(1) : "n/a"} % |
| a call's end → the next campaign call created (refill, ${refills.length} refills) | within 1 s | p50 ${percentile(refills, 50).toFixed(2)} s, p90 ${percentile(refills, 90).toFixed(2)} s, max ${refills.at(-1)!.toFixed(2)} s |
| a call in flight, created → ended | | p50 ${percentile(lengths, 50).toFixed(1)} s, p90 ${percentile(lengths, 90).toFixed(1)} s |
| the ${CALLS} recipients' final states | | ${counts.map((c) => `${c.state} ${c._count}`).join(", ")} |

Per request (s): ${creation.result.latencies.map((ms) => (ms / 1000).toFixed(2)).join(", ")}.
Callees of the concurrency run: ${prefix}xxxx (a zone inside 08:00–21:00 at the time of the run), SIMULATOR_TIME_SCALE ${values["time-scale"]}.
`,
);
console.log(report);
await server.stop();
process.exit(0);
