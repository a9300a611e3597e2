// `npm run bench:growth [-- --sizes 100000,1000000 --turns-per-call 10 --rounds 100 --skip-build]`:
// reads as history grows. For each size, a fresh database (`svc_growth_<size>` on DATABASE_URL's server, migrated)
// gets that many calls over 90 days (bench/growth-seed.ts) and its own server of the production
// build (.next-bench); every dashboard read (signed in) and /v1 read (live key) is then timed one
// request at a time, in rounds that alternate between the sizes. Writes
// bench/results/growth.{json,md}: a table per size and the ratio of the largest to the smallest.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "@/server/auth/password";
import { createWorkspaceFixture } from "../tests/helpers/fixtures";
import { ensureProductionBuild, startProductionServer } from "../tests/helpers/production-server";
import { createMigratedDatabase, prismaAt } from "../tests/helpers/scratch-database";
import { seededCallId, seededContactId, seedHistory } from "./growth-seed";
import { appendRun } from "./results-log";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "100000,1000000" },
    rounds: { type: "string", default: "100" },
    /** 10 gives issue 34's 10 M turns at 1 M calls. */
    "turns-per-call": { type: "string", default: "0.6" },
    "skip-build": { type: "boolean", default: false },
  },
});

const DIST_DIR = ".next-bench";
const RESULTS_DIR = path.join(import.meta.dirname, "results");
const TARGET_P95_MS = 50;
/** A settings page (server-rendered, signed in) and an analytics read (issue 34) at the largest size. */
const TARGET_PAGE_P95_MS = 100;
const TARGET_RATIO = 1.5;
const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const sizes = values.sizes.split(",").map(Number);
const rounds = Number(values.rounds);
const turnsPerCall = Number(values["turns-per-call"]);
const EMAIL = "growth@example.com";
const PASSWORD = "growth bench password";

interface Read {
  name: string;
  path: string;
  /** "session" (the dashboard, signed in) or "key" (/v1 with a live key). */
  as: "session" | "key";
}

/** A page of the settings UI or an analytics read, whose goal is TARGET_PAGE_P95_MS. */
const hasPageGoal = (name: string) => name.includes(" page") || name.includes(" analytics");

interface Figures {
  name: string;
  p50: number;
  p95: number;
}

interface SizeResult {
  calls: number;
  seedSeconds: number;
  loadBefore: number[];
  loadAfter: number[];
  reads: Figures[];
}

function readsOf(workspaceId: string, agentId: string): Read[] {
  const v1 = `/v1/workspaces/${workspaceId}`;
  const day = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
  const analytics = (days: number, interval: string, groupBy = "none") =>
    `${v1}/analytics?from=${ago(days)}&to=${ago(0)}&interval=${interval}&groupBy=${groupBy}`;
  const window = `createdAfter=${new Date(Date.now() - 46 * day).toISOString()}&createdBefore=${new Date(Date.now() - 45 * day).toISOString()}`;
  // Call 5 has turns and is live; so is contact 1.
  const withTurns = seededCallId(5);
  const trpcInput = encodeURIComponent(JSON.stringify({ id: workspaceId }));
  return [
    { name: "dashboard.overview (tRPC)", path: `/api/trpc/dashboard.overview?input=${trpcInput}`, as: "session" },
    { name: "overview page", path: `/w/${workspaceId}`, as: "session" },
    { name: "calls page", path: `/w/${workspaceId}/calls`, as: "session" },
    { name: "calls page, in flight", path: `/w/${workspaceId}/calls?status=in_flight`, as: "session" },
    { name: "calls page, failed", path: `/w/${workspaceId}/calls?status=failed`, as: "session" },
    ...[
      "agents",
      `agents/${agentId}`,
      `agents/${agentId}/tests`,
      `calls/${withTurns}`,
      "campaigns",
      "contacts",
      "do-not-call",
      "keys",
      "knowledge",
      "leads",
      "llm",
      "numbers",
      "sources",
      "team",
      "tools",
      "webhooks",
    ].map((page): Read => ({
      name: `/${page.replace(/(agt|call)_\w+/, `<$1>`)} page`,
      path: `/w/${workspaceId}/${page}`,
      as: "session",
    })),
    { name: "GET /v1 calls", path: `${v1}/calls`, as: "key" },
    { name: "GET /v1 calls?status=failed", path: `${v1}/calls?status=failed`, as: "key" },
    { name: "GET /v1 calls?status=in_progress", path: `${v1}/calls?status=in_progress`, as: "key" },
    { name: "GET /v1 calls, one day 45 days ago", path: `${v1}/calls?${window}`, as: "key" },
    { name: "GET /v1 calls?status=busy, that day", path: `${v1}/calls?status=busy&${window}`, as: "key" },
    { name: "GET /v1 calls?limit=100", path: `${v1}/calls?limit=100`, as: "key" },
    { name: "GET /v1 call", path: `${v1}/calls/${withTurns}`, as: "key" },
    { name: "GET /v1 call transcript", path: `${v1}/calls/${withTurns}/transcript`, as: "key" },
    { name: "GET /v1 contacts", path: `${v1}/contacts`, as: "key" },
    { name: "GET /v1 contact", path: `${v1}/contacts/${seededContactId(1)}`, as: "key" },
    { name: "GET /v1 agents", path: `${v1}/agents`, as: "key" },
    { name: "GET /v1 leads", path: `${v1}/leads`, as: "key" },
    { name: "GET /v1 analytics, 30 days by day", path: analytics(30, "day"), as: "key" },
    { name: "GET /v1 analytics, 7 days by hour", path: analytics(7, "hour"), as: "key" },
    { name: "GET /v1 analytics, 30 days by day and agent", path: analytics(30, "day", "agent"), as: "key" },
    { name: "GET /v1 usage, 30 days", path: `${v1}/usage?from=${ago(30)}&to=${ago(0)}`, as: "key" },
  ];
}

/** Signs in as a browser does (next-auth's CSRF token, then the credentials callback); returns the Cookie header. */
async function signIn(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email: EMAIL, password: PASSWORD, json: "true", callbackUrl: baseUrl }),
  });
  keep(callback);
  if (![...jar.keys()].some((name) => name.endsWith("session-token")))
    throw new Error(`sign-in failed: ${callback.status} ${await callback.text()}`);
  return cookie();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (ms: number) => Math.round(ms * 10) / 10;

interface Seeded {
  calls: number;
  seedSeconds: number;
  databaseUrl: string;
  workspaceId: string;
  liveKey: string;
  agentId: string;
}

async function seedSize(calls: number): Promise<Seeded> {
  const name = `svc_growth_${calls}`;
  console.log(`[${calls}] fresh database ${name}…`);
  const databaseUrl = await createMigratedDatabase(adminUrl, name);
  const prisma = prismaAt(databaseUrl);
  const fixture = await createWorkspaceFixture(prisma, { name: `Growth ${calls}` });
  const user = await prisma.user.create({
    data: { email: EMAIL, name: "Grace", passwordHash: await hashPassword(PASSWORD) },
  });
  await prisma.membership.create({ data: { workspaceId: fixture.workspaceId, userId: user.id, role: "owner" } });
  await prisma.$disconnect();
  const started = Date.now();
  console.log(
    `[${calls}] seeding ${calls} calls, ${Math.round(calls * turnsPerCall)} turns, ${Math.round(calls * 0.3)} contacts…`,
  );
  await seedHistory(databaseUrl, fixture, calls, turnsPerCall);
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`[${calls}] seeded in ${seedSeconds.toFixed(0)} s`);
  return {
    calls,
    seedSeconds,
    databaseUrl,
    workspaceId: fixture.workspaceId,
    liveKey: fixture.keys.live,
    agentId: fixture.agentId,
  };
}

/** One server per size, all up at once: each round asks every read of every size in turn, so the
 * shared machine's load weighs on the sizes alike and their ratio holds even when it is busy. */
async function measure(seeded: Seeded[]): Promise<SizeResult[]> {
  const servers = await Promise.all(
    seeded.map((size) =>
      startProductionServer({
        distDir: DIST_DIR,
        env: {
          DATABASE_URL: size.databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: `svc-growth-${process.pid}-${size.calls}`,
          // Budgets would stop the benchmark in its first seconds; they are raised, not removed.
          RATE_LIMIT_API_KEY_REQUESTS: "1000000000",
          RATE_LIMIT_UI_CALLS: "1000000000",
        },
      }),
    ),
  );
  try {
    const targets = await Promise.all(
      seeded.map(async (size, i) => {
        const cookie = await signIn(servers[i].url);
        const headers = { session: { Cookie: cookie }, key: { Authorization: `Bearer ${size.liveKey}` } };
        const reads = readsOf(size.workspaceId, size.agentId);
        return { size, url: servers[i].url, headers, reads, timings: reads.map(() => [] as number[]) };
      }),
    );
    const once = async (target: (typeof targets)[number], read: Read) => {
      const started = performance.now();
      const response = await fetch(target.url + read.path, { headers: target.headers[read.as], redirect: "manual" });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${target.size.calls} ${read.name}: ${response.status} ${body.slice(0, 300)}`);
      return ms;
    };
    const readCount = targets[0].reads.length;
    console.log(`warming up, then ${rounds} rounds of ${readCount} reads × ${targets.length} sizes…`);
    for (let i = 0; i < 5; i++) for (const target of targets) for (const read of target.reads) await once(target, read);
    const loadBefore = os.loadavg();
    for (let round = 0; round < rounds; round++) {
      for (let r = 0; r < readCount; r++)
        for (const target of targets) target.timings[r].push(await once(target, target.reads[r]));
    }
    const loadAfter = os.loadavg();
    return targets.map((target) => {
      const reads = target.reads.map((read, r) => {
        const sorted = target.timings[r].sort((a, b) => a - b);
        return { name: read.name, p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)) };
      });
      for (const f of reads)
        console.log(`[${target.size.calls}] ${f.name.padEnd(40)} p50 ${f.p50} ms  p95 ${f.p95} ms`);
      return { calls: target.size.calls, seedSeconds: target.size.seedSeconds, loadBefore, loadAfter, reads };
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function markdown(results: SizeResult[], startedAt: string): string {
  const [small, large] = [results[0], results.at(-1)!];
  const load = (r: SizeResult) =>
    `machine load average ${r.loadBefore.map((l) => l.toFixed(1)).join(" / ")} before the rounds, ${r.loadAfter.map((l) => l.toFixed(1)).join(" / ")} after (1/5/15 min)`;
  const lines = [
    `Started ${startedAt}: production build (.next-bench, \`scripts/serve.mjs\`), Postgres and Redis local, on ${os.cpus().length} shared cores (${os.cpus()[0]?.model.trim()}), node ${process.version}. ` +
      `Each size is a fresh database seeded with that many calls over 90 days (${turnsPerCall} turns and 0.3 contacts per call, one lead per ten contacts); ` +
      `A server per size, both up; ${rounds} rounds of every read, one request at a time, alternating between the sizes, so the machine's load weighs on both alike. Goal: p95 ≤ ${TARGET_P95_MS} ms at the largest size for a read of data (≤ ${TARGET_PAGE_P95_MS} ms for a whole settings page, server-rendered, and for analytics), and at most ${TARGET_RATIO}× the smallest size's p95.`,
    "",
  ];
  for (const r of results) {
    lines.push(
      `### ${r.calls.toLocaleString("en-US")} calls`,
      "",
      `Seeded in ${r.seedSeconds.toFixed(0)} s; ${load(r)}.`,
      "",
      "| read | p50 ms | p95 ms |",
      "|---|---:|---:|",
    );
    for (const f of r.reads) lines.push(`| ${f.name} | ${f.p50} | ${f.p95} |`);
    lines.push("");
  }
  if (results.length > 1) {
    lines.push(
      `### ${large.calls.toLocaleString("en-US")} ÷ ${small.calls.toLocaleString("en-US")}`,
      "",
      "| read | p50 ratio | p95 ratio | p95 within goal | ratio ≤ 1.5 |",
      "|---|---:|---:|:-:|:-:|",
    );
    for (const f of large.reads) {
      const base = small.reads.find((other) => other.name === f.name)!;
      const ratio = f.p95 / base.p95;
      const goal = hasPageGoal(f.name) ? TARGET_PAGE_P95_MS : TARGET_P95_MS;
      lines.push(
        `| ${f.name} | ${(f.p50 / base.p50).toFixed(2)} | ${ratio.toFixed(2)} | ${f.p95 <= goal ? "yes" : "**no**"} (≤ ${goal} ms) | ${ratio <= TARGET_RATIO ? "yes" : "**no**"} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

if (!values["skip-build"]) rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
console.log(values["skip-build"] ? `using the build in ${DIST_DIR}` : `building into ${DIST_DIR}…`);
ensureProductionBuild(DIST_DIR);
const startedAt = new Date().toISOString();
const seeded: Seeded[] = [];
for (const calls of sizes) seeded.push(await seedSize(calls));
const results = await measure(seeded);
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, "growth.json"), `${JSON.stringify({ startedAt, rounds, results }, null, 2)}\n`);
console.log(
  appendRun(
    "growth",
    "Reads as history grows (`npm run bench:growth`)",
    "Each read of the API and the settings pages at each size of history, against the smallest; growth.json holds the latest run's figures.",
    markdown(results, startedAt),
  ),
);
process.exit(0);
