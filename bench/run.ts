// `npm run bench [-- --rounds 3 --seconds 5 --calls 250 --rate 5 --skip-build --profile --only replay]`: builds the
// production server into .next-bench, gives it a fresh Postgres database (migrated) on the
// configured server and the configured Redis, then runs bench/suite.ts against it. Results go to
// bench/results/results.{json,md}. DATABASE_URL / REDIS_URL default to the local services.
import { parseArgs } from "node:util";
import { ensureProductionBuild } from "../tests/helpers/production-server";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "5" },
    calls: { type: "string", default: "250" },
    rate: { type: "string", default: "5" },
    "skip-build": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    /** Comma-separated subset of: originate, replay, click-to-call, ladder, latency, request-alone (e.g. to profile one path). */
    only: { type: "string" },
  },
});

const DIST_DIR = ".next-bench";
const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

if (!values["skip-build"]) {
  const { rmSync } = await import("node:fs");
  rmSync(`${DIST_DIR}/BUILD_ID`, { force: true });
}
console.log(values["skip-build"] ? `using the build in ${DIST_DIR}` : `building into ${DIST_DIR}…`);
ensureProductionBuild(DIST_DIR);

const databaseUrl = await createMigratedDatabase(adminUrl, "svc_bench");
// This process writes the fixtures into the same database the server uses; set before any
// server module is imported (they read the environment once).
Object.assign(process.env, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: "silent" });

const { runSuite } = await import("./suite");
await runSuite({
  distDir: DIST_DIR,
  databaseUrl,
  redisUrl,
  rounds: Number(values.rounds),
  secondsPerRound: Number(values.seconds),
  latencyCalls: Number(values.calls),
  latencyRate: Number(values.rate),
  profile: values.profile,
  only: values.only?.split(",") ?? null,
});
process.exit(0);
