// `npm start`: build when the sources are newer than the build, migrate, then serve on PORT
// (3000). With no configuration it runs on the embedded defaults (PGlite + in-memory Redis).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serverNodeArgs } from "./server-node-args.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const SOURCES = [
  "app",
  "server",
  "inngest",
  "public",
  "prisma",
  "instrumentation.ts",
  "next.config.mjs",
  "package.json",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function run(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const buildId = path.join(distDir, "BUILD_ID");
const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log("building svc (first start or changed sources)…");
  run(["node_modules/next/dist/bin/next", "build"]);
}
if (process.env.DATABASE_URL) run(["node_modules/tsx/dist/cli.mjs", "scripts/migrate.ts"]);
// scripts/serve.mjs is `next start` plus recording the real client address (README "Client IP"),
// with a capped heap (scripts/server-node-args.mjs).
run([...serverNodeArgs(), "scripts/serve.mjs", process.env.PORT || "3000"], { NODE_ENV: "production" });
