import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/isolate.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});
