// `npm run bench:inbound [-- --skip-build --dist .next-bench --seconds 20 --rate 50 --profile]`: inbound calls on the production
// server (scripts/serve.mjs), real Postgres and Redis, TELEPHONY_PROVIDER=twilio. A load generator
// plays Twilio: signed voice webhooks at a steady rate, each a new CallSid. Measured at the load
// generator (so svc's time plus loopback HTTP): voice webhook sent → TwiML received, for a number
// with no routing URL, with one whose endpoint answers at once, and with one whose endpoint hangs
// (the answer must come within routingTimeoutMs + 50 ms). Then, for answered calls, the relay's
// `setup` frame → the first `text` token of the greeting: calls arriving at the same steady rate,
// then bursts of 20 at once. An unmeasured warm-up round comes first, so no measured number runs
// on a cold server. Results: bench/results/inbound.md; --profile writes the server's CPU profile
// (read it with bench/profile-summary.ts).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { parseArgs } from "node:util";
import twilio from "twilio";
import { FAKE_TWILIO } from "../tests/helpers/fake-twilio";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { connectRelay, twilioUpgradeHeaders } from "../tests/helpers/relay-client";
import { loadAverage, startBenchServer } from "./bench-server";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    dist: { type: "string", default: ".next-bench" },
    seconds: { type: "string", default: "20" },
    rate: { type: "string", default: "50" },
    greetings: { type: "string", default: "500" },
    profile: { type: "boolean", default: false },
  },
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const HANG_TIMEOUT_MS = 500;
const DIST_DIR = values.dist!;

if (!values["skip-build"]) (await import("node:fs")).rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
ensureProductionBuild(DIST_DIR);
const server = await startBenchServer({
  database: "svc_bench_inbound",
  distDir: DIST_DIR,
  profile: values.profile,
  env: {
    TELEPHONY_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    // Nothing answers at the fake API's address: the numbers' Voice URLs are not the point here.
    TWILIO_API_BASE_URL: "http://127.0.0.1:9",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
  },
});

const { db } = await import("@/server/db/client");
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const ws = await createWorkspaceFixture(db);
await db.workspace.update({ where: { id: ws.workspaceId }, data: { maxCallsInFlight: 100_000 } });
const agent = await db.agent.create({
  data: { workspaceId: ws.workspaceId, name: "Receptionist", firstMessage: "Bright Smiles, this is Ava." },
});
// The routing endpoint runs in a process of its own, as a business's would: in the load
// generator's, its answers would wait behind the webhooks that process is busy sending.
const ROUTING_ENDPOINT = `const server = require("node:http").createServer((req, res) => {
  req.resume();
  req.on("end", () => req.url === "/hang" || res.writeHead(200, { "content-type": "application/json" }).end("{}"));
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
const endpointProcess = spawn(process.execPath, ["-e", ROUTING_ENDPOINT], { stdio: ["ignore", "pipe", "inherit"] });
const [endpointPort] = (await once(endpointProcess.stdout!, "data")) as [Buffer];
const endpoint = { url: `http://127.0.0.1:${endpointPort.toString().trim()}` };
const number = async (phone: string, routing?: { url: string; timeoutMs: number }) =>
  db.callerNumber.create({
    data: {
      workspaceId: ws.workspaceId,
      number: phone,
      inboundAgentId: agent.id,
      ...(routing
        ? {
            routingUrl: routing.url,
            routingTimeoutMs: routing.timeoutMs,
            routingSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
          }
        : {}),
    },
  });
const plain = await number("+14155550201");
const routed = await number("+14155550202", { url: `${endpoint.url}/route`, timeoutMs: 2_000 });
const hanging = await number("+14155550203", { url: `${endpoint.url}/hang`, timeoutMs: HANG_TIMEOUT_MS });

const webhookUrl = `${server.url}/api/telephony/twilio/inbound`;
let callerCounter = 0;

/** One signed voice webhook; the time to the whole TwiML, and the call id it names. */
async function ring(to: string): Promise<{ ms: number; callId: string | null; callSid: string }> {
  const callSid = `CA${randomBytes(16).toString("hex")}`;
  const params = {
    AccountSid: FAKE_TWILIO.accountSid,
    CallSid: callSid,
    From: `+1415${3_000_000 + (callerCounter++ % 1_000_000)}`,
    To: to,
    CallStatus: "ringing",
    Direction: "inbound",
  };
  const started = performance.now();
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, webhookUrl, params),
    },
    body: new URLSearchParams(params),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, callId: /name="callId" value="([^"]+)"/.exec(text)?.[1] ?? null, callSid };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

interface Round {
  label: string;
  calls: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  /** The server's CPU time (user + system) per request, in ms. */
  cpuMs: number;
}

/** The floor under every webhook: a request that Next and proxy.ts answer without the database. */
async function ping(): Promise<{ ms: number; callId: string | null }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/ping`);
  await response.arrayBuffer();
  return { ms: performance.now() - started, callId: response.status === 204 ? "none" : null };
}

/** `rate` requests a second for `seconds` (webhooks to `to`, else pings), each on its own schedule (open loop). */
async function steady(label: string, to: string | null, rate: number, seconds: number): Promise<Round> {
  const results: Promise<{ ms: number; callId: string | null }>[] = [];
  const cpuBefore = server.cpuMs();
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    results.push(to === null ? ping() : ring(to));
  }
  const done = await Promise.all(results);
  const sorted = done.map((r) => r.ms).sort((a, b) => a - b);
  return {
    label,
    calls: done.length,
    answered: done.filter((r) => r.callId).length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
    cpuMs: (server.cpuMs() - cpuBefore) / done.length,
  };
}

/** One answered call: it rings, opens its relay and sends `setup`; the time from setup to the greeting's first token. */
async function greeted(): Promise<number> {
  const { callId, callSid } = await ring(plain.number);
  const relayUrl = `${server.url.replace(/^http/, "ws")}/voice/relay?callId=${callId}`;
  const relay = await connectRelay(relayUrl, twilioUpgradeHeaders(FAKE_TWILIO.authToken, relayUrl), callId!, callSid);
  const setupSent = performance.now();
  const turn = await relay.agentTurn(5_000);
  relay.close();
  return turn.firstTokenAt - setupSent;
}

/** setup → the greeting's first token, for `count` answered calls opened 20 at a time (bursts). */
async function greetings(count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let batch = 0; batch < count; batch += 20)
    latencies.push(...(await Promise.all(Array.from({ length: Math.min(20, count - batch) }, greeted))));
  return latencies.sort((a, b) => a - b);
}

/** setup → the greeting's first token, for calls arriving `rate` a second for `seconds`, each on its own schedule (open loop). */
async function steadyGreetings(rate: number, seconds: number): Promise<number[]> {
  const latencies: Promise<number>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    latencies.push(greeted());
  }
  return (await Promise.all(latencies)).sort((a, b) => a - b);
}

/** Postgres checkpoints so far (any database's: other work on this machine forces them too), and their sync time. */
async function checkpoints(): Promise<{ count: number; syncMs: number }> {
  const [row] = await db.$queryRaw<{ count: number; syncMs: number }[]>`
    SELECT (checkpoints_timed + checkpoints_req)::int AS "count", checkpoint_sync_time::float8 AS "syncMs" FROM pg_stat_bgwriter`;
  return row;
}

const loadBefore = loadAverage();
console.log(`load average before: ${loadBefore}`);
// Unmeasured: the server's first requests compile and cache what every later one reuses.
console.log("warm-up: 100 webhooks, 20 greetings…");
await steady("warm-up", plain.number, RATE, 80 / RATE);
await steady("warm-up", routed.number, RATE, 20 / RATE);
await greetings(20);
const checkpointsBefore = await checkpoints();
console.log(`floor: GET /api/ping, ${RATE}/s for ${SECONDS / 2} s…`);
const floor = await steady("floor: GET /api/ping (Next and proxy.ts, no database)", null, RATE, SECONDS / 2);
console.log(floor);
const rounds: Round[] = [];
for (const [label, to] of [
  ["no routing URL", plain.number],
  ["routing endpoint answering at once", routed.number],
] as const) {
  console.log(`${label}: ${RATE}/s for ${SECONDS} s…`);
  rounds.push(await steady(label, to, RATE, SECONDS));
  console.log(rounds.at(-1));
}
console.log(`hanging routing endpoint (timeout ${HANG_TIMEOUT_MS} ms)…`);
const hung = await steady(`routing endpoint hanging (timeout ${HANG_TIMEOUT_MS} ms)`, hanging.number, 10, 3);
console.log(hung);
console.log(`greetings: ${RATE}/s for ${SECONDS / 2} s, then ${values.greetings} calls 20 at a time…`);
const greeting = await steadyGreetings(RATE, SECONDS / 2);
const burst = await greetings(Number(values.greetings));
const loadAfter = loadAverage();
const checkpointsAfter = await checkpoints();
const rssMiB = Math.round(server.rssKb() / 1024);
await server.stop();
endpointProcess.kill();

const [none, zero] = rounds;
const added = zero.p99 - none.p99;
const greetingP99 = percentile(greeting, 0.99);
const row = (r: Round) =>
  `| ${r.label} | ${r.calls} | ${r.answered} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.cpuMs.toFixed(2)} |`;
const report = appendRun(
  "inbound",
  "Inbound calls benchmark (`npm run bench:inbound`)",
  `Production server (scripts/serve.mjs) on this machine's 2 cores, shared with Postgres, Redis and the
load generator (one process playing Twilio: signed voice webhooks at a steady rate, each a new
CallSid, and ConversationRelay clients). Times are taken at the load generator: voice webhook sent
→ whole TwiML received (svc's own time plus loopback HTTP). Each answered webhook writes the call
\`in_progress\` with its \`ringing\` and \`in_progress\` CallEvents and webhook events. An
unmeasured warm-up (100 webhooks, 20 greetings) comes first. The floor is what this machine gives
any request at the same rate in the same run: \`GET /api/ping\` through Next and \`proxy.ts\`,
without the database.`,
  `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}. Postgres
checkpoints while measuring: ${checkpointsAfter.count - checkpointsBefore.count} (${Math.round(checkpointsAfter.syncMs - checkpointsBefore.syncMs)} ms syncing; its
writes slow every commit's WAL flush). Server RSS at the end: ${rssMiB} MiB.

| number | requests | answered | p50 ms | p99 ms | max ms | server CPU ms / request |
|---|---:|---:|---:|---:|---:|---:|
${[...rounds, hung, floor].map(row).join("\n")}

Setup frame → first \`text\` token of the greeting (each call rings, opens its relay and sends
\`setup\`; when the relay closes, its turn is stored and its claim released):

| calls | count | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|
| ${RATE} a second, each on its own schedule | ${greeting.length} | ${percentile(greeting, 0.5).toFixed(1)} | ${greetingP99.toFixed(1)} | ${greeting.at(-1)!.toFixed(1)} |
| 20 at once, batch after batch | ${burst.length} | ${percentile(burst, 0.5).toFixed(1)} | ${percentile(burst, 0.99).toFixed(1)} | ${burst.at(-1)!.toFixed(1)} |

| target | figure | goal | |
|---|---:|---:|---|
| webhook → TwiML p50, ${RATE}/s, no routing | ${none.p50.toFixed(1)} ms | ≤ 10 ms | ${none.p50 <= 10 ? "met" : "**missed**"} |
| webhook → TwiML p99, ${RATE}/s, no routing | ${none.p99.toFixed(1)} ms | ≤ 40 ms | ${none.p99 <= 40 ? "met" : "**missed**"} |
| p99 added by a routing endpoint answering in 0 ms | ${added.toFixed(1)} ms | ≤ 10 ms | ${added <= 10 ? "met" : "**missed**"} |
| TwiML with a hanging routing endpoint, max | ${hung.max.toFixed(1)} ms | ≤ ${HANG_TIMEOUT_MS + 50} ms | ${hung.max <= HANG_TIMEOUT_MS + 50 ? "met" : "**missed**"} |
| setup → greeting's first token p99, ${RATE} calls/s | ${greetingP99.toFixed(1)} ms | ≤ 20 ms | ${greetingP99 <= 20 ? "met" : "**missed**"} |
| the same, 20 calls at once | ${percentile(burst, 0.99).toFixed(1)} ms | (reported) | |
`,
);
console.log(report);
process.exit(0);
