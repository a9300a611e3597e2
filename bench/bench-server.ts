import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { serverNodeArgs } from "../scripts/server-node-args.mjs";
import { startProductionServer, type ProductionServer } from "../tests/helpers/production-server";
import { createMigratedDatabase } from "../tests/helpers/scratch-database";

// What a bench that drives one production server sets up first: its own scratch database (which
// this process's server modules then use too, for fixtures and checks) and the server over it, run
// as `npm start` runs it.

/** The machine's load averages (1, 5, 15 minutes), as a bench prints them with its results. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

/** Where a server started with `profile` writes its CPU profile (read it with bench/profile-summary.ts). */
export const PROFILE_DIR = path.join(tmpdir(), "svc-bench-profiles");

export interface BenchServerOptions {
  /** The scratch database's name, one per bench. */
  database: string;
  distDir: string;
  /** Settings on top of the database, Redis and `LOG_LEVEL=warn`; also set in this process. */
  env?: Record<string, string>;
  /** Write the server's CPU profile to PROFILE_DIR when it stops. */
  profile?: boolean;
}

/** The options `npm start` runs the server with and, with `profile`, the CPU profiler's. */
export function serverNodeArgsFor(profile = false): string[] {
  return [
    ...serverNodeArgs(),
    // The profile is written at a normal exit, which SIGTERM alone does not give scripts/serve.mjs.
    ...(profile
      ? [
          "--cpu-prof",
          "--cpu-prof-dir",
          PROFILE_DIR,
          "--import",
          "data:text/javascript,process.once('SIGTERM',()=>process.exit(0))",
        ]
      : []),
  ];
}

/** The settings the bench server was started with, for a sibling over the same database. */
let benchEnv: Record<string, string> | undefined;

export async function startBenchServer(options: BenchServerOptions): Promise<ProductionServer> {
  const databaseUrl = await createMigratedDatabase(
    process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test",
    options.database,
  );
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  Object.assign(process.env, env, { LOG_LEVEL: "silent" });
  benchEnv = env;
  return startProductionServer({
    distDir: options.distDir,
    nodeArgs: serverNodeArgsFor(options.profile),
    env,
  });
}

/** A second server over the bench server's database, with its settings and `env` on top: a round run on both compares one setting. */
export function startSiblingServer(distDir: string, env: Record<string, string>): Promise<ProductionServer> {
  if (!benchEnv) throw new Error("start the bench server first");
  return startProductionServer({ distDir, nodeArgs: serverNodeArgsFor(), env: { ...benchEnv, ...env } });
}
