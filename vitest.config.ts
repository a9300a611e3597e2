import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    // vitest's own report, and the reasons of tests skipped on the embedded defaults (and counts for `npm test`).
    reporters: ["default", "./tests/setup/run-report.ts"],
    setupFiles: ["tests/setup/isolate.ts"],
    pool: "forks",
    // Files spend most of their time waiting on Postgres, Redis, servers and timers: three at once
    // keep 2 cores busy (vitest's default, cores − 1, ran them one at a time here).
    maxWorkers: 3,
    // Generous for a shared, loaded machine (load averages of 20 on 2 cores have been seen).
    testTimeout: 60_000,
    // Hooks open databases and servers: on a loaded machine a PGlite start alone has taken a minute.
    hookTimeout: 120_000,
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
      // The budgets under test must count: on a loaded machine Redis may take longer than 100 ms.
      RATE_LIMIT_REDIS_TIMEOUT_MS: "5000",
    },
  },
});
