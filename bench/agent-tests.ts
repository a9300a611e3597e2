// `npm run bench:agent-tests [-- --dist .next-bench --tests 20 --iterations 3]`: an agent's tests on
// the production server (scripts/serve.mjs), real Postgres and Redis, the local executor: 20
// script-caller tests × 3 iterations against an `llm` agent thinking with the fake
// OpenAI-compatible model (50 ms to its first token). Measures the run from its 202 to `completed`,
// how many conversations were played at once (sampled every 100 ms), each conversation's length,
// and how long a live call placed in the middle of the run takes to dial, against one placed
// before the run. Results: bench/results/agent-tests.md.
import { parseArgs } from "node:util";
import { startFakeLlm } from "../tests/helpers/fake-llm";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { loadAverage, startBenchServer } from "./bench-server";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: ".next-bench" },
    tests: { type: "string", default: "20" },
    iterations: { type: "string", default: "3" },
  },
});
const TESTS = Number(values.tests);
const ITERATIONS = Number(values.iterations);

ensureProductionBuild(values.dist!);
const loadBefore = loadAverage();
const llm = await startFakeLlm();
llm.replyTo = (request) => {
  if (String(request.messages[0]?.content).includes("You analyse the transcript"))
    return {
      content: JSON.stringify({
        summary: "The caller asked; the agent answered.",
        successful: null,
        structuredData: null,
      }),
    };
  return { text: ["Sure,", " I can help", " with that."], firstTokenMs: 50, gapMs: 5 };
};
const server = await startBenchServer({
  database: "svc_bench_agent_tests",
  distDir: values.dist!,
  env: { LLM_ALLOW_PRIVATE_TARGETS: "true", SIMULATOR_TIME_SCALE: "0.2" },
});

const { db } = await import("@/server/db/client");
const { createWorkspaceFixture } = await import("../tests/helpers/fixtures");
const ws = await createWorkspaceFixture(db);
const connection = await db.llmConnection.create({
  data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: { id: string; status: string } };
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A live call to the simulator's cooperative callee: ms from its 202 to `dialing` (its dialedAt). */
async function dialTime(): Promise<number> {
  const sent = Date.now();
  const call = await send("POST", "/calls/originate-manual", { agentId: ws.agentId, to: "+14155552671" });
  for (;;) {
    const row = await db.call.findUniqueOrThrow({ where: { id: call.id }, select: { dialedAt: true } });
    if (row.dialedAt) return row.dialedAt.getTime() - sent;
    await sleep(20);
  }
}

const agent = await send("POST", "/agents", {
  name: "Bench agent",
  voice: "en-US-Journey-O",
  language: "en-US",
  firstMessage: "Hi, this is Ava from Bright Smiles.",
  instructions: "Help callers book a cleaning.",
  brain: "llm",
  llmConnectionId: connection.id,
});
for (let i = 0; i < TESTS; i++) {
  await send("POST", `/agents/${agent.id}/tests`, {
    name: `Scenario ${i + 1}`,
    caller: { script: [`Hello, this is caller ${i}.`, "I'd like a cleaning next week.", "Tuesday morning works."] },
    expectations: [
      { type: "transcript", contains: "(?i)help", role: "agent" },
      { type: "toolNotCalled", tool: "end_call" },
    ],
  });
}

const baseline = await dialTime();
await sleep(2_000); // the baseline call's own work out of the way
const started = Date.now();
const run = await send("POST", `/agents/${agent.id}/test-runs`, { iterations: ITERATIONS });
let peak = 0;
let duringRun: number | null = null;
const sampler = setInterval(() => {
  void db.agentTestConversation
    .count({ where: { runId: run.id, status: "running" } })
    .then((n) => (peak = Math.max(peak, n)));
}, 100);
let status = run.status;
while (status !== "completed" && status !== "canceled") {
  if (duringRun === null && Date.now() - started > 1_000) duringRun = await dialTime();
  await sleep(100);
  status = (await send("GET", `/agents/${agent.id}/test-runs/${run.id}`)).status;
}
const elapsed = Date.now() - started;
clearInterval(sampler);
const detail = (await send("GET", `/agents/${agent.id}/test-runs/${run.id}`)) as unknown as {
  counts: Record<string, number>;
  conversations: { startedAt: string; endedAt: string }[];
};
const lengths = detail.conversations.map((c) => Date.parse(c.endedAt) - Date.parse(c.startedAt)).sort((a, b) => a - b);
const loadAfter = loadAverage();

const report = appendRun(
  "agent-tests",
  "Agent tests benchmark (`npm run bench:agent-tests`)",
  `Production server (scripts/serve.mjs) on 2 cores shared with other work, Postgres and Redis local, the local
executor: script-caller tests against an \`llm\` agent on the fake OpenAI-compatible model (50 ms to its first
token); each conversation is 3 caller lines, 4 agent turns and the post-call analysis (5 model requests).`,
  `Load average before the run ${loadBefore}; after it ${loadAfter}. ${TESTS} tests × ${ITERATIONS} iterations = ${TESTS * ITERATIONS} conversations.

| measure | target | result |
|---|---|---|
| the run, 202 → \`completed\` | ≤ 60 s | ${seconds(elapsed)} |
| conversations played at once (peak, sampled every 100 ms) | concurrent, ≤ AGENT_TEST_CONCURRENCY (4) | ${peak} |
| one conversation, started → judged | | p50 ${seconds(percentile(lengths, 50))}, p90 ${seconds(percentile(lengths, 90))}, max ${seconds(lengths.at(-1) ?? 0)} |
| a live call's 202 → dialing, before the run | | ${seconds(baseline)} |
| a live call's 202 → dialing, placed 1 s into the run | within its usual time | ${duringRun === null ? "—" : seconds(duringRun)} |
| outcome | | ${JSON.stringify(detail.counts)} |

Test conversations take at most 4 of the local executor's 8 step slots (AGENT_TEST_MAX_CONCURRENCY) and
run at a lower priority than dialing, so a call placed during a run finds a slot at once.
`,
);
console.log(report);
await server.stop();
await llm.close();
process.exit(0);
