// `npm run bench:live [-- --skip-build --turns 1000 --streams 500 --says 500]`: live calls (issue 37)
// on the production server (scripts/serve.mjs), real Postgres and Redis:
// - a turn stored by another process (this one: the voice session's process is not the stream's)
//   → its `turn` event at a stream's reader: the log's trigger, NOTIFY, the server's read, SSE;
// - what 500 open streams cost the server (RSS, each on a call of its own, 25 keys of 20 streams);
// - `say` accepted (202) → its first `text` token at the callee's ConversationRelay socket, the
//   agent listening.
// Results: bench/results/live.md. Voice overhead with the streams open: `npm run bench:voice -- --live-streams 500`.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { FAKE_TWILIO } from "../tests/helpers/fake-twilio";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { connectRelay, twilioUpgradeHeaders, type RelayClient } from "../tests/helpers/relay-client";
import { loadAverage, startBenchServer } from "./bench-server";
import { openLiveStreams } from "./live-streams";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    turns: { type: "string", default: "1000" },
    streams: { type: "string", default: "500" },
    says: { type: "string", default: "500" },
  },
});
const TURNS = Number(values.turns);
const STREAMS = Number(values.streams);
const SAYS = Number(values.says);

const DIST_DIR = ".next-bench";
if (!values["skip-build"]) (await import("node:fs")).rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
ensureProductionBuild(DIST_DIR);
const server = await startBenchServer({
  database: "svc_bench_live",
  distDir: DIST_DIR,
  env: {
    TELEPHONY_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    // The bench asks /v1 far faster than an integration would; the budget is not what is measured.
    RATE_LIMIT_API_KEY_REQUESTS: "1000000",
  },
});

const { db } = await import("@/server/db/client");
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const ws = await createWorkspaceFixture(db);
await db.agent.update({ where: { id: ws.agentId }, data: { silenceTimeoutSec: 600, maxDurationSec: 3600 } });
const callsUrl = `${server.url}/v1/workspaces/${ws.workspaceId}/calls`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

/** Calls answered and in progress, over Twilio, as the voice sessions would have them. */
function callsInProgress(count: number) {
  return db.call.createManyAndReturn({
    data: Array.from({ length: count }, () => ({
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "in_progress" as const,
      provider: "twilio",
      providerCallId: `CA${randomBytes(16).toString("hex")}`,
      answeredAt: new Date(),
    })),
    select: { id: true, providerCallId: true },
  });
}

/** Turns stored here, one every 10 ms over 10 calls, each timed from its commit to its event at the stream. */
async function storedToStream(): Promise<number[]> {
  const calls = await callsInProgress(10);
  const streams = await openLiveStreams(
    server.url,
    ws.workspaceId,
    calls.map((call) => call.id),
  );
  const latencies: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const at = i % calls.length;
    const index = 1_000 + Math.floor(i / calls.length);
    const text = `turn ${i}`;
    const arrived = streams[at].next(
      (event) => event.event === "turn" && (event.data as { text: string }).text === text,
      10_000,
    );
    const now = new Date();
    await db.callTurn.create({
      data: { callId: calls[at].id, index, role: "user", text, startedAt: now, endedAt: now },
    });
    const storedAt = performance.now();
    void arrived.then(() => latencies.push(performance.now() - storedAt));
    await sleep(10);
  }
  await sleep(2_000);
  for (const stream of streams) stream.close();
  if (latencies.length < TURNS) throw new Error(`${TURNS - latencies.length} turns never reached their stream`);
  return latencies;
}

/**
 * The server's RSS with no stream open and with `STREAMS` open (each on a call of its own,
 * settled), twice: the first time includes the heap the server grows to serve that many requests
 * at once (kept afterwards, as V8 keeps it); the second is what open streams themselves keep.
 */
async function streamsMemory(): Promise<{ first: number; again: number }> {
  const calls = await callsInProgress(STREAMS);
  const opened = async () => {
    await sleep(3_000);
    const beforeMiB = server.rssKb() / 1024;
    const streams = await openLiveStreams(
      server.url,
      ws.workspaceId,
      calls.map((call) => call.id),
    );
    await sleep(5_000);
    const addedMiB = server.rssKb() / 1024 - beforeMiB;
    for (const stream of streams) stream.close();
    return addedMiB;
  };
  return { first: await opened(), again: await opened() };
}

/**
 * 20 conversations, each asked to say a line every 3 s, once the one before is spoken (a line
 * waits for the agent's words in flight): 202 → its first token at the callee.
 */
async function sayLatency(): Promise<number[]> {
  const calls = await callsInProgress(20);
  const relayUrl = (callId: string) => `${server.url.replace(/^http/, "ws")}/voice/relay?callId=${callId}`;
  const relays: RelayClient[] = await Promise.all(
    calls.map((call) =>
      connectRelay(
        relayUrl(call.id),
        twilioUpgradeHeaders(FAKE_TWILIO.authToken, relayUrl(call.id)),
        call.id,
        call.providerCallId!,
      ),
    ),
  );
  await Promise.all(relays.map((relay) => relay.agentTurn(30_000)));
  await sleep(5_000); // the greeting spoken: the agents listen
  const latencies: number[] = [];
  const said: Promise<unknown>[] = [];
  for (let i = 0; i < SAYS; i++) {
    const at = i % relays.length;
    const text = `Line ${i} from a supervisor.`;
    const heard = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" was never said`)), 10_000);
      const check = setInterval(() => {
        const spoken = relays[at].frames.map((frame) => (frame.type === "text" ? (frame.token ?? "") : "")).join("");
        if (!spoken.includes(`Line ${i} `)) return;
        clearInterval(check);
        clearTimeout(timer);
        resolve(performance.now());
      }, 1);
    });
    const response = await fetch(`${callsUrl}/${calls[at].id}/say`, {
      method: "POST",
      headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    const acceptedAt = performance.now();
    if (response.status !== 202) throw new Error(`say refused: ${response.status} ${await response.text()}`);
    said.push(heard.then((heardAt) => latencies.push(Math.max(0, heardAt - acceptedAt))));
    await sleep(3_000 / relays.length);
  }
  await Promise.allSettled(said);
  for (const relay of relays) relay.close();
  if (latencies.length < SAYS) throw new Error(`${SAYS - latencies.length} lines were never said`);
  return latencies;
}

const loadBefore = loadAverage();
console.log(`stored → stream: ${TURNS} turns…`);
const stream = summary(await storedToStream());
console.log(stream);
console.log(`${STREAMS} open streams…`);
const memory = await streamsMemory();
console.log(memory);
console.log(`say: ${SAYS} lines…`);
const say = summary(await sayLatency());
console.log(say);
await server.stop();

const met = (ok: boolean) => (ok ? "met" : "**missed**");
const report = appendRun(
  "live",
  "Live calls (`npm run bench:live`)",
  "Issue 37's targets: a stored turn reaching a stream on another process, what open streams cost, `say` to spoken.",
  `Production server (scripts/serve.mjs) on this machine's 2 cores, shared with Postgres, Redis and the
bench's own process (load averages before: ${loadBefore}; after: ${loadAverage()}).

- **Stored → stream**: ${stream.n} turns stored by the bench's process (not the server's), one every 10 ms
  over 10 calls, each watched by a stream on the server; from the insert's commit to the \`turn\`
  event read off the stream: p50 ${stream.p50.toFixed(1)} ms, p99 ${stream.p99.toFixed(1)} ms, max ${stream.max.toFixed(1)} ms.
- **Open streams**: ${STREAMS} streams, each on a call of its own: the server's RSS grew ${memory.first.toFixed(1)} MiB
  the first time they were open (with the heap grown to serve ${STREAMS} requests at once, which V8 keeps), and
  ${memory.again.toFixed(1)} MiB when opened again after all were closed (what open streams themselves keep).
- **Say**: ${say.n} lines asked of 20 listening conversations (script brain); from the 202 to the line's first
  \`text\` token at the callee's socket: p50 ${say.p50.toFixed(1)} ms, p99 ${say.p99.toFixed(1)} ms, max ${say.max.toFixed(1)} ms.

| target | figure | goal | |
|---|---:|---:|---|
| stored → stream on another process, p99 | ${stream.p99.toFixed(1)} ms | ≤ 50 ms | ${met(stream.p99 <= 50)} |
| ${STREAMS} open streams, first time | ${memory.first.toFixed(1)} MiB | ≤ 50 MiB | ${met(memory.first <= 50)} |
| say → spoken, p99 | ${say.p99.toFixed(1)} ms | ≤ 100 ms | ${met(say.p99 <= 100)} |
`,
);
console.log(report);
process.exit(0);
