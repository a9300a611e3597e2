import type { CallTimeline, LatencyFigures } from "./latency";
import type { Comparison, LoadFigures } from "./load";
import { CLICK_TO_CALL_ALONE, REQUEST_ALONE, REQUEST_ALONE_UNCOUNTED } from "./request-path";

// The results of one `npm run bench`: the figures, each performance target with met/missed, and
// the markdown table that goes into bench/results/.

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  /** Who ran where: server, databases and load generator on the same cores. */
  cores: string;
}

export interface BenchResults {
  startedAt: string;
  machine: Machine;
  comparisons: Comparison[];
  /** The originate path layer by layer at 8 connections (empty when left out). */
  ladder: RungFigures[];
  /** Null when the run left the latency phase out (--only). */
  latency: LatencyFigures | null;
  /** Server resident memory, sampled every 200 ms through the whole run: after start, peak per phase, at the end of the main server, the highest (MiB). */
  rssMiB: { afterStart: number; peak: Record<string, number>; atEnd: number; max: number };
  /** Each measured round that placed calls, from its start until the local executor had dialed and wrapped up all of them. */
  carried: Carried[];
  loader: { raw: number; gzip: number; budget: number };
}

/** One rung of the ladder: a request that adds one layer of the originate path to the one before. */
export type RungFigures = LoadFigures & { name: string; adds: string };

export interface Carried {
  subject: string;
  connections: number;
  calls: number;
  seconds: number;
  /** CPU time the server process used meanwhile (user + system). */
  cpuMs: number;
}

/** Calls per second carried through dialing and wrap-up, and the server's CPU ms per call, over all rounds that placed calls. */
export function carriedTotals(carried: Carried[]): { calls: number; perSecond: number; cpuMsPerCall: number } {
  const calls = carried.reduce((sum, c) => sum + c.calls, 0);
  const seconds = carried.reduce((sum, c) => sum + c.seconds, 0);
  const cpuMs = carried.reduce((sum, c) => sum + c.cpuMs, 0);
  return { calls, perSecond: calls / seconds, cpuMsPerCall: cpuMs / calls };
}

export interface Verdict {
  what: string;
  figure: string;
  target: string;
  met: boolean;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

function find(results: BenchResults, subjectPrefix: string, connections: number): Comparison | undefined {
  return results.comparisons.find((c) => c.subject.startsWith(subjectPrefix) && c.connections === connections);
}

const REPLAY = "POST originate-manual (replay";

/** The targets: req/s ÷ the measuring stick's of the same rounds (medians), p99 ÷ its p99, calls carried, memory. */
export function verdicts(results: BenchResults): Verdict[] {
  const out: Verdict[] = [];
  const ratioTarget = (c: Comparison | undefined, what: string, goal: number) => {
    if (c)
      out.push({
        what: `${what}, ${c.connections} conns: req/s ÷ stick`,
        figure: fmt(c.stickRatio, 2),
        target: `≥ ${goal}`,
        met: c.stickRatio >= goal,
      });
  };
  for (const connections of [8, 32]) {
    const alone = find(results, REQUEST_ALONE, connections);
    ratioTarget(alone, "originate, dialing elsewhere", 0.8);
    if (alone) {
      out.push({
        what: `originate, dialing elsewhere, ${connections} conns: p99 ÷ stick p99`,
        figure: `${fmt(alone.p99StickRatio, 2)} (${fmt(alone.subjectFigures.p99)} / ${fmt(alone.stickFigures.p99)} ms)`,
        target: "≤ 1.5",
        met: alone.p99StickRatio <= 1.5,
      });
    }
  }
  for (const connections of [8, 32]) ratioTarget(find(results, REPLAY, connections), "idempotent replay", 1.0);
  ratioTarget(find(results, CLICK_TO_CALL_ALONE, 32), "public click-to-call, dialing elsewhere", 0.6);
  if (results.carried.length) {
    const { perSecond, cpuMsPerCall } = carriedTotals(results.carried);
    out.push({
      what: "calls carried through dialing and wrap-up, local executor",
      figure: `${fmt(perSecond, 1)}/s`,
      target: "≥ 60/s",
      met: perSecond >= 60,
    });
    out.push({
      what: "server CPU time per call, local executor (request, dialing, wrap-up)",
      figure: `${fmt(cpuMsPerCall, 1)} ms`,
      target: "reported",
      met: true,
    });
  }
  out.push({
    what: "server RSS, highest sample of the run",
    figure: `${fmt(results.rssMiB.max)} MiB`,
    target: "≤ 512 MiB",
    met: results.rssMiB.max <= 512,
  });
  if (results.latency) {
    const { acceptedToDial, eventToWebhook, missingDials, missingWebhooks } = results.latency;
    out.push({
      what: "202 → carrier dial request, p50",
      figure: `${fmt(acceptedToDial.p50)} ms`,
      target: "≤ 300 ms",
      met: acceptedToDial.p50 <= 300,
    });
    out.push({
      what: "202 → carrier dial request, p99",
      figure: `${fmt(acceptedToDial.p99)} ms`,
      target: "≤ 1000 ms",
      met: acceptedToDial.p99 <= 1000,
    });
    out.push({
      what: "event → webhook received, p50",
      figure: `${fmt(eventToWebhook.p50)} ms`,
      target: "≤ 500 ms",
      met: eventToWebhook.p50 <= 500,
    });
    out.push({
      what: "every call dialed, every webhook received",
      figure: `${missingDials} / ${missingWebhooks} missing`,
      target: "0 / 0",
      met: missingDials + missingWebhooks === 0,
    });
  }
  out.push({
    what: "click-to-call.js gzipped",
    figure: `${results.loader.gzip} B`,
    target: `≤ ${results.loader.budget} B`,
    met: results.loader.gzip <= results.loader.budget,
  });
  const sides = results.comparisons.flatMap((c) => [c.subjectFigures, c.floorFigures, c.stickFigures]);
  const allCorrect = sides.every((f) => f.unexpected + f.errors === 0);
  out.push({
    what: "every measured response had the expected status",
    figure: allCorrect ? "yes" : "no",
    target: "yes",
    met: allCorrect,
  });
  return out;
}

/** Each round that placed calls: how many, how long until the last had ended, the server's CPU time. */
function carriedSummary(carried: Carried[]): string {
  if (!carried.length) return "no round placed calls.";
  const { perSecond, cpuMsPerCall } = carriedTotals(carried);
  const rounds = carried.map(
    (c) =>
      `${c.subject.split(" (")[0]} ${c.connections}c: ${c.calls} calls in ${fmt(c.seconds, 1)} s, ${fmt(c.cpuMs / c.calls, 1)} CPU ms each`,
  );
  return `${rounds.join("; ")}. In all: ${fmt(perSecond, 1)} calls/s carried through dialing and wrap-up, ${fmt(cpuMsPerCall, 1)} ms of the server's CPU time per call.`;
}

/** Originate and the stick with the count triggers on and off, at each number of connections measured both ways. */
function countsSection(results: BenchResults): string[] {
  const pairs = [8, 32].flatMap((connections) => {
    const [counted, uncounted] = [REQUEST_ALONE, REQUEST_ALONE_UNCOUNTED].map((name) =>
      find(results, name, connections),
    );
    return counted && uncounted ? [{ connections, counted, uncounted }] : [];
  });
  if (!pairs.length) return [];
  const cost = (on: LoadFigures, off: LoadFigures) => `${fmt(on.rps)} / ${fmt(off.rps)} (${fmt(on.rps / off.rps, 2)})`;
  return [
    '### What keeping counts costs (dialing elsewhere; the triggers on "Call" switched off for the second figure)',
    "",
    "The stick writes a call too, so it pays for the counts as originate does.",
    "",
    "| conns | originate req/s, counts / none (÷) | originate p99 ms, counts / none | stick req/s, counts / none (÷) | stick p99 ms, counts / none |",
    "|---:|---:|---:|---:|---:|",
    ...pairs.map(
      ({ connections, counted, uncounted }) =>
        `| ${connections} | ${cost(counted.subjectFigures, uncounted.subjectFigures)} | ${fmt(counted.subjectFigures.p99)} / ${fmt(uncounted.subjectFigures.p99)} | ${cost(counted.stickFigures, uncounted.stickFigures)} | ${fmt(counted.stickFigures.p99)} / ${fmt(uncounted.stickFigures.p99)} |`,
    ),
    "",
  ];
}

function ladderSection(rungs: RungFigures[]): string[] {
  const floorRps = rungs[0].rps;
  return [
    "### Where the time goes: the originate path layer by layer (8 connections, one run each)",
    "",
    "| request | adds | req/s | ÷ floor | p50 ms | p99 ms | machine ms per request* |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...rungs.map(
      (r) =>
        `| ${r.name} | ${r.adds} | ${fmt(r.rps)} | ${fmt(r.rps / floorRps, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(1000 / r.rps, 2)} |`,
    ),
    "",
    "\\* 1000 ÷ req/s: the machine's time per request when saturated (server, databases and load generator together).",
    "",
  ];
}

function latencySection(latency: LatencyFigures): string[] {
  return [
    `### Asynchronous path (${latency.calls} calls at ${latency.ratePerSecond}/s, local executor, fake carrier on localhost)`,
    "",
    "| measure | n | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|",
    `| 202 → carrier dial request | ${latency.acceptedToDial.count} | ${fmt(latency.acceptedToDial.p50)} | ${fmt(latency.acceptedToDial.p99)} | ${fmt(latency.acceptedToDial.max)} |`,
    `| event → webhook received | ${latency.eventToWebhook.count} | ${fmt(latency.eventToWebhook.p50)} | ${fmt(latency.eventToWebhook.p99)} | ${fmt(latency.eventToWebhook.max)} |`,
    "",
    `Missing within 120 s: ${latency.missingDials} dials, ${latency.missingWebhooks} webhooks. Webhook types: ${Object.entries(
      latency.eventToWebhook.types,
    )
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}.`,
    "",
    ...(latency.timeline ? timelineSection(latency.timeline) : []),
  ];
}

function timelineSection(timeline: CallTimeline): string[] {
  return [
    `One call (\`${timeline.callId}\`), ms after its 202:`,
    "",
    "| ms | what |",
    "|---:|---|",
    ...[
      ...timeline.transitions.map((t) => ({ ms: t.ms, what: `status ${t.status}` })),
      ...timeline.webhooks.map((w) => ({
        ms: w.ms,
        what: `webhook ${w.type}, attempt ${w.attempt} → ${w.status ?? "no answer"} in ${fmt(w.durationMs)} ms`,
      })),
    ]
      .sort((a, b) => a.ms - b.ms)
      .map((row) => `| ${fmt(row.ms)} | ${row.what} |`),
    "",
  ];
}

export function markdown(results: BenchResults): string {
  const { machine, latency, rssMiB } = results;
  const lines = [
    `Started ${results.startedAt}. Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. ${machine.cores}`,
    "",
    "### Throughput and latency against the measuring stick and the framework floor (medians over alternating rounds)",
    "",
    "The measuring stick (`server/bench/measuring-stick.ts`) is the least a correct originate does: a cached key check, one Redis round trip for the rate limit, one SQL statement through `pg` that checks the agent and writes the idempotency record, the call and its outbox event. The floor is an empty route handler (`/api/ping`). Ratios are medians of per-round ratios.",
    "",
    "| subject | conns | req/s | p50 ms | p99 ms | stick req/s | stick p99 ms | floor req/s | ÷ stick | p99 ÷ stick p99 | ÷ floor | bad/err |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.comparisons.map((c) => {
      const [s, k, f] = [c.subjectFigures, c.stickFigures, c.floorFigures];
      const bad = `${s.unexpected + k.unexpected + f.unexpected}/${s.errors + k.errors + f.errors}`;
      return `| ${c.subject} | ${c.connections} | ${fmt(s.rps)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(k.rps)} | ${fmt(k.p99)} | ${fmt(f.rps)} | ${fmt(c.stickRatio, 2)} | ${fmt(c.p99StickRatio, 2)} | ${fmt(c.ratio, 2)} | ${bad} |`;
    }),
    "",
    `Rounds: ${results.comparisons[0]?.rounds ?? 0} × ${results.comparisons[0]?.secondsPerRound ?? 0} s per side. A round that placed calls with the local executor lasted until all of them had been dialed, had ended and, answered, been analysed (the fake carrier answers at once): ${carriedSummary(results.carried)}`,
    "",
    ...countsSection(results),
    ...(results.ladder.length ? ladderSection(results.ladder) : []),
    ...(latency ? latencySection(latency) : []),
    "### Memory and size",
    "",
    `Server RSS (scripts/serve.mjs as \`npm start\` runs it, sampled every 200 ms): highest ${fmt(rssMiB.max)} MiB; ${fmt(rssMiB.afterStart)} MiB after start, ${fmt(rssMiB.atEnd)} MiB at the end of the main server; peak per phase: ${Object.entries(
      rssMiB.peak,
    )
      .map(([phase, mib]) => `${phase} ${fmt(mib)} MiB`)
      .join(", ")}.`,
    "",
    `public/click-to-call.js: ${results.loader.raw} B raw, ${results.loader.gzip} B gzipped (budget ${results.loader.budget} B).`,
    "",
    "### Targets",
    "",
    "| target | figure | goal | |",
    "|---|---:|---:|---|",
    ...verdicts(results).map((v) => `| ${v.what} | ${v.figure} | ${v.target} | ${v.met ? "met" : "**missed**"} |`),
    "",
  ];
  return lines.join("\n");
}
