import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { db, Prisma } from "@/server/db/client";
import { startFakeTwilio } from "../tests/helpers/fake-twilio";
import { createWebhookEndpoint, createWorkspaceFixture } from "../tests/helpers/fixtures";
import { startProductionServer, type ProductionServer } from "../tests/helpers/production-server";
import { startWebhookReceiver } from "../tests/helpers/webhook-receiver";
import { PROFILE_DIR, serverNodeArgsFor } from "./bench-server";
import { LOADER_BUDGET_BYTES, loaderSize } from "./loader-size";
import { measureLatency } from "./latency";
import { compare, measure, type Comparison, type Target } from "./load";
import { markdown, verdicts, type BenchResults, type Carried, type RungFigures } from "./report";
import { measureRequestAlone } from "./request-path";
import { appendRun } from "./results-log";
import { clickToCall, floor, ladder, measuringStick, originate, replay } from "./scenarios";

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

/** Waits until every call of `workspaceId` has ended, every answered one is analysed, and every outbox event was sent. */
async function drain(workspaceId: string): Promise<void> {
  const started = Date.now();
  const open = { workspaceId, status: { in: [...OPEN_STATUSES] } };
  const unanalysed = { workspaceId, answeredAt: { not: null }, analysis: { equals: Prisma.DbNull } };
  for (;;) {
    const [calls, analyses, unsent] = await Promise.all([
      db.call.count({ where: open }),
      db.call.count({ where: unanalysed }),
      db.outbox.count({ where: { sentAt: null } }),
    ]);
    if (!calls && !analyses && !unsent) return;
    if (Date.now() - started > 300_000)
      throw new Error(
        `backlog not drained after 300 s: ${calls} open calls, ${analyses} calls not analysed, ${unsent} unsent outbox events`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Samples the resident memory of whichever server is being measured, every 200 ms, for the whole run. */
export function rssTracker(first: ProductionServer) {
  const peak: Record<string, number> = {};
  let server = first;
  let phase = "start";
  const sample = () => {
    // The server may be exiting between two phases.
    const mib = (() => {
      try {
        return server.rssKb() / 1024;
      } catch {
        return 0;
      }
    })();
    peak[phase] = Math.max(peak[phase] ?? 0, mib);
  };
  const timer = setInterval(sample, 200);
  return {
    enter(name: string, next: ProductionServer = server) {
      sample();
      server = next;
      phase = name;
    },
    peak,
    stop: () => clearInterval(timer),
  };
}

export type RssTracker = ReturnType<typeof rssTracker>;

export async function runSuite(options: SuiteOptions): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const carrier = await startFakeTwilio({ autoComplete: true });
  const receiver = await startWebhookReceiver();
  const fixture = await createWorkspaceFixture(db, { name: "Bench" });
  // The stick's calls stay queued (it writes their events as relayed), so they live apart.
  const stick = measuringStick(await createWorkspaceFixture(db, { name: "Bench measuring stick" }));
  const serverEnv = {
    ...carrier.env,
    BENCH_ROUTES: "1",
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
  const nodeArgs = serverNodeArgsFor(options.profile);
  const server = await startProductionServer({ distDir: options.distDir, nodeArgs, env: serverEnv });
  const afterStart = server.rssKb() / 1024;
  const rss = rssTracker(server);
  const carried: Carried[] = [];
  const { rounds, secondsPerRound } = options;
  const comparisons: Comparison[] = [];
  const callsPlaced = () => db.call.count({ where: { workspaceId: fixture.workspaceId } });
  const run = async (subject: Target, subjectStatus: number, connections: number, withCalls: boolean) => {
    console.log(`measuring ${subject.name} at ${connections} connections…`);
    rss.enter(`${subject.name.split(" (")[0]} ${connections}c`);
    // A round that places calls lasts until the local executor has dialed, wrapped up and analysed all of
    // them: calls ÷ that time is what the server carries, its CPU time ÷ calls what each costs it.
    let mark = { at: 0, cpuMs: 0, calls: 0 };
    const beforeSubject = async () => {
      mark = { at: Date.now(), cpuMs: server.cpuMs(), calls: await callsPlaced() };
    };
    const settle = async () => {
      await drain(fixture.workspaceId);
      const calls = (await callsPlaced()) - mark.calls;
      carried.push({
        subject: subject.name,
        connections,
        calls,
        seconds: (Date.now() - mark.at) / 1000,
        cpuMs: server.cpuMs() - mark.cpuMs,
      });
    };
    comparisons.push(
      await compare({
        baseUrl: server.url,
        subject,
        subjectStatus,
        floor,
        stick,
        connections,
        rounds,
        secondsPerRound,
        ...(withCalls ? { beforeSubject, settle } : {}),
      }),
    );
  };

  try {
    rss.enter("warm-up");
    console.log("warming up…");
    for (const target of [floor, stick, originate(fixture), clickToCall(fixture)])
      await measure(server.url, target, 8, 3, target === floor ? 204 : 202);
    await drain(fixture.workspaceId);

    const wanted = (name: string) => !options.only || options.only.includes(name);
    const replayTarget = replay(fixture);
    await fetch(server.url + replayTarget.path, {
      method: "POST",
      headers: replayTarget.headers,
      body: replayTarget.body,
    });
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
        if (rung.target.body)
          await fetch(server.url + rung.target.path, {
            method: "POST",
            headers: rung.target.headers as Record<string, string>,
            body: rung.target.body as string,
          });
        rungs.push({
          name: rung.target.name,
          adds: rung.adds,
          ...(await measure(server.url, rung.target, 8, secondsPerRound, rung.status)),
        });
      }
      await drain(fixture.workspaceId);
    }

    let latency = null;
    if (wanted("latency")) {
      rss.enter("latency");
      console.log(`latency: ${options.latencyCalls} calls at ${options.latencyRate}/s…`);
      const endpoint = await createWebhookEndpoint(db, fixture.workspaceId, receiver.url);
      receiver.setSecret(endpoint.secret);
      latency = await measureLatency({
        baseUrl: server.url,
        fixture,
        carrier,
        receiver,
        calls: options.latencyCalls,
        ratePerSecond: options.latencyRate,
      });
    }
    const atEnd = server.rssKb() / 1024;
    if (wanted("request-alone")) {
      rss.enter("end");
      await server.stop(); // the second server gets the machine to itself
      comparisons.push(
        ...(await measureRequestAlone({
          distDir: options.distDir,
          nodeArgs,
          env: serverEnv,
          fixture,
          stick,
          rounds,
          secondsPerRound,
          rss,
        })),
      );
    }
    rss.enter("end");
    rss.stop();

    const results: BenchResults = {
      startedAt,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
        node: process.version,
        cores:
          "Server (scripts/serve.mjs, as `npm start` runs it), Postgres, Redis and the load generator (autocannon, one process, also hosting the fake carrier and webhook receiver) all shared these cores; nothing was pinned.",
      },
      comparisons,
      ladder: rungs,
      latency,
      rssMiB: { afterStart, peak: rss.peak, atEnd, max: Math.max(...Object.values(rss.peak)) },
      carried,
      loader: { ...loaderSize(), budget: LOADER_BUDGET_BYTES },
    };
    const table = markdown(results);
    // A partial run (--only) is for investigating; only a full run replaces the published results.
    if (!options.only) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(
        path.join(RESULTS_DIR, "results.json"),
        `${JSON.stringify({ ...results, verdicts: verdicts(results) }, null, 2)}\n`,
      );
      appendRun(
        "results",
        "svc benchmark (`npm run bench`)",
        "Originate, click-to-call and the rest of the API against the measuring stick and the framework floor, the asynchronous path, memory and size; results.json holds the latest full run's figures.",
        table,
      );
    }
    console.log(table);
    if (options.profile)
      console.log(`CPU profiles of the servers: ${PROFILE_DIR} (npx tsx bench/profile-summary.ts <file>)`);
    return results;
  } finally {
    rss.stop();
    await server.stop();
    await Promise.all([carrier.close(), receiver.close()]);
  }
}
