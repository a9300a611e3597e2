import type { CallTimeline, LatencyFigures } from "./latency";
import type { Comparison, LoadFigures } from "./load";
import { REQUEST_ALONE } from "./request-path";

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
  /** Server resident memory: after start, peak per phase, at the end (MiB). */
  rssMiB: { afterStart: number; peak: Record<string, number>; atEnd: number };
  /** After each measured round that placed calls: how many were still open, and how long until all had ended. */
  drains: Drain[];
  loader: { raw: number; gzip: number; budget: number };
}

/** One rung of the ladder: a request that adds one layer of the originate path to the one before. */
export type RungFigures = LoadFigures & { name: string; adds: string };

export interface Drain {
  calls: number;
  seconds: number;
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

export function verdicts(results: BenchResults): Verdict[] {
  const out: Verdict[] = [];
  for (const connections of [8, 32]) {
    const c = find(results, "POST originate-manual (new", connections);
    if (c) out.push({ what: `originate req/s ÷ floor, ${connections} conns`, figure: fmt(c.ratio, 2), target: "≥ 0.75", met: c.ratio >= 0.75 });
  }
  const at32 = find(results, "POST originate-manual (new", 32);
  if (at32) out.push({ what: "originate p99, 32 conns", figure: `${fmt(at32.subjectFigures.p99)} ms`, target: "≤ 40 ms", met: at32.subjectFigures.p99 <= 40 });
  for (const connections of [8, 32]) {
    const c = find(results, REQUEST_ALONE, connections);
    if (c) out.push({ what: `originate, dialing elsewhere: req/s ÷ floor, ${connections} conns`, figure: fmt(c.ratio, 2), target: "≥ 0.75", met: c.ratio >= 0.75 });
  }
  const alone32 = find(results, REQUEST_ALONE, 32);
  if (alone32) out.push({ what: "originate, dialing elsewhere: p99, 32 conns", figure: `${fmt(alone32.subjectFigures.p99)} ms`, target: "≤ 40 ms", met: alone32.subjectFigures.p99 <= 40 });
  for (const connections of [8, 32]) {
    const c = find(results, "POST originate-manual (replay", connections);
    if (c) out.push({ what: `replay req/s ÷ floor, ${connections} conns`, figure: fmt(c.ratio, 2), target: "≥ 0.9", met: c.ratio >= 0.9 });
  }
  if (results.latency) {
    const { acceptedToDial, eventToWebhook, missingDials, missingWebhooks } = results.latency;
    out.push({ what: "202 → carrier dial request, p50", figure: `${fmt(acceptedToDial.p50)} ms`, target: "≤ 300 ms", met: acceptedToDial.p50 <= 300 });
    out.push({ what: "202 → carrier dial request, p99", figure: `${fmt(acceptedToDial.p99)} ms`, target: "≤ 1000 ms", met: acceptedToDial.p99 <= 1000 });
    out.push({ what: "event → webhook received, p50", figure: `${fmt(eventToWebhook.p50)} ms`, target: "≤ 500 ms", met: eventToWebhook.p50 <= 500 });
    out.push({ what: "every call dialed, every webhook received", figure: `${missingDials} / ${missingWebhooks} missing`, target: "0 / 0", met: missingDials + missingWebhooks === 0 });
  }
  out.push({ what: "click-to-call.js gzipped", figure: `${results.loader.gzip} B`, target: `≤ ${results.loader.budget} B`, met: results.loader.gzip <= results.loader.budget });
  const allCorrect = results.comparisons.every((c) => c.subjectFigures.unexpected + c.subjectFigures.errors + c.floorFigures.unexpected + c.floorFigures.errors === 0);
  out.push({ what: "every measured response had the expected status", figure: allCorrect ? "yes" : "no", target: "yes", met: allCorrect });
  return out;
}

/** The background (dialing) throughput the drains show. */
function drainSummary(drains: Drain[]): string {
  if (!drains.length) return "no round placed calls";
  const calls = drains.reduce((sum, d) => sum + d.calls, 0);
  const seconds = drains.reduce((sum, d) => sum + d.seconds, 0);
  return `${drains.map((d) => `${d.calls} calls in ${fmt(d.seconds, 1)} s`).join(", ")}; on average ${fmt(calls / seconds, 1)} calls/s carried through dialing and wrap-up`;
}

function ladderSection(rungs: RungFigures[]): string[] {
  const floorRps = rungs[0].rps;
  return [
    "## Where the time goes: the originate path layer by layer (8 connections, one run each)",
    "",
    "| request | adds | req/s | ÷ floor | p50 ms | p99 ms | machine ms per request* |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...rungs.map((r) => `| ${r.name} | ${r.adds} | ${fmt(r.rps)} | ${fmt(r.rps / floorRps, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(1000 / r.rps, 2)} |`),
    "",
    "\\* 1000 ÷ req/s: the machine's time per request when saturated (server, databases and load generator together).",
    "",
  ];
}

function latencySection(latency: LatencyFigures): string[] {
  return [
    `## Asynchronous path (${latency.calls} calls at ${latency.ratePerSecond}/s, local executor, fake carrier on localhost)`,
    "",
    "| measure | n | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|",
    `| 202 → carrier dial request | ${latency.acceptedToDial.count} | ${fmt(latency.acceptedToDial.p50)} | ${fmt(latency.acceptedToDial.p99)} | ${fmt(latency.acceptedToDial.max)} |`,
    `| event → webhook received | ${latency.eventToWebhook.count} | ${fmt(latency.eventToWebhook.p50)} | ${fmt(latency.eventToWebhook.p99)} | ${fmt(latency.eventToWebhook.max)} |`,
    "",
    `Missing within 120 s: ${latency.missingDials} dials, ${latency.missingWebhooks} webhooks. Webhook types: ${Object.entries(latency.eventToWebhook.types).map(([t, n]) => `${t} ${n}`).join(", ")}.`,
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
      ...timeline.webhooks.map((w) => ({ ms: w.ms, what: `webhook ${w.type}, attempt ${w.attempt} → ${w.status ?? "no answer"} in ${fmt(w.durationMs)} ms` })),
    ]
      .sort((a, b) => a.ms - b.ms)
      .map((row) => `| ${fmt(row.ms)} | ${row.what} |`),
    "",
  ];
}

export function markdown(results: BenchResults): string {
  const { machine, latency, rssMiB } = results;
  const lines = [
    `# svc benchmark, ${results.startedAt}`,
    "",
    `Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. ${machine.cores}`,
    "",
    "## Throughput and latency against the framework floor (medians over alternating rounds)",
    "",
    "| subject | conns | req/s | p50 ms | p99 ms | floor req/s | floor p50 ms | floor p99 ms | ratio | bad/err |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.comparisons.map((c) => {
      const s = c.subjectFigures;
      const f = c.floorFigures;
      return `| ${c.subject} | ${c.connections} | ${fmt(s.rps)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p99)} | ${fmt(c.ratio, 2)} | ${s.unexpected + f.unexpected}/${s.errors + f.errors} |`;
    }),
    "",
    `Rounds: ${results.comparisons[0]?.rounds ?? 0} × ${results.comparisons[0]?.secondsPerRound ?? 0} s per side. After each round that placed calls, the run waited until all of them had been dialed and had ended (the fake carrier answers at once): ${drainSummary(results.drains)}.`,
    "",
    ...(results.ladder.length ? ladderSection(results.ladder) : []),
    ...(latency ? latencySection(latency) : []),
    "## Memory and size",
    "",
    `Server RSS: ${fmt(rssMiB.afterStart)} MiB after start, ${fmt(rssMiB.atEnd)} MiB at the end; peak per phase: ${Object.entries(rssMiB.peak).map(([phase, mib]) => `${phase} ${fmt(mib)} MiB`).join(", ")}.`,
    "",
    `public/click-to-call.js: ${results.loader.raw} B raw, ${results.loader.gzip} B gzipped (budget ${results.loader.budget} B).`,
    "",
    "## Targets",
    "",
    "| target | figure | goal | |",
    "|---|---:|---:|---|",
    ...verdicts(results).map((v) => `| ${v.what} | ${v.figure} | ${v.target} | ${v.met ? "met" : "**missed**"} |`),
    "",
  ];
  return lines.join("\n");
}
