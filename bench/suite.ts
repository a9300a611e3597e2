import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/server/db/client";
import { startFakeTwilio } from "../tests/helpers/fake-twilio";
import { createWebhookEndpoint, createWorkspaceFixture } from "../tests/helpers/fixtures";
import { startProductionServer, type ProductionServer } from "../tests/helpers/production-server";
import { startWebhookReceiver } from "../tests/helpers/webhook-receiver";
import { LOADER_BUDGET_BYTES, loaderSize } from "./loader-size";
import { measureLatency } from "./latency";
import { compare, measure, type Comparison, type Target } from "./load";
import { markdown, verdicts, type BenchResults, type Drain, type RungFigures } from "./report";
import { measureRequestAlone } from "./request-path";
import { clickToCall, floor, ladder, originate, replay } from "./scenarios";

// The measurements, against one production server that was started for them (see bench/run.ts).

export interface SuiteOptions {
  distDir: string;
  databaseUrl: string;
  redisUrl: string;
  rounds: number;
  secondsPerRound: number;
  latencyCalls: number;
  latencyRate: number;
  profile: boolean;
  /** Scenario subset (originate, replay, click-to-call, ladder, latency, request-alone); null = all. */
  only: string[] | null;
}

const RESULTS_DIR = path.join(import.meta.dirname, "results");
/** --profile writes the server's .cpuprofile here (read it with bench/profile-summary.ts). */
const PROFILE_DIR = path.join(os.tmpdir(), "svc-bench-profiles");
const OPEN_STATUSES = ["queued", "dialing", "ringing", "in_progress"] as const;

/** Waits until every call has ended and every outbox event was sent; returns how long that took and for how many calls. */
async function drain(): Promise<Drain> {
  const started = Date.now();
  const calls = await db.call.count({ where: { status: { in: [...OPEN_STATUSES] } } });
  for (;;) {
    const [open, unsent] = await Promise.all([db.call.count({ where: { status: { in: [...OPEN_STATUSES] } } }), db.outbox.count({ where: { sentAt: null } })]);
    if (!open && !unsent) return { calls, seconds: (Date.now() - started) / 1000 };
    if (Date.now() - started > 300_000) throw new Error(`backlog not drained after 300 s: ${open} open calls, ${unsent} unsent outbox events`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function rssTracker(server: ProductionServer) {
  const peak: Record<string, number> = {};
  let phase = "start";
  const sample = () => {
    const mib = server.rssKb() / 1024;
    peak[phase] = Math.max(peak[phase] ?? 0, mib);
  };
  const timer = setInterval(sample, 200);
  return {
    enter(name: string) {
      sample();
      phase = name;
    },
    peak,
    stop: () => clearInterval(timer),
  };
}

export async function runSuite(options: SuiteOptions): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const carrier = await startFakeTwilio({ autoComplete: true });
  const receiver = await startWebhookReceiver();
  const fixture = await createWorkspaceFixture(db, { name: "Bench" });
  const serverEnv = {
    ...carrier.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `svc-bench-${process.pid}`,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    // Budgets would stop a benchmark in its first second; they are raised, not removed.
    RATE_LIMIT_API_KEY_REQUESTS: "1000000000",
    CLICK_TO_CALL_LIMIT_PER_IP: "1000000000",
    CLICK_TO_CALL_LIMIT_PER_SOURCE: "1000000000",
    CLICK_TO_CALL_LIMIT_PER_NUMBER: "1000000000",
  };
  const server = await startProductionServer({
    distDir: options.distDir,
    // The profile is written at a normal exit, which SIGTERM alone does not give scripts/serve.mjs.
    nodeArgs: options.profile ? ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR, "--import", "data:text/javascript,process.once('SIGTERM',()=>process.exit(0))"] : [],
    env: serverEnv,
  });
  const afterStart = server.rssKb() / 1024;
  const rss = rssTracker(server);
  const drains: Drain[] = [];
  const settle = async () => {
    drains.push(await drain());
  };
  const { rounds, secondsPerRound } = options;
  const comparisons: Comparison[] = [];
  const run = async (subject: Target, subjectStatus: number, connections: number, withCalls: boolean) => {
    console.log(`measuring ${subject.name} at ${connections} connections…`);
    rss.enter(`${subject.name.split(" (")[0]} ${connections}c`);
    comparisons.push(
      await compare({ baseUrl: server.url, subject, subjectStatus, floor, connections, rounds, secondsPerRound, settle: withCalls ? settle : undefined }),
    );
  };

  try {
    rss.enter("warm-up");
    console.log("warming up…");
    for (const target of [floor, originate(fixture), clickToCall(fixture)]) await measure(server.url, target, 8, 3, target === floor ? 204 : 202);
    await settle();
    drains.length = 0;

    const wanted = (name: string) => !options.only || options.only.includes(name);
    const replayTarget = replay(fixture);
    await fetch(server.url + replayTarget.path, { method: "POST", headers: replayTarget.headers, body: replayTarget.body });
    if (wanted("originate")) {
      await run(originate(fixture), 202, 8, true);
      await run(originate(fixture), 202, 32, true);
    }
    if (wanted("replay")) {
      await run(replayTarget, 202, 8, false);
      await run(replayTarget, 202, 32, false);
    }
    if (wanted("click-to-call")) await run(clickToCall(fixture), 202, 32, true);

    const rungs: RungFigures[] = [];
    if (wanted("ladder")) {
      rss.enter("ladder");
      console.log("measuring the originate path layer by layer…");
      for (const rung of ladder(fixture)) {
        if (rung.target.body) await fetch(server.url + rung.target.path, { method: "POST", headers: rung.target.headers as Record<string, string>, body: rung.target.body as string });
        rungs.push({ name: rung.target.name, adds: rung.adds, ...(await measure(server.url, rung.target, 8, secondsPerRound, rung.status)) });
      }
      await settle();
    }

    let latency = null;
    if (wanted("latency")) {
      rss.enter("latency");
      console.log(`latency: ${options.latencyCalls} calls at ${options.latencyRate}/s…`);
      const endpoint = await createWebhookEndpoint(db, fixture.workspaceId, receiver.url);
      receiver.setSecret(endpoint.secret);
      latency = await measureLatency({ baseUrl: server.url, fixture, carrier, receiver, calls: options.latencyCalls, ratePerSecond: options.latencyRate });
    }
    rss.enter("end");
    rss.stop();
    const atEnd = server.rssKb() / 1024;
    if (wanted("request-alone")) {
      await server.stop(); // the second server gets the machine to itself
      comparisons.push(...(await measureRequestAlone({ distDir: options.distDir, env: serverEnv, fixture, rounds, secondsPerRound })));
    }

    const results: BenchResults = {
      startedAt,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
        node: process.version,
        cores:
          "Server (scripts/serve.mjs, i.e. next start), Postgres, Redis and the load generator (autocannon, one process, also hosting the fake carrier and webhook receiver) all shared these cores; nothing was pinned.",
      },
      comparisons,
      ladder: rungs,
      latency,
      rssMiB: { afterStart, peak: rss.peak, atEnd },
      drains,
      loader: { ...loaderSize(), budget: LOADER_BUDGET_BYTES },
    };
    const table = markdown(results);
    // A partial run (--only) is for investigating; only a full run replaces the published results.
    if (!options.only) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(path.join(RESULTS_DIR, "results.json"), `${JSON.stringify({ ...results, verdicts: verdicts(results) }, null, 2)}\n`);
      writeFileSync(path.join(RESULTS_DIR, "results.md"), table);
    }
    console.log(table);
    if (options.profile) console.log(`CPU profile of the server: ${PROFILE_DIR} (npx tsx bench/profile-summary.ts <file>)`);
    return results;
  } finally {
    rss.stop();
    await server.stop();
    await Promise.all([carrier.close(), receiver.close()]);
  }
}
