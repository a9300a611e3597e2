// `npm run bench:voice [-- --skip-build --seconds 20 --ladder 500,1000,1500]`: the voice gateway
// under many concurrent conversations, on the production server (scripts/serve.mjs), real
// Postgres and Redis. Each conversation is a ConversationRelay client signed as Twilio; the agent's
// model is a local OpenAI-compatible server whose time to first token is fixed. The gateway's
// overhead is what svc adds between the callee's final prompt and the first `text` token:
// (prompt sent → model request received) + (model's first token → token at the callee), over the
// turns said once every conversation of a round has been greeted. Each number of conversations is
// run on the quiet machine and again with one core taken by a busy loop (bench/busy-core.ts).
// Results: bench/results/voice.md.
//
// The tool round (bench/results/voice-tools.md; `--tools-only` runs it alone): every turn the model
// calls a tool whose endpoint answers at once, then speaks. What svc adds to the round trip is
// (model's tool call complete → request at the endpoint) + (endpoint's answer → next model request).
//
// The knowledge round (bench/results/voice-knowledge.md; `--knowledge` runs it alone): the same
// conversations, whose callees ask the golden set's questions, once with an agent without knowledge
// and once with one whose knowledge base holds the clinic's documents: what retrieval adds to a turn
// (its own milliseconds as each turn stored them, and the difference in overhead).
//
// The live-streams round (bench/results/voice-live-streams.md; `--live-streams 500`): the main round
// without and with that many live streams open on its calls, alternately, `--pairs` times each.
//
// The replays round (bench/results/voice-replays.md; `--replays 50`): the main round without and
// with that many replays kept playing in the server's executor, alternately, `--pairs` times each.
//
// The traces round (bench/results/voice-traces.md; `--traces 2`): the main round on a server without
// traces and on one exporting them to a collector on loopback, alternately, that many times each.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CLINIC_DOCUMENTS, GOLDEN_QUESTIONS } from "../tests/fixtures/knowledge-golden";
import { FAKE_TWILIO } from "../tests/helpers/fake-twilio";
import { startFakeLlm } from "../tests/helpers/fake-llm";
import { startToolEndpoint, type ToolRequest } from "../tests/helpers/tool-endpoint";
import { startOtlpCollector } from "../tests/helpers/otlp-collector";
import { ensureProductionBuild, type ProductionServer } from "../tests/helpers/production-server";
import { connectRelay, twilioUpgradeHeaders, type RelayClient } from "../tests/helpers/relay-client";
import { startBenchServer, startSiblingServer } from "./bench-server";
import { startBusyCore } from "./busy-core";
import { openLiveStreams } from "./live-streams";
import type { RuntimeWindow } from "@/server/bench/runtime";
import type { FeederCounts, FeederStart } from "./replay-feeder";
import { appendRun } from "./results-log";
import { seedScriptedCall } from "./scripted-call";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    seconds: { type: "string", default: "20" },
    concurrent: { type: "string", default: "200" },
    ladder: { type: "string", default: "500,1000,1500,2000" },
    /** The model's fixed time to first token. */
    ttft: { type: "string", default: "200" },
    /** The callee's pause between the agent's answer and their next words. */
    think: { type: "string", default: "5000" },
    /** Write the server's CPU profile to $TMPDIR/svc-bench-profiles (read it with bench/profile-summary.ts). */
    profile: { type: "boolean", default: false },
    /** Only the tool round: voice.md is left as it is. */
    "tools-only": { type: "boolean", default: false },
    /** Only the knowledge round. */
    knowledge: { type: "boolean", default: false },
    /** Only the live-streams round: the main round without and with this many live streams open on its calls. */
    "live-streams": { type: "string" },
    /** Only the replays round: the main round without and with this many replays kept running in the server. */
    replays: { type: "string" },
    /** Only the traces round: the main round on a server without traces and on one exporting them, this many times each, alternately. */
    traces: { type: "string" },
    /** The live-streams and replays rounds: how many times each side is run, alternately. */
    pairs: { type: "string", default: "3" },
  },
});

const DIST_DIR = ".next-bench";
const TTFT_MS = Number(values.ttft);
const THINK_MS = Number(values.think);

if (!values["skip-build"]) (await import("node:fs")).rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
ensureProductionBuild(DIST_DIR);
// The tool's secret is sealed here and opened by the server: one key for both.
const SECRETS_KEY = "bench-voice-secrets-key-0123456789abcdef";

const llm = await startFakeLlm();
llm.keepTimings = true;
llm.fallback = { text: ["Sure", ", that", " works", " for me."], firstTokenMs: TTFT_MS, gapMs: 20 };
const server = await startBenchServer({
  database: "svc_bench_voice",
  distDir: DIST_DIR,
  profile: values.profile,
  env: {
    TELEPHONY_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "5",
    TOOLS_ALLOW_PRIVATE_TARGETS: "true",
    TOOL_REQUESTS_PER_MINUTE: "1000000",
    // The replays round asks /v1 for replays far faster than an integration would.
    RATE_LIMIT_API_KEY_REQUESTS: "1000000",
    SECRETS_KEY,
    // /api/bench/runtime: the server's event loop delay and GC pauses over each round's measured turns.
    BENCH_ROUTES: "1",
  },
});

const { db } = await import("@/server/db/client");
const { watchRuntime } = await import("@/server/bench/runtime");
/** This process's own thread: its delays are inside every overhead it measures. */
const loadGenRuntime = watchRuntime();
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const ws = await createWorkspaceFixture(db);
const connection = await db.llmConnection.create({
  data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake" },
});
const agent = await db.agent.create({
  data: {
    workspaceId: ws.workspaceId,
    name: "Bench",
    brain: "llm",
    llmConnectionId: connection.id,
    firstMessage: "Hi, this is Ava.",
    silenceTimeoutSec: 600,
    maxDurationSec: 3600,
  },
});

// The tool round's agent: one tool, whose endpoint answers at once with the reference it was given.
const TOOL_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const endpoint = await startToolEndpoint();
endpoint.setSecret(TOOL_SECRET);
const toolRequests = new Map<string, ToolRequest>();
endpoint.answer = (request) => {
  const { ref } = request.payload.arguments as { ref: string };
  toolRequests.set(ref, request);
  endpoint.requests.length = 0;
  return { json: { ref } };
};
const { encryptSecret } = await import("@/server/secrets/encryption");
const lookup = await db.tool.create({
  data: {
    workspaceId: ws.workspaceId,
    name: "lookup_order",
    description: "Looks up an order.",
    parameters: { type: "object", properties: { ref: { type: "string" } }, required: ["ref"] },
    url: `${endpoint.url}/orders`,
    secretSealed: encryptSecret(TOOL_SECRET),
  },
});
const toolAgent = await db.agent.create({
  data: {
    workspaceId: ws.workspaceId,
    name: "Bench tools",
    brain: "llm",
    llmConnectionId: connection.id,
    firstMessage: "Hi, this is Ava.",
    silenceTimeoutSec: 600,
    maxDurationSec: 3600,
    toolIds: [lookup.id],
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

interface Round {
  conversations: number;
  turns: number;
  /** The measured turns' overheads, ascending. */
  overheads: number[];
  p50: number;
  p99: number;
  max: number;
  failed: number;
  rssMiB: number;
  cpuMsPerTurn: number;
  /** CPU the load generator itself (clients and model, this process) used, in % of one core. */
  loadGenCpuPct: number;
  /** How busy the whole machine was (all its cores, anyone's work), in %. */
  machineBusyPct: number;
  /** The server's event loop and GC, and the load generator's loop, over the measured turns. */
  runtime: { server: RuntimeWindow; loadGen: RuntimeWindow };
}

/** Begins a window of the server's and the load generator's runtime figures. */
async function resetRuntime(on: ProductionServer): Promise<void> {
  const response = await fetch(`${on.url}/api/bench/runtime`, { method: "POST" });
  if (response.status !== 204) throw new Error(`/api/bench/runtime answered ${response.status}`);
  loadGenRuntime.reset();
}

async function readRuntime(on: ProductionServer): Promise<Round["runtime"]> {
  const response = await fetch(`${on.url}/api/bench/runtime`);
  if (!response.ok) throw new Error(`/api/bench/runtime answered ${response.status}`);
  return { server: (await response.json()) as RuntimeWindow, loadGen: loadGenRuntime.read() };
}

/** The machine's busy and total CPU time so far, from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3] - fields[4], total }; // idle, iowait
}

/**
 * `count` conversations for `seconds`: each says hello, then one sentence every THINK_MS after the
 * agent's answer. With `tools`, every answer calls a tool first, and the overhead is the tool's.
 */
interface RoundOptions {
  /** Every answer calls a tool first; the overhead is the tool's. */
  tools?: boolean;
  agentId?: string;
  /** Live streams open on the round's calls. */
  streams?: number;
  /** The server the calls talk to. */
  on?: ProductionServer;
  /** Work started once every conversation has opened; turns are measured once it has resolved too. */
  alongside?: () => Promise<unknown>;
}

async function round(
  count: number,
  seconds: number,
  { tools = false, agentId = agent.id, streams = 0, on = server, alongside }: RoundOptions = {},
): Promise<Round> {
  const calls = await db.call.createManyAndReturn({
    data: Array.from({ length: count }, () => ({
      workspaceId: ws.workspaceId,
      agentId: tools ? toolAgent.id : agentId,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "in_progress" as const,
      provider: "twilio",
      providerCallId: `CA${randomBytes(16).toString("hex")}`,
      answeredAt: new Date(),
    })),
    select: { id: true, providerCallId: true },
  });
  const relayUrl = (callId: string) => `${on.url.replace(/^http/, "ws")}/voice/relay?callId=${callId}`;
  const watching = await openLiveStreams(
    on.url,
    ws.workspaceId,
    Array.from({ length: streams }, (_, i) => calls[i % count].id),
  );
  const overheads: number[] = [];
  let failed = 0;
  let turns = 0;
  // Overheads are measured once every conversation has opened (greeted, or failed): in the round's
  // opening second all its calls connect at once, far faster than calls arrive, and the few turns
  // said then made the p99 of a round (its 1 % worst are seven turns at 200 conversations).
  let opened = 0;
  let steadySince = Infinity;
  let alongsideFailed: unknown;
  // Read at the round's end: when every conversation fails at once, the round ends before it opens.
  let windowOpened: Promise<unknown> = Promise.resolve();
  const open = () => {
    opened += 1;
    if (opened < count) return;
    windowOpened = Promise.resolve(alongside?.())
      .then(() => resetRuntime(on))
      .then(
        () => (steadySince = performance.now()),
        (error: unknown) => (alongsideFailed = error),
      );
  };
  let rssPeak = 0;
  const cpuBefore = on.cpuMs();
  const ownCpuBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const startedAt = performance.now();
  const until = Date.now() + seconds * 1000;
  const rss = setInterval(() => (rssPeak = Math.max(rssPeak, on.rssKb() / 1024)), 250);

  async function converse(callId: string, callSid: string, n: number): Promise<void> {
    let relay: RelayClient | undefined;
    let greeted = false;
    try {
      relay = await connectRelay(
        relayUrl(callId),
        twilioUpgradeHeaders(FAKE_TWILIO.authToken, relayUrl(callId)),
        callId,
        callSid,
      );
      relay.prompt("Hello?");
      await relay.agentTurn(30_000);
      greeted = true;
      open();
      await sleep(Math.random() * THINK_MS); // spread the conversations over the think time
      for (let k = 0; Date.now() < until; k++) {
        const said = `conversation ${n} sentence ${k}: ${GOLDEN_QUESTIONS[(n + k) % GOLDEN_QUESTIONS.length].question}`;
        const sentAt = performance.now();
        relay.prompt(said);
        const turn = await relay.agentTurn(30_000);
        const model = llm.timings.get(said);
        llm.timings.delete(said);
        if (model?.firstTokenAt === undefined) throw new Error("the model never saw the prompt");
        const overhead = tools
          ? toolOverhead(said, model.endedAt)
          : model.receivedAt - sentAt + (turn.firstTokenAt - model.firstTokenAt);
        if (sentAt >= steadySince) overheads.push(overhead);
        turns += 1;
        await sleep(THINK_MS);
      }
    } catch (error) {
      if (!failed)
        console.error(
          `conversation ${n} failed: ${(error as Error).message}`,
          on.logs
            .filter((line) => line.includes('"level":50'))
            .slice(-1)
            .join("\n")
            .slice(0, 2000),
        );
      failed += 1;
      if (!greeted) open();
    } finally {
      relay?.close();
    }
  }

  // Connections open over the first second, as calls would be answered.
  await Promise.all(
    calls.map((call, n) => sleep((n / count) * 1000).then(() => converse(call.id, call.providerCallId!, n))),
  );
  clearInterval(rss);
  await windowOpened;
  const runtime = await readRuntime(on);
  for (const stream of watching) stream.close();
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const machine = machineTicks();
  const loadGenCpuPct = ((ownCpu.user + ownCpu.system) / 1000 / (performance.now() - startedAt)) * 100;
  const machineBusyPct = ((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * 100;
  if (alongsideFailed) throw alongsideFailed;
  const sorted = overheads.sort((a, b) => a - b);
  await sleep(1_000); // let the sessions close and store their last turns
  return {
    conversations: count,
    turns,
    overheads: sorted,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    failed,
    rssMiB: Math.round(rssPeak),
    cpuMsPerTurn: turns ? (on.cpuMs() - cpuBefore) / turns : NaN,
    loadGenCpuPct: Math.round(loadGenCpuPct),
    machineBusyPct: Math.round(machineBusyPct),
    runtime,
  };
}

/** (tool call complete → request at the endpoint) + (answer → the model's next request), for the turn that said `said`. */
function toolOverhead(said: string, toolCallEndedAt: number | undefined): number {
  const request = toolRequests.get(said);
  const next = llm.timings.get(JSON.stringify({ ref: said }));
  toolRequests.delete(said);
  llm.timings.delete(JSON.stringify({ ref: said }));
  if (!request?.answeredAt || !next || toolCallEndedAt === undefined)
    throw new Error("the tool round trip was not seen whole");
  if (!request.signatureValid) throw new Error("the tool request's signature did not verify");
  halves.out.push(request.at - toolCallEndedAt);
  halves.back.push(next.receivedAt - request.answeredAt);
  return request.at - toolCallEndedAt + (next.receivedAt - request.answeredAt);
}

/** The two halves of the tool overhead, apart: where the time goes. */
const halves = { out: [] as number[], back: [] as number[] };

/** The tool round's model: a tool call for the callee's sentence, then words once the result is in. */
function toolRoundModel(): void {
  llm.replyTo = (request) => {
    const last = request.messages.at(-1);
    if (last?.role === "tool") return { text: ["Found", " it."], firstTokenMs: TTFT_MS, gapMs: 20 };
    if (last?.role === "user" && last.content?.startsWith("conversation ")) {
      return {
        text: [],
        tools: [{ name: "lookup_order", arguments: JSON.stringify({ ref: last.content }) }],
        firstTokenMs: TTFT_MS,
      };
    }
    return null;
  };
}

const seconds = Number(values.seconds);
const row = (r: Round) =>
  `| ${r.conversations} | ${r.turns} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.failed} | ${r.rssMiB} | ${r.cpuMsPerTurn.toFixed(2)} | ${r.loadGenCpuPct} | ${r.machineBusyPct} |`;
const HEADER = `| conversations | turns | overhead p50 ms | p99 ms | max ms | failed | server RSS MiB | server CPU ms/turn | load generator CPU % | machine busy % |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`;

const labelledRow = (r: Round, label: string) => `${row(r)} ${label} |`;

/** Beside a round's overhead tail: how late the server's and the load generator's loops ran, and the server's GC. */
const RUNTIME_HEADER = `| conversations | machine | overhead p99 ms | server loop delay p99 ms | max ms | server GC pauses | GC ms in all | longest GC ms | major GCs (ms) | per scavenge: survived / promoted KiB | load generator loop delay p99 ms | max ms |
|---:|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`;
const runtimeRow = (r: Round, label: string) => {
  const { server, loadGen } = r.runtime;
  return `| ${r.conversations} | ${label} | ${r.p99.toFixed(1)} | ${server.loopDelayMs.p99} | ${server.loopDelayMs.max} | ${server.gc.pauses} | ${server.gc.totalMs} | ${server.gc.maxMs} | ${server.gc.majorPauses} (${server.gc.majorTotalMs}) | ${server.gc.scavengeKib.survived} / ${server.gc.scavengeKib.promoted} | ${loadGen.loopDelayMs.p99} | ${loadGen.loopDelayMs.max} |`;
};

/** HEADER with a last column, `name`, over rows made by labelledRow. */
function labelledTable(name: string, rows: string[]): string {
  const [names, align] = HEADER.split("\n");
  return `${names} ${name} |\n${align}:---|\n${rows.join("\n")}`;
}

interface Comparison {
  /** The rounds as run, each with its side. */
  rows: string;
  /** p99 of each side's turns, all its rounds pooled: without, with. */
  p99: [number, number];
  /** The server's CPU per turn, median of the rounds, without and with. */
  cpu: [string, string];
}

/**
 * Each side `pairs` times, alternately, the order swapped every pair (a later round runs on a warmer
 * server), and each side's p99 taken over the turns of all its rounds: one round's p99 (its seven
 * worst turns at 200 conversations) swings by tens of milliseconds between identical rounds on a
 * shared machine, a garbage collection or a stalled write deciding it.
 */
async function compare(
  pairs: number,
  without: () => Promise<Round>,
  withIt: () => Promise<Round>,
  sides: [string, string],
): Promise<Comparison> {
  const off: Round[] = [];
  const on: Round[] = [];
  const lines: string[] = [];
  const run = async (side: 0 | 1) => {
    const result = await (side ? withIt : without)();
    (side ? on : off).push(result);
    lines.push(labelledRow(result, sides[side]));
    console.log(sides[side], { ...result, overheads: result.overheads.length });
  };
  for (let pair = 0; pair < pairs; pair += 1) {
    await run(pair % 2 === 0 ? 0 : 1);
    await run(pair % 2 === 0 ? 1 : 0);
  }
  const median = (rounds: Round[], figure: (r: Round) => number) =>
    rounds.map(figure).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  const cpu = (rounds: Round[]) => median(rounds, (r) => r.cpuMsPerTurn).toFixed(2);
  const pooledP99 = (rounds: Round[]) =>
    percentile(
      rounds.flatMap((r) => r.overheads).sort((a, b) => a - b),
      99,
    );
  return {
    rows: labelledTable("side", lines),
    p99: [pooledP99(off), pooledP99(on)],
    cpu: [cpu(off), cpu(on)],
  };
}

/** The target's row: p99 added, of all rounds' turns pooled, against issue 34/36/37's 2 ms. */
function addedRow(what: string, { p99 }: Comparison): string {
  const added = p99[1] - p99[0];
  return `| ${what} (p99 of all rounds' turns: ${p99[0].toFixed(1)} → ${p99[1].toFixed(1)} ms) | ${added.toFixed(1)} ms | ≤ 2 ms | ${added <= 2 ? "met" : "**missed**"} |`;
}

async function toolRound(): Promise<void> {
  toolRoundModel();
  await round(50, 5, { tools: true });
  console.log(`tool round: ${values.concurrent} conversations for ${seconds} s, a tool call every turn…`);
  halves.out.length = halves.back.length = 0;
  const result = await round(Number(values.concurrent), seconds, { tools: true });
  console.log(result);
  const half = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
  };
  llm.replyTo = null;
  const report = appendRun(
    "voice-tools",
    "Voice gateway benchmark: the tool round (`npm run bench:voice -- --tools-only`)",
    `As bench/results/voice.md, but every turn the model (${TTFT_MS} ms to its first chunk) first calls a tool
whose endpoint (in the load generator's process, verifying each Standard Webhooks signature) answers
at once; then the model speaks. Overhead = what svc adds to the tool's round trip: the model's tool
call complete → the request at the endpoint (arguments validated, the budget spent beside it, request
signed, a fresh connection through the SSRF guard's lookup), plus the endpoint's answer → the model's
next request. Turns stored, one model stream each side of the tool.`,
    `${HEADER}
${row(result)}

The halves apart: tool call complete → request at the endpoint ${half(halves.out)}; the endpoint's
answer → the model's next request ${half(halves.back)}.

| target | figure | goal | |
|---|---:|---:|---|
| tool overhead p50, ${result.conversations} conversations | ${result.p50.toFixed(1)} ms | ≤ 5 ms | ${result.p50 <= 5 ? "met" : "**missed**"} |
| tool overhead p99, ${result.conversations} conversations | ${result.p99.toFixed(1)} ms | ≤ 25 ms | ${result.p99 <= 25 ? "met" : "**missed**"} |
`,
  );
  console.log(report);
}

/** The knowledge round: the same conversations without and with a knowledge base. */
async function knowledgeRound(): Promise<void> {
  const { ingestDocument } = await import("@/server/knowledge/ingest");
  const base = await db.knowledgeBase.create({ data: { workspaceId: ws.workspaceId, name: "Clinic" } });
  for (const document of CLINIC_DOCUMENTS) {
    const content = new TextEncoder().encode(document.text);
    const added = await db.knowledgeDocument.create({
      data: {
        knowledgeBaseId: base.id,
        title: document.title,
        source: "text",
        format: "text",
        content,
        bytes: content.length,
      },
    });
    await ingestDocument(added.id);
  }
  const knowing = await db.agent.create({
    data: {
      workspaceId: ws.workspaceId,
      name: "Bench knowledge",
      brain: "llm",
      llmConnectionId: connection.id,
      firstMessage: "Hi, this is Ava.",
      silenceTimeoutSec: 600,
      maxDurationSec: 3600,
      knowledgeBaseIds: [base.id],
    },
  });
  await round(50, 5, { agentId: knowing.id });
  const count = Number(values.concurrent);
  console.log(`knowledge round: ${count} conversations for ${seconds} s without, then with a knowledge base…`);
  const without = await round(count, seconds);
  console.log(without);
  const since = new Date();
  const withKnowledge = await round(count, seconds, { agentId: knowing.id });
  console.log(withKnowledge);
  const stored = await db.callTurn.findMany({
    where: { call: { agentId: knowing.id, createdAt: { gte: since } }, knowledgeMs: { not: null } },
    select: { knowledgeMs: true, knowledge: true },
  });
  const retrieval = stored.map((turn) => turn.knowledgeMs!).sort((a, b) => a - b);
  const given = stored.filter((turn) => ((turn.knowledge as unknown[] | null) ?? []).length > 0).length;
  const added = { p50: withKnowledge.p50 - without.p50, p99: withKnowledge.p99 - without.p99 };
  const report = appendRun(
    "voice-knowledge",
    "Voice gateway benchmark: knowledge on every turn (`npm run bench:voice -- --knowledge`)",
    `As bench/results/voice.md (model ${TTFT_MS} ms to its first token, callee pause ${THINK_MS / 1000} s), with callees asking
the knowledge golden set's questions (tests/fixtures/knowledge-golden.ts), run twice: with an agent
without knowledge, then with one whose knowledge base holds the clinic's ${CLINIC_DOCUMENTS.length} documents (lexical search
fused with the local word vectors' ranking; up to 3 passages and 2,000 characters given to the model in its system message).`,
    `${HEADER}
${row(without)}
${row(withKnowledge)}

Retrieval on its own, as each of the ${retrieval.length} turns stored it (\`knowledgeMs\`): p50 ${percentile(retrieval, 50)} ms,
p99 ${percentile(retrieval, 99)} ms, max ${retrieval.at(-1)} ms; ${given} turns were given passages. The overhead
difference between the two rounds: p50 ${added.p50.toFixed(1)} ms, p99 ${added.p99.toFixed(1)} ms (two runs on a shared
machine: noisier than the stored figure).

| target | figure | goal | |
|---|---:|---:|---|
| retrieval p99 per turn, ${count} conversations | ${percentile(retrieval, 99)} ms | ≤ 20 ms | ${percentile(retrieval, 99) <= 20 ? "met" : "**missed**"} |
`,
  );
  console.log(report);
}

/** The main round without live streams and with `--live-streams` open on its calls, alternately (issue 37: ≤ 2 ms more at p99). */
async function liveStreamsRound(streams: number): Promise<void> {
  await round(50, 5);
  const count = Number(values.concurrent);
  const pairs = Number(values.pairs);
  console.log(
    `live streams: ${count} conversations for ${seconds} s, without and with ${streams} streams, ${pairs} times each…`,
  );
  const compared = await compare(
    pairs,
    () => round(count, seconds),
    () => round(count, seconds, { streams }),
    ["without", "with streams"],
  );
  const report = appendRun(
    "voice-live-streams",
    "Voice gateway with live streams open (`npm run bench:voice -- --live-streams 500`)",
    `As bench/results/voice.md: the same round without live streams and with a number of them open on its calls
(each reading every status and turn of its call as it is stored), alternately: issue 37's "500 open streams do not
move voice overhead p99 by more than 2 ms".`,
    `${streams} streams over ${count} calls.

${compared.rows}

| target | figure | goal | |
|---|---:|---:|---|
${addedRow(`overhead p99 added by ${streams} streams`, compared)}
`,
  );
  console.log(report);
}

/**
 * Keeps `inFlight` replays of `callId` queued or playing in the server from `start` until `stop`,
 * asked through /v1 by a process of their own (bench/replay-feeder.ts): how many completed meanwhile.
 */
function keepReplaying(callId: string, inFlight: number) {
  const feeder = spawn(process.execPath, ["--import", "tsx", "bench/replay-feeder.ts"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const failed = once(feeder, "exit").then(([code]) => {
    throw new Error(`the replay feeder exited with ${code}`);
  });
  failed.catch(() => undefined);
  const next = <T>() => Promise.race([once(feeder, "message").then(([message]) => message as T), failed]);
  return {
    /** Asks for the first `inFlight`, then tops up every 250 ms; resolves once the first are accepted. */
    async start(): Promise<void> {
      const started = next<"started">();
      feeder.send({
        start: {
          url: `${server.url}/v1/workspaces/${ws.workspaceId}/calls/${callId}/replays`,
          apiKey: ws.keys.live,
          callId,
          inFlight,
        },
      } satisfies FeederStart);
      await started;
    },
    /** Stops asking; resolves once those still queued have finished. */
    async stop(): Promise<FeederCounts> {
      const counts = next<FeederCounts>();
      feeder.send("stop");
      return counts;
    },
  };
}

/** The main round without replays and with `--replays` kept playing in the server, alternately (issue 36: ≤ 2 ms more at p99). */
async function replaysRound(inFlight: number): Promise<void> {
  const { call } = await seedScriptedCall(db, ws);
  await round(50, 5);
  // One replay before the rounds: the player process starts, as on a server that has replayed in the
  // last five minutes (an idle player stops after that, and the next replay starts one again).
  const warmUp = keepReplaying(call.id, 1);
  await warmUp.start();
  await warmUp.stop();
  const count = Number(values.concurrent);
  const pairs = Number(values.pairs);
  console.log(
    `replays: ${count} conversations for ${seconds} s, without and with ${inFlight} replays playing, ${pairs} times each…`,
  );
  const replayed = { requested: 0, completed: 0 };
  const compared = await compare(
    pairs,
    () => round(count, seconds),
    async () => {
      // Asked once the round's calls are up (held, so the replays already yield to them), and measured
      // from when the 50 requests have been answered: what is measured is replays playing, not a
      // burst of 50 API requests, which any integration's requests would weigh on a turn alike.
      const replaying = keepReplaying(call.id, inFlight);
      const during = await round(count, seconds, { alongside: () => replaying.start() });
      const { requested, completed } = await replaying.stop();
      replayed.requested += requested;
      replayed.completed += completed;
      return during;
    },
    ["without", "with replays"],
  );
  const report = appendRun(
    "voice-replays",
    "Voice gateway with replays playing (`npm run bench:voice -- --replays 50`)",
    `As bench/results/voice.md: the same round without replays and with a number of them kept queued in the server's
executor or playing in its player process all through it, after one replay that started the player, asked by a
process of their own so that the load generator's event loop only times turns (replays of a 20-turn call on the script brain, asked through /v1),
alternately: issue 36's "50 replays at once without delaying live calls".`,
    `${compared.rows}

${replayed.requested} replays asked, ${replayed.completed} completed while the rounds with replays ran (${inFlight} kept in flight: the
first ${inFlight} asked once a round's calls were up, its turns measured from when they had been accepted, then one
asked for each that ended). The server's CPU per turn, median of the rounds: ${compared.cpu[0]} ms without replays,
${compared.cpu[1]} ms with them.

| target | figure | goal | |
|---|---:|---:|---|
${addedRow(`overhead p99 added by ${inFlight} replays playing`, compared)}
`,
  );
  console.log(report);
}

/**
 * The main round on the bench server (no traces) and on a sibling exporting every span over OTLP
 * (http/protobuf, the default) to a collector on loopback, alternately, `pairs` times each (issue 34:
 * voice overhead p99 within +2 ms with traces on).
 */
async function tracesRound(pairs: number): Promise<void> {
  const collector = await startOtlpCollector();
  const traced = await startSiblingServer(DIST_DIR, {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_SERVICE_NAME: "svc-bench",
  });
  const count = Number(values.concurrent);
  await round(50, 5);
  await round(50, 5, { on: traced });
  console.log(`traces: ${count} conversations for ${seconds} s, without and with traces, ${pairs} times each…`);
  const compared = await compare(
    pairs,
    () => round(count, seconds),
    () => round(count, seconds, { on: traced }),
    ["without", "with traces"],
  );
  await traced.stop();
  const exported = {
    requests: collector.exports.length,
    bytes: collector.exports.reduce((sum, e) => sum + e.body.length, 0),
  };
  await collector.close();
  const report = appendRun(
    "voice-traces",
    "Voice gateway with traces exported (`npm run bench:voice -- --traces 2`)",
    `As bench/results/voice.md, on two servers over one database: one without traces, one exporting a span per
HTTP request, call, turn, model request and tool request over OTLP (http/protobuf, batched) to a collector on
loopback; the same round on each in turn, so the machine's load weighs on both alike.`,
    `Without traces and with them, ${pairs} times each, alternately:

${compared.rows}

The collector took ${exported.requests} export requests (${(exported.bytes / 1024 / 1024).toFixed(1)} MiB). The server's CPU
per turn, median of the rounds: ${compared.cpu[0]} ms without traces, ${compared.cpu[1]} ms with them.

| target | figure | goal | |
|---|---:|---:|---|
${addedRow(`overhead p99 added by traces`, compared)}
`,
  );
  console.log(report);
}

/** A round run alone (`--traces`, `--replays`, `--live-streams`, `--knowledge`, `--tools-only`): voice.md is left as it is. */
const alone = (
  [
    [values.traces, () => tracesRound(Number(values.traces))],
    [values.replays, () => replaysRound(Number(values.replays))],
    [values["live-streams"], () => liveStreamsRound(Number(values["live-streams"]))],
    [values.knowledge, knowledgeRound],
    [values["tools-only"], toolRound],
  ] as const
).find(([asked]) => asked)?.[1];
if (alone) {
  await alone();
  await server.stop();
  await llm.close();
  await endpoint.close();
  process.exit(0);
}

/** The round on a quiet machine, then with one of its cores taken by a busy loop (bench/busy-core.ts). */
async function quietAndBusy(count: number): Promise<{ quiet: Round; busy: Round }> {
  const quiet = await round(count, seconds);
  console.log("quiet", quiet);
  const spinning = startBusyCore();
  try {
    const busy = await round(count, seconds);
    console.log("busy", busy);
    return { quiet, busy };
  } finally {
    await spinning.stop();
  }
}

// A server that has run before: code warmed up, pools and the model connection open.
await round(50, 5);
console.log(
  `voice gateway: ${values.concurrent} conversations for ${seconds} s (model TTFT ${TTFT_MS} ms, callee pause ${THINK_MS} ms), quiet and busy…`,
);
const main = await quietAndBusy(Number(values.concurrent));
const ladder: { quiet: Round; busy: Round }[] = [];
for (const count of values.ladder.split(",").map(Number)) {
  console.log(`ladder: ${count} conversations…`);
  const rung = await quietAndBusy(count);
  ladder.push(rung);
  if (rung.quiet.p99 > 100 || rung.quiet.failed > 0) break;
}
await toolRound();
await server.stop();
await llm.close();
await endpoint.close();

const held = (limitMs: number) =>
  ladder.filter(({ quiet }) => quiet.p99 <= limitMs && quiet.failed === 0).at(-1)?.quiet.conversations ?? 0;
const at = (count: number) => ladder.find(({ quiet }) => quiet.conversations === count);
const target = (what: string, figure: number | undefined, goalMs: number) =>
  `| ${what} | ${figure === undefined ? "not run" : `${figure.toFixed(1)} ms`} | ≤ ${goalMs} ms | ${figure !== undefined && figure <= goalMs ? "met" : "**missed**"} |`;
const report = appendRun(
  "voice",
  "Voice gateway benchmark (`npm run bench:voice`)",
  `Production server (scripts/serve.mjs) on this machine's 2 cores, shared with Postgres, Redis and the
load generator (one process: ${values.concurrent}+ ConversationRelay clients signed as Twilio, and the
OpenAI-compatible model with a fixed ${TTFT_MS} ms time to first token). Each callee says one sentence
${THINK_MS / 1000} s after the agent's answer. Overhead = prompt sent → model request received, plus model's
first token → first \`text\` token at the callee (the model's own ${TTFT_MS} ms excluded). The load
generator's CPU is in % of one core (its own latency counts in the overhead); the machine's is over
both cores, whoever used them (the server, Postgres, Redis, the load generator, anything else running).`,
  `Each number of conversations run twice: on the quiet machine, then busy (a separate process spinning on one of
the two cores: bench/busy-core.ts). Turns are measured once every conversation of the round has been greeted:
they all connect in its first second, far faster than calls arrive.

${labelledTable(
  "machine",
  [main, ...ladder].flatMap(({ quiet, busy }) => [labelledRow(quiet, "quiet"), labelledRow(busy, "busy")]),
)}

Where the tail is, over the same measured turns: how late the server's event loop ran (a 10 ms timer's
lateness: every turn's work waits behind what holds the loop) and its garbage collector's pauses,
with the young objects each scavenge kept (survived) and moved to the old space (promoted): a
scavenge costs what it copies (\`/api/bench/runtime\`, served with BENCH_ROUTES=1), and the load
generator's own loop, whose delays are inside every overhead it times.

${RUNTIME_HEADER}
${[main, ...ladder].flatMap(({ quiet, busy }) => [runtimeRow(quiet, "quiet"), runtimeRow(busy, "busy")]).join("\n")}

| target | figure | goal | |
|---|---:|---:|---|
${target(`overhead p50, ${main.quiet.conversations} conversations`, main.quiet.p50, 10)}
${target(`overhead p99, ${main.quiet.conversations} conversations`, main.quiet.p99, 40)}
${target("overhead p99, 1,000 conversations, quiet", at(1000)?.quiet.p99, 20)}
${target("overhead p99, 1,000 conversations, busy", at(1000)?.busy.p99, 40)}
${target("overhead p99, 2,000 conversations, quiet", at(2000)?.quiet.p99, 50)}
| conversations held with p99 < 100 ms, quiet | ${held(100)} | ≥ 1000 | ${held(100) >= 1000 ? "met" : "**missed**"} |
`,
);
console.log(report);
process.exit(0);
