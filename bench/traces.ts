// `npm run bench:traces [-- --rounds 5 --seconds 5 --connections 32 --skip-build]`: what exporting
// traces costs originate (issue 34: throughput within 10 % of traces off). Two servers of the
// production build over one scratch database, as `npm start` runs them, both handing their events to
// an Inngest stand-in (dialing elsewhere, so the figure is the request's own); one exports every
// span over OTLP (http/protobuf, batched) to a collector on loopback. Rounds alternate between them,
// so the machine's load weighs on both alike; figures are medians over rounds. The voice gateway's
// side is `npm run bench:voice -- --traces 3` (bench/results/voice-traces.md). Results (appended):
// bench/results/traces.md.
import { parseArgs } from "node:util";
import { startOtlpCollector } from "../tests/helpers/otlp-collector";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { startBenchServer, startSiblingServer } from "./bench-server";
import { measure, type LoadFigures } from "./load";
import { startEventSink } from "./event-sink";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "32" },
    "skip-build": { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const DIST_DIR = ".next-bench";

if (!values["skip-build"]) (await import("node:fs")).rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
ensureProductionBuild(DIST_DIR);
const sink = await startEventSink();
const collector = await startOtlpCollector();
const off = await startBenchServer({
  database: "svc_bench_traces",
  distDir: DIST_DIR,
  env: {
    INNGEST_BASE_URL: sink.url,
    INNGEST_EVENT_KEY: "bench",
    INNGEST_SIGNING_KEY: "signkey-bench-0123456789abcdef",
    // A budget would stop a benchmark in its first second; it is raised, not removed.
    RATE_LIMIT_API_KEY_REQUESTS: "1000000000",
  },
});
const on = await startSiblingServer(DIST_DIR, {
  OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  OTEL_SERVICE_NAME: "svc-bench",
});
const { db } = await import("@/server/db/client");
// Imported once the bench server has set DATABASE_URL: these modules open the database as they load.
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const { originate } = await import("./scenarios");
const fixture = await createWorkspaceFixture(db, { name: "Bench traces" });
const subject = originate(fixture);

// One request first: a bench of refusals would measure nothing.
const probe = await fetch(off.url + subject.path, {
  method: "POST",
  headers: {
    authorization: `Bearer ${fixture.keys.live}`,
    "content-type": "application/json",
    "idempotency-key": crypto.randomUUID(),
  },
  body: JSON.stringify({ agentId: fixture.agentId, to: "+14155550100" }),
});
if (probe.status !== 202) throw new Error(`originate answered ${probe.status}: ${await probe.text()}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = { off: [] as LoadFigures[], on: [] as LoadFigures[] };
for (const server of [off, on]) await measure(server.url, subject, CONNECTIONS, 2, 202); // warm up
for (let round = 0; round < ROUNDS; round += 1) {
  figures.off.push(await measure(off.url, subject, CONNECTIONS, SECONDS, 202));
  figures.on.push(await measure(on.url, subject, CONNECTIONS, SECONDS, 202));
  console.log(
    `round ${round + 1}: ${figures.off.at(-1)!.rps.toFixed(0)} req/s off, ${figures.on.at(-1)!.rps.toFixed(0)} on`,
  );
}
await Promise.all([off.stop(), on.stop()]);
await Promise.all([sink.close(), collector.close()]);
const spans = collector.exports.reduce((bytes, request) => bytes + request.body.length, 0);

const summary = (rounds: LoadFigures[]) =>
  `${median(rounds.map((r) => r.rps)).toFixed(0)} req/s, p50 ${median(rounds.map((r) => r.p50)).toFixed(1)} ms, p99 ${median(rounds.map((r) => r.p99)).toFixed(1)} ms, ${rounds.reduce((sum, r) => sum + r.unexpected + r.errors, 0)} unexpected`;
const ratio = median(figures.on.map((r, i) => r.rps / figures.off[i].rps));
const report = appendRun(
  "traces",
  "Originate with traces exported (`npm run bench:traces`)",
  `bench/traces.ts: originate-manual (a new idempotency key and number each) at a number of connections, on two
servers over one database, one of them exporting every span to a collector on loopback, in alternating rounds.`,
  `${ROUNDS} rounds of ${SECONDS} s each at ${CONNECTIONS} connections:
- traces off: ${summary(figures.off)};
- traces on: ${summary(figures.on)}; the collector took ${collector.exports.length} export requests (${(spans / 1024 / 1024).toFixed(1)} MiB).

| target | figure | goal | |
|---|---:|---:|---|
| originate throughput with traces ÷ without (median of the rounds' ratios) | ${ratio.toFixed(3)} | ≥ 0.9 | ${ratio >= 0.9 ? "met" : "**missed**"} |
`,
);
console.log(report);
process.exit(0);
