import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/isolate.ts"],
    pool: "forks",
    // Files spend most of their time waiting on Postgres, Redis, servers and timers: three at once
    // keep 2 cores busy (vitest's default, cores − 1, ran them one at a time here).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});
